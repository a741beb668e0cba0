/**
 * A realistic benchmark library, generated deterministically: one folder per public skill
 * repository it imitates (corpus-repos.ts), each laid out as that repository is (skills in
 * plugin and category folders, folders and files outside skills, trees past the search's depth
 * limit, an agent's folder of links) with its share of the skills, written as its skills are
 * (corpus-skill.ts). `validate --all` takes each repository as a root, as a user adds clones;
 * the service and ui benches open the whole corpus as one library.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { rng } from '../tools/mulberry32.mjs';
import { REPOS } from './corpus-repos';
import type { RepoShape } from './corpus-shape';
import { makeSkill } from './corpus-skill';

// Re-exported: the benchmarks and tests draw their data from the corpus's generator.
export { rng };
export { makeSkill, type CorpusSkill } from './corpus-skill';

// alirezarezvani/claude-skills: 213 of its 301 links lead nowhere.
const BROKEN_LINKS = 213 / 301;
// Names the first folder of a layout takes (a handful of categories), and outside folders.
const CATEGORIES = [
  'devops',
  'security',
  'testing',
  'ai-ml',
  'productivity',
  'design',
  'data',
  'finance',
];
const OUTSIDE = [
  'docs',
  'scripts',
  'website/src',
  'tests',
  '.github/workflows',
  'examples',
  'templates',
];

/** Each repository's skills out of `count`, in proportion to its real ones (largest remainder). */
export function repoCounts(count: number): number[] {
  const total = REPOS.reduce((n, r) => n + r.skills, 0);
  const exact = REPOS.map((r) => (count * r.skills) / total);
  const counts = exact.map(Math.floor);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; k < count - counts.reduce((a, b) => a + b, 0); k++) {
    const i = order[k]?.[1] ?? 0;
    counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts;
}

/** The folder names of the generated repositories (each a root for validate --all). */
export function repoName(index: number): string {
  return `repo-${String(index + 1).padStart(2, '0')}`;
}

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

// The layout folder for each skill of a repository: groups of about `group` skills, the first
// "*" one of a few categories and the others new for each group.
function layoutFolders(repo: RepoShape, n: number, random: () => number): string[] {
  const weight = repo.layout.reduce((s, [, w]) => s + w, 0);
  const open = new Map<string, { path: string; left: number }>();
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    let at = random() * weight;
    const pattern = repo.layout.find(([, w]) => (at -= w) < 0)?.[0] ?? repo.layout[0]?.[0] ?? '';
    let current = open.get(pattern);
    if (!current || current.left <= 0) {
      let star = 0;
      const path = pattern
        .split('/')
        .map((part) =>
          part !== '*'
            ? part
            : star++ === 0 && pattern.split('*').length > 2
              ? (CATEGORIES[Math.floor(random() * CATEGORIES.length)] ?? 'misc')
              : `group-${i.toString(36)}-${star}`,
        )
        .join('/');
      current = { path, left: 1 + Math.floor(random() * (2 * repo.group - 1)) };
      open.set(pattern, current);
    }
    current.left--;
    out.push(current.path);
  }
  return out;
}

// Folders and files outside the skills: half the files beside the skills' group folders
// (plugin manifests, READMEs), the rest in trees of their own; and trees past the depth limit.
function writeOutside(
  dir: string,
  repo: RepoShape,
  n: number,
  groups: string[],
  random: () => number,
): void {
  const folders: string[] = [];
  for (let k = 0; k < Math.round(repo.outsideDirs * n); k++) {
    const top = OUTSIDE[Math.floor(random() * OUTSIDE.length)] ?? 'docs';
    const depth = Math.floor(random() * 3);
    const path = [
      top,
      ...Array.from({ length: depth }, (_, d) => `part-${Math.floor(random() * 6)}-${d}`),
    ].join('/');
    folders.push(`${path}/dir-${k.toString(36)}`);
    mkdirSync(join(dir, folders[k] as string), { recursive: true });
  }
  for (let k = 0; k < Math.round(repo.outsideFiles * n); k++) {
    const beside = random() < 0.5 && groups.length > 0;
    const list = beside ? groups : folders.length > 0 ? folders : [''];
    const folder = list[Math.floor(random() * list.length)] ?? '';
    write(
      join(dir, folder, `${beside ? 'README' : 'file'}-${k.toString(36)}.md`),
      `# notes ${k}\n`,
    );
  }
  // Seven folders down: the search lists the sixth and goes no further.
  for (let k = 0; k < Math.round(repo.deep * n); k++) {
    const category = CATEGORIES[k % CATEGORIES.length] ?? 'misc';
    const path = `backups/batch-${k % 3}/plugins/${category}/p-${Math.floor(k / 4)}/skills/old-${k}`;
    write(join(dir, path, 'SKILL.md'), '---\nname: old\ndescription: A backup.\n---\nbody\n');
  }
}

