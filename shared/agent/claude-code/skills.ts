/**
 * How Claude Code 2.1.332 loads a skills folder (the release's skill loader, `BQe` for the
 * fields): each direct sub-folder (links followed) holding SKILL.md is a skill whose command
 * name is the folder name. Its frontmatter (frontmatter.ts) gives:
 * - a display name (`name`, any scalar as text, ignored past 256 characters);
 * - the description: `description` trimmed (numbers and booleans as text), else the body's
 *   first non-empty line without its heading marks, cut to 97 characters and "..." past 100;
 * - `when_to_use`, `arguments` (names, from a list or a space-separated string, digits-only
 *   names dropped), `disable-model-invocation` and `user-invocable` (true/yes/on/1 and
 *   false/no/off/0, or YAML booleans), `paths` (a conditional skill: not loaded until a
 *   matching file is touched), `context: fork` and `model`.
 * Several roots are read in order, as Claude Code's scopes are: the first one to hold a
 * folder name keeps it.
 */
import type { Message } from '../../i18n/message';
import { agentMessage } from '../messages';
import type { FolderSnapshot, LibrarySnapshot, SkippedSkill } from '../types';
import { claudeFrontmatter } from './frontmatter';

/** A skill as Claude Code holds it. */
export interface ClaudeSkill {
  /** The command name: the folder name. */
  name: string;
  /** The frontmatter `name`, shown beside the command name when it differs. */
  displayName?: string;
  folder?: FolderSnapshot;
  description: string;
  /** The description came from the frontmatter (not the body's first line). */
  ownDescription: boolean;
  whenToUse?: string;
  argumentNames: string[];
  disableModelInvocation: boolean;
  userInvocable: boolean;
  /** `paths` patterns: the skill waits until a matching file is touched. */
  paths?: string[];
  fork: boolean;
  /** The body after the frontmatter (blank lines after the fence consumed). */
  body: string;
  /** One of Claude Code's own skills (listed after yours, never cut for the budget). */
  builtIn?: boolean;
}

/** What Claude Code holds after reading its skills folders. */
export interface ClaudeLibrary {
  /** Commands in listing order: the library's by folder name, then the built-in ones. */
  skills: ClaudeSkill[];
  skipped: SkippedSkill[];
  notes: Message[];
}

/**
 * The bundled plugin skill 2.1.332 lists even with bundled skills switched off (its
 * description as the release registers it).
 */
export const BUILT_IN: ClaudeSkill = {
  name: 'plugin-authoring',
  description:
    "Make a mod: a change to Claude's own interface or behaviour, such as a theme, a panel or pane that stays beside the chat and updates, a band, status line, toast, slash command, or hook on tool calls. Use to make, change or debug a mod or its hooks module.",
  ownDescription: true,
  argumentNames: [],
  disableModelInvocation: false,
  userInvocable: true,
  fork: false,
  body: '',
  builtIn: true,
};

const MAX_NAME = 256;

/** Reads the skills of every root (direct sub-folders only). */
export function claudeSkills(library: LibrarySnapshot): ClaudeLibrary {
  const skills: ClaudeSkill[] = [];
  const skipped: SkippedSkill[] = [];
  const notes: Message[] = [];
  const byName = new Map<string, string>();
  for (const root of library.roots) {
    for (const folder of root.entries) {
      if (!folder.isDirectory) {
        skipped.push({
          folder: folder.name,
          dir: folder.dir,
          reason: agentMessage('agent.skip.not-a-folder'),
        });
        continue;
      }
      if (folder.skillMd?.fileName !== 'SKILL.md') {
        skipped.push({
          folder: folder.name,
          dir: folder.dir,
          reason: folder.skillMd
            ? agentMessage('agent.claude.skip.file-name', { file: folder.skillMd.fileName })
            : agentMessage('agent.skip.no-skill-md'),
        });
        continue;
      }
      const earlier = byName.get(folder.name);
      if (earlier !== undefined) {
        skipped.push({
          folder: folder.name,
          dir: folder.dir,
          reason: agentMessage('agent.claude.skip.shadowed', { root: earlier }),
        });
        continue;
      }
      byName.set(folder.name, root.dir);
      const skill = readSkill(folder);
      if (skill.paths) {
        skipped.push({
          folder: folder.name,
          dir: folder.dir,
          reason: agentMessage('agent.claude.skip.paths', { paths: skill.paths.join(', ') }),
        });
        continue;
      }
      skills.push(skill);
    }
  }
  if (library.roots.length > 1) notes.push(agentMessage('agent.claude.scopes'));
  skills.push(BUILT_IN);
  return { skills, skipped, notes };
}

