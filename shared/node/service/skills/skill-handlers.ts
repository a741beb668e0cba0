/**
 * The skill calls of the contract: read a skill or a file, save, create, rename, duplicate,
 * delete, validate, and the security review. The service composes them with the other groups
 * (studio-service.ts); what they need of the service's state comes in as `SkillHandlersContext`.
 */
import { reviewSkillFolder } from '../../review/review-skill';
import { readHeads } from '../../skill-heads';
import { basename, dirname, join, relative, sep } from 'node:path';
import type { StudioHandlers } from '../../../ipc/contract';
import { entryLinkOut, OutsideLibraries, type Fence } from '../../link-fence';
import { loadSkill } from '../../load-skill';
import { realPath } from '../../real-path';
import { listSkillFiles } from '../../skill-files';
import { findSkillMd } from '../../skill-folder';
import type { StudioEvents } from '../events';
import { readFileContent } from '../files/file-content';
import type { KeyedLock } from '../files/keyed-lock';
import type { LateWrites } from '../files/late-writes';
import type { RootIndex } from '../libraries/library-index';
import { AccessDenied, type PathGuard } from '../path-guard';
import { saveConditionally } from '../files/save-file';
import { refuseSkillFolder, refuseSkillMdAway, requireInsideSkill } from '../files/skill-bounds';
import {
  createSkill,
  duplicateSkill,
  renameFileInPlace,
  renameSkill,
  SkillOpError,
} from './skill-ops';
import type { StudioTrash } from '../trash/trash';
import type { HistoryRecorder } from '../history/history-recorder';

/** The skill calls of the contract. */
export type SkillCalls =
  | 'readSkill'
  | 'readFile'
  | 'saveFile'
  | 'createSkill'
  | 'renameSkill'
  | 'renameFile'
  | 'duplicateSkill'
  | 'deleteSkill'
  | 'validate'
  | 'reviewSkill';

/** What the skill calls use of the service. */
export interface SkillHandlersContext {
  guard: PathGuard;
  events: StudioEvents;
  trash: StudioTrash;
  /** Saves of one file run one at a time (by real path), each comparing against the last. */
  saves: KeyedLock;
  lateWrites: LateWrites;
  /** The library a real path lies in (throws when none). */
  indexFor: (real: string) => RootIndex;
  /** A client path resolved inside a library, never a library folder itself. */
  skillFolder: (path: string) => string;
  /** The lists brought up to date at once for paths the service changed. */
  refresh: (paths: string[]) => void;
  /** Like refresh, and the open views told (filesChanged). */
  changed: (paths: string[]) => void;
  /** The open libraries, the only folders whose content is read (link-fence.ts). */
  fence: () => Fence;
  log: (message: string) => void;
  /** Records each save in the skill's history. */
  history?: HistoryRecorder;
}

