/**
 * One generated skill, written as the repository it is drawn for writes its skills
 * (corpus-repos.ts): the frontmatter's forms at that repository's rates, SKILL.md's size from
 * its log-normal fit, and its folder's files.
 */
import { REPOS } from './corpus-repos';
import type { RepoShape, Trait } from './corpus-shape';

// Measured over the 8,900 skills: SKILL.md bytes sigma 0.87 (per-repository medians in REPOS), 36
// bytes a line at the median (3,467 bytes, 96 lines; 5% over 500 lines), descriptions median
// 232 characters (95th percentile 524). The largest skill has 1,090 files; here 100 at most.
const BYTES_SIGMA = 0.85;
const LINE_BYTES_MU = Math.log(36);
const LINE_BYTES_SIGMA = 0.35;
const DESCRIPTION_MU = 5.45;
const DESCRIPTION_SIGMA = 0.5;
const MAX_FILES = 100;
// Over all 9,419 SKILL.md files, 35 are a lower-case skill.md.
const LOWERCASE_SKILL_MD = 0.004;

/** A draw from a log-normal distribution. */
export function logNormal(random: () => number, mu: number, sigma: number): number {
  const u = Math.max(random(), 1e-12);
  const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  return Math.exp(mu + sigma * z);
}

const WORDS = (
  'data file report skill agent review test build parse chart table image email note task plan ' +
  'code query summary format deploy audit schema invoice lead contact sales budget forecast ' +
  'security token cloud docker api server client widget layout design brand video audio ' +
  'research paper dataset model metric pipeline release branch commit issue ticket workflow'
).split(' ');
const ZH = '数据 文件 报告 技能 分析 表格 图片 邮件 笔记 任务 计划 代码 查询 总结 格式'.split(' ');
const TOOLS = 'Read Write Edit Bash Grep Glob WebFetch Task Bash(npm:*) Bash(git:*)'.split(' ');
const EMOJI = ['🦞', '📧', '🎨', '😼', '🐘', '🔍', '📊', '⚙️'];
const FOLDERS = ['references', 'scripts', 'assets', 'templates', 'references', 'scripts'];
// Names several skills of a repository share (1,759 skills have a namesake in their root).
const SHARED = ['code', 'review', 'deploy', 'test', 'docs', 'data', 'api', 'security', 'helper'];
// The share of a skill's files its body names; the shares of skills naming two files that are
// not there, and naming `scripts/run.py` and `references/guide.md` (searched for by the ui
// bench), neither there.
const MENTIONED = 0.5;
// Quoted descriptions over several lines, and block ones stripped of their last line break.
const WRAPPED = 0.15;
const STRIPPED = 0.1;
const MISSING = 0.05;
const GUIDE = 0.04;

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

function words(random: () => number, n: number, zh = false): string {
  const pool = zh ? ZH : WORDS;
  return Array.from({ length: n }, () => pick(random, pool)).join(zh ? '' : ' ');
}

function slug(random: () => number, n: number): string {
  return words(random, n).replace(/ /g, '-');
}

/** One generated skill: its folder's name and its files (paths below the folder). */
export interface CorpusSkill {
  rel: string;
  files: Record<string, string>;
}

/** A repository drawn in proportion to its skills (for a skill made on its own). */
export function pickRepo(random: () => number): RepoShape {
  const total = REPOS.reduce((n, r) => n + r.skills, 0);
  let at = random() * total;
  for (const repo of REPOS) if ((at -= repo.skills) < 0) return repo;
  return REPOS[0] as RepoShape;
}

// A description about `length` characters long, saying when to use the skill when `trigger`.
function description(random: () => number, zh: boolean, colon: boolean, trigger = true): string {
  const length = Math.min(1000, logNormal(random, DESCRIPTION_MU, DESCRIPTION_SIGMA));
  let text = colon ? `${words(random, 2)} automation: ${words(random, 3)}` : words(random, 3);
  while (text.length < length * 0.75) text += ` ${words(random, 1 + Math.floor(random() * 8), zh)}`;
  text += '.';
  if (trigger) text += ` Use when the user asks to ${words(random, 3)}.`;
  return text;
}

// The description field in one of the styles the repository uses.
function descriptionField(
  random: () => number,
  hit: (t: Trait) => boolean,
  zh: boolean,
  trigger: boolean,
): string {
  if (hit('descNone')) return '';
  // Some quoted descriptions go on over indented lines, some blocks strip their last line
  // break: shapes the YAML fast path leaves to the full reader, as 9% of the real ones are.
  const wrap = (text: string) =>
    random() < WRAPPED ? text.replace(/(.{60,80}?) /, '$1\n  ') : text;
  const chomp = random() < STRIPPED ? '-' : '';
  if (hit('descDouble'))
    return `description: "${wrap(description(random, zh, random() < 0.3, trigger))}"`;
  if (hit('descSingle')) {
    const text = description(random, zh, random() < 0.2, trigger);
    return `description: '${wrap(random() < 0.1 ? `${text} It''s quick.` : text)}'`;
  }
  if (hit('descLiteral'))
    return `description: |${chomp}\n  ${description(random, zh, false, trigger)}`;
  if (hit('descFolded')) {
    const text = description(random, zh, random() < 0.2, trigger);
    return `description: >${chomp}\n  ${text.replace(/(.{60,80}?) /g, '$1\n  ')}`;
  }
  return `description: ${description(random, zh, false, trigger)}`;
}