function readSkill(folder: FolderSnapshot): ClaudeSkill {
  const { data, body } = claudeFrontmatter(folder.skillMd?.text ?? '');
  const own = descriptionOf(data.description);
  const displayName = scalarText(data.name);
  const whenToUse = scalarText(data.when_to_use);
  const paths = pathsOf(data.paths);
  return {
    name: folder.name,
    ...(displayName !== undefined && displayName.length <= MAX_NAME && { displayName }),
    folder,
    description: own ?? firstLine(body),
    ownDescription: own !== null,
    ...(whenToUse !== undefined && { whenToUse }),
    argumentNames: argumentNames(data.arguments),
    disableModelInvocation: flag(data['disable-model-invocation']) ?? false,
    userInvocable:
      data['user-invocable'] === undefined ? true : (flag(data['user-invocable']) ?? false),
    ...(paths && { paths }),
    fork: data.context === 'fork',
    body,
  };
}

const scalarText = (value: unknown): string | undefined =>
  value == null ? undefined : jsString(value);

/** JavaScript's String(value) for what YAML gives: lists joined by commas, maps "[object Object]". */
export function jsString(value: unknown): string {
  if (Array.isArray(value)) return value.map((v) => (v == null ? '' : jsString(v))).join(',');
  if (value instanceof Date) return value.toString();
  if (typeof value === 'object' && value !== null) return '[object Object]';
  return `${value as string | number | boolean | bigint | undefined}`;
}

// GIe: text trimmed (empty is none), numbers and booleans as text, anything else is none.
function descriptionOf(value: unknown): string | null {
  if (value == null) return null;
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

// Ize: the first non-empty line, heading marks dropped, 97 characters and "..." past 100.
function firstLine(body: string): string {
  for (const line of body.split('\n')) {
    const text = line.trim();
    if (!text) continue;
    const shown = /^#+\s+(\S.*)$/.exec(text)?.[1] ?? text;
    return shown.length > 100 ? `${shown.substring(0, 97)}...` : shown;
  }
  return 'Skill';
}

// PIe: a list or a space-separated string; empty and digits-only names dropped.
function argumentNames(value: unknown): string[] {
  const ok = (v: unknown): v is string =>
    typeof v === 'string' && v.trim() !== '' && !/^\d+$/.test(v);
  if (Array.isArray(value)) return value.filter(ok);
  if (typeof value === 'string') return value.split(/\s+/).filter(ok);
  return [];
}

// zIe: YAML booleans, or text that reads as one.
function flag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).toLowerCase().trim();
  if (['1', 'true', 'yes', 'on'].includes(text)) return true;
  if (['0', 'false', 'no', 'off'].includes(text)) return false;
  return undefined;
}

// Q9o: comma-separated patterns (or a list), "/**" suffixes dropped; "**" alone means none.
function pathsOf(value: unknown): string[] | undefined {
  if (value == null) return undefined;
  const items = (Array.isArray(value) ? value : [value])
    .filter((v): v is string => typeof v === 'string')
    .flatMap(splitTopLevel)
    .map((p) => (p.endsWith('/**') ? p.slice(0, -3) : p))
    .filter((p) => p.length > 0);
  if (items.length === 0 || items.every((p) => p === '**')) return undefined;
  return items;
}

// Commas outside braces separate patterns ("src/{a,b}/*.ts, docs/**").
function splitTopLevel(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '{') depth++;
    else if (ch === '}') depth--;
    if (ch === ',' && depth === 0) {
      if (current.trim()) out.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

/** The command a name finds: by command name first, then by display name (`$s`). */
export function findSkill(skills: ClaudeSkill[], name: string): ClaudeSkill | undefined {
  return skills.find((s) => s.name === name) ?? skills.find((s) => s.displayName === name);
}
