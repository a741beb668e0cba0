/**
 * The calls that change a skill's files and folders: create (from a template), add (files
 * dropped by path in the desktop app; uploads come through receiveSkillFile), move and
 * rename, delete to the trash, restore, and the run bit. Every path arrives as a skill folder
 * (through the path guard) plus a path inside it, checked with the core's rules (no "..", no
 * absolute path, no name Windows or macOS cannot hold, no case clash with a sibling) before
 * anything is touched; nothing is ever overwritten unless the user chose to replace it.
 */
import { existsSync, lstatSync, readdirSync, statSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import type { CallInput, CallOutput, EventPayload, StudioHandlers } from '../../../ipc/contract';
import {
  isScript,
  templateFor,
  templateText,
  type FileTemplate,
} from '../../../studio/file-templates';
import {
  caseClash,
  MAX_ADDED_FILE_BYTES,
  pathParts,
  skillPathProblem,
} from '../../../studio/skill-paths';
import { TextError } from '../../../ipc/service-text';
import type { Jobs } from '../jobs';
import { listSkillFiles } from '../../skill-files';
import { streamRegularFile } from '../../regular-file';
import type { PathGuard } from '../path-guard';
import { refuseSkillFolder, refuseSkillMdAway, requireSkillFolder } from './skill-bounds';
import { moveNoReplace, renameCase } from './move-entry';
import { makeFolderChecked } from '../../make-folder';
import { FolderKeys, foldersOnTheWay } from './folder-keys';
import { FolderNames, freeName, isTaken, placeStream, type Clash, type Placed } from './place-file';
import { SkillOpError } from '../skills/skill-ops';
import type { StudioTrash } from '../trash/trash';

/** What the file calls need from the service. */
export interface FileOpsContext {
  guard: PathGuard;
  trash: StudioTrash;
  /** The library (as the user chose it) and its real path, for a real path inside it. */
  libraryOf(real: string): { root: string; real: string };
  /** The open libraries. */
  libraries(): { root: string; real: string | undefined }[];
  /** Brings lists and open views up to date with what the service just changed. */
  changed(paths: string[]): void;
  /** Files may be added by their paths (the desktop app, where the user dropped them). */
  copyFromPaths: boolean;
  showInFolder?: (path: string) => void;
  /** Tells the caller of addFiles how far it is. */
  progress?: (report: EventPayload<'addProgress'>) => void;
  /** Long calls the page can follow and stop (a copy of dropped files). */
  jobs: Jobs;
}

// A copy reports its bytes every 100 ms or every MiB, whichever comes first, and at each file's end.
const PROGRESS_MS = 100;
const PROGRESS_BYTES = 1024 * 1024;

/** One file arriving by upload (the browser host). */
export interface IncomingFile {
  dir: string;
  into: string;
  name: string;
  clash: Clash;
}

/** The file calls of the contract. */
export type FileCalls =
  | 'createFile'
  | 'createFolder'
  | 'checkAdd'
  | 'addFiles'
  | 'moveEntry'
  | 'trashEntry'
  | 'listTrash'
  | 'restoreTrash'
  | 'emptyTrash'
  | 'setExecutable'
  | 'showInFolder';

/** A place inside a skill: the skill folder's real path, the target's, and the parts typed. */
interface Place {
  base: string;
  target: string;
  rel: string;
}

/** The file calls, and the upload receiver the web host uses. */
export function fileOps(ctx: FileOpsContext) {
  // Folders' names kept between calls (checkAdd).
  const folderKeys = new FolderKeys();
  /**
   * `rel` inside the folder `dir`, checked; `ignore`: a sibling that may match in case
   * (itself, when renaming); `lastClash`: whether a case clash of the last name is refused
   * (an added file's is a taken name, settled by the user's choice).
   */
  const place = (
    dir: string,
    relPath: string,
    folder = false,
    ignore?: string,
    lastClash = true,
    names = new FolderNames(),
  ): Place => {
    const problem = skillPathProblem(relPath, folder);
    if (problem) throw new TextError('SkillOpError', problem.id, problem.params);
    const base = skillDir(dir);
    const parts = pathParts(relPath).filter((p) => p !== '');
    let folderPath = base;
    for (const [i, part] of parts.entries()) {
      if (lastClash || i < parts.length - 1) {
        const other = caseClash(
          part,
          names.like(folderPath, part).filter((n) => n !== ignore),
        );
        if (other !== undefined) throw new SkillOpError('name-case-clash', { name: part, other });
      }
      folderPath = join(folderPath, part);
    }
    // The entry itself: a link named here is renamed, moved or deleted, not what it leads to.
    return { base, target: ctx.guard.resolveEntry(folderPath), rel: parts.join('/') };
  };
  const folderName = (p: Place) => {
    const parent = dirname(p.rel);
    return parent === '.' ? `${basename(p.base)}/` : `${parent}/`;
  };
  const refuseTaken = (p: Place) => {
    if (existsSync(p.target) || lstatOrUndefined(p.target))
      throw new SkillOpError('entry-exists', { name: basename(p.target), folder: folderName(p) });
  };

  /** The real skill folder a call works in: never a library root or a folder above skills. */
  const skillDir = (dir: string): string => {
    const base = ctx.guard.resolve(dir);
    if (!statOrUndefined(base)?.isDirectory())
      throw new SkillOpError('not-a-folder', { path: dir });
    requireSkillFolder(base, dir);
    return base;
  };

  const handlers: Pick<StudioHandlers, FileCalls> = {
    createFile: async ({ dir, path, template }) => {
      const p = place(dir, path);
      refuseTaken(p);
      const kind: FileTemplate = template ?? templateFor(p.rel);
      const executable = isScript(kind);
      const bytes = new TextEncoder().encode(templateText(kind, p.rel));
      const placed = await placeStream(p.target, () => single(bytes), {
        clash: 'refuse',
        maxBytes: Number.MAX_SAFE_INTEGER,
        name: p.rel,
        executable,
      });
      if (placed.outcome === 'taken')
        throw new SkillOpError('entry-exists', { name: basename(p.target), folder: folderName(p) });
      ctx.changed([p.target]);
      return { path: p.target, executable };
    },
    createFolder: async ({ dir, path }) => {
      const p = place(dir, path, true);
      refuseTaken(p);
      await makeFolderChecked(
        p.target,
        () => new TextError('FolderMoved', 'folder-moved', { file: `"${p.rel}"` }),
      );
      ctx.changed([p.target]);
      return { path: p.target };
    },
    checkAdd: async ({ dir, into, names }) => {
      const base = skillDir(dir);
      const taken: string[] = [];
      const refused: CallOutput<'checkAdd'>['refused'] = [];
      // The folders the names go into, read once for all the names and without holding other
      // calls, or kept from an earlier call while unchanged (folder-keys.ts).
      const listed = folderKeys.view();
      await listed.load(
        foldersOnTheWay(
          base,
          names.map((name) => joinRel(into, name)),
        ),
      );
      for (const name of names) {
        try {
          const p = place(dir, joinRel(into, name), false, undefined, false, listed);
          if (listed.taken(dirname(p.target), basename(p.target))) taken.push(name);
        } catch (error) {
          if (!(error instanceof TextError) || error.name === 'AccessDenied') throw error;
          refused.push({ name, text: error.text });
        }
      }
      return { taken, refused };
    },
    addFiles: ({ dir, into, sources, clash, job }) => {
      if (!ctx.copyFromPaths) throw new SkillOpError('paths-desktop-only');
      // Its progress is addProgress (files and bytes); the job is for cancelJob.
      return ctx.jobs.run(job, ({ signal }) => addAll({ dir, into, sources, clash, job }, signal));
    },
    moveEntry: async ({ dir, from, to }) => {
      const source = place(dir, from);
      if (!lstatOrUndefined(source.target))
        throw new SkillOpError('file-gone', { file: `"${source.rel}"` });
      // A SKILL.md (the skill's, or a skill's inside it) keeps its folder; a skill's folder
      // is renamed by the skill calls, which keep the name in SKILL.md in step.
      refuseSkillFolder(source.target);
      const target = place(dir, to, false, basename(source.target));
      if (target.target === source.target) return { path: source.target };
      refuseSkillMdAway(source.target, target.target);
      if (relative(source.target, target.target).split(/[\\/]/)[0] !== '..')
        throw new SkillOpError('move-into-itself', { name: basename(source.target) });
      const caseOnly =
        target.target.toLowerCase() === source.target.toLowerCase() &&
        sameEntry(source.target, target.target);
      if (!caseOnly) refuseTaken(target);
      const moved = () => new SkillOpError('move-folder-moved', { name: basename(source.target) });
      await makeFolderChecked(dirname(target.target), moved);
      const moves = caseOnly
        ? renameCase(source.target, target.target, dirname(target.target))
        : moveNoReplace(source.target, target.target, dirname(target.target));
      if (!(await moves))
        // Taken in the instant since the look: nothing moved, nothing replaced.
        throw new SkillOpError('entry-exists', {
          name: basename(target.target),
          folder: folderName(target),
        });
      ctx.changed([source.target, target.target]);
      return { path: target.target };
    },
    trashEntry: async ({ dir, path }) => {
      const p = place(dir, path);
      const st = lstatOrUndefined(p.target);
      if (!st) throw new SkillOpError('file-gone', { file: `"${p.rel}"` });
      const library = ctx.libraryOf(p.target);
      if (p.target === library.real) throw new SkillOpError('whole-library');
      const record = await ctx.trash.put(p.target, {
        kind: st.isDirectory() ? 'folder' : 'file',
        library: library.root,
        rel: relative(library.real, p.target).split(/[\\/]/).join('/'),
      });
      ctx.changed([p.target]);
      return { where: record.where, id: record.id };
    },
    listTrash: () => Promise.resolve(ctx.trash.list()),
    restoreTrash: async ({ id, conflict, library: chosen }) => {
      const record = ctx.trash.record(id);
      if (!record) throw new SkillOpError('trash-gone');
      const name = basename(record.rel);
      if (!ctx.trash.restorable(record)) {
        // Found in the system trash once, and no longer there as it was: not "restore it from there".
        const why = record.system
          ? 'trash-system-gone'
          : record.where === 'system-trash'
            ? 'trash-in-system'
            : 'trash-gone';
        throw new SkillOpError(why, { name });
      }
      // An old-layout entry does not say where it came from: the user names the library.
      const from = record.legacy ? chosen : record.library;
      if (from === undefined) throw new SkillOpError('restore-pick-library', { name });
      const library = ctx.libraries().find((l) => l.root === from);
      if (!library?.real) throw new SkillOpError('restore-no-library', { library: from });
      let target = ctx.guard.resolveEntry(join(library.real, ...record.rel.split('/')));
      const parent = dirname(target);
      if (isTaken(parent, basename(target))) {
        if (conflict === 'refuse')
          throw new SkillOpError('restore-taken', { name, path: record.rel });
        if (conflict === 'keep-both') target = join(parent, freeName(parent, basename(target)));
        else {
          // What took its place goes to the trash in turn: replacing never destroys anything.
          const taken = readdirSync(parent).find(
            (n) => n.toLowerCase() === basename(target).toLowerCase(),
          );
          const occupant = join(parent, taken ?? basename(target));
          await ctx.trash.put(occupant, {
            kind:
              record.kind === 'skill'
                ? 'skill'
                : lstatSync(occupant).isDirectory()
                  ? 'folder'
                  : 'file',
            library: library.root,
            rel: relative(library.real, occupant).split(/[\\/]/).join('/'),
          });
        }
      }
      await makeFolderChecked(parent, () => new SkillOpError('move-folder-moved', { name }));
      // The name is taken by a call that fails when it is taken: what arrived since the look
      // is never replaced; "keep both" then takes the next free name, the others are refused.
      while (!(await ctx.trash.takeOut(record, target, parent))) {
        if (conflict !== 'keep-both')
          throw new SkillOpError('restore-taken', { name, path: record.rel });
        target = join(parent, freeName(parent, basename(target)));
      }
      ctx.changed([target]);
      return { path: target };
    },
    emptyTrash: async ({ ids }) => ({ removed: await ctx.trash.empty(ids) }),
    setExecutable: async ({ dir, path, executable }) => {
      const p = place(dir, path);
      // chmod follows a link: the file it leads to must be inside the libraries too.
      const real = ctx.guard.resolve(p.target);
      const st = statSync(real);
      if (!st.isFile()) throw new SkillOpError('not-regular-file', { file: p.rel });
      if (process.platform === 'win32') return { executable: false, supported: false };
      const mode = st.mode & 0o777;
      // Execute wherever there is read, as chmod +x does under the usual umask.
      await chmod(real, executable ? mode | ((mode & 0o444) >> 2) : mode & ~0o111);
      ctx.changed([p.target]);
      return { executable, supported: true };
    },
    showInFolder: ({ path }) => {
      const real = ctx.guard.resolve(path);
      if (!ctx.showInFolder) return Promise.resolve({ supported: false });
      ctx.showInFolder(real);
      return Promise.resolve({ supported: true });
    },
  };

  /** One file into its place; a name that cannot be used comes back refused, not thrown. */
  async function addOne(
    file: IncomingFile,
    open: () => AsyncIterable<Uint8Array>,
  ): Promise<CallOutput<'addFiles'>['placed'][number]> {
    const name = joinRel(file.into, file.name);
    // A folder that is not a skill's refuses the whole call, not each file in it.
    skillDir(file.dir);
    let p: Place;
    try {
      p = place(file.dir, name, false, undefined, false);
    } catch (error) {
      if (!(error instanceof TextError) || error.name === 'AccessDenied') throw error;
      return { name, outcome: 'refused', path: '', text: error.text };
    }
    try {
      const placed: Placed = await placeStream(p.target, open, {
        clash: file.clash,
        maxBytes: MAX_ADDED_FILE_BYTES,
        name,
      });
      return { name, ...placed };
    } catch (error) {
      // A folder swapped for a link on its way refuses this file, not the others dropped with it.
      if (!(error instanceof TextError) || error.name !== 'FolderMoved') throw error;
      return { name, outcome: 'refused', path: '', text: error.text };
    }
  }

  /** Receives one uploaded file (the browser host streams it here). */
  async function receiveSkillFile(
    file: IncomingFile,
    chunks: AsyncIterable<Uint8Array>,
  ): Promise<CallOutput<'addFiles'>['placed'][number]> {
    const placed = await addOne(file, () => chunks);
    if (placed.path !== '') ctx.changed([placed.path]);
    return placed;
  }

  // Copies dropped files in, one at a time; stopped (cancelJob), what was copied stays.
  async function addAll(
    { dir, into, sources, clash, job }: CallInput<'addFiles'>,
    signal: AbortSignal,
  ): Promise<CallOutput<'addFiles'>> {
    const placed: CallOutput<'addFiles'>['placed'] = [];
    // Every file first, with its size, so the progress can say how much there is in all.
    const files = sources.flatMap(filesOf);
    const bytes = files.reduce((n, f) => n + f.size, 0);
    let sent = 0;
    let last = 0;
    let lastSent = 0;
    const report = (done: number, now = false) => {
      if (job === undefined || !ctx.progress) return;
      if (!now && Date.now() - last < PROGRESS_MS && sent - lastSent < PROGRESS_BYTES) return;
      last = Date.now();
      lastSent = sent;
      ctx.progress({ job, done, total: files.length, sent, bytes });
    };
    report(0, true);
    for (const [index, { from, name }] of files.entries()) {
      if (signal.aborted) {
        ctx.changed(placed.map((p) => p.path));
        return { placed, stopped: true };
      }
      const item = await addOne({ dir, into, name, clash }, () =>
        counted(streamRegularFile(from, {}, { noFollow: true }).stream, (n) => {
          sent += n;
          report(index);
        }),
      );
      placed.push({ ...item, from });
      report(index + 1, true);
    }
    ctx.changed(placed.map((p) => p.path));
    return { placed };
  }

  return { handlers, receiveSkillFile };
}

/** `into` and `name` joined ("" is the skill folder itself). */
function joinRel(into: string, name: string): string {
  const folder = into.replace(/[\\/]+$/, '');
  return folder === '' ? name : `${folder}/${name}`;
}

// eslint-disable-next-line @typescript-eslint/require-await -- a stream of one chunk
async function* single(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

function lstatOrUndefined(path: string) {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

function statOrUndefined(path: string) {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

function sameEntry(a: string, b: string): boolean {
  try {
    const x = lstatSync(a);
    const y = lstatSync(b);
    return x.ino === y.ino && x.dev === y.dev;
  } catch {
    return true;
  }
}

/**
 * The files a dropped path stands for, each with its name inside the drop: a file is itself;
 * a folder is every file below it (as the skill listing sees them: no .git or node_modules),
 * under the folder's name. Links and special files are not sources.
 */
function filesOf(source: string): { from: string; name: string; size: number }[] {
  let st;
  try {
    st = lstatSync(source);
  } catch {
    throw new SkillOpError('not-a-source', { path: source });
  }
  if (st.isFile()) return [{ from: source, name: basename(source), size: st.size }];
  if (!st.isDirectory()) throw new SkillOpError('not-a-source', { path: source });
  return listSkillFiles(source)
    .filter((f) => lstatOrUndefined(join(source, f.path))?.isFile() === true)
    .map((f) => ({
      from: join(source, ...f.path.split('/')),
      name: `${basename(source)}/${f.path}`,
      size: f.size,
    }));
}

// The chunks of `stream`, each counted on its way through.
async function* counted(
  stream: AsyncIterable<Uint8Array>,
  count: (bytes: number) => void,
): AsyncGenerator<Uint8Array> {
  for await (const chunk of stream) {
    count(chunk.length);
    yield chunk;
  }
}
