/** The YAML shadow of SKILL.md that monaco-yaml reads: same lines and columns, body blanked. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  frontmatterLines,
  shadowOfText,
  shadowText,
} from '../../../../../renderer/src/features/editor/monaco/shadow-frontmatter';

const lines = (text: string) => text.split(/\r\n|\r|\n/);

describe('the frontmatter shadow', () => {
  it('keeps the frontmatter and blanks everything from the closing line on', () => {
    const text = '---\nname: pdf\ndescription: Reads PDFs.\n---\n# PDF\n\nBody: with colons\n';
    expect(shadowOfText(text)).toBe('---\nname: pdf\ndescription: Reads PDFs.\n\n\n\n\n');
  });

  it('accepts blanks after the delimiters and CRLF line breaks, as the parser does', () => {
    expect(shadowOfText('---  \r\nname: a\r\n---\t\r\nbody')).toBe('---  \nname: a\n\n');
  });

  it('ends the block at the first line that is exactly three dashes', () => {
    const text = '---\ndescription: a---b\n ---\n----\n---\nbody\n';
    expect(frontmatterLines(6, (n) => lines(text)[n - 1] ?? '')).toEqual({
      first: 2,
      last: 4,
      closed: true,
    });
  });

  it('is all blank when the first line is not a delimiter', () => {
    expect(shadowOfText('# Title\nname: x\n---\n')).toBe('\n\n\n');
    expect(shadowOfText('\n---\nname: x\n---\n')).toBe('\n\n\n\n');
    expect(shadowOfText('----\nname: x\n----\n')).toBe('\n\n\n');
  });

  it('covers the whole file when the block is never closed (it is coloured as YAML too)', () => {
    expect(shadowOfText('---\nname: x\nbody')).toBe('---\nname: x\nbody');
    expect(frontmatterLines(3, (n) => ['---', 'name: x', 'body'][n - 1] ?? '')).toEqual({
      first: 2,
      last: 3,
      closed: false,
    });
  });

  it('handles an empty block, a file of one line and an empty file', () => {
    expect(shadowOfText('---\n---\nbody')).toBe('---\n\n');
    expect(shadowOfText('---')).toBe('---');
    expect(shadowOfText('')).toBe('');
  });

  it('never reads body lines', () => {
    const read: number[] = [];
    const text = ['---', 'name: x', '---', ...Array.from({ length: 1000 }, () => 'body')];
    shadowText(text.length, (n) => {
      read.push(n);
      return text[n - 1] ?? '';
    });
    expect(Math.max(...read)).toBe(3);
  });

  it('keeps every line and column of the frontmatter where it was', () => {
    const line = fc.oneof(
      fc.constantFrom('---', '--- ', '----', '', 'name: x', '  key: v'),
      fc.string({ maxLength: 12 }).filter((s) => !/[\r\n]/.test(s)),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), fc.constantFrom('\n', '\r\n'), (ls, eol) => {
        const text = ls.join(eol);
        const original = lines(text);
        const shadow = shadowOfText(text).split('\n');
        expect(shadow).toHaveLength(original.length);
        const block = frontmatterLines(original.length, (n) => original[n - 1] ?? '');
        shadow.forEach((s, i) => {
          const n = i + 1;
          const kept = block !== undefined && n <= block.last;
          expect(s).toBe(kept ? original[i] : '');
        });
      }),
    );
  });
});
