/**
 * New blocks are written in CommonMark's and GFM's plainest forms: the spec's own examples,
 * read into the editor's document, are written back as the spec writes them. CommonMark's
 * examples come from the commonmark-spec package (0.31.2, numbered as the spec numbers them);
 * GFM's (0.29-gfm) are quoted with their numbers.
 */
import spec from 'commonmark-spec';
import { describe, expect, it } from 'vitest';
import { fragmentDoc } from '../../../../shared/studio/markdown/body-blocks';
import { blockMarkdown } from '../../../../shared/studio/markdown/to-markdown';
import { itemAt } from '../../../../shared/studio/markdown/item-at';

const examples = spec.tests;
const example = (n: number) => examples.find((e) => e.number === n)?.markdown ?? '';
const written = (markdown: string, join = '\n\n') =>
  `${fragmentDoc(markdown)
    .map((node) => blockMarkdown(node))
    .join(join)}\n`;

describe('blockMarkdown writes the spec examples as the spec does', () => {
  it.each([119, 142, 219, 242, 256, 294, 316, 350, 482, 634])('CommonMark example %i', (n) => {
    expect(written(example(n))).toBe(example(n));
  });

  it('CommonMark example 62 (ATX headings, one a line)', () => {
    expect(written(example(62), '\n')).toBe(example(62));
  });

  it('CommonMark example 302 (an ordered list: its first two lines)', () => {
    expect(blockMarkdown(itemAt(fragmentDoc(example(302)), 0))).toBe('1. foo\n2. bar');
  });

  it('GFM example 198 (a table)', () => {
    const table = '| foo | bar |\n| --- | --- |\n| baz | bim |\n';
    expect(written(table)).toBe(table);
  });

  it('GFM example 279 (task list items)', () => {
    const tasks = '- [ ] foo\n- [x] bar\n';
    expect(written(tasks)).toBe(tasks);
    expect(itemAt(fragmentDoc(tasks), 0).type).toBe('taskList');
  });

  it('GFM example 491 (strikethrough)', () => {
    const strike = '~~Hi~~ Hello, world!\n';
    expect(written(strike)).toBe(strike);
  });
});

describe('blockMarkdown', () => {
  it('writes emphasis with `*` inside a word even when the file uses `_`', () => {
    const [node] = fragmentDoc('_alpha_ *x*y\n');
    const style = { bullet: '-', strong: '__', em: '_', ordered: '.', fence: '```', rule: '---' };
    expect(blockMarkdown(node ?? { type: 'paragraph' }, style)).toBe('_alpha_ *x*y');
  });

  it('escapes what would otherwise start a block or a mark', () => {
    const node = {
      type: 'paragraph',
      content: [{ type: 'text', text: '# not a heading\n1. not a list\n*stars* and [brackets]' }],
    };
    const again = fragmentDoc(blockMarkdown(node));
    expect(again).toEqual([node]);
  });

  it('writes a table’s alignment in its delimiter row', () => {
    const md = '| a | b | c |\n| :--- | :---: | ---: |\n| 1 | 2 | 3 |';
    expect(blockMarkdown(itemAt(fragmentDoc(md), 0))).toBe(md);
  });
});
