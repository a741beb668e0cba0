/**
 * Skills the studio may not read, in every agent view alike: a SKILL.md (or skill folder) that
 * is a link out of the open libraries comes in the snapshot as that link, unread
 * (FolderSnapshot.skillMd.outside, shared/node/link-fence.ts). Agents do follow links, so a
 * view cannot show what the agent would list there; it leaves the skill out and says why, and
 * where the agent would read it. One wrapper around every simulator (registry.ts), so none of
 * them meets an empty text it would take for the file's.
 */
import { agentMessage } from './messages';
import type {
  AgentSimulator,
  FolderSnapshot,
  LibrarySnapshot,
  LoadedAgent,
  SkippedSkill,
} from './types';

/** How an agent treats a skill file that is a symbolic link. */
export interface LinkHabits {
  /** The agent passes over a SKILL.md that is itself a link (Codex's loader does). */
  skipsLinkedSkillFiles?: boolean;
}

const isOutside = (f: FolderSnapshot) => f.skillMd?.outside !== undefined;

/** The snapshot without the skills outside the libraries, and a skipped line for each. */
export function setOutsideAside(
  library: LibrarySnapshot,
  habits: LinkHabits = {},
): { library: LibrarySnapshot; skipped: SkippedSkill[] } {
  const skipped = new Map<string, SkippedSkill>();
  const roots = library.roots.map((root) => {
    const note = (folder: FolderSnapshot, fileLink: boolean) => {
      const md = folder.skillMd;
      if (!md?.outside || skipped.has(folder.dir)) return;
      // Codex never reads a SKILL.md that is a link: it leaves the skill out on its own.
      if (habits.skipsLinkedSkillFiles === true && !fileLink) return;
      const values = { file: md.fileName, target: md.outside };
      skipped.set(folder.dir, {
        folder: folder.rel || folder.name,
        dir: folder.dir,
        reason:
          habits.skipsLinkedSkillFiles === true
            ? agentMessage('agent.skip.outside-link-skipped', values)
            : agentMessage('agent.skip.outside', { ...values, folder: outsideFolder(md) }),
      });
    };
    for (const w of root.walked) if (isOutside(w.folder)) note(w.folder, w.fileIsLink);
    for (const f of [...root.entries, ...root.skills]) if (isOutside(f)) note(f, false);
    return {
      ...root,
      entries: root.entries.filter((f) => !isOutside(f)),
      skills: root.skills.filter((f) => !isOutside(f)),
      walked: root.walked.filter((w) => !isOutside(w.folder)),
    };
  });
  return { library: { roots }, skipped: [...skipped.values()] };
}

// The folder to add as a library: the target's folder for a file, the target for a folder.
function outsideFolder(md: NonNullable<FolderSnapshot['skillMd']>): string {
  const target = md.outside ?? '';
  const cut = Math.max(target.lastIndexOf('/'), target.lastIndexOf('\\'));
  return md.outsideIsFolder === true || cut <= 0 ? target : target.slice(0, cut);
}

/** `simulator` with the skills outside the libraries set aside and reported (see above). */
export function fenced(simulator: AgentSimulator, habits: LinkHabits = {}): AgentSimulator {
  return {
    ...simulator,
    load: (snapshot, settings): LoadedAgent => {
      const { library, skipped } = setOutsideAside(snapshot, habits);
      const loaded = simulator.load(library, settings);
      if (skipped.length === 0) return loaded;
      return {
        catalogue: () => {
          const view = loaded.catalogue();
          return { ...view, skipped: [...view.skipped, ...skipped] };
        },
        call: (skill, args) => {
          const view = loaded.call(skill, args);
          return { ...view, skipped: [...view.skipped, ...skipped] };
        },
      };
    },
  };
}