/** The skill calls' handlers. */
export function skillHandlers(ctx: SkillHandlersContext): Pick<StudioHandlers, SkillCalls> {
  const { guard } = ctx;
  // Where `path` leads when it is a link whose own folder is in a library but whose target is not.
  const linkOutOfLibrary = (path: string) => {
    let folder: string;
    try {
      // Not through guard.resolve: the refusal was logged once already.
      folder = realPath(dirname(path));
    } catch {
      return undefined;
    }
    return guard.allows(folder) ? entryLinkOut(path, ctx.fence()) : undefined;
  };
  return {
    readSkill: async ({ dir }) => {
      const real = guard.resolve(dir);
      const index = ctx.indexFor(real);
      const lookup = findSkillMd(real, undefined, ctx.fence());
      // Listed as a link, never opened: the editor is told where it leads (link-fence.ts).
      if (lookup.kind === 'outside') {
        ctx.log(`refused to read ${lookup.path}: a link to ${lookup.link.target}`);
        throw new OutsideLibraries(lookup.path, lookup.link.target);
      }
      const folders: string[] = [];
      const fence = ctx.fence();
      // A link out of the libraries is listed as the link, with where it leads (link-fence.ts).
      const listed = listSkillFiles(real, undefined, folders);
      const files = listed.map(({ symlink, ...entry }) => {
        const link = symlink ? entryLinkOut(join(real, entry.path), fence) : undefined;
        return link ? { ...entry, link } : entry;
      });
      return {
        dir: real,
        root: index.root,
        folderName: basename(real),
        // Through the guard too: a SKILL.md that is a link out of the libraries is not read.
        skillMd: lookup.kind === 'found' ? await readFileContent(guard.resolve(lookup.path)) : null,
        files,
        folders,
        // Bounded reads, links never followed: the editor's advice about scripts and references.
        heads: readHeads(real, listed),
      };
    },
    readFile: async ({ path }) => {
      try {
        return await readFileContent(guard.resolve(path));
      } catch (error) {
        // A link in a skill that leads out of the libraries: say where, still without reading it.
        const link = error instanceof AccessDenied ? linkOutOfLibrary(path) : undefined;
        if (link) throw new OutsideLibraries(path, link.target);
        throw error;
      }
    },
    saveFile: async ({ path, text, baseHash, cause }) => {
      const real = guard.resolve(path);
      const { history } = ctx;
      const skill = history?.skillOf(real);
      const save = () =>
        ctx.saves.run(real, () =>
          saveConditionally(real, text, baseHash, {
            allowFolder: (folder) => guard.allows(folder),
            lateWrites: ctx.lateWrites,
            // The version is written before the save answers: a kill after the answer loses none.
            ...(history &&
              skill !== undefined && {
                saved: (bytes, before) =>
                  history
                    .saved(skill, relative(skill, real).split(sep).join('/'), bytes, before, cause ?? 'save')
                    .catch((error: unknown) => ctx.log(`history: a save was not recorded: ${String(error)}`)),
              }),
          }),
        );
      const outcome =
        history && skill !== undefined
          ? await history.change([skill], save, () => Promise.resolve())
          : await save();
      if (!outcome.ok) {
        ctx.events.emit('saveConflict', { path: real, diskHash: outcome.conflict.diskHash });
        if (outcome.conflict.recoveredTo !== undefined) ctx.refresh([outcome.conflict.recoveredTo]);
      } else ctx.refresh([real]);
      return outcome;
    },
    createSkill: async ({ root, name, template, description, language }) => {
      const real = guard.resolve(root);
      const dir = await createSkill(real, name, template, description, language);
      ctx.refresh([dir]);
      return { dir };
    },
    renameSkill: async ({ dir, newName }) => {
      const real = ctx.skillFolder(dir);
      const target = await renameSkill(real, newName);
      ctx.refresh([real, target]);
      return { dir: target };
    },
    renameFile: async ({ path, newName }) => {
      // A library by name first: its own folder is outside every library, all the guard would say.
      if (guard.isRoot(path)) throw new SkillOpError('whole-library');
      // The entry itself: a link is renamed, not the file it leads to.
      const real = guard.resolveEntry(path);
      // A file of a skill (the fixes rename skill.md): a skill's own folder is renamed with
      // renameSkill, which changes the name in its SKILL.md too.
      refuseSkillFolder(real);
      requireInsideSkill(real, guard.rootOf(real) ?? real, dirname(path));
      refuseSkillMdAway(real, join(dirname(real), newName));
      const target = await renameFileInPlace(real, newName);
      ctx.refresh([real, target]);
      return { path: target };
    },
    duplicateSkill: async ({ dir, newName }) => {
      const target = await duplicateSkill(ctx.skillFolder(dir), newName);
      ctx.refresh([target]);
      return { dir: target };
    },
    deleteSkill: async ({ dir }) => {
      const real = ctx.skillFolder(dir);
      const index = ctx.indexFor(real);
      const library = index.real ?? index.root;
      // The same trash as files, so the Trash view lists skills too.
      const record = await ctx.trash.put(real, {
        kind: 'skill',
        library: index.root,
        rel: relative(library, real).split(sep).join('/'),
      });
      ctx.changed([real]);
      return { where: record.where, id: record.id };
    },
    validate: ({ dir, profile }) => {
      const real = guard.resolve(dir);
      // What the library knows of it (namesakes, nesting), from the index, not the list.
      const context = ctx.indexFor(real).contextOf(real);
      return Promise.resolve(loadSkill(real, profile, context, { fence: ctx.fence() }).result);
    },
    reviewSkill: async ({ dir }) => {
      // Only a skill folder inside a library; the reader follows no link out of it.
      const real = ctx.skillFolder(dir);
      return { findings: await reviewSkillFolder(real) };
    },
  };
}
