/**
 * How GitHub Copilot in VS Code finds and names its skills: VS Code's chat core, microsoft/vscode
 * src/vs/workbench/contrib/chat/common/promptSyntax/:
 * - the skills folders, config/promptFileLocations.ts @0783120 `DEFAULT_SKILL_SOURCE_FOLDERS`:
 *   .github/skills, .agents/skills, .claude/skills, ~/.copilot/skills, ~/.agents/skills,
 *   ~/.claude/skills (the default of `chat.agentSkillsLocations`, which can add others);
 * - in each, utils/promptFilesLocator.ts `findAgentSkillsInFolder`: every folder directly inside
 *   it (links followed by the file service) whose `SKILL.md` resolves to a file; nothing at the
 *   folder's own root and nothing deeper; the name as written, so `skill.md` is found only on
 *   the case-insensitive disks of macOS and Windows;
 * - service/promptsServiceImpl.ts @00eacc9 `computeSkillDiscoveryInfo`: workspace folders before
 *   personal ones (a stable sort), then for each file the frontmatter `name`, or the folder name
 *   when there is none; XML tags removed and cut to 64 characters (`truncateAgentSkillName`);
 *   a name that is then not the folder name gives way to the folder name; the first skill of a
 *   name wins and later ones are skipped ('duplicate-name'). `skillsFromDiscoveryInfo` keeps the
 *   description with its XML tags removed, cut to 1,024 characters (empty counts as none).
 * The studio reads each library as one skills folder, in the order given.
 */
import type { Message } from '../../i18n/message';
import { agentMessage } from '../messages';
import type { FolderSnapshot, LibrarySnapshot, SkippedSkill } from '../types';
import { readCopilotHeader } from './frontmatter';

/** A skill as Copilot's prompts service holds it. */
export interface CopilotSkill {
  /** The folder name (see above: the name always ends up as the folder's). */
  name: string;
  /** The description as listed, or none. */
  description?: string;
  /** Absolute path of SKILL.md, as `<file>` shows it. */
  file: string;
  folder: FolderSnapshot;
  /** The whole SKILL.md as the editor reads it (a leading byte-order mark dropped). */
  text: string;
  /** The text after the frontmatter. */
  body: string;
  disableModelInvocation: boolean;
  userInvocable: boolean;
  argumentHint?: string;
}

/** What Copilot holds after discovery. */
export interface CopilotLibrary {
  skills: CopilotSkill[];
  skipped: SkippedSkill[];
  notes: Message[];
}

const MAX_NAME = 64;
const MAX_DESCRIPTION = 1024;
// sanitizeAgentSkillText: `text.replace(/<[^>]+>/g, '')`.
const stripTags = (text: string) => text.replace(/<[^>]+>/g, '');
const labelOf = (folder: FolderSnapshot) => folder.rel || folder.name;

/** Discovers the skills of every library root, as Copilot's prompts service does. */
export function copilotSkills(library: LibrarySnapshot): CopilotLibrary {
  const skills: CopilotSkill[] = [];
  const skipped: SkippedSkill[] = [];
  const notes: Message[] = [];
  const byName = new Map<string, string>();
  for (const root of library.roots) {
    const skip = (folder: FolderSnapshot, reason: Message) =>
      skipped.push({ folder: labelOf(folder), dir: folder.dir, reason });
    // A SKILL.md at the root, or two or more folders down, is never looked at.
    for (const walked of root.walked)
      if (walked.folder.rel === '' || walked.folder.rel.includes('/'))
        skip(walked.folder, agentMessage('agent.copilot.skip.not-one-down'));
    for (const folder of root.entries) {
      if (!folder.isDirectory) continue;
      if (folder.skillMd?.fileName !== 'SKILL.md') {
        skip(
          folder,
          folder.skillMd
            ? agentMessage('agent.copilot.skip.file-name', { file: folder.skillMd.fileName })
            : agentMessage('agent.skip.no-skill-md'),
        );
        continue;
      }
      const skill = readSkill(folder, notes);
      const earlier = byName.get(skill.name);
      if (earlier !== undefined) {
        skip(folder, agentMessage('agent.copilot.skip.duplicate', { name: skill.name, earlier }));
        continue;
      }
      byName.set(skill.name, folder.dir);
      skills.push(skill);
    }
  }
  return { skills, skipped, notes };
}

function readSkill(folder: FolderSnapshot, notes: Message[]): CopilotSkill {
  // The editor's text model drops a byte-order mark before the parser sees the text.
  const text = (folder.skillMd?.text ?? '').replace(/^\uFEFF/, '');
  const header = readCopilotHeader(text);
  const label = labelOf(folder);
  if (header.yamlError) notes.push(agentMessage('agent.copilot.yaml-error', { folder: label }));
  // `if (!name)`: an empty name counts as none.
  if (!header.name) notes.push(agentMessage('agent.copilot.no-name', { folder: label }));
  else if (stripTags(header.name).slice(0, MAX_NAME) !== folder.name)
    notes.push(agentMessage('agent.copilot.name-is-folder', { folder: label, name: header.name }));
  let description: string | undefined;
  if (header.description) {
    const clean = stripTags(header.description);
    if (clean !== header.description)
      notes.push(agentMessage('agent.copilot.tags-removed', { folder: label }));
    if (clean.length > MAX_DESCRIPTION)
      notes.push(
        agentMessage('agent.copilot.description-cut', { folder: label, length: clean.length }),
      );
    description = clean.slice(0, MAX_DESCRIPTION);
  }
  return {
    name: folder.name,
    ...(description !== undefined && { description }),
    file: `${folder.dir}/SKILL.md`,
    folder,
    text,
    body: header.body,
    disableModelInvocation: header.disableModelInvocation === true,
    userInvocable: header.userInvocable !== false,
    ...(header.argumentHint !== undefined && { argumentHint: header.argumentHint }),
  };
}
