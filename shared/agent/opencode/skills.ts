/**
 * How OpenCode 1.18.33 loads skills (anomalyco/opencode a2cc772, packages/opencode/src/skill/
 * index.ts, the same code as the release's bundle): its built-in `customize-opencode` is
 * registered first, then every file the glob `**\/SKILL.md` finds below each `skills.paths`
 * folder (fast-glob: no depth limit, into node_modules, through folder links, not into
 * dot-folders, SKILL.md in capitals only) is read with ConfigMarkdown.parse (frontmatter.ts).
 * A file is a skill when its data is a record with a string `name` and a `description` that is
 * absent or a string; a later file with the same name replaces an earlier one. The files are
 * read all at once, so which of two same-named skills ends up last depends on the order the
 * reads finish in: the studio takes the path order and says it varies.
 */
import type { Message } from '../../i18n/message';
import { agentMessage } from '../messages';
import type { LibrarySnapshot, SkippedSkill, WalkedSkill } from '../types';
import { readMatter, WouldEvaluate, type MatterCache } from './frontmatter';

/** A skill as OpenCode holds it. */
export interface OpenCodeSkill {
  name: string;
  description?: string;
  /** Absolute path of SKILL.md as the glob gave it, or "<built-in>". */
  location: string;
  /** The folder, for skills read from disk. */
  walked?: WalkedSkill;
  /** The text after the frontmatter (gray-matter's `content`). */
  content: string;
}

/** The built-in skill's name (index.ts OPENCODE_SKILL_NAME). */
export const BUILT_IN_NAME = 'customize-opencode';

/** Its description, as 1.18.33 registers it (SkillPlugin's description in the release). */
export const BUILT_IN_DESCRIPTION =
  "Use ONLY when the user is editing or creating opencode's own configuration: opencode.json, opencode.jsonc, files under .opencode/, or files under ~/.config/opencode/. Also use when creating or fixing opencode agents, subagents, skills, plugins, MCP servers, or permission rules. Do not use for the user's own application code, or for any project that is not configuring opencode itself.";

/** What OpenCode holds after loading its skills. */
export interface OpenCodeLibrary {
  /** state.skills in insertion order (the built-in first). */
  skills: Map<string, OpenCodeSkill>;
  skipped: SkippedSkill[];
  notes: Message[];
}

/** Loads the built-in skill and every skill of the roots, as OpenCode's start-up does. */
export function openCodeSkills(library: LibrarySnapshot): OpenCodeLibrary {
  const skills = new Map<string, OpenCodeSkill>();
  skills.set(BUILT_IN_NAME, {
    name: BUILT_IN_NAME,
    description: BUILT_IN_DESCRIPTION,
    location: '<built-in>',
    content: '',
  });
  const skipped: SkippedSkill[] = [];
  const notes: Message[] = [];
  const cache: MatterCache = new Map();
  const found = new Map<string, string[]>();
  for (const root of library.roots) {
    for (const walked of root.walked) {
      if (!globMatches(walked)) continue;
      const where = walked.folder.rel || walked.folder.name;
      const read = readSkill(walked, cache);
      if ('reason' in read) {
        skipped.push({ folder: where, dir: walked.folder.dir, ...read });
        continue;
      }
      const earlier = skills.get(read.name);
      if (earlier?.walked) {
        skipped.push({
          folder: earlier.walked.folder.rel || earlier.walked.folder.name,
          dir: earlier.walked.folder.dir,
          reason: agentMessage('agent.opencode.skip.duplicate', { folder: where, name: read.name }),
        });
      } else if (earlier) {
        notes.push(
          agentMessage('agent.opencode.replaces-built-in', { folder: where, name: read.name }),
        );
      }
      found.set(read.name, [...(found.get(read.name) ?? []), where]);
      skills.set(read.name, read);
    }
    for (const link of root.unfollowedLinks)
      if (link.reason === 'outside')
        notes.push(agentMessage('agent.opencode.link-outside', { folder: link.rel }));
  }
  for (const [name, wheres] of found)
    if (wheres.length > 1)
      notes.push(
        agentMessage('agent.opencode.varies', {
          name,
          folders: wheres.join(', '),
          shown: wheres.at(-1) ?? '',
        }),
      );
  return { skills, skipped, notes };
}

// The glob `**/SKILL.md` with dot: false: exact case, no path segment starting with ".".
function globMatches(walked: WalkedSkill): boolean {
  if (walked.fileName !== 'SKILL.md') return false;
  return !walked.folder.rel.split('/').some((part) => part.startsWith('.'));
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** What OpenCode makes of one SKILL.md text: a skill, or why it is passed over. */
export function readOpenCodeSkill(
  text: string,
  cache: MatterCache,
): { name: string; description?: string; content: string } | { reason: Message; detail?: string } {
  let result;
  try {
    result = readMatter(text, cache);
  } catch (error) {
    if (!(error instanceof WouldEvaluate)) throw error;
    return {
      reason: agentMessage('agent.opencode.skip.would-evaluate', { fence: `---${error.message}` }),
    };
  }
  if (!result.ok)
    return {
      reason: agentMessage('agent.opencode.skip.unreadable'),
      detail: `Failed to parse YAML frontmatter: ${result.error}`,
    };
  const data = result.matter.data;
  if (!isRecord(data) || typeof data.name !== 'string')
    return {
      reason: isRecord(data)
        ? agentMessage('agent.opencode.skip.not-text', { key: 'name', kind: kindOf(data.name) })
        : agentMessage('agent.opencode.skip.not-keys'),
    };
  if (data.description !== undefined && typeof data.description !== 'string')
    return {
      reason: agentMessage('agent.opencode.skip.not-text', {
        key: 'description',
        kind: kindOf(data.description),
      }),
    };
  return {
    name: data.name,
    ...(data.description !== undefined && { description: data.description }),
    content: result.matter.content,
  };
}

function readSkill(
  walked: WalkedSkill,
  cache: MatterCache,
): OpenCodeSkill | { reason: Message; detail?: string } {
  const read = readOpenCodeSkill(walked.folder.skillMd?.text ?? '', cache);
  if ('reason' in read) return read;
  return { ...read, location: `${walked.folder.dir}/SKILL.md`, walked };
}

// How js-yaml typed a value that should have been text.
function kindOf(value: unknown): Message {
  if (value === undefined) return agentMessage('agent.opencode.kind.missing');
  if (value === null) return agentMessage('agent.opencode.kind.null');
  if (value instanceof Date) return agentMessage('agent.opencode.kind.date');
  if (Array.isArray(value)) return agentMessage('agent.opencode.kind.list');
  if (typeof value === 'object') return agentMessage('agent.opencode.kind.keys');
  const shown =
    typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
      ? String(value)
      : '';
  return agentMessage('agent.opencode.kind.value', { type: typeof value, value: shown });
}
