/**
 * The splice never rewrites what the user did not touch: every bundled Markdown file and
 * generated Markdown comes back byte for byte with no edit, and a paragraph's edit changes
 * only that paragraph's bytes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBody, type ParsedBody } from '../../../../shared/studio/markdown/body-blocks';
import { skillBodyStart } from '../../../../shared/studio/markdown/body-range';
import type { DocNode } from '../../../../shared/studio/markdown/doc-node';
import { spliceBody } from '../../../../shared/studio/markdown/splice';
import { blockMarkdown } from '../../../../shared/studio/markdown/to-markdown';
import { markdownDocument } from './markdown-arbitrary';
import { itemAt } from '../../../../shared/studio/markdown/item-at';

const SKILLS = join(import.meta.dirname, '../../../../skills');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

function bodyOf(path: string): string {
  const text = readFileSync(path, 'utf8');
  if (!path.endsWith('SKILL.md')) return text;
  return text.slice(skillBodyStart(text) ?? 0);
}

// What the editor hands back: fresh objects (its JSON), not the ones it was given.
const asEditor = (parsed: ParsedBody): DocNode[] =>
  parsed.blocks.map((b) => JSON.parse(JSON.stringify(b.node)) as DocNode);

// The same node with " edited" after its last text.
function edited(node: DocNode): DocNode {
  const copy = JSON.parse(JSON.stringify(node)) as DocNode;
  const texts: DocNode[] = [];
  const visit = (n: DocNode) => {
    if (n.type === 'text') texts.push(n);
    n.content?.forEach(visit);
  };
  visit(copy);
  const last = texts[texts.length - 1];
  if (last) last.text = `${last.text ?? ''} edited`;
  else copy.content = [{ type: 'text', text: 'edited' }];
  return copy;
}

function checkOneParagraphEdit(body: string) {
  const parsed = parseBody(body);
  parsed.blocks.forEach((block, i) => {
    if (block.node.type !== 'paragraph') return;
    const blocks = asEditor(parsed);
    blocks[i] = edited(block.node);
    const out = spliceBody(parsed, blocks);
    expect(out.slice(0, block.start)).toBe(body.slice(0, block.start));
    expect(out.slice(out.length - (body.length - block.end))).toBe(body.slice(block.end));
    expect(out).not.toBe(body);
    // And what was written reads as the edited document.
    const again = parseBody(out).blocks.map((b) => blockMarkdown(b.node));
    expect(again).toEqual(blocks.map((n) => blockMarkdown(n)));
  });
}

describe('spliceBody over the bundled skills', () => {
  const files = markdownFiles(SKILLS);
  it('finds the bundled Markdown files', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
  });
  for (const path of files) {
    it(`gives ${path.slice(SKILLS.length + 1)} back byte for byte with no edit`, () => {
      const body = bodyOf(path);
      const parsed = parseBody(body);
      expect(parsed.blocks.length).toBeGreaterThan(0);
      expect(spliceBody(parsed, asEditor(parsed))).toBe(body);
    });
    it(`changes only the edited paragraph's bytes in ${path.slice(SKILLS.length + 1)}`, () => {
      checkOneParagraphEdit(bodyOf(path));
    });
  }
});

describe('spliceBody over generated Markdown', () => {
  it('gives any body back byte for byte with no edit', () => {
    fc.assert(
      fc.property(markdownDocument, (body) => {
        const parsed = parseBody(body);
        expect(spliceBody(parsed, asEditor(parsed))).toBe(body);
      }),
      { numRuns: 300 },
    );
  });

  it('changes only the edited paragraph', () => {
    fc.assert(
      fc.property(markdownDocument, (body) => checkOneParagraphEdit(body)),
      { numRuns: 200 },
    );
  });

  it('keeps every block but a deleted one, and its neighbours apart', () => {
    fc.assert(
      fc.property(markdownDocument, fc.nat(), (body, pick) => {
        const parsed = parseBody(body);
        if (parsed.blocks.length < 2) return;
        const at = pick % parsed.blocks.length;
        const blocks = asEditor(parsed);
        blocks.splice(at, 1);
        const out = spliceBody(parsed, blocks);
        // Every block but the one after the deleted one keeps its bytes (that one may read
        // differently after its new neighbour: two indented code blocks would merge), and the
        // one before when that one is a source block (a list before it takes another marker).
        // A block equal to the deleted one may stand in its place.
        const sourceNext = parsed.blocks[at + 1]?.node.type === 'sourceBlock';
        const gone = blockMarkdown(itemAt(parsed.blocks, at).node);
        for (const [i, block] of parsed.blocks.entries())
          if (i !== at && i !== at + 1 && !(sourceNext && i === at - 1))
            if (blockMarkdown(block.node) !== gone) expect(out).toContain(block.source);
        // A source block is written as it is: brought next to a list it can join it, as it
        // would in the code view.
        // And deleting a link reference definition takes the links away from the blocks that use it.
        if (sourceNext || itemAt(parsed.blocks, at).node.type === 'sourceBlock') return;
        const again = parseBody(out).blocks.map((b) => blockMarkdown(b.node));
        expect(again).toEqual(blocks.map((n) => blockMarkdown(n)));
      }),
      { numRuns: 200 },
    );
  });
});

describe('spliceBody', () => {
  it('keeps front and back blank lines and a hand-formatted list, table and bold', () => {
    const body = [
      '',
      '* first item',
      '* second __bold__ item',
      '',
      '| Name   | Value |',
      '|--------|-------|',
      '| alpha  | one   |',
      '| beta   | two   |',
      '',
      'Some __strong__ and _soft_ words',
      'on two lines.',
      '',
      '',
    ].join('\n');
    const parsed = parseBody(body);
    expect(spliceBody(parsed, asEditor(parsed))).toBe(body);
    // One word changed in each of the three blocks: one line each.
    const change = (node: DocNode, from: string, to: string): DocNode =>
      JSON.parse(JSON.stringify(node).replace(from, to)) as DocNode;
    const blocks = asEditor(parsed);
    blocks[0] = change(itemAt(blocks, 0), 'second', 'other');
    blocks[1] = change(itemAt(blocks, 1), '"one"', '"uno"');
    blocks[2] = change(itemAt(blocks, 2), 'two lines', 'three lines');
    const out = spliceBody(parsed, blocks);
    expect(out.split('\n')).toEqual([
      '',
      '* first item',
      '* other __bold__ item',
      '',
      '| Name   | Value |',
      '|--------|-------|',
      '| alpha | uno |',
      '| beta   | two   |',
      '',
      'Some __strong__ and _soft_ words',
      'on three lines.',
      '',
      '',
    ]);
  });

  it('keeps raw HTML, footnotes and reference definitions as source blocks', () => {
    const body =
      '<details>\n<summary>x</summary>\n</details>\n\nSee [^1] and [docs].\n\n[docs]: https://example.com\n[^1]: A note.\n';
    const parsed = parseBody(body);
    expect(new Set(parsed.blocks.map((b) => b.node.type))).toEqual(new Set(['sourceBlock']));
    expect(spliceBody(parsed, asEditor(parsed))).toBe(body);
  });

  it('writes new blocks with the body’s line breaks, a blank line apart', () => {
    const body = '# Title\r\n\r\nText.\r\n';
    const parsed = parseBody(body);
    const blocks = [
      ...asEditor(parsed),
      { type: 'paragraph', content: [{ type: 'text', text: 'More\nlines' }] },
    ];
    expect(spliceBody(parsed, blocks)).toBe('# Title\r\n\r\nText.\r\n\r\nMore\r\nlines\r\n');
  });

  it('writes an empty body’s first blocks', () => {
    const parsed = parseBody('\n');
    const heading = {
      type: 'heading',
      attrs: { level: 1 },
      content: [{ type: 'text', text: 'Hi' }],
    };
    expect(spliceBody(parsed, [heading, { type: 'paragraph' }])).toBe('\n# Hi\n');
  });
});
