/**
 * `npm run bench` (core): scanning and validating a generated 10,000-skill library and
 * parsing + validating single files, each reported with a ratio against a baseline measured
 * in the same run, and checked against the targets.
 */
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import { discoverSkills } from '../../shared/node/discover';
import { loadSkill } from '../../shared/node/load-skill';
import { scanLibrary } from '../../shared/node/scan';
import { parseSkillFile, validateSkill } from '../../shared/skill/index';
import { ensureCorpus, makeSkill, rng } from './corpus';
import {
  fmt,
  idlePeakRssMb,
  inChild,
  peakRssMb,
  percentile,
  perCall,
  time,
  ResultTable,
  verdict,
} from './measure';

const COUNT = Number(process.env.BENCH_SKILLS ?? 10_000);
const corpusDir = join(tmpdir(), 'skill-studio-bench', `corpus-${COUNT}`);

// Peak memory is measured in a process of its own that only scans, so the other
// measurements (which keep every text in memory) do not inflate it.
if (process.argv[2] === '--scan-memory') {
  const scanned = scanLibrary(corpusDir).skills.length;
  console.log(JSON.stringify({ scanned, peakMb: peakRssMb() }));
  process.exit(0);
}
const table = new ResultTable();

console.log(`Generating (or reusing) a ${COUNT}-skill corpus...`);
const root = ensureCorpus(corpusDir, COUNT);
// The corpus has an agent's folder of links, some to skills that are gone (as real ones do):
// the reads below take the SKILL.md files that are there.
const present = () =>
  discoverSkills(root).skills.filter((s) => existsSync(join(s.dir, s.skillMdName)));
const skills = present();
const skillMds = skills.map((s) => join(s.dir, s.skillMdName));
const texts = skillMds.map((p) => readFileSync(p, 'utf8'));
console.log(
  `${skills.length} skills (nested included), ${fmt(texts.reduce((n, t) => n + t.length, 0) / 1e6, 1)} MB of SKILL.md.`,
);

// Baseline for the scan: a naive loader that reads every SKILL.md whole and parses its
// frontmatter with the yaml library (no validation, no diagnostics).
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---/;
const naive = time(() => {
  for (const s of present()) {
    const text = readFileSync(join(s.dir, s.skillMdName), 'utf8');
    const m = FRONTMATTER.exec(text);
    if (m) parseDocument(m[1] ?? '');
  }
});
let scanned = 0;
const scan = time(() => {
  scanned = scanLibrary(root).skills.length;
});
table.add(
  `level-1 scan + verdicts, ${scanned} skills`,
  `${fmt(scan.min, 0)} ms (${fmt(scanned / (scan.min / 1000), 0)} skills/s)`,
  `${fmt(naive.min, 0)} ms naive read-all + yaml`,
  fmt(scan.min / naive.min),
  verdict(scan.min < 2000, '< 2000 ms'),
);

const full = time(() => {
  for (const s of skills) loadSkill(s.dir);
}, 1);
table.add(
  `full validate (level 2, files listed), ${skills.length} skills`,
  `${fmt(full.min, 0)} ms (${fmt(skills.length / (full.min / 1000), 0)} skills/s)`,
  `${fmt(naive.min, 0)} ms naive read-all + yaml`,
  fmt(full.min / naive.min),
);

// Per file: parse + validate every SKILL.md of the corpus, against the yaml library parsing
// just its frontmatter.
const ours = perCall(texts, (t) => validateSkill(parseSkillFile(t), 'bench'));
const yamlOnly = perCall(texts, (t) => parseDocument(FRONTMATTER.exec(t)?.[1] ?? ''));
table.add(
  'parse+validate one SKILL.md, p50 / p99',
  `${fmt(percentile(ours, 50), 3)} / ${fmt(percentile(ours, 99), 3)} ms`,
  `${fmt(percentile(yamlOnly, 50), 3)} / ${fmt(percentile(yamlOnly, 99), 3)} ms yaml.parseDocument`,
  fmt(percentile(ours, 50) / percentile(yamlOnly, 50)),
);

// The keystroke case: a 30 KB SKILL.md re-checked after every edit.
const random = rng(7);
let big = makeSkill(1, random).files['SKILL.md'] ?? '';
while (big.length < 30_000)
  big += `\n## Section\n\n${makeSkill(2, random).files['SKILL.md']?.split('---\n')[2] ?? ''}`;
big = big.slice(0, 30_000);
const bigRuns = Array.from({ length: 2000 }, () => big);
const bigOurs = perCall(bigRuns, (t) =>
  validateSkill(parseSkillFile(t), 'bench', 'spec', {
    files: [{ path: 'SKILL.md', size: 30_000 }],
  }),
);
const bigYaml = perCall(bigRuns, (t) => parseDocument(FRONTMATTER.exec(t)?.[1] ?? ''));
table.add(
  'parse+validate a 30 KB SKILL.md, p50 / p99',
  `${fmt(percentile(bigOurs, 50), 3)} / ${fmt(percentile(bigOurs, 99), 3)} ms`,
  `${fmt(percentile(bigYaml, 50), 3)} / ${fmt(percentile(bigYaml, 99), 3)} ms yaml.parseDocument`,
  fmt(percentile(bigOurs, 99) / percentile(bigYaml, 99)),
  verdict(percentile(bigOurs, 99) < 1, 'p99 < 1 ms'),
);
// A frontmatter of thousands of unknown keys, or of one key repeated (issue 42's attacks): the
// check and its fixes must grow with the keys, not with their square. Ten times the keys, as
// many as fit under the frontmatter's bound (MAX_FRONTMATTER_CHARS, 64 KiB), against the yaml
// library's growth over the same two files.
const manyKeys = (n: number, key: (i: number) => string) =>
  `---\nname: many\ndescription: Many keys. Use when asked.\n${Array.from({ length: n }, (_, i) => `${key(i)}: v`).join('\n')}\n---\nBody.\n`;
const checkOf = (t: string) => time(() => validateSkill(parseSkillFile(t), 'many'), 3).min;
const yamlOf = (t: string) => time(() => parseDocument(FRONTMATTER.exec(t)?.[1] ?? ''), 3).min;
for (const [what, key] of [
  ['unknown keys', (i: number) => `k${i}`],
  ['repeats of one key', () => 'k'],
] as const) {
  const [fewText, manyText] = [manyKeys(500, key), manyKeys(5000, key)];
  const [fewCheck, manyCheck] = [checkOf(fewText), checkOf(manyText)];
  const yamlGrowth = yamlOf(manyText) / yamlOf(fewText);
  table.add(
    `check + fixes of 5,000 ${what}, against 500`,
    `${fmt(manyCheck, 0)} ms (${fmt(fewCheck, 0)} ms for 500: ×${fmt(manyCheck / fewCheck, 1)})`,
    `×${fmt(yamlGrowth, 1)} yaml.parseDocument over the same files`,
    fmt(manyCheck / fewCheck / yamlGrowth),
    verdict(manyCheck / fewCheck < 20, 'grows < ×20 for ×10 keys'),
  );
}
const { peakMb } = inChild(fileURLToPath(import.meta.url), ['--scan-memory']) as { peakMb: number };
const idle = idlePeakRssMb();
table.add(
  `peak resident memory of a level-1 scan of ${scanned} skills`,
  `${fmt(peakMb, 0)} MB`,
  `${fmt(idle, 0)} MB an idle node process`,
  fmt(peakMb / idle),
);

table.print();
