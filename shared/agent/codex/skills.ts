/**
 * How Codex 0.171.0 finds and reads skills (codex-rs core-skills loader, as recorded): every
 * SKILL.md (in capitals) at most six levels below each root, into node_modules and through
 * folder links but not into hidden folders; a SKILL.md that is itself a link is skipped, and
 * one file reached two ways is read once (the first path met keeps it). A file that is not
 * UTF-8 fails to read. The name is the frontmatter's (the folder's when missing), at most 64
 * characters; the description has its whitespace collapsed and is cut to 1,024 characters
 * ("..." in the last three). agents/openai.yaml's policy.allow_implicit_invocation: false
 * keeps a skill out of the catalogue while $name still loads it. A skill below a plugin
 * manifest is named "<plugin>:<name>" (plugin-namespace.ts). The scan stops at its limits
 * (scan-limits.ts: what it met is the snapshot's codexScan). With its bundled system skills
 * switched on (system-skills.ts), those come first, in the System scope.
 */
import { parseDocument } from 'yaml';
import type { Message } from '../../i18n/message';
import { codePointLength } from '../../py/index';
import { agentMessage } from '../messages';
import type { LibrarySnapshot, SkippedSkill, WalkedSkill } from '../types';
import { readCodexFrontmatter } from './frontmatter';
import { pluginNamespace } from './plugin-namespace';
import { CODEX_SCAN_LIMITS } from './scan-limits';
import { CODEX_SYSTEM_SKILLS, SYSTEM_SKILLS_ROOT, systemSkillWalk } from './system-skills';

/** A skill as Codex holds it. */
export interface CodexSkill {
  name: string;
  description: string;
  /** SKILL.md's path as found (what the catalogue lists). */
  path: string;
  /** Its real path (what a $mention injects). */
  realPath: string;
  /** The root it was found under (its alias in the catalogue). */
  root: string;
  /** False when agents/openai.yaml turns implicit invocation off. */
  implicit: boolean;
  walked: WalkedSkill;
  text: string;
  /** One of Codex's bundled system skills (its text is not reproduced). */
  system?: boolean;
}

/** What Codex holds after loading its skills. */
export interface CodexLibrary {
  skills: CodexSkill[];
  skipped: SkippedSkill[];
  notes: Message[];
}

