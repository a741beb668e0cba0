/**
 * How Claude Code reads a skills folder (2.1.88, the last build whose source is public): each
 * direct sub-folder with a SKILL.md is a skill named after the folder; its frontmatter is
 * whatever precedes the first "---" after the opening one.
 */
import { toPlainData, type PlainValue } from '../../skill/ref-yaml/load';
import { readYaml } from '../../skill/ref-yaml/cache';
import { agentMessage } from '../messages';
import type { FolderSnapshot, LibrarySnapshot, SkippedSkill } from '../types';

/** A skill as Claude Code holds it. */
export interface ClaudeSkill {
  /** The folder name: what the model calls it by. */
  name: string;
  folder: FolderSnapshot;
  frontmatter: Record<string, PlainValue>;
  /** The description after the fallback to the body's first paragraph. */
  description: string;
  whenToUse?: string;
  disableModelInvocation: boolean;
  /** The body after the frontmatter block, leading blank lines consumed, not trimmed. */
  body: string;
}

// FRONTMATTER_REGEX: the block ends at the first "---" anywhere, like skills-ref's split.
const FRONTMATTER = /^---\s*\n([\s\S]*?)---\s*\n?/;

/** What Claude Code holds after reading its skills folders. */
export interface ClaudeLibrary {
  skills: ClaudeSkill[];
  skipped: SkippedSkill[];
}

/** Reads the skills of every root (direct sub-folders only), first occurrence of a path wins. */
export function claudeSkills(library: LibrarySnapshot): {
  skills: ClaudeSkill[];
  skipped: SkippedSkill[];
} {
  const skills: ClaudeSkill[] = [];
  const skipped: SkippedSkill[] = [];
  const seen = new Set<string>();
  for (const root of library.roots) {
    for (const folder of root.entries) {
      if (!folder.isDirectory) continue;
      if (folder.skillMd?.fileName !== 'SKILL.md') {
        skipped.push({
          folder: folder.name,
          reason: folder.skillMd
            ? agentMessage('agent.claude.skip.file-name', { file: folder.skillMd.fileName })
            : agentMessage('agent.skip.no-skill-md'),
        });
        continue;
      }
      if (seen.has(folder.dir)) continue;
      seen.add(folder.dir);
      const read = readSkill(folder);
      if ('reason' in read) skipped.push(read);
      else skills.push(read);
    }
  }
  return { skills, skipped };
}

function readSkill(folder: FolderSnapshot): ClaudeSkill | SkippedSkill {
  const text = folder.skillMd?.text ?? '';
  const match = FRONTMATTER.exec(text);
  let frontmatter: Record<string, PlainValue> = {};
  if (match) {
    const loaded = readYaml(match[1] ?? '');
    if (loaded.syntaxError) {
      return {
        folder: folder.name,
        reason: agentMessage('agent.skip.bad-yaml'),
        detail: loaded.syntaxError.message.split('\n')[0] ?? '',
      };
    }
    const data = toPlainData(loaded.root);
    if (typeof data === 'object' && !Array.isArray(data)) frontmatter = data;
  }
  const body = match ? text.slice(match[0].length) : text;
  const str = (key: string) =>
    typeof frontmatter[key] === 'string' ? frontmatter[key] : undefined;
  const description = str('description')?.trim() || firstParagraph(body);
  const whenToUse = str('when_to_use')?.trim();
  return {
    name: folder.name,
    folder,
    frontmatter,
    description,
    ...(whenToUse ? { whenToUse } : {}),
    disableModelInvocation: str('disable-model-invocation') === 'true',
    body,
  };
}

// With no description in the frontmatter, Claude Code describes the skill by the body's
// first paragraph of prose (headings skipped).
function firstParagraph(body: string): string {
  for (const block of body.split(/\n\s*\n/)) {
    const lines = block
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '' && !l.startsWith('#'));
    if (lines.length > 0) return lines.join(' ');
  }
  return '';
}