function toolsField(random: () => number, hit: (t: Trait) => boolean): string {
  const tools = Array.from(
    new Set(Array.from({ length: 2 + Math.floor(random() * 5) }, () => pick(random, TOOLS))),
  );
  if (hit('toolsCommas')) return `allowed-tools: ${tools.join(', ')}`;
  if (hit('toolsCommasQuoted')) return `allowed-tools: "${tools.join(', ')}"`;
  if (hit('toolsSpaces')) return `allowed-tools: ${tools.join(' ')}`;
  if (hit('toolsList'))
    // A colon inside a flow list ends the scalar for PyYAML-style readers: none there.
    return random() < 0.5
      ? `allowed-tools: [${tools.filter((t) => !t.includes(':')).join(', ')}]`
      : `allowed-tools:\n${tools.map((t) => `  - ${t}`).join('\n')}`;
  return '';
}

function metadataField(random: () => number, hit: (t: Trait) => boolean): string {
  if (hit('metaFlowNested')) {
    const bins = Array.from({ length: 1 + Math.floor(random() * 3) }, () => `"${slug(random, 1)}"`);
    const install =
      random() < 0.3
        ? `,"install":[{"id":"brew","kind":"brew","package":${bins[0]},"bins":[${bins[0]}],"label":"Install (Homebrew)"}]`
        : '';
    const owner = random() < 0.7 ? 'openclaw' : 'clawdbot';
    return `metadata: {"${owner}":{"emoji":"${pick(random, EMOJI)}","requires":{"bins":[${bins.join(',')}]}${install}}}`;
  }
  if (hit('metaBlockNested'))
    return `metadata:\n  clawdbot:\n    emoji: "${pick(random, EMOJI)}"\n    requires:\n      bins:\n        - ${slug(random, 1)}`;
  if (hit('metaBlock'))
    return `metadata:\n  author: ${words(random, 2)}\n  version: "${1 + Math.floor(random() * 3)}.0"`;
  return '';
}

// Keys outside the specification besides version and author, as the repositories write them.
function otherFields(random: () => number, hit: (t: Trait) => boolean, name: string): string[] {
  const out: string[] = [];
  if (hit('version'))
    out.push(
      random() < 0.9
        ? 'version: 1.0.0'
        : `version: "${Math.floor(random() * 3)}.${Math.floor(random() * 10)}"`,
    );
  if (hit('author'))
    out.push(
      random() < 0.8 ? 'author: Ada Lovelace <ada@example.org>' : `author: "${words(random, 2)}"`,
    );
  if (hit('requiresMcp')) {
    const server = pick(random, ['rube', 'composio']);
    // ComposioHQ: 93 of its 864 write the list as a block.
    out.push(`requires:\n  mcp:${random() < 0.11 ? `\n    - ${server}` : ` [${server}]`}`);
  }
  if (hit('otherScalar')) {
    const choices = [
      `homepage: https://github.com/example/${name}`,
      `category: ${pick(random, WORDS)}`,
      `risk: ${pick(random, ['low', 'medium', 'high'])}`,
      `source: ${pick(random, ['community', 'official', 'self'])}`,
      `date_added: "2025-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-1${Math.floor(random() * 10)}"`,
      `argument-hint: "[${pick(random, WORDS)}]"`,
    ];
    // One or two of them, each key once.
    const first = Math.floor(random() * choices.length);
    out.push(choices[first] as string);
    if (random() < 0.5) out.push(choices[(first + 1) % choices.length] as string);
  }
  if (hit('tagsFlow'))
    out.push(`tags: [${words(random, 2 + Math.floor(random() * 4)).replace(/ /g, ', ')}]`);
  if (hit('triggersBlock'))
    out.push(`triggers:\n  - "${words(random, 2)}"\n  - ${words(random, 1)}`);
  return out;
}