const MAX_DEPTH = CODEX_SCAN_LIMITS.maxDepth;
const LIMIT_WORDS = {
  folders: CODEX_SCAN_LIMITS.maxFolders,
  entries: CODEX_SCAN_LIMITS.maxEntries,
};
const MAX_NAME = 64;
const MAX_DESCRIPTION = 1024;
// Rust's White_Space (char::is_whitespace): split_whitespace joins on it.
const RUNS = /[\t\n\v\f\r \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/;

/**
 * Every loadable skill, ordered by scope (the system skills, when switched on, before the
 * roots, which all count as the repo scope), then name, then path.
 */
export function codexSkills(library: LibrarySnapshot, systemSkills = false): CodexLibrary {
  const skills: CodexSkill[] = [];
  const skipped: SkippedSkill[] = [];
  const notes: Message[] = [];
  const seen = new Set<string>();
  for (const root of library.roots) {
    const scan = root.codexScan;
    const reached = scan && new Set(scan.skillDirs);
    if (scan?.truncated)
      notes.push(agentMessage('agent.codex.scan-limit', { root: root.dir, ...LIMIT_WORDS }));
    for (const walked of byDepth(root.walked)) {
      const rel = walked.folder.rel;
      const parts = rel === '' ? [] : rel.split('/');
      if (walked.fileName !== 'SKILL.md' || walked.fileIsLink) continue;
      if (parts.length > MAX_DEPTH || parts.some((p) => p.startsWith('.'))) continue;
      if (reached && !reached.has(rel)) {
        skipped.push({
          folder: rel || walked.folder.name,
          dir: walked.folder.dir,
          reason: agentMessage('agent.codex.skip.past-limit', LIMIT_WORDS),
        });
        continue;
      }
      const real = `${walked.realDir ?? walked.folder.dir}/SKILL.md`;
      if (seen.has(real)) continue;
      seen.add(real);
      const read = readSkill(walked, pluginNamespace(rel, scan?.manifests ?? []));
      if ('error' in read) {
        skipped.push({
          folder: rel || walked.folder.name,
          dir: walked.folder.dir,
          reason: agentMessage('agent.codex.skip.reports', { detail: read.error }),
          detail: `failed to load skill ${walked.folder.dir}/SKILL.md: ${read.error}`,
        });
        continue;
      }
      skills.push({
        ...read,
        path: `${walked.folder.dir}/SKILL.md`,
        realPath: real,
        root: root.dir,
      });
    }
  }
  skills.sort((a, b) => compare(a.name, b.name) || compare(a.path, b.path));
  if (library.roots.length > 1) notes.push(agentMessage('agent.codex.roots'));
  if (!systemSkills) {
    notes.push(agentMessage('agent.codex.system-skills-off'));
    return { skills, skipped, notes };
  }
  notes.push(agentMessage('agent.codex.system-skills', { root: SYSTEM_SKILLS_ROOT }));
  return { skills: [...CODEX_SYSTEM_SKILLS.map(systemSkill), ...skills], skipped, notes };
}

function systemSkill({ name, description }: { name: string; description: string }): CodexSkill {
  const path = `${SYSTEM_SKILLS_ROOT}/${name}/SKILL.md`;
  return {
    name,
    description,
    path,
    realPath: path,
    root: SYSTEM_SKILLS_ROOT,
    implicit: true,
    walked: systemSkillWalk(name),
    text: '',
    system: true,
  };
}

// Rust's String order is byte order, which for UTF-8 is code point order.
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// Breadth first, as the loader walks: shallower folders are met first.
function byDepth(walked: WalkedSkill[]): WalkedSkill[] {
  const depth = (w: WalkedSkill) => (w.folder.rel === '' ? 0 : w.folder.rel.split('/').length);
  return [...walked].sort((a, b) => depth(a) - depth(b));
}

function readSkill(
  walked: WalkedSkill,
  plugin: string | undefined,
): Omit<CodexSkill, 'path' | 'realPath' | 'root'> | { error: string } {
  const md = walked.folder.skillMd;
  if (!md) return { error: 'failed to read file' };
  if (md.utf8Error) return { error: `failed to read file: ${md.utf8Error}` };
  const read = readCodexFrontmatter(md.text);
  if (!read.ok) return { error: read.error };
  const collapse = (v: string) => v.split(RUNS).filter(Boolean).join(' ');
  const own = collapse(read.fields.name ?? '') || walked.folder.name;
  if (codePointLength(own) > MAX_NAME)
    return { error: `invalid name: exceeds maximum length of ${MAX_NAME} characters` };
  let description = collapse(read.fields.description ?? '');
  if (codePointLength(description) > MAX_DESCRIPTION)
    description = `${[...description].slice(0, MAX_DESCRIPTION - 3).join('')}...`;
  return {
    name: plugin ? `${plugin}:${own}` : own,
    description,
    implicit: allowsImplicit(walked.folder.sidecars?.['agents/openai.yaml']),
    walked,
    text: md.text,
  };
}

// agents/openai.yaml: only policy.allow_implicit_invocation: false changes what the model sees;
// a file that does not parse is ignored, as Codex ignores it.
function allowsImplicit(yaml: string | undefined): boolean {
  if (yaml === undefined) return true;
  const doc = parseDocument(yaml);
  if (doc.errors.length > 0) return true;
  const data = doc.toJS() as { policy?: { allow_implicit_invocation?: unknown } } | null;
  return data?.policy?.allow_implicit_invocation !== false;
}
