/**
 * How Gemini CLI 0.61.0 finds its skills (npm @google/gemini-cli@0.61.0, bundle/chunk-JDPZ4CE3.js:
 * `loadSkillsFromDir` L338530 and SkillManager.discoverSkills / addSkillsWithPrecedence; source
 * packages/core/src/skills/skillLoader.ts and skillManager.ts). Its built-in skills come first,
 * then each skills folder in turn (~/.gemini/skills, ~/.agents/skills, and in a trusted workspace
 * .gemini/skills and .agents/skills); the studio reads each library as one such folder, in order.
 * In a folder, node-glob 12 matches `SKILL.md` and `*\/SKILL.md`: the folder itself and one level
 * down, not into dot-folders (dot: false), never node_modules, following folder links, in the
 * case the disk gives (glob's `nocase` is true only on darwin and win32, glob.js `Glob`
 * constructor: so SKILL.md in capitals here, on a case-sensitive disk). A later skill of a name
 * takes the earlier one's place in the list (a Map keyed by name).
 */
import type { Message } from '../../i18n/message';
import { agentMessage } from '../messages';
import type { FolderSnapshot, LibrarySnapshot, SkippedSkill } from '../types';
import { GEMINI_BUILT_INS, GEMINI_BUNDLE_DIR, type GeminiBuiltIn } from './builtin-skills';
import { readGeminiSkill } from './frontmatter';

/** A skill as Gemini CLI's SkillManager holds it. */
export interface GeminiSkill {
  name: string;
  description: string;
  /** Absolute path of SKILL.md as the glob gave it. */
  location: string;
  /** The trimmed body (none for a built-in: it is not copied). */
  body: string;
  /** The folder, for a skill read from a library. */
  folder?: FolderSnapshot;
  builtIn?: GeminiBuiltIn;
}

/** What Gemini CLI holds after discovery. */
export interface GeminiLibrary {
  /** SkillManager.skills, in list order. */
  skills: GeminiSkill[];
  skipped: SkippedSkill[];
  notes: Message[];
}

const labelOf = (folder: FolderSnapshot) => folder.rel || folder.name;

/** Discovers the built-in skills and those of each library root, as Gemini CLI's start-up does. */
export function geminiSkills(library: LibrarySnapshot): GeminiLibrary {
  const skills = new Map<string, GeminiSkill>();
  for (const builtIn of GEMINI_BUILT_INS)
    skills.set(builtIn.name, {
      name: builtIn.name,
      description: builtIn.description,
      location: `${GEMINI_BUNDLE_DIR}/builtin/${builtIn.name}/SKILL.md`,
      body: '',
      builtIn,
    });
  const skipped: SkippedSkill[] = [];
  const notes: Message[] = [];
  for (const root of library.roots) {
    const declared = new Map<string, string[]>();
    for (const walked of root.walked) {
      const { folder } = walked;
      const skip = (reason: Message) =>
        skipped.push({ folder: labelOf(folder), dir: folder.dir, reason });
      const why = globMisses(folder.rel, walked.fileName);
      if (why) {
        skip(why);
        continue;
      }
      const read = readGeminiSkill(folder.skillMd?.text ?? '');
      if ('fault' in read) {
        skip(agentMessage(`agent.gemini.skip.${read.fault}`));
        continue;
      }
      if (read.reader === 'lines')
        notes.push(agentMessage('agent.gemini.lines-reader', { folder: labelOf(folder) }));
      const skill: GeminiSkill = {
        name: read.name,
        description: read.description,
        location: folder.rel === '' ? `${root.dir}/SKILL.md` : `${folder.dir}/SKILL.md`,
        body: read.body,
        folder,
      };
      const earlier = skills.get(skill.name);
      if (earlier?.builtIn)
        notes.push(
          agentMessage('agent.gemini.replaces-built-in', {
            folder: labelOf(folder),
            name: skill.name,
          }),
        );
      else if (earlier?.folder && !declared.has(skill.name))
        notes.push(
          agentMessage('agent.gemini.replaces', {
            folder: labelOf(folder),
            name: skill.name,
            earlier: labelOf(earlier.folder),
          }),
        );
      declared.set(skill.name, [...(declared.get(skill.name) ?? []), labelOf(folder)]);
      skills.set(skill.name, skill);
    }
    for (const [name, folders] of declared)
      if (folders.length > 1)
        notes.push(
          agentMessage('agent.gemini.varies', {
            name,
            folders: folders.join(', '),
            shown: folders.at(-1) ?? '',
          }),
        );
  }
  return { skills: [...skills.values()], skipped, notes };
}

// Why the glob `SKILL.md`, `*/SKILL.md` (ignoring **/node_modules/**) does not match a file.
function globMisses(rel: string, fileName: string): Message | undefined {
  const parts = rel === '' ? [] : rel.split('/');
  if (parts.length > 1) return agentMessage('agent.gemini.skip.too-deep');
  if (parts[0]?.startsWith('.')) return agentMessage('agent.gemini.skip.dot-folder');
  if (parts[0] === 'node_modules') return agentMessage('agent.gemini.skip.node-modules');
  if (fileName !== 'SKILL.md') return agentMessage('agent.gemini.skip.lowercase');
  return undefined;
}
