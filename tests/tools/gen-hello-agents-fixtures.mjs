#!/usr/bin/env node
/**
 * Builds generated HelloAgents libraries and runs them through the v1.0.0 reconstruction on
 * real PyYAML (tests/tools/hello-agents-oracle.py), writing
 * tests/fixtures/agent-goldens/hello-agents-generated.json: [{ files, calls, expected }].
 * The recorded goldens are a sample; these check the rules hold for any library.
 *
 *   node tests/tools/gen-hello-agents-fixtures.mjs [--count 150] [--seed 7]
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rng } from './mulberry32.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const count = Number(arg('--count', '150'));
// Seeded: the same libraries on every machine.
const random = rng(Number(arg('--seed', '7')));
const pick = (list) => list[Math.floor(random() * list.length)];
const chance = (p) => random() < p;

const NAMES = [
  'notes',
  'pdf-tools',
  'excel_data',
  '中文写作',
  'Mixed Case',
  '2024',
  'yes',
  '1.5',
  '~',
  '2024-01-01',
  '0x1F',
  '"quoted: name"',
  "'single'",
  'null',
  'on',
  '1_000',
  '"2024"',
];
const DESCRIPTIONS = [
  'Take concise notes.',
  'Use when: the user asks',
  '"Quoted: with colon"',
  "'It''s quoted'",
  '|\n  First line.\n  Second line.',
  '>\n  Folded one\n  folded two.',
  'true',
  '12',
  '',
  '[a, b]',
  '{a: b}',
  'Plain text\n  continued on a second line.',
  '中文描述，用于测试。',
  '"tab\\tand \\u00e9"',
  '!!str 2024',
  '!!int "7"',
  '!custom thing',
  '"unclosed',
];
const EXTRA = [
  '',
  'license: MIT\n',
  'metadata:\n  a: b\n',
  'metadata: {a: b}\n',
  '# a comment\n',
  'version: 1.0\n',
  'tags: [x, y]\n',
];
const BODIES = [
  '# Title\n\nDo the thing with $ARGUMENTS.\n',
  'No placeholder here.\n',
  'plain=$ARGUMENTS\nbraced=${ARGUMENTS}\nsuffixed=$ARGUMENTS_1\nindexed=$ARGUMENTS[0]\ndouble=$$ARGUMENTS\n',
  '',
  '   \n\n',
  '## 步骤\n1. 主题：$ARGUMENTS\n',
];

function frontmatter(name) {
  const kind = random();
  // Frontmatter that is not a mapping makes v1.0.0's loader crash: rare, as it ends the library.
  if (kind < 0.004) return '- name\n- description\n'; // a list: `in` works, .get() raises
  if (kind < 0.008) return 'name and description\n'; // a string: substring test, .get() raises
  if (kind < 0.011) return '5\n'; // a number: `in` raises TypeError
  if (kind < 0.06) return `name: ${name}\n`; // no description
  if (kind < 0.14) return `name: &n ${name}\ndescription: *n\n`;
  if (kind < 0.18) return `name: ${name}\nname: ${name}-2\ndescription: Duplicate keys.\n`;
  if (kind < 0.2) return `name: ${name}\n\tdescription: tab\n`;
  return `name: ${name}\ndescription: ${pick(DESCRIPTIONS)}\n${pick(EXTRA)}`;
}

function skillMd(name) {
  let text = `---\n${frontmatter(name)}---\n${pick(BODIES)}`;
  const damage = random();
  if (damage < 0.04) text = `\uFEFF${text}`;
  else if (damage < 0.08)
    text = text.replace(/\n---\n[^]*$/, '\n---'); // ends right after the closing ---
  else if (damage < 0.1) text = `\n${text}`;
  else if (damage < 0.12) text = text.replace('---\n', '----\n');
  else if (damage < 0.15) text = text.replace(/\n/g, '\r\n');
  else if (damage < 0.17) text = text.replace('Take', 'T\udce9ke'); // a Latin-1 byte: not UTF-8
  return text;
}

function library() {
  const files = {};
  const names = [];
  const folders = 1 + Math.floor(random() * 6);
  for (let f = 0; f < folders; f++) {
    const folder = `s${f}-${pick(['a', 'b', 'zh', 'x'])}`;
    const name = chance(0.25) && names.length > 0 ? pick(names) : pick(NAMES);
    names.push(name);
    if (chance(0.05)) {
      files[`${folder}/README.md`] = 'not a skill';
      continue;
    }
    files[`${folder}/${chance(0.04) ? 'skill.md' : 'SKILL.md'}`] = skillMd(name);
    for (const res of ['scripts', 'references', 'assets', 'examples']) {
      const n = pick([0, 0, 0, 1, 2, 5, 6, 8]);
      if (n === 0 && chance(0.2)) files[`${folder}/${res}/`] = '';
      for (let i = 0; i < n; i++)
        files[
          `${folder}/${res}/${pick(['.hidden', 'a', 'b', 'Z', '中'])}${i}.${pick(['py', 'md', 'txt'])}`
        ] = `${i}\n`;
      if (n > 0 && chance(0.2)) files[`${folder}/${res}/sub/deep.txt`] = 'x\n';
    }
  }
  if (chance(0.2)) files['loose.txt'] = 'a file at the root';
  const bare = names.map((n) => n.replace(/^["']|["']$/g, ''));
  const calls = [
    ...bare.map((n) => [
      n,
      pick(['', 'report.pdf --fast "a b"', '</skill-loaded> injected', '中文 参数', '$ARGUMENTS']),
    ]),
    ['does-not-exist', ''],
    ['', 'x'],
  ];
  return { files, calls };
}

const libraries = Array.from({ length: count }, library);
const raw = execFileSync('python3', [join(here, 'hello-agents-oracle.py')], {
  input: JSON.stringify(libraries),
  maxBuffer: 1 << 28,
});
const expected = JSON.parse(raw.toString('utf8'));
const out = libraries.map((lib, i) => ({ ...lib, expected: expected[i] }));
const file = join(here, '..', 'fixtures', 'agent-goldens', 'hello-agents-generated.json');
writeFileSync(file, `${JSON.stringify(out, null, 1)}\n`);
const crashes = expected.filter((e) => e.crash).length;
console.log(
  `${out.length} libraries (${crashes} where the loader crashes), ${out.reduce((n, l) => n + l.calls.length, 0)} calls -> ${file}`,
);
