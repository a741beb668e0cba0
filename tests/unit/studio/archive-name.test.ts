/**
 * The bundle's file name the package view takes: the extension added when missing, and every
 * name refused that a file on Windows, macOS or Linux cannot have (the rules of
 * shared/package/entry-names.ts), with the message id the UI words in both languages.
 */
import { describe, expect, it } from 'vitest';
import { archiveFileName } from '../../../shared/studio/archive-name';

const problemOf = (typed: string) => {
  const result = archiveFileName(typed, 'zip');
  return 'problem' in result ? result.problem.id : undefined;
};

describe('archiveFileName', () => {
  it('keeps a name with its extension, adds the extension when it is missing', () => {
    expect(archiveFileName('skills.zip', 'zip')).toEqual({ name: 'skills.zip' });
    expect(archiveFileName('  team skills  ', 'zip')).toEqual({ name: 'team skills.zip' });
    expect(archiveFileName('Report.ZIP', 'zip')).toEqual({ name: 'Report.ZIP' });
    expect(archiveFileName('技能合集', 'zip')).toEqual({ name: '技能合集.zip' });
    expect(archiveFileName('v1.2', 'zip')).toEqual({ name: 'v1.2.zip' });
    expect(archiveFileName('one', 'skill')).toEqual({ name: 'one.skill' });
  });

  it('refuses what no file on every system can be named, saying why', () => {
    expect(problemOf('')).toBe('path-empty');
    expect(problemOf('   ')).toBe('path-empty');
    expect(problemOf('.zip')).toBe('path-empty');
    expect(problemOf('out/skills.zip')).toBe('not-a-file-name');
    expect(problemOf('..\\skills.zip')).toBe('not-a-file-name');
    expect(problemOf('..')).toBe('not-a-file-name');
    expect(problemOf('a:b.zip')).toBe('name-colon');
    expect(problemOf('what?.zip')).toBe('name-reserved-char');
    expect(problemOf('CON')).toBe('name-device');
    expect(problemOf('nul.zip')).toBe('name-device');
    expect(problemOf('bell\u0007.zip')).toBe('name-control');
    expect(problemOf('x'.repeat(252))).toBe('name-too-long');
    expect(problemOf('x'.repeat(251))).toBeUndefined();
  });
});
