/**
 * Paths typed or dropped inside a skill: each name Windows or macOS cannot hold is refused by
 * id (the list of device names and characters is Microsoft's, "Naming Files, Paths, and
 * Namespaces", learn.microsoft.com/windows/win32/fileio/naming-a-file: `< > : " / \ | ? *`,
 * control characters, CON PRN AUX NUL COM1-9 COM¹²³ LPT1-9 LPT¹²³ with any extension, no
 * trailing dot or space), names that differ only in case are found, and a kept copy gets
 * "name (2).ext" as file managers name it.
 */
import { describe, expect, it } from 'vitest';
import { caseClash, keepBothName, skillPathProblem } from '../../../shared/studio/skill-paths';
import { englishText } from '../../../shared/ipc/service-text';

const idOf = (path: string, folder = false) => skillPathProblem(path, folder)?.id;

describe('paths inside a skill', () => {
  it('accepts ordinary names and nested paths, in any script', () => {
    for (const ok of [
      'guide.md',
      'references/guide.md',
      'assets/图片 1.png',
      '.env.example',
      'a/b/c.txt',
      'con-notes.md',
      'CONFIG.txt',
      'COM10.txt',
    ])
      expect(idOf(ok), ok).toBeUndefined();
    expect(idOf('references/', true)).toBeUndefined();
  });

  it('refuses paths that leave the skill: "..", absolute, a drive, a home folder', () => {
    expect(idOf('../x')).toBe('path-climbs');
    expect(idOf('references/../../x')).toBe('path-climbs');
    expect(idOf('..\\x')).toBe('path-climbs');
    expect(idOf('/etc/passwd')).toBe('path-absolute');
    expect(idOf('C:\\Windows\\x.txt')).toBe('path-absolute');
    expect(idOf('c:x.txt')).toBe('name-colon');
    expect(idOf('~/x.txt')).toBe('path-absolute');
  });

  it('refuses every name Windows cannot hold', () => {
    expect(idOf('CON.txt')).toBe('name-device');
    for (const device of [
      'con',
      'PRN',
      'aux.md',
      'NUL.tar.gz',
      'COM1',
      'com9.log',
      'LPT3.txt',
      'COM¹',
      'lpt².txt',
      'scripts/NUL',
    ])
      expect(idOf(device), device).toBe('name-device');
    expect(idOf('a:b')).toBe('name-colon');
    for (const c of ['<', '>', '"', '|', '?', '*'])
      expect(idOf(`a${c}b.md`), c).toBe('name-reserved-char');
    expect(idOf('notes.')).toBe('name-trailing');
    // Spaces around the whole path are a typing slip, trimmed; inside it they count.
    expect(idOf('notes ')).toBeUndefined();
    expect(idOf('dir /x.md')).toBe('name-trailing');
    expect(idOf('a\u0001b')).toBe('name-control');
    expect(idOf(`${'é'.repeat(128)}.md`)).toBe('name-too-long');
  });

  it('refuses empty names and parts', () => {
    expect(idOf('')).toBe('path-empty');
    expect(idOf('   ')).toBe('path-empty');
    expect(idOf('a//b.md')).toBe('path-empty');
    expect(idOf('references/')).toBe('path-no-name');
    expect(idOf('./a.md')).toBe('path-dot');
  });

  it('words each refusal with the name it is about', () => {
    const problem = skillPathProblem('scripts/CON.txt');
    expect(problem && englishText(problem)).toContain('"CON.txt" is a device name on Windows');
    const climbing = skillPathProblem('../x');
    expect(climbing && englishText(climbing)).toBe(
      '"../x" climbs out of the skill with "..": type a path inside it.',
    );
  });

  it('finds a sibling that differs only in case or Unicode form', () => {
    expect(caseClash('readme.md', ['README.md', 'other.md'])).toBe('README.md');
    expect(caseClash('caf\u00e9.md', ['cafe\u0301.md'])).toBe('cafe\u0301.md');
    expect(caseClash('README.md', ['README.md'])).toBeUndefined();
    expect(caseClash('a.md', ['b.md'])).toBeUndefined();
  });

  it('names a kept copy "name (2).ext", counting on past the ones taken', () => {
    const taken = new Set(['photo.png', 'photo (2).png', 'notes']);
    const isTaken = (n: string) => taken.has(n);
    expect(keepBothName('photo.png', isTaken)).toBe('photo (3).png');
    expect(keepBothName('photo (2).png', isTaken)).toBe('photo (3).png');
    expect(keepBothName('notes', isTaken)).toBe('notes (2)');
    expect(keepBothName('.env', isTaken)).toBe('.env (2)');
    expect(keepBothName('data.tar.gz', isTaken)).toBe('data.tar (2).gz');
  });
});
