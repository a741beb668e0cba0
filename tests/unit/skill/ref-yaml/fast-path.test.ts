/**
 * The fast path (fast-path.ts) against the port it stands in for: wherever it answers, its
 * answer is the port's own (loadRefYamlFully), node for node and mark for mark, with the same
 * notable tokens and strictyaml error. Inputs: every oracle fixture, every seed SKILL.md (the
 * bundled library and the conformance cases) and mutations of them as the fuzz test makes,
 * the benchmark's 10,000-skill corpus, and generated frontmatters built from the shapes the
 * fast path takes and the characters and layouts that sit just outside them.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastRefYaml, loadRefYamlFully } from '../../../../shared/skill/ref-yaml/index';
import { splitFrontmatter } from '../../../../shared/skill/frontmatter';
import { universalNewlines } from '../../../../shared/py/index';
import { makeSkill, rng } from '../../../bench/corpus';
import { seedSkillTexts } from '../../../helpers/seed-skills';

const oracleInputs = (
  JSON.parse(
    readFileSync(new URL('../../../fixtures/ref-yaml/oracle-cases.json', import.meta.url), 'utf8'),
  ) as { input: string }[]
).map((c) => c.input);

// The YAML parseSkillFile hands the reader: from after the opening `---` to the closing line.
function frontmatterOf(text: string): string | undefined {
  const norm = universalNewlines(text);
  const split = splitFrontmatter(norm, norm.startsWith('\uFEFF') ? 1 : 0);
  return split.kind === 'found' ? norm.slice(split.yamlStart, split.yamlEnd) : undefined;
}

/** Checks `yaml` and says whether the fast path answered. */
function agrees(yaml: string): boolean {
  const fast = fastRefYaml(yaml);
  if (fast === undefined) return false;
  expect(fast, JSON.stringify(yaml)).toStrictEqual(loadRefYamlFully(yaml));
  return true;
}

function checkAll(texts: readonly string[]): { answered: number; of: number } {
  let answered = 0;
  for (const text of texts) if (agrees(text)) answered++;
  return { answered, of: texts.length };
}

const corpusFrontmatters = (() => {
  const random = rng(20261129);
  const out: string[] = [];
  for (let i = 0; i < 10_000; i++) {
    for (const text of Object.values(makeSkill(i, random).files)) {
      const yaml = frontmatterOf(text);
      if (yaml !== undefined) out.push(yaml);
    }
  }
  return out;
})();

// Mutations as the fuzz test makes them: real typing and real mistakes.
const mutation = fc.record({
  at: fc.nat(),
  length: fc.nat({ max: 6 }),
  insert: fc.constantFrom(
    '',
    ':',
    ': ',
    ' :',
    '---',
    '\n',
    '\n\n',
    '\r\n',
    '\t',
    '"',
    "'",
    '[',
    ']',
    '{',
    '}',
    ',',
    '&a ',
    '*a',
    '!!str ',
    '|',
    '|-',
    '>',
    '#',
    ' #',
    '-',
    '- ',
    '?',
    '%',
    '@',
    '`',
    '\\',
    '😀',
    '\uFEFF',
    '\u2028',
    '\x85',
    '\x00',
    '  ',
    ' ',
    'é',
    '数据',
  ),
});

function mutate(text: string, edits: { at: number; length: number; insert: string }[]): string {
  let out = text;
  for (const e of edits) {
    const at = out.length === 0 ? 0 : e.at % (out.length + 1);
    out = out.slice(0, at) + e.insert + out.slice(at + e.length);
  }
  return out;
}