// A body of about `targetBytes` bytes, mentioning each of `paths` once, in order.
function body(random: () => number, targetBytes: number, zh: boolean, paths: string[]): string {
  const lineBytes = Math.max(12, Math.min(200, logNormal(random, LINE_BYTES_MU, LINE_BYTES_SIGMA)));
  const lines = Math.max(3, Math.round(targetBytes / lineBytes));
  const out: string[] = [`# ${words(random, 3)}`, ''];
  const every = Math.max(1, Math.floor(lines / (paths.length + 1)));
  // Words of 6.5 bytes with their space, on average.
  for (let l = 0; l < lines; l++) {
    const text = words(random, Math.max(1, Math.round(lineBytes / 6.5)), zh && l % 3 === 0);
    // Markdown as skills have it: sections, lists, code, and the skill's files by their paths.
    const path = l % every === every - 1 ? paths.shift() : undefined;
    const kind = random();
    if (path?.endsWith('.md')) out.push(`See [${words(random, 2)}](${path}) for ${text}`);
    else if (path) out.push('```bash', `python ${path} --${words(random, 1)}`, '```');
    else if (kind < 0.03) out.push(`## ${words(random, 2)}`);
    else if (kind < 0.2) out.push(`- ${text}`);
    else if (kind < 0.22) out.push(`Use \`${words(random, 1)}\` to ${text}`);
    else out.push(text);
  }
  return out.join('\n');
}

/**
 * Builds skill number `i` as `repo` writes its skills (a repository drawn by its share of the
 * skills when none is given).
 */
export function makeSkill(
  i: number,
  random: () => number,
  repo: RepoShape = pickRepo(random),
): CorpusSkill {
  const hit = (trait: Trait) => random() < (repo.traits[trait] ?? 0);
  // A name other skills of the repository have too (its folder named so, as they are).
  const folder = hit('nameShared')
    ? `${pick(random, SHARED)}-${pick(random, SHARED)}`
    : `${slug(random, 2)}-${i.toString(36)}`;
  const zh = random() < 0.05;
  let name = hit('nameMismatch') ? `${slug(random, 2)}-${i.toString(36)}` : folder;
  if (hit('nameTitle'))
    name = name.replace(
      /(^|-)(\w)/g,
      (_, sep: string, c: string) => `${sep ? ' ' : ''}${c.toUpperCase()}`,
    );
  const fm: string[] = [hit('nameDouble') ? `name: "${name}"` : `name: ${name}`];
  const desc = descriptionField(random, hit, zh, !hit('noTrigger'));
  // A colon after a word in a plain value: "mapping values are not allowed here".
  fm.push(hit('yamlError') ? `description: ${words(random, 2)}: ${words(random, 5)}` : desc);
  fm.push(toolsField(random, hit));
  const other = hit('unknown') ? otherFields(random, hit, name) : [];
  // Most unknown ones (version, author) come before the license, the rest after metadata.
  fm.push(...other.slice(0, 2));
  if (hit('license'))
    fm.push(`license: ${pick(random, ['MIT', 'Apache-2.0', 'Complete terms in LICENSE.txt'])}`);
  fm.push(metadataField(random, hit), ...other.slice(2));
  const fields = fm.filter((f) => f !== '');
  const yaml = hit('fmBlank') ? fields.join('\n\n') : fields.join('\n');

  const files: Record<string, string> = {};
  const count = Math.round(logNormal(random, Math.log(repo.files), repo.filesSigma));
  // 0.6 folders a skill below its own (14,290 folders in the 8,900 skills): a third of the
  // files beside SKILL.md, the rest in one or two folders of the skill's.
  // A folder two down now and then: 335 mentions of such files in all.
  const subfolder = () => (random() < 0.05 ? 'scripts/lib' : pick(random, FOLDERS));
  const dirs = [subfolder(), subfolder()].slice(0, random() < 0.3 ? 2 : 1);
  const mentioned: string[] = [];
  for (let f = 0; f < Math.min(MAX_FILES, count) - 1; f++) {
    const dir = random() < 0.35 ? '' : `${pick(random, dirs)}/`;
    const ext = dir.startsWith('scripts') ? pick(random, ['py', 'sh']) : 'md';
    const path = `${dir}${slug(random, 1)}-${f}.${ext}`;
    files[path] = `${words(random, 30)}\n`.repeat(1 + Math.floor(random() * 20));
    if (random() < MENTIONED) mentioned.push(path);
  }
  // Files the body names that are not there: 1,738 mentions in the 8,900 skills.
  if (random() < MISSING)
    mentioned.push(`references/${slug(random, 1)}.md`, `scripts/${slug(random, 1)}.py`);
  if (random() < GUIDE) mentioned.push('references/guide.md', 'scripts/run.py');

  // The repository's sizes are of whole files: the body is what the frontmatter leaves.
  const bytes = logNormal(random, Math.log(repo.bytes), BYTES_SIGMA);
  const rest = hit('noFrontmatter') ? bytes : Math.max(100, bytes - yaml.length);
  const text = `${hit('noFrontmatter') ? '' : `---\n${yaml}\n---\n\n`}${body(random, rest, zh, mentioned)}\n`;
  const skillMd = random() < LOWERCASE_SKILL_MD ? 'skill.md' : 'SKILL.md';
  files[skillMd] = hit('crlf') ? text.replace(/\n/g, '\r\n') : text;
  if (hit('nested'))
    files['examples/inner/SKILL.md'] =
      `---\nname: inner\ndescription: nested. Use when asked.\n---\nbody\n`;
  return { rel: folder, files };
}
