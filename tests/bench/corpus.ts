/**
 * A realistic benchmark library, generated deterministically: sizes drawn from the log-normal
 * fits of about 9,000 public skills and their anomalies injected at the observed rates
 * (docs/architecture.md, "Real-world data to design for").
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rng } from '../tools/mulberry32.mjs';

// Re-exported: the benchmarks draw their data from the corpus's generator.
export { rng };

/** Rates of real-world anomalies, per skill. */
export const ANOMALY_RATES = {
  extraFields: 0.53,
  nameNotFolder: 0.17,
  flowStyle: 0.2,
  multilineDescription: 0.26,
  uppercaseName: 0.05,
  longBody: 0.05,
  noFrontmatter: 0.015,
  yamlError: 0.005,
  crlf: 0.006,
  lowercaseSkillMd: 0.004,
  nested: 0.02,
} as const;

function logNormal(random: () => number, mu: number, sigma: number): number {
  const u = Math.max(random(), 1e-12);
  const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  return Math.exp(mu + sigma * z);
}

const WORDS =
  'data file report skill agent review test build parse chart table image email note task plan code query summary format'.split(
    ' ',
  );
const ZH = '数据 文件 报告 技能 分析 表格 图片 邮件 笔记 任务 计划 代码 查询 总结 格式'.split(' ');

function words(random: () => number, n: number, zh = false): string {
  const pool = zh ? ZH : WORDS;
  return Array.from({ length: n }, () => pool[Math.floor(random() * pool.length)]).join(
    zh ? '' : ' ',
  );
}

/** One generated skill: its folder and files. */
export interface CorpusSkill {
  rel: string;
  files: Record<string, string>;
}

/** Builds the text of skill number `i`. */
export function makeSkill(i: number, random: () => number): CorpusSkill {
  const hit = (rate: number) => random() < rate;
  const folder = `skill-${i.toString(36)}-${words(random, 1)}`;
  const zh = random() < 0.1;
  let name = hit(ANOMALY_RATES.nameNotFolder) ? `${folder}-x` : folder;
  if (hit(ANOMALY_RATES.uppercaseName)) name = name.toUpperCase();
  const fm: string[] = [`name: ${name}`];
  const desc = `${words(random, 8 + Math.floor(random() * 20), zh)}. Use when the user asks about ${words(random, 2)}.`;
  fm.push(
    hit(ANOMALY_RATES.multilineDescription)
      ? `description: |\n  ${desc}\n  ${words(random, 10)}`
      : `description: ${desc}`,
  );
  if (hit(0.3)) fm.push('license: MIT');
  if (hit(ANOMALY_RATES.extraFields))
    fm.push(`version: ${(random() * 3).toFixed(1)}`, 'author: someone');
  fm.push(
    hit(ANOMALY_RATES.flowStyle)
      ? 'metadata: {team: docs, tier: "1"}'
      : 'metadata:\n  team: docs\n  tier: "1"',
  );
  if (hit(ANOMALY_RATES.yamlError)) fm.push('triggers: when: asked');

  const targetBytes = logNormal(random, 8.29, 0.85);
  let lines = Math.max(3, Math.round(logNormal(random, 4.71, 0.92)));
  if (hit(ANOMALY_RATES.longBody)) lines = Math.max(lines, 501 + Math.floor(random() * 500));
  const lineLength = Math.max(10, Math.min(200, Math.round(targetBytes / lines)));
  const body: string[] = [`# ${words(random, 3)}`, ''];
  for (let l = 0; l < lines; l++)
    body.push(words(random, Math.max(1, Math.round(lineLength / 6)), zh && l % 3 === 0));
  if (hit(0.4)) body.push('', 'Run `scripts/run.py` and read [the guide](references/guide.md).');

  let text = hit(ANOMALY_RATES.noFrontmatter)
    ? `${body.join('\n')}\n`
    : `---\n${fm.join('\n')}\n---\n${body.join('\n')}\n`;
  if (hit(ANOMALY_RATES.crlf)) text = text.replace(/\n/g, '\r\n');
  const skillMd = hit(ANOMALY_RATES.lowercaseSkillMd) ? 'skill.md' : 'SKILL.md';
  const files: Record<string, string> = { [skillMd]: text };
  const extra = Math.max(0, Math.round(logNormal(random, 0.77, 0.9)) - 1);
  const dirs = ['scripts', 'references', 'assets'];
  for (let f = 0; f < Math.min(extra, 40); f++) {
    const dir = dirs[f % 3] ?? 'assets';
    files[`${dir}/file-${f}.${dir === 'scripts' ? 'py' : 'md'}`] = `${words(random, 30)}\n`.repeat(
      1 + Math.floor(random() * 20),
    );
  }
  if (hit(ANOMALY_RATES.nested))
    files[`examples/inner/SKILL.md`] =
      `---\nname: inner\ndescription: nested. Use when asked.\n---\nbody\n`;
  return { rel: folder, files };
}

/** Writes (or reuses) the corpus of `count` skills under `dir`; returns its root. */
export function ensureCorpus(dir: string, count: number, seed = 20261129): string {
  const marker = join(dir, '.corpus.json');
  const spec = JSON.stringify({ count, seed, version: 1 });
  if (existsSync(marker) && readFileSync(marker, 'utf8') === spec) return dir;
  rmSync(dir, { recursive: true, force: true });
  const random = rng(seed);
  for (let i = 0; i < count; i++) {
    const skill = makeSkill(i, random);
    for (const [path, content] of Object.entries(skill.files)) {
      const abs = join(dir, skill.rel, path);
      mkdirSync(join(abs, '..'), { recursive: true });
      writeFileSync(abs, content);
    }
  }
  writeFileSync(marker, spec);
  return dir;
}
