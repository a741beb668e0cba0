/**
 * How OpenAI Codex reads skills (codex-rs core-skills loader): SKILL.md files found
 * breadth-first up to six levels below each root, hidden entries skipped; the frontmatter
 * between the first two "---" lines; name (default: the folder name) and description
 * (required), whitespace collapsed and limited in length.
 */
import { codePointLength } from '../../py/index';
import { toPlainData, type PlainValue } from '../../skill/ref-yaml/load';
import { readYaml } from '../../skill/ref-yaml/cache';
import { agentMessage } from '../messages';
import type { FolderSnapshot, LibrarySnapshot, SkippedSkill } from '../types';

/** A skill as Codex lists it. */
export interface CodexSkill {
  name: string;
  description: string;
  /** Absolute path of SKILL.md with "/" separators. */
  path: string;
  folder: FolderSnapshot;
  text: string;
}

// Rust's White_Space (char::is_whitespace): unlike JavaScript's \s it leaves U+FEFF alone.
const WS = '[\\t\\n\\v\\f\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const TRIM = new RegExp(`^${WS}+|${WS}+$`, 'g');
const RUNS = new RegExp(`${WS}+`);
const trim = (s: string) => s.replace(TRIM, '');

const MAX_NAME = 64;
const MAX_DESCRIPTION = 1024;
const MAX_DEPTH = 6;

/** What Codex holds after loading its skills. */
export interface CodexLibrary {
  skills: CodexSkill[];
  skipped: SkippedSkill[];
}

/** Every loadable skill, ordered by name then path (all roots count as the repo scope). */
export function codexSkills(library: LibrarySnapshot): {
  skills: CodexSkill[];
  skipped: SkippedSkill[];
} {
  const skills: CodexSkill[] = [];
  const skipped: SkippedSkill[] = [];
  const seen = new Set<string>();
  for (const root of library.roots) {
    for (const folder of root.skills) {
      const depth = folder.rel === '' ? 0 : folder.rel.split('/').length;
      if (folder.skillMd?.fileName !== 'SKILL.md' || depth > MAX_DEPTH || seen.has(folder.dir))
        continue;
      if (folder.rel.split('/').some((part) => part.startsWith('.'))) continue;
      seen.add(folder.dir);
      const read = readSkill(folder);
      if ('reason' in read) skipped.push(read);
      else skills.push(read);
    }
  }
  skills.sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
  );
  return { skills, skipped };
}

function readSkill(folder: FolderSnapshot): CodexSkill | SkippedSkill {
  const text = folder.skillMd?.text ?? '';
  const fail = (detail: string): SkippedSkill => ({
    folder: folder.rel || folder.name,
    reason: agentMessage('agent.codex.skip.reports', { detail }),
    detail,
  });
  // Only the lines up to the closing delimiter are looked at; bodies can be long.
  const firstEnd = lineEnd(text, 0);
  if (trim(text.slice(0, firstEnd)) !== '---')
    return fail('missing YAML frontmatter delimited by ---');
  let at = firstEnd + 1;
  let close = -1;
  while (at <= text.length && firstEnd < text.length) {
    const end = lineEnd(text, at);
    if (trim(text.slice(at, end)) === '---') {
      close = at;
      break;
    }
    at = end + 1;
  }
  const yaml = close < 0 ? '' : text.slice(firstEnd + 1, Math.max(firstEnd + 1, close - 1));
  if (close < 0 || trim(yaml) === '') return fail('missing YAML frontmatter delimited by ---');
  const loaded = readYaml(yaml);
  if (loaded.syntaxError)
    return fail(`invalid YAML: ${loaded.syntaxError.message.split('\n')[0] ?? ''}`);
  const data = toPlainData(loaded.root);
  const fields: Record<string, PlainValue> =
    typeof data === 'object' && !Array.isArray(data) ? data : {};
  const collapse = (v: PlainValue | undefined) =>
    typeof v === 'string' ? v.split(RUNS).filter(Boolean).join(' ') : undefined;
  const description = collapse(fields.description);
  if (description === undefined) return fail('missing field `description`');
  const name = collapse(fields.name) || folder.name || 'skill';
  if (codePointLength(name) > MAX_NAME)
    return fail(`invalid name: exceeds maximum length of ${MAX_NAME} characters`);
  if (codePointLength(description) > MAX_DESCRIPTION)
    return fail(`invalid description: exceeds maximum length of ${MAX_DESCRIPTION} characters`);
  return { name, description, path: `${folder.dir}/SKILL.md`.replace(/\\/g, '/'), folder, text };
}

function lineEnd(text: string, from: number): number {
  const nl = text.indexOf('\n', from);
  return nl < 0 ? text.length : nl;
}