/** Writes one repository of `n` skills under `dir`. */
function writeRepo(
  dir: string,
  repo: RepoShape,
  n: number,
  first: number,
  random: () => number,
): number {
  const links = Math.round(repo.linked * n);
  const folders = layoutFolders(repo, n - links, random);
  const skillDirs: string[] = [];
  for (let i = 0; i < n - links; i++) {
    const skill = makeSkill(first + i, random, repo);
    // A namesake's folder already in the same group: this one's gets the skill's number.
    const at = join(dir, folders[i] ?? '', skill.rel);
    const skillDir = existsSync(at) ? `${at}-${(first + i).toString(36)}` : at;
    skillDirs.push(skillDir);
    for (const [path, content] of Object.entries(skill.files)) write(join(skillDir, path), content);
  }
  // An agent's folder mirroring skills through links to their SKILL.md (or to one now gone).
  for (let k = 0; k < links; k++) {
    const target = skillDirs[Math.floor(random() * skillDirs.length)];
    const linkDir = join(dir, '.gemini/skills', `mirror-${k.toString(36)}`);
    mkdirSync(linkDir, { recursive: true });
    const to =
      target && random() >= BROKEN_LINKS
        ? join(target, 'SKILL.md')
        : join(dir, 'gone', `s${k}`, 'SKILL.md');
    symlinkSync(relative(linkDir, to), join(linkDir, 'SKILL.md'));
  }
  writeOutside(dir, repo, n, [...new Set(folders.filter((f) => f !== ''))], random);
  return first + n;
}

/**
 * Writes (or reuses) the corpus of `count` skills under `dir` and returns `dir`: a folder per
 * repository (corpusRoots lists them), each with its share of the skills.
 */
export function ensureCorpus(dir: string, count: number, seed = 20261129): string {
  const marker = join(dir, '.corpus.json');
  const spec = JSON.stringify({ count, seed, version: 4 });
  if (existsSync(marker) && readFileSync(marker, 'utf8') === spec) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const random = rng(seed);
  let next = 0;
  repoCounts(count).forEach((n, r) => {
    const repo = REPOS[r];
    if (repo && n > 0) next = writeRepo(join(dir, repoName(r)), repo, n, next, random);
  });
  writeFileSync(marker, spec);
  return dir;
}

/**
 * Writes (or reuses) `count` skills side by side under `dir`, drawn from the repositories in
 * proportion (no layout around them): for a bench about skill folders themselves (packaging).
 */
export function ensureFlatLibrary(dir: string, count: number, seed = 20261129): string {
  const marker = join(dir, '.corpus.json');
  const spec = JSON.stringify({ count, seed, flat: true, version: 4 });
  if (existsSync(marker) && readFileSync(marker, 'utf8') === spec) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const random = rng(seed);
  for (let i = 0; i < count; i++) {
    const skill = makeSkill(i, random);
    for (const [path, text] of Object.entries(skill.files)) write(join(dir, skill.rel, path), text);
  }
  writeFileSync(marker, spec);
  return dir;
}

/** The repositories of a corpus ensureCorpus wrote, each a library root. */
export function corpusRoots(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.startsWith('repo-'))
    .sort()
    .map((name) => join(dir, name));
}
