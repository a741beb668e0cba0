/**
 * How OpenCode reads skills: every SKILL.md below a configured skills path, its frontmatter
 * read with gray-matter (js-yaml, so values are typed), retried once with colon-containing
 * values rewritten as block scalars. A skill needs a string name; one without a description
 * loads but is not listed.
 */
import { toPlainData } from '../../skill/ref-yaml/load';
import { readYaml } from '../../skill/ref-yaml/cache';
import type { RefNode } from '../../skill/ref-yaml/types';
import type { Message } from '../../i18n/message';
import { agentMessage } from '../messages';
import type { FolderSnapshot, LibrarySnapshot, SkippedSkill } from '../types';

/** A skill as OpenCode holds it. */
export interface OpenCodeSkill {
  name: string;
  description?: string;
  /** Absolute path of SKILL.md. */
  location: string;
  folder: FolderSnapshot;
  /** The text after the frontmatter (gray-matter's `content`). */
  content: string;
}

// gray-matter's block: "---" on the first line, up to the next line that is "---".
const MATTER = /^---[^\S\n]*\r?\n([\s\S]*?)\r?\n---[^\S\n]*(?:\r?\n|$)/;

/** What OpenCode holds after loading its skills. */
export interface OpenCodeLibrary {
  skills: OpenCodeSkill[];
  byName: Map<string, OpenCodeSkill>;
  skipped: SkippedSkill[];
  notes: Message[];
}

/** Every skill under the roots (first path wins for a repeated name), and what was passed over. */
export function openCodeSkills(library: LibrarySnapshot): OpenCodeLibrary {
  const skills: OpenCodeSkill[] = [];
  const skipped: SkippedSkill[] = [];
  const notes: Message[] = [];
  const byName = new Map<string, OpenCodeSkill>();
  for (const root of library.roots) {
    for (const folder of root.skills) {
      if (folder.skillMd?.fileName !== 'SKILL.md') continue;
      const read = readSkill(folder);
      if ('reason' in read) {
        skipped.push(read);
        continue;
      }
      const earlier = byName.get(read.name);
      if (earlier) {
        skipped.push({
          folder: folder.rel,
          reason: agentMessage('agent.opencode.skip.duplicate', {
            name: read.name,
            folder: earlier.folder.rel,
          }),
        });
        continue;
      }
      byName.set(read.name, read);
      skills.push(read);
    }
  }
  return { skills, byName, skipped, notes };
}

function readSkill(folder: FolderSnapshot): OpenCodeSkill | SkippedSkill {
  const text = folder.skillMd?.text ?? '';
  const where = folder.rel || folder.name;
  const match = MATTER.exec(text);
  const content = match ? text.slice(match[0].length) : text;
  const yaml = match?.[1] ?? '';
  let root = readYaml(yaml);
  if (root.syntaxError) root = readYaml(sanitize(yaml));
  if (root.syntaxError) {
    return {
      folder: where,
      reason: agentMessage('agent.skip.bad-yaml'),
      detail: `${where}/SKILL.md: Failed to parse YAML frontmatter: ${root.syntaxError.message.split('\n')[0] ?? ''}`,
    };
  }
  const fields = root.root?.kind === 'mapping' ? root.root.pairs : [];
  const field = (key: string) =>
    fields.find((p) => p.key.kind === 'scalar' && p.key.value === key)?.value;
  const name = stringValue(field('name'));
  if (name === undefined)
    return { folder: where, reason: agentMessage('agent.opencode.skip.no-name') };
  const descriptionNode = field('description');
  const description = stringValue(descriptionNode);
  if (descriptionNode && description === undefined)
    return {
      folder: where,
      reason: agentMessage('agent.opencode.skip.description-not-string'),
    };
  const skill: OpenCodeSkill = { name, location: `${folder.dir}/SKILL.md`, folder, content };
  if (description !== undefined) skill.description = description;
  return skill;
}

// js-yaml (YAML 1.2 core schema) types plain null, booleans and numbers; only strings count.
const TYPED =
  /^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[-+]?(?:0|[1-9][0-9]*)|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)|\d{4}-\d\d?-\d\d?(?:[Tt ].*)?)$/;

function stringValue(node: RefNode | undefined): string | undefined {
  if (node?.kind !== 'scalar') return undefined;
  if (node.style === 'plain' && (node.value === '' || TYPED.test(node.value))) return undefined;
  const data = toPlainData(node);
  return typeof data === 'string' ? data : undefined;
}

// The fallback OpenCode tries after a parse error: top-level `key: value` lines whose unquoted
// value holds a colon become block scalars.
function sanitize(yaml: string): string {
  return yaml
    .split('\n')
    .map((line) => {
      const m = /^([A-Za-z0-9_-]+):[ \t]+(.*)$/.exec(line);
      const value = m?.[2];
      if (!m || value === undefined || !value.includes(':') || /^["'|>[{]/.test(value)) return line;
      return `${m[1] ?? ''}: |-\n  ${value}`;
    })
    .join('\n');
}
