#!/usr/bin/env node
/**
 * Builds the oracle fixtures of the reference YAML reader (shared/skill/ref-yaml): a
 * deterministic set of YAML texts (hand-written edge cases that reach every error ruamel's
 * scanner, parser and composer can raise, strictyaml's refusals, and mutation-fuzzed SKILL.md
 * frontmatters), each run through the strictyaml oracle (tests/tools/strictyaml-oracle.py, which
 * needs ruamel.yaml 0.19.1).
 *
 *   REF_YAML_PYTHON=/tmp/oracle/bin/python node tests/tools/gen-ref-yaml-fixtures.mjs
 *
 * Options: --fuzz N (mutated variants, default 2600), --seed S (default 20240611),
 * --out FILE (default tests/fixtures/ref-yaml/oracle-cases.json), --no-edge (fuzz only).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { edgeCases } from './ref-yaml-edge-cases.mjs';
import { rng } from './mulberry32.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 && at + 1 < process.argv.length ? process.argv[at + 1] : fallback;
}
const fuzzCount = Number(option('--fuzz', '2600'));
const seed = Number(option('--seed', '20240611'));
const out = option('--out', join(root, 'tests', 'fixtures', 'ref-yaml', 'oracle-cases.json'));
const withEdges = !process.argv.includes('--no-edge');
const python = process.env.REF_YAML_PYTHON ?? 'python3';

const random = rng(seed);
const int = (n) => Math.floor(random() * n);
const pick = (list) => list[int(list.length)];

// ---------------------------------------------------------------------------------------------
// Realistic SKILL.md frontmatters and their mutations.

const templates = [
  'name: pdf-processing\ndescription: Extract text and tables from PDF files, fill forms, merge documents. Use when working with PDF files.\nlicense: Apache-2.0\n',
  'name: data-analysis\ndescription: >\n  Analyze CSV and Excel data.\n  Use when the user asks for charts.\nmetadata:\n  author: example-org\n  version: "1.0"\n',
  'name: git-helper\ndescription: |\n  Helps with git.\n\n  Use for rebases.\nallowed-tools: Bash(git:*) Read Write\n',
  "name: 'quoted-name'\ndescription: 'It''s a skill: quoted, with colons'\ncompatibility: Requires Python 3.11+\n",
  'name: "double"\ndescription: "Line one\\nLine two \\"quoted\\" \\u00e9"\nlicense: MIT # SPDX\n',
  '# Skill frontmatter\nname: commenter\n\n# the description\ndescription: Use when the user wants comments # trailing\nmetadata:\n  # nested comment\n  tags:\n    - a\n    - b\n',
  'name: multi-line\ndescription: This description\n  continues on the next line\n  and the next.\nlicense: Proprietary. LICENSE.txt has complete terms\n',
  'name: web-research\ndescription: >-\n  Research topics on the web.\n    Indented more.\n  Back.\nallowed-tools:\n  - WebFetch\n  - Read\n',
  'name: ünïcødé-skill\ndescription: Handles 日本語 and emoji 😀 text. Use when: asked.\nmetadata:\n  owner: José\n',
  'name: minimal\ndescription: x\n',
  'name: crlf\r\ndescription: Windows line endings\r\nmetadata:\r\n  a: b\r\n',
  'name: keys\ndescription: "Use when:\n  the user asks"\nmetadata:\n  version: 1.0\n  beta: true\n  released: 2024-06-01\n  empty:\n',
  'name: commented # the id\ndescription: # what it does\n  Reads files.\n# optional fields\nlicense: MIT\n',
];

const snippets = [
  ':',
  ': ',
  ' :',
  ' ',
  '  ',
  '   ',
  '\n',
  '\n  ',
  '\n\n',
  '\t',
  ' \t',
  '#',
  ' #',
  ' # c',
  '-',
  '- ',
  '\n- ',
  '"',
  "'",
  "''",
  '""',
  '|',
  '>',
  '|-',
  '>+',
  '|2',
  '[',
  ']',
  '{',
  '}',
  ',',
  ', ',
  '[]',
  '{}',
  '&a ',
  '*a',
  '!',
  '!!str ',
  '!x ',
  '%',
  '@',
  '`',
  '?',
  '? ',
  '\\',
  '\\n',
  '\\x4',
  '\\u00',
  '\\q',
  '\r',
  '\r\n',
  '---',
  '...',
  '\n---\n',
  '\n...\n',
  '😀',
  '日本語',
  'é',
  'e\u0301',
  '\u00a0',
  '\u2028',
  '\u0085',
  '\ufeff',
  '\u200b',
  '\u0007',
  'key: value',
  '\nkey: value',
  '\n  key: value',
  '<<',
  '=',
  '~',
  'null',
  'true',
  '0x1F',
  '1e3',
  '2024-01-01',
  'Use this skill when: asked',
  'x'.repeat(40),
  '\n    ',
  '\n\t',
];

function lines(text) {
  return text.split('\n');
}

const mutations = [
  (t) => {
    const at = int(t.length + 1);
    return t.slice(0, at) + pick(snippets) + t.slice(at);
  },
  (t) => {
    const at = int(t.length + 1);
    return t.slice(0, at) + t.slice(at + 1 + int(8));
  },
  (t) => {
    const at = int(t.length);
    return t.slice(0, at) + pick(snippets) + t.slice(at + 1);
  },
  (t) => {
    const ls = lines(t);
    const i = int(ls.length);
    ls.splice(i, 0, ls[i] ?? '');
    return ls.join('\n');
  },
  (t) => {
    const ls = lines(t);
    ls.splice(int(ls.length), 1);
    return ls.join('\n');
  },
  (t) => {
    const ls = lines(t);
    const i = int(ls.length);
    const j = int(ls.length);
    [ls[i], ls[j]] = [ls[j] ?? '', ls[i] ?? ''];
    return ls.join('\n');
  },
  (t) => {
    const ls = lines(t);
    const i = int(ls.length);
    const line = ls[i] ?? '';
    ls[i] = random() < 0.5 ? ' '.repeat(1 + int(4)) + line : line.replace(/^ {1,4}/, '');
    return ls.join('\n');
  },
  (t) => {
    const ls = lines(t);
    const i = int(ls.length);
    ls[i] = '\t' + (ls[i] ?? '');
    return ls.join('\n');
  },
  (t) => t.replace(/\n/g, '\r\n'),
  (t) => t.slice(0, int(t.length + 1)),
  (t) => {
    const ls = lines(t);
    ls.splice(int(ls.length + 1), 0, pick(lines(pick(templates))));
    return ls.join('\n');
  },
  (t) => {
    const ls = lines(t);
    const i = int(ls.length);
    const line = ls[i] ?? '';
    const colon = line.indexOf(': ');
    if (colon < 0) return t;
    const q = pick(["'", '"']);
    ls[i] = `${line.slice(0, colon + 2)}${q}${line.slice(colon + 2)}${random() < 0.7 ? q : ''}`;
    return ls.join('\n');
  },
  (t) => {
    const ls = lines(t);
    const i = int(ls.length);
    ls[i] = (ls[i] ?? '').replace(/['"]/, '');
    return ls.join('\n');
  },
];

function mutate(text) {
  let t = text;
  const rounds = 1 + int(3);
  for (let r = 0; r < rounds; r++) t = pick(mutations)(t);
  return t;
}

// ---------------------------------------------------------------------------------------------

const inputs = [];
const seen = new Set();
function add(text) {
  if (seen.has(text)) return;
  seen.add(text);
  inputs.push(text);
}

if (withEdges) {
  for (const text of edgeCases()) add(text);
  for (const text of templates) add(text);
}
let attempts = 0;
const target = inputs.length + fuzzCount;
while (inputs.length < target && attempts < fuzzCount * 20) {
  attempts++;
  add(mutate(pick(templates)));
}

const raw = execFileSync(python, [join(here, 'strictyaml-oracle.py'), 'yaml'], {
  input: JSON.stringify(inputs),
  maxBuffer: 1 << 30,
});
const expected = JSON.parse(raw.toString('utf8'));
if (expected.length !== inputs.length)
  throw new Error('oracle returned a different number of results');
const cases = inputs.map((input, i) => ({ input, expected: expected[i] }));

mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(cases, null, 0).replace(/\},\{"input"/g, '},\n{"input"') + '\n');
const errors = cases.filter((c) => 'error' in c.expected).length;
const crashes = cases.filter((c) => 'crash' in c.expected).length;
console.log(`${cases.length} cases (${errors} errors, ${crashes} crashes) written to ${out}`);
