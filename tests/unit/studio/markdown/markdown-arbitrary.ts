/** Generated Markdown bodies: the constructs skills use, hand-formatted in the ways people write them. */
import fc from 'fast-check';

const word = fc.constantFrom(
  'alpha',
  'beta',
  'gamma',
  'file_name',
  'x*y',
  'a_b_c',
  '$ARGUMENTS',
  '中文',
  'run',
  'it',
);
const words = fc.array(word, { minLength: 1, maxLength: 5 }).map((w) => w.join(' '));
const inline = fc.oneof(
  words,
  words.map((w) => `**${w}**`),
  words.map((w) => `__${w}__`),
  words.map((w) => `*${w}*`),
  words.map((w) => `_${w}_`),
  words.map((w) => `\`${w}\``),
  words.map((w) => `[${w}](https://example.com/${w.length})`),
  words.map((w) => `~~${w}~~`),
  words.map((w) => `<b>${w}</b>`),
  fc.constant('<https://example.com>'),
  fc.constant('![alt](image.png)'),
  fc.constant('[^1]'),
);
const line = fc.array(inline, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(' '));
const paragraph = fc.array(line, { minLength: 1, maxLength: 3 }).map((lines) => lines.join('\n'));
const heading = fc
  .tuple(fc.integer({ min: 1, max: 4 }), line)
  .map(([n, text]) => `${'#'.repeat(n)} ${text}`);
const setext = fc.tuple(line, fc.constantFrom('===', '---')).map(([text, u]) => `${text}\n${u}`);
const bullets = fc
  .tuple(
    fc.constantFrom('*', '-', '+'),
    fc.array(line, { minLength: 1, maxLength: 4 }),
    fc.boolean(),
  )
  .map(([m, items, tasks]) =>
    items.map((item, i) => `${m} ${tasks ? (i % 2 ? '[x] ' : '[ ] ') : ''}${item}`).join('\n'),
  );
const nested = fc.tuple(line, line, line).map(([a, b, c]) => `- ${a}\n  - ${b}\n  - ${c}\n- ${a}`);
const ordered = fc
  .tuple(
    fc.constantFrom('.', ')'),
    fc.integer({ min: 0, max: 3 }),
    fc.array(line, { minLength: 1, maxLength: 4 }),
  )
  .map(([d, start, items]) => items.map((item, i) => `${start + i}${d} ${item}`).join('\n'));
const table = fc
  .tuple(
    fc.array(word, { minLength: 1, maxLength: 3 }),
    fc.array(fc.array(word, { minLength: 1, maxLength: 3 }), { maxLength: 3 }),
    fc.boolean(),
  )
  .map(([head, rows, padded]) => {
    const cols = head.length;
    const pad = (s: string) => (padded ? s.padEnd(10) : s);
    const row = (cells: string[]) =>
      `| ${Array.from({ length: cols }, (_, i) => pad(cells[i] ?? '')).join(' | ')} |`;
    return [
      row(head),
      `|${Array.from({ length: cols }, (_, i) => (i === 1 ? ':---:' : '---')).join('|')}|`,
      ...rows.map(row),
    ].join('\n');
  });
const fence = fc
  .tuple(
    fc.constantFrom('```', '~~~', '````'),
    fc.constantFrom('', 'bash', 'python', 'js title'),
    fc.array(line, { maxLength: 3 }),
  )
  .map(([f, lang, lines]) => [`${f}${lang}`, ...lines, f].join('\n'));
const indented = line.map((l) => `    ${l}`);
const quote = fc
  .array(line, { minLength: 1, maxLength: 3 })
  .map((lines) => lines.map((l) => `> ${l}`).join('\n'));
const html = words.map((w) => `<div>\n${w}\n</div>`);
const rule = fc.constantFrom('---', '***', '___', '- - -');
const reference = fc.constant('[ref]: https://example.com "Title"');
const footnote = words.map((w) => `[^1]: ${w}`);
const block = fc.oneof(
  paragraph,
  heading,
  setext,
  bullets,
  nested,
  ordered,
  table,
  fence,
  indented,
  quote,
  html,
  rule,
  reference,
  footnote,
);
const separator = fc.constantFrom('\n\n', '\n\n', '\n\n\n', '\n  \n', '\n');

/** A body: blocks apart by blank lines (or none), maybe blank lines around, LF or CRLF. */
export const markdownDocument = fc
  .tuple(
    fc.array(fc.tuple(block, separator), { minLength: 1, maxLength: 8 }),
    fc.constantFrom('', '\n', '\n\n'),
    fc.constantFrom('', '\n', '\n\n'),
    fc.boolean(),
  )
  .map(([blocks, lead, trail, crlf]) => {
    const text = lead + blocks.map(([b, s], i) => (i === 0 ? b : s + b)).join('') + trail;
    return crlf ? text.replace(/\n/g, '\r\n') : text;
  });
