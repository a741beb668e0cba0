/**
 * The level-1 scan reads frontmatter only: bodies and resource files are never read, and the
 * byte counts prove it.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { frontmatterEnd, HEAD_CAP, readFrontmatterHead } from '../../../shared/node/read-head';
import { scanLibrary } from '../../../shared/node/scan';
import { skillMd, tempTree } from '../../helpers/temp';
import { checkUnder } from '../../helpers/skill';

const enc = (s: string) => new TextEncoder().encode(s);

describe('frontmatterEnd', () => {
  it('stops after the closing line, or after a first line that is not "---"', () => {
    const text = '---\r\nname: a\r\n---\r\nbody';
    expect(frontmatterEnd(enc(text), text.length)).toBe(text.indexOf('body'));
    expect(frontmatterEnd(enc('# no frontmatter\nmore'), 22)).toBe(17);
    expect(
      frontmatterEnd(enc('\uFEFF---\nx: 1\n---\n'), enc('\uFEFF---\nx: 1\n---\n').length),
    ).toBe(enc('\uFEFF---\nx: 1\n---\n').length);
    expect(frontmatterEnd(enc('---\nname: a\n'), 12)).toBeUndefined();
  });
});

describe('readFrontmatterHead', () => {
  it('reads one chunk of a 2 MB SKILL.md, not the body', () => {
    const body = 'x'.repeat(2 * 1024 * 1024);
    const root = tempTree({ 'SKILL.md': `${skillMd('big')}${body}` });
    const head = readFrontmatterHead(join(root, 'SKILL.md'));
    expect(head.whole).toBe(false);
    expect(head.bytesRead).toBeLessThanOrEqual(4096);
    expect(new TextDecoder().decode(head.bytes).endsWith('---\n')).toBe(true);
  });

  it('stops at the cap when a frontmatter never closes', () => {
    const root = tempTree({ 'SKILL.md': `---\n${'key: value\n'.repeat(20_000)}` });
    const head = readFrontmatterHead(join(root, 'SKILL.md'));
    expect(head.bytesRead).toBe(HEAD_CAP);
    expect(head.bytes[head.bytes.length - 1]).toBe(10);
  });

  it('reads scratch heads as fresh ones; a head past the first chunk is its own', () => {
    const long = `---\n${'key: value\n'.repeat(600)}---\n`;
    const root = tempTree({
      'a/SKILL.md': `${skillMd('a')}body`,
      'b/SKILL.md': long,
      'c/SKILL.md': `${skillMd('c')}body`,
    });
    const text = (rel: string, scratch: boolean) =>
      new TextDecoder().decode(
        readFrontmatterHead(join(root, rel, 'SKILL.md'), 4096, HEAD_CAP, undefined, scratch).bytes,
      );
    for (const rel of ['a', 'b', 'c']) expect(text(rel, true)).toBe(text(rel, false));
    const kept = readFrontmatterHead(join(root, 'b/SKILL.md'), 4096, HEAD_CAP, undefined, true);
    readFrontmatterHead(join(root, 'c/SKILL.md'), 4096, HEAD_CAP, undefined, true);
    expect(new TextDecoder().decode(kept.bytes)).toBe(long);
  });
});

describe('scanLibrary', () => {
  it('lists every skill with name, description, verdict and resource counts', () => {
    const root = tempTree({
      'good/SKILL.md': skillMd('good'),
      'good/scripts/a.py': 'print(1)',
      'good/scripts/b.py': 'print(2)',
      'good/references/r.md': '# r',
      'bad/SKILL.md': '---\nname: Bad\ndescription: d\n---\n',
      'dup-1/SKILL.md': skillMd('same'),
      'dup-2/SKILL.md': skillMd('same'),
    });
    const scan = scanLibrary(root);
    const by = Object.fromEntries(scan.skills.map((s) => [s.rel, s]));
    expect(by.good).toMatchObject({
      name: 'good',
      resources: { scripts: 2, references: 1, assets: 0, examples: 0 },
    });
    expect(checkUnder(by.good)?.verdict).toBe('valid');
    expect(checkUnder(by.bad)).toMatchObject({
      verdict: 'errors',
      codes: [
        'name-not-lowercase',
        'name-dir-mismatch',
        'description-no-trigger',
        'description-vague',
      ],
    });
    expect(checkUnder(by['dup-1'])?.codes).toContain('name-duplicate');
    expect(checkUnder(by['dup-2'])?.codes).toContain('name-duplicate');
  });

  it('reads only frontmatter: the bytes read do not grow with bodies or resources', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 20; i++) {
      files[`s${i}/SKILL.md`] = `${skillMd(`s${i}`)}${'body text\n'.repeat(50_000)}`;
      files[`s${i}/assets/data.bin`] = 'z'.repeat(100_000);
    }
    const root = tempTree(files);
    const scan = scanLibrary(root);
    expect(scan.skills).toHaveLength(20);
    expect(scan.stats.filesOpened).toBe(20);
    // 20 frontmatters of ~80 bytes, read in one 4 KB chunk each: nowhere near the 10 MB of bodies.
    expect(scan.stats.skillMdBytesRead).toBeLessThanOrEqual(20 * 4096);
  });

  it('a SKILL.md that cannot be read (here: a folder) is an error entry, not a crash', () => {
    const root = tempTree({ 'x/SKILL.md/inside.txt': 'not a file' });
    const scan = scanLibrary(root);
    expect(scan.skills).toHaveLength(1);
    expect(checkUnder(scan.skills[0])).toMatchObject({
      verdict: 'errors',
      codes: ['skill-md-unreadable'],
    });
  });
});