// Frontmatters built from the fast path's shapes, with near misses mixed in: a value, a key,
// an indentation or a line that one character or one blank puts outside them.
const good = fc.constantFrom(
  'data',
  'a b',
  'a  b',
  'x',
  '1.0',
  'MIT',
  "it's",
  'say "hi"',
  'a:b',
  'C#x',
  'http://x.y/z',
  'a[b]',
  'a, b',
  '数据 文件',
  'é',
  '~',
  'null',
  'a-b',
  'a ',
  '""',
  "''",
  '"a b"',
  "'a b'",
  '"1"',
  '"数据"',
  '\'say "x"\'',
  '🦞',
  'a 😀 b',
  '"🦞 x"',
);
const near = fc.constantFrom(
  'a: b',
  'a:',
  'a #b',
  '#a',
  '-a',
  '- a',
  '?a',
  '[a]',
  '{a}',
  '*a',
  '&a',
  '!a',
  '%a',
  '@a',
  '`a`',
  'a\tb',
  '😀',
  '\u3000a',
  ' a',
  '<<',
  '=',
  '',
  '...',
  '---',
  'a\\b',
  '"a\\nb"',
  "'a''b'",
  '"a',
  "'a",
  '"a" b',
  '|',
  '>',
  '|-',
  'a\u2028b',
  'a\x85b',
  'a\ufeffb',
  'a\x7fb',
  'a\x00b',
);
const value = fc.oneof({ weight: 6, arbitrary: good }, { weight: 1, arbitrary: near });
const flowValue = fc.constantFrom(
  'docs',
  '"1"',
  'a.b/c',
  '1',
  '"a b"',
  'a b',
  '-a',
  '',
  'a:b',
  '"a',
  'x,',
);
const keyName = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.constantFrom(
      'name',
      'description',
      'license',
      'version',
      'author',
      'metadata',
      'allowed-tools',
      'x_y',
      'k1',
      'Name',
      'team',
      'tier',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('1a', 'a b', '<<', '-a', 'a:b', '"a"', '') },
);
const sep = fc.oneof(
  { weight: 8, arbitrary: fc.constant(': ') },
  { weight: 1, arbitrary: fc.constantFrom(':  ', ':', ' : ', ':\t') },
);
const indent = fc.oneof(
  { weight: 6, arbitrary: fc.constant('  ') },
  { weight: 1, arbitrary: fc.constantFrom(' ', '    ', '   ', '\t', '') },
);
const entry: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(keyName, sep, value).map(([k, s, v]) => `${k}${s}${v}`) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        keyName,
        fc.constantFrom(':', ': ', ':  '),
        indent,
        fc.array(fc.tuple(keyName, sep, value, fc.constantFrom('', '', '', ' ', '\n', '  ')), {
          minLength: 1,
          maxLength: 3,
        }),
      )
      .map(
        ([k, colon, ind, rows]) =>
          `${k}${colon}\n${rows.map(([rk, s, v, extra]) => `${ind}${rk}${s}${v}${extra}`).join('\n')}`,
      ),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        keyName,
        fc.constantFrom('|', '|', '| ', '|-', '>', '|2'),
        indent,
        fc.array(fc.tuple(value, fc.constantFrom('', '', '', ' ', '  ', '\n')), {
          minLength: 1,
          maxLength: 3,
        }),
      )
      .map(
        ([k, head, ind, rows]) =>
          `${k}: ${head}\n${rows.map(([v, extra]) => `${ind}${extra === '  ' ? extra : ''}${v}${extra === '  ' ? '' : extra}`).join('\n')}`,
      ),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        keyName,
        fc.array(fc.tuple(keyName, fc.constantFrom(': ', ': ', ':'), flowValue), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.constantFrom(', ', ', ', ',', ' ,'),
        fc.constantFrom('}', '}', '} ', ' }', '}x'),
      )
      .map(
        ([k, rows, comma, close]) =>
          `${k}: {${rows.map(([rk, s, v]) => `${rk}${s}${v}`).join(comma)}${close}`,
      ),
  },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '#', '  # c', '- a', '  more text', '...') },
);
// Flow collections on one line, JSON as skills write metadata in too, nested, with near misses:
// spaces inside the brackets, empty ones, a colon or comma without its space, escapes, emoji.
const flowScalar = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom('docs', 'a-b', 'a.b/c', '1', '"a b"', '"🦞"', '"⚙️ x"', "'a b'"),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "'it''s'",
      '"a\\nb"',
      '',
      ' a',
      'a ',
      '-a',
      'a:b',
      'a b',
      '"a',
      '😀',
    ),
  },
);
const flowKey = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('k', 'bins', '"emoji"', '"a b"', "'k'", '"k"') },
  { weight: 1, arbitrary: fc.constantFrom('"<<"', 'k ', '1k', '"k') },
);
const flowNode: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: flowScalar },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.array(tie('node'), { minLength: 0, maxLength: 3 }),
          fc.constantFrom(', ', ', ', ', ', ',', ' ,', ',  '),
          fc.constantFrom(['[', ']'], ['[', ']'], ['[', ']'], ['[ ', ']'], ['[', ' ]']),
        )
        .map(([items, comma, [open, close]]) => `${open}${items.join(comma)}${close}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.array(fc.tuple(flowKey, fc.constantFrom(': ', ': ', ':', ':  ', ' :'), tie('node')), {
            minLength: 0,
            maxLength: 3,
          }),
          fc.constantFrom(', ', ', ', ',', ' ,'),
          fc.constantFrom(['{', '}'], ['{', '}'], ['{', '}'], ['{ ', '}'], ['{', ' }']),
        )
        .map(
          ([pairs, comma, [open, close]]) =>
            `${open}${pairs.map(([k, c, v]) => `${k}${c}${v}`).join(comma)}${close}`,
        ),
    },
  ),
})).node;
const flowEntry = fc
  .tuple(keyName, flowNode, fc.constantFrom('', '', '', '', ' ', '  ', 'x', ' # c'))
  .map(([k, v, after]) => `${k}: ${v}${after}`);
// Block sequences, nested mappings with flow values, and blocks with blank lines in them.
const blockSequence = fc
  .tuple(
    keyName,
    indent,
    fc.array(
      fc.tuple(
        fc.constantFrom('- ', '- ', '- ', '-', '-  ', '  - '),
        value,
        fc.constantFrom('', '', '\n'),
      ),
      { minLength: 1, maxLength: 3 },
    ),
  )
  .map(
    ([k, ind, items]) =>
      `${k}:\n${items.map(([dash, v, extra]) => `${ind}${dash}${v}${extra}`).join('\n')}`,
  );
const nestedFlow = fc
  .tuple(keyName, indent, fc.array(fc.tuple(keyName, flowNode), { minLength: 1, maxLength: 2 }))
  .map(([k, ind, rows]) => `${k}:\n${rows.map(([rk, v]) => `${ind}${rk}: ${v}`).join('\n')}`);
const blankBlock = fc
  .tuple(
    keyName,
    fc.constantFrom('|', '|', '>', '>', '>-', '| '),
    indent,
    fc.array(fc.tuple(value, fc.constantFrom('', '', '\n', '\n\n', '\n  ')), {
      minLength: 1,
      maxLength: 4,
    }),
  )
  .map(
    ([k, head, ind, rows]) =>
      `${k}: ${head}\n${rows.map(([v, blank]) => `${ind}${v}${blank}`).join('\n')}`,
  );
const shaped = fc.oneof(entry, flowEntry, blockSequence, nestedFlow, blankBlock);
const newShapes = fc.oneof(flowEntry, blockSequence, nestedFlow, blankBlock);
const documentOf = (entries: fc.Arbitrary<string>) =>
  fc
    .tuple(
      fc.constantFrom('\n', '\n', '  \n', ''),
      fc.array(entries, { minLength: 1, maxLength: 6 }),
      fc.constantFrom('\n', '\n', '', '\n\n', ' \n'),
    )
    .map(([head, lines, end]) => `${head}${lines.join('\n')}${end}`);
const document = fc
  .tuple(
    fc.constantFrom('\n', '\n', '  \n', ''),
    fc.array(shaped, { minLength: 1, maxLength: 6 }),
    fc.constantFrom('\n', '\n', '', '\n\n', ' \n'),
  )
  .map(([head, lines, end]) => `${head}${lines.join('\n')}${end}`);

describe('the YAML fast path gives the port’s result', () => {
  it('on every oracle fixture', () => {
    checkAll(oracleInputs);
  });

  it('on every seed SKILL.md, and mutations of them', () => {
    const seeds = seedSkillTexts().flatMap((t) => frontmatterOf(t) ?? []);
    const { answered } = checkAll(seeds);
    // The real skills are the shapes it is for.
    expect(answered).toBeGreaterThan(seeds.length / 2);
    fc.assert(
      fc.property(
        fc.constantFrom(...seeds),
        fc.array(mutation, { maxLength: 4 }),
        (seed, edits) => {
          agrees(mutate(seed, edits));
        },
      ),
      { seed: 18, numRuns: 20_000 },
    );
  });

  it('on the benchmark corpus, most of which it reads', () => {
    const { answered, of } = checkAll(corpusFrontmatters);
    // As of the real repositories the corpus imitates: 7,763 of their 8,545 frontmatters (91%).
    expect(answered / of).toBeGreaterThan(0.85);
  });

  it('on generated frontmatters around its shapes', () => {
    let answered = 0;
    fc.assert(
      fc.property(document, (yaml) => {
        if (agrees(yaml)) answered++;
      }),
      { seed: 1818, numRuns: 50_000 },
    );
    // Enough of them are taken for the comparison to mean something.
    expect(answered).toBeGreaterThan(2_000);
  });

  it('on generated flow collections, block sequences and blocks with blank lines', () => {
    let answered = 0;
    fc.assert(
      fc.property(documentOf(newShapes), (yaml) => {
        if (agrees(yaml)) answered++;
      }),
      { seed: 3434, numRuns: 50_000 },
    );
    expect(answered).toBeGreaterThan(2_000);
  });
});
