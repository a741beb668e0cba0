/**
 * How pi (badlogic/pi-mono, the agent OpenClaw embeds) finds its skills:
 * packages/coding-agent/src/core/skills.ts @83378aa (coding-agent 0.58.3):
 * - `loadSkillsFromDirInternal` L152-L254: a folder holding an entry named exactly `SKILL.md`
 *   (L174) is a skill and is not searched further (L199); otherwise every entry not starting
 *   with "." (L203) and not `node_modules` (L208) is entered, links followed (L217-L226); at the
 *   root of a skills folder every other `*.md` file is a skill too (L241);
 * - `loadSkillFromFile` L256-L304: the file read as UTF-8 (a byte-order mark kept, so such a file
 *   has no frontmatter), a missing or blank description leaves the skill out (L284); the name is
 *   the frontmatter `name` or the folder name (L275); other rules only warn (L91-L130);
 * - `loadSkills` L379-L482: the first skill of a name wins, a file met again through a link is
 *   counted once (L390-L424).
 * The frontmatter: src/utils/frontmatter.ts (line ends made "\n", `---` at the very start, up to
 * the next "\n---", parsed with the yaml package). The studio reads each library as one skills
 * folder, in the order given.
 */
import { parse } from 'yaml';
import type { Message } from '../../i18n/message';
import { agentMessage } from '../messages';
import type { FolderSnapshot, LibrarySnapshot, SkippedSkill, WalkedSkill } from '../types';

/** A skill as pi holds it. */
export interface PiSkill {
  name: string;
  description: string;
  /** Absolute path of SKILL.md, as `<location>` shows it. */
  file: string;
  folder: FolderSnapshot;
  /** The whole file as pi's read tool decodes it. */
  text: string;
  body: string;
  disableModelInvocation: boolean;
}

/** What pi holds after discovery. */
export interface PiLibrary {
  skills: PiSkill[];
  skipped: SkippedSkill[];
  notes: Message[];
}

interface Header {
  fields: Record<string, unknown>;
  body: string;
  error?: string;
}

/** src/utils/frontmatter.ts `parseFrontmatter`, line for line. */
export function readPiHeader(content: string): Header {
  const normalized = content.replace(/\r\n/g, '\n').replace(/\r/g, '\n');
  if (!normalized.startsWith('---')) return { fields: {}, body: normalized };
  const end = normalized.indexOf('\n---', 3);
  if (end === -1) return { fields: {}, body: normalized };
  const yaml = normalized.slice(4, end);
  const body = normalized.slice(end + 4).trim();
  if (!yaml) return { fields: {}, body };
  try {
    const parsed: unknown = parse(yaml);
    const fields = (parsed ?? {}) as Record<string, unknown>;
    return { fields, body };
  } catch (error) {
    return { fields: {}, body, error: error instanceof Error ? error.message : String(error) };
  }
}

const labelOf = (folder: FolderSnapshot) => folder.rel || folder.name;

// pi's walk: a SKILL.md below one in a folder that is itself a skill is never reached, and
// dot-folders and node_modules are not entered.
function reached(walked: WalkedSkill, all: readonly WalkedSkill[]): Message | undefined {
  const parts = walked.folder.rel === '' ? [] : walked.folder.rel.split('/');
  if (parts.some((p) => p.startsWith('.'))) return agentMessage('agent.openclaw.skip.dot-folder');
  if (parts.includes('node_modules')) return agentMessage('agent.openclaw.skip.node-modules');
  const above = all.find(
    (w) =>
      w.fileName === 'SKILL.md' &&
      w !== walked &&
      (w.folder.rel === '' || walked.folder.rel.startsWith(`${w.folder.rel}/`)),
  );
  if (above)
    return agentMessage('agent.openclaw.skip.inside-skill', { skill: labelOf(above.folder) });
  return undefined;
}

// readdir order is the disk's; the studio walks names sorted, folder by folder (depth first).
const byPath = (a: WalkedSkill, b: WalkedSkill) => {
  const x = a.folder.rel.split('/');
  const y = b.folder.rel.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++)
    if (x[i] !== y[i]) return (x[i] ?? '') < (y[i] ?? '') ? -1 : 1;
  return x.length - y.length;
};

/** Discovers the skills of every library root, as pi's loadSkills does. */
export function piSkills(library: LibrarySnapshot): PiLibrary {
  const skills: PiSkill[] = [];
  const skipped: SkippedSkill[] = [];
  const notes: Message[] = [];
  const byName = new Map<string, string>();
  const realFiles = new Set<string>();
  for (const root of library.roots) {
    const walked = [...root.walked].sort(byPath);
    for (const w of walked) {
      const folder = w.folder;
      const skip = (reason: Message, detail?: string) =>
        skipped.push({
          folder: labelOf(folder),
          dir: folder.dir,
          reason,
          ...(detail !== undefined && { detail }),
        });
      if (w.fileName !== 'SKILL.md') {
        skip(agentMessage('agent.openclaw.skip.file-name', { file: w.fileName }));
        continue;
      }
      const unreached = reached(w, walked);
      if (unreached) {
        skip(unreached);
        continue;
      }
      const text = folder.skillMd?.text ?? '';
      const header = readPiHeader(text);
      if (header.error !== undefined) {
        skip(agentMessage('agent.openclaw.skip.yaml'), header.error);
        continue;
      }
      const description = header.fields['description'];
      // L123/L284: `!description || description.trim() === ""`; a value that is not text
      // makes `.trim` throw, which the catch at L299 turns into a skipped file.
      if (description !== undefined && description !== null && typeof description !== 'string') {
        skip(agentMessage('agent.openclaw.skip.description-not-text'));
        continue;
      }
      if (!description || description.trim() === '') {
        skip(agentMessage('agent.openclaw.skip.no-description'));
        continue;
      }
      const named = header.fields['name'];
      // L275 `frontmatter.name || parentDirName`, then validateName's `.startsWith` (L106)
      // throws on a value that is not text, and the file is skipped.
      if (named && typeof named !== 'string') {
        skip(agentMessage('agent.openclaw.skip.name-not-text'));
        continue;
      }
      const name = typeof named === 'string' && named !== '' ? named : folder.name;
      if (name !== folder.name)
        notes.push(agentMessage('agent.openclaw.name-mismatch', { folder: labelOf(folder), name }));
      const file = `${folder.dir}/SKILL.md`;
      const real = `${w.realDir ?? folder.dir}/SKILL.md`;
      if (realFiles.has(real)) {
        skip(agentMessage('agent.openclaw.skip.same-file'));
        continue;
      }
      const earlier = byName.get(name);
      if (earlier !== undefined) {
        skip(agentMessage('agent.openclaw.skip.duplicate', { name, earlier }));
        continue;
      }
      byName.set(name, folder.dir);
      realFiles.add(real);
      skills.push({
        name,
        description,
        file,
        folder,
        text,
        body: header.body,
        disableModelInvocation: header.fields['disable-model-invocation'] === true,
      });
    }
  }
  return { skills, skipped, notes };
}
