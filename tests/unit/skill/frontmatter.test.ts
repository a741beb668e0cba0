import { describe, expect, it } from 'vitest';
import { skillsRefSplit, splitFrontmatter } from '../../../shared/skill/frontmatter';

describe('splitFrontmatter', () => {
  it('finds the block between two delimiter lines', () => {
    const text = '---\nname: x\n---\nbody\n';
    const split = splitFrontmatter(text, 0);
    expect(split).toMatchObject({ kind: 'found', closeAtEof: false });
    if (split.kind !== 'found') return;
    expect(text.slice(split.yamlStart, split.yamlEnd)).toBe('\nname: x\n');
    expect(text.slice(split.bodyStart)).toBe('body\n');
  });
  it('allows trailing blanks on delimiter lines and a close at the end of the file', () => {
    const split = splitFrontmatter('--- \nname: x\n---\t', 0);
    expect(split).toMatchObject({ kind: 'found', closeAtEof: true });
  });
  it('does not close on "---" inside a value or on "----"', () => {
    const text = '---\ndescription: a---b\n----\n---\n';
    const split = splitFrontmatter(text, 0);
    if (split.kind !== 'found') throw new Error('not found');
    expect(text.slice(split.yamlStart, split.yamlEnd)).toBe('\ndescription: a---b\n----\n');
    // skills-ref ends at the first "---" anywhere: inside the value.
    expect(skillsRefSplit(text)?.yamlEnd).toBe(text.indexOf('---', 3));
  });
  it('says why there is no block', () => {
    expect(splitFrontmatter('', 0)).toEqual({ kind: 'missing', why: 'empty' });
    expect(splitFrontmatter('# Title\n', 0)).toEqual({ kind: 'missing', why: 'no-dashes' });
    expect(splitFrontmatter('\n---\nname: x\n---\n', 0)).toEqual({
      kind: 'missing',
      why: 'blank-lines-first',
    });
    expect(splitFrontmatter('---name: x\n---\n', 0)).toEqual({
      kind: 'missing',
      why: 'dashes-then-text',
    });
    expect(splitFrontmatter('----\nname: x\n---\n', 0)).toEqual({
      kind: 'missing',
      why: 'too-many-dashes',
    });
    expect(splitFrontmatter('  ---\nname: x\n  ---\n', 0)).toEqual({
      kind: 'missing',
      why: 'indented-dashes',
    });
    for (const first of ['——', '－－－', '- - -', '--', '\u3000---', ' —— '])
      expect(splitFrontmatter(`${first}\nname: x\n---\n`, 0), first).toMatchObject({
        why: first.trim() === '---' ? 'indented-dashes' : 'near-miss-dashes',
      });
    // A Markdown list item or a lone dash is not a delimiter that went wrong.
    expect(splitFrontmatter('- item\n', 0)).toEqual({ kind: 'missing', why: 'no-dashes' });
    expect(splitFrontmatter('-\n', 0)).toEqual({ kind: 'missing', why: 'no-dashes' });
    expect(splitFrontmatter('---', 0)).toEqual({ kind: 'unclosed' });
    expect(splitFrontmatter('---\nname: x\n', 0)).toEqual({ kind: 'unclosed' });
  });
  it('starts after a byte-order mark when told to', () => {
    expect(splitFrontmatter('\uFEFF---\nname: x\n---\n', 1)).toMatchObject({
      kind: 'found',
      yamlStart: 4,
    });
  });
});
