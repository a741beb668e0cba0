/**
 * The studio service: the only thing that touches the disk. It composes the libraries'
 * lifecycle (library-lifecycle.ts: open, watch, catch up, remember) with the contract's calls
 * in groups (libraries, files, skills, packaging, agents, installs, folders), each group its own
 * module typed `Pick<StudioHandlers, ItsCalls>`: a new call is its name in one group's list and
 * its handler there. Electron's IPC and the web host both expose this one object.
 */
import { rm } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import type { StudioHandlers } from '../../ipc/contract';
import { agentEnvFrom } from '../install/agent-env';
import type { LinkSystem } from '../install/make-link';
import type { AgentEnv } from '../../install/agents';
import { agentHandlers, type AgentCalls } from './skills/agent-handlers';
import { sessionHandlers, type SessionCalls } from './settings/session-handlers';
import { targetHandlers, type TargetCalls } from './settings/target-handlers';
import { hiddenAdviceHandlers, type HiddenAdviceCalls } from './settings/hidden-advice-handlers';
import { fileHiddenAdvice } from './settings/hidden-advice-file';
import { downloadableArchive, receiveArchive } from './packaging/archive-transfer';
import { StudioEvents } from './events';
import { fileOps, type FileCalls, type IncomingFile } from './files/file-ops';
import { serveFile, type ServedFile } from './files/file-serving';
import { folderHandlers, type FolderCalls } from './libraries/folder-handlers';
import { recentFolderHandlers, type RecentFolderCalls } from './libraries/recent-folders';
import type { IndexCacheOptions } from './libraries/index-cache';
import { InstallOps, type InstallCalls } from './installs/install-ops';
import { ProjectLocks, type LockCalls } from './installs/project-locks';
import { KeyedLock } from './files/keyed-lock';
import { LateWrites } from './files/late-writes';
import { libraryHandlers, type LibraryCalls } from './libraries/library-handlers';
import { LibraryLifecycle } from './libraries/library-lifecycle';
import { packageHandlers, type PackageCalls } from './packaging/package-handlers';
import { exportsDir, uploadsDir } from './packaging/package-ops';
import { PathGuard } from './path-guard';
import { keepBeside } from './files/save-file';
import type { SettingsStore } from './settings/settings';
import { skillHandlers, type SkillCalls } from './skills/skill-handlers';
import { SkillOpError } from './skills/skill-ops';
import { TextIndex, textSearchHandlers, type TextSearchCalls } from './search/text-index';
import { Jobs, type JobCalls } from './jobs';
import { fileKeyStore } from '../models/file-key-store';
import { modelHandlers, type ModelCalls } from './models/model-handlers';
import type { ModelKeys } from '../../models/key-store';
import type { ClientOptions } from '../models/sdk-clients';
import { triggerHandlers, type TriggerCalls } from './triggers/trigger-handlers';
import { evalHandlers, type EvalCalls } from './evals/eval-handlers';
import { TriggerRuns } from './triggers/trigger-runs';
import { StudioTrash, type SystemTrashAccess } from './trash/trash';
import { historyHandlers, type HistoryCalls } from './history/history-handlers';
import { HistoryRecorder } from './history/history-recorder';
import { withHistory } from './history/history-hooks';
import { HistoryStore, historyRoot } from '../history/history-store';
import { gitHandlers, type GitCalls } from './history/git-handlers';
/** What the host (Electron or the web host) provides. */
export interface ServiceOptions {
  settings: SettingsStore;
  /** The user-data folder (the studio's own trash lives there). */
  userData: string;
  /** The system trash, where the host has one (Electron's shell.trashItem). */
  trash?: (path: string) => Promise<void>;
  /** Finding what `trash` took in the system trash again, to restore it (Linux's freedesktop.org trash). */
  systemTrash?: SystemTrashAccess;
  /** Shows a file in the system's file manager (Electron's shell.showItemInFolder). */
  showInFolder?: (path: string) => void;
  /** Files may be added by their paths: the desktop app, where the user dropped them. */
  copyFromPaths?: boolean;
  /** Native file dialogs, where the host has them. */
  pickPath?: StudioHandlers['pickPath'];
  /** Where refusals and failures are recorded. */
  log?: (message: string) => void;
  /** Watch the roots for changes (default true). */
  watch?: boolean;
  /** Remember each library's list between runs, so reopening reads only what changed. */
  indexCache?: IndexCacheOptions;
  /** Where agents' folders are (default: this process's home folder and environment). */
  agentEnv?: AgentEnv;
  /** How links are made (tests stand in for another OS). */
  links?: LinkSystem;
  /** Where keys to models are kept (default: model-keys.json in userData, only the user's). */
  modelKeys?: ModelKeys;
  /** How trigger tests reach the provider (default: the SDKs' retries and timeout). */
  modelClient?: ClientOptions;
  /** Where evals' real agent mode finds and runs agents' CLIs (default: this process's env). */
  agentCliEnv?: NodeJS.ProcessEnv;
  /** Record versions of the skills' changes (default true; false: the benchmark's baseline). */
  history?: boolean;
}

// No call in two groups (a later spread would silently replace the earlier handler): the type
// is the calls found twice when there are any, which is not `true`.
type Disjoint<T extends readonly string[], Seen extends string = never> = T extends readonly [
  infer Head extends string,
  ...infer Rest extends string[],
]
  ? [Head & Seen] extends [never]
    ? Disjoint<Rest, Seen | Head>
    : Head & Seen
  : true;
type Assert<T extends true> = T;
/** Never used at run time: it fails to compile, naming the calls, when two groups share one. */
export type HandlerGroupsProof = Assert<
  Disjoint<
    [
      LibraryCalls,
      FileCalls,
      SkillCalls,
      PackageCalls,
      AgentCalls,
      SessionCalls,
      TargetCalls,
      HiddenAdviceCalls,
      InstallCalls,
      LockCalls,
      FolderCalls,
      TextSearchCalls,
      RecentFolderCalls,
      JobCalls,
      ModelCalls,
      TriggerCalls,
      EvalCalls,
      HistoryCalls,
      GitCalls,
    ]
  >
>;

/** The service. Call start() before use and stop() when done. */
export class StudioService {
  readonly events = new StudioEvents();
  readonly handlers: StudioHandlers;
  private readonly libraries: LibraryLifecycle;
  private readonly guard: PathGuard;
  private readonly log: (message: string) => void;
  private readonly trash: StudioTrash;
  private readonly files: ReturnType<typeof fileOps>;
  private readonly installs: InstallOps;
  /** Long calls the page can follow and stop. */
  private readonly jobs = new Jobs((progress) => this.events.emit('jobProgress', progress));
  /** The skills' files for searchText, indexed in the background once the libraries are checked. */
  private readonly text: TextIndex;
  private readonly locks: ProjectLocks;
  /** Saves of one file run one at a time (by real path), each comparing against the last. */
  private readonly saves = new KeyedLock();
  /** Every change of a skill, recorded in its history (<userData>/history). */
  private readonly history: HistoryRecorder;
  /** Files replaced by saves, looked at again a little later. */
  private readonly lateWrites = new LateWrites(
    (path, bytes, kept) =>
      keepBeside(path, bytes, { allowFolder: (folder) => this.guard.allows(folder) }, kept),
    (path, kept) => {
      this.log(`another program wrote to ${path} just after it was saved; kept in ${kept}`);
      this.libraries.refresh([kept]);
      this.events.emit('notice', {
        id: 'late-write-kept',
        params: { file: basename(path), kept: basename(kept) },
        tone: 'warning',
      });
    },
  );

  constructor(private readonly options: ServiceOptions) {
    this.log = options.log ?? (() => undefined);
    const libraries = new LibraryLifecycle({
      settings: options.settings,
      events: this.events,
      log: this.log,
      watch: options.watch !== false,
      ...(options.indexCache && { indexCache: options.indexCache }),
      libraryChanged: (paths) => this.installs.libraryChanged(paths),
      watched: (paths) => {
        if (options.history !== false) this.history.watched(paths);
      },
    });
    this.libraries = libraries;
    this.history = new HistoryRecorder({
      store: new HistoryStore(historyRoot(options.userData)),
      libraryRoots: () =>
        [...libraries.indexes.values()].flatMap((i) => (i.real === undefined ? [] : [i.real])),
      emit: (dir) => this.events.emit('historyChanged', { dir }),
      log: this.log,
    });
    this.text = new TextIndex({
      fence: libraries.fence,
      skills: () =>
        options.settings
          .read()
          .roots.flatMap((root) => libraries.indexes.get(root)?.summaries() ?? []),
    });
    this.guard = new PathGuard(
      () => [...libraries.indexes.values()].map((i) => ({ root: i.root, pin: i.pin })),
      this.log,
      (root) => libraries.rootMovedUnderneath(root),
    );
    this.trash = new StudioTrash(
      join(options.userData, 'trash'),
      options.trash,
      options.systemTrash,
    );
    const libraryOf = (real: string) => {
      const index = libraries.indexFor(real);
      return { root: index.root, real: index.real ?? index.root };
    };
    this.files = fileOps({
      guard: this.guard,
      trash: this.trash,
      libraryOf,
      libraries: () => [...libraries.indexes.values()].map((i) => ({ root: i.root, real: i.real })),
      changed: (paths) => libraries.changed(paths),
      copyFromPaths: options.copyFromPaths ?? false,
      progress: (report) => this.events.emit('addProgress', report),
      jobs: this.jobs,
      ...(options.showInFolder && { showInFolder: options.showInFolder }),
    });
    this.installs = new InstallOps({
      guard: this.guard,
      trash: this.trash,
      userData: options.userData,
      env: options.agentEnv ?? agentEnvFrom(),
      ...(options.links && { links: options.links }),
      watch: options.watch !== false,
      libraryOf,
      changed: (paths) => libraries.changed(paths),
      emit: (copies) => this.events.emit('installsChanged', copies),
      log: this.log,
      jobs: this.jobs,
    });
    this.locks = new ProjectLocks({
      libraries: () =>
        [...libraries.indexes.values()].map((i) => ({ root: i.root, skills: i.summaries() })),
      emit: (view) => this.events.emit('lockedSkillsChanged', view),
      watch: options.watch !== false,
    });
    // A library opened or closed, a skill's files changed: a recorded skill may read otherwise.
    for (const event of ['librariesChanged', 'skillsChanged', 'filesChanged'] as const)
      this.events.on(event, () => this.locks.refreshSoon());
    this.handlers = this.buildHandlers();
  }

  /**
   * Keeps an archive the browser uploads, for importArchive, and returns its path: the
   * browser has no open dialog that reveals a path, so an upload is how the user chooses a
   * file there. Refused past `maxBytes`.
   */
  async receiveUpload(
    fileName: string,
    chunks: AsyncIterable<Uint8Array>,
    maxBytes: number,
  ): Promise<string> {
    const path = await receiveArchive(this.options.userData, fileName, chunks, maxBytes);
    this.guard.grant(path);
    return path;
  }

  /** Receives one file uploaded into a skill (the browser host streams it here). */
  receiveSkillFile(file: IncomingFile, chunks: AsyncIterable<Uint8Array>) {
    const real = (() => {
      try {
        return this.guard.resolve(file.dir);
      } catch {
        return undefined;
      }
    })();
    const skill = real === undefined ? undefined : this.history.skillOf(real);
    return this.history.change(
      [skill],
      () => this.files.receiveSkillFile(file, chunks),
      async () => {
        if (skill !== undefined) await this.history.skill(skill, 'upload');
      },
    );
  }

  /** A file of a library for the page to show or download (`api/file`), through the path guard. */
  serveFile(path: string, download: boolean, range?: string): ServedFile {
    return serveFile(this.guard.resolve(path), download, range);
  }

  /** The real path of an archive packaged for download, if `path` is one. */
  downloadable(path: string): string | undefined {
    return downloadableArchive(this.options.userData, path);
  }

  /**
   * Opens every saved root: their lists are ready when this resolves; the watchers finish
   * starting in the background (whenWatching), then catch up on anything changed meanwhile.
   */
  async start(): Promise<void> {
    // Downloads and uploads of an earlier run have been handed over; they only take space.
    for (const dir of [exportsDir(this.options.userData), uploadsDir(this.options.userData)])
      await rm(dir, { recursive: true, force: true });
    await this.libraries.openSaved(() => this.installs.start());
    // After the full check, so the two do not compete for the first second.
    void this.libraries.whenChecked().then(() => {
      this.text.schedule();
      this.history.pruneSoon();
    });
  }

  /** Resolves once every skill's files are in the search's text index (indexing what is not). */
  async whenTextIndexed(): Promise<void> {
    await this.text.whenIndexed();
  }

  /** What the search's text index holds (its bytes are the bounded part). */
  textIndexSize(): { skills: number; files: number; bytes: number } {
    return this.text.size();
  }

  /** How a library's last full read went: SKILL.md files read, and entries taken from the cache. */
  rescanStats(root: string): { read: number; cached: number } | undefined {
    return this.libraries.rescanStats(root);
  }

  /** Resolves once every library is watched (changes from then on are reported). */
  async whenWatching(): Promise<void> {
    await this.libraries.whenWatching();
  }

  /** Resolves once every remembered list shown at start-up has been confirmed by a walk. */
  async whenConfirmed(): Promise<void> {
    await this.libraries.whenConfirmed();
  }

  /** Resolves once every remembered list is confirmed and every skill checked in full. */
  async whenChecked(): Promise<void> {
    await this.libraries.whenChecked();
  }

  /** Resolves once every skill the watcher reported so far has been looked at for its history. */
  async whenHistoryLooked(): Promise<void> {
    await this.history.whenLooked();
  }

  /**
   * Looks once more, now, at the files recent saves replaced (a program may have written into
   * one a moment after; see late-writes.ts), instead of in the next few seconds.
   */
  async settleSaves(): Promise<void> {
    await this.lateWrites.settle();
  }

  /** Stops watching, and remembers each library's list for the next run. */
  async stop(): Promise<void> {
    this.libraries.halt();
    this.text.stop();
    this.history.stop();
    await this.installs.stop();
    this.locks.stop();
    await this.libraries.whenChecked();
    await this.settleSaves();
    await this.history.settled();
    await this.libraries.stop();
    // A setting still being written (the last open view, say) already reads back as written;
    // a process that ended before the write landed would lose it.
    await this.options.settings.settled();
  }

  /**
   * A client path resolved inside a library, for operations that move, copy or delete what
   * is there: never a library folder itself (its parent is outside every library).
   */
  private skillFolder(path: string): string {
    const real = this.guard.resolve(path);
    if (this.libraries.isLibrary(real)) throw new SkillOpError('whole-library');
    return real;
  }

  private buildHandlers(): StudioHandlers {
    const { settings } = this.options;
    const { libraries, guard, events, history } = this;
    const home = (this.options.agentEnv ?? agentEnvFrom()).home;
    const keys = this.options.modelKeys ?? {
      store: fileKeyStore(this.options.userData),
      storage: () => Promise.resolve('user-file' as const),
    };
    // What the service writes itself is dropped from the text index at once, before the
    // watcher reports it.
    const text = this.text;
    const refresh = (paths: string[]) => {
      text.forget(paths);
      libraries.refresh(paths);
    };
    const triggers = {
      guard,
      // A library not read yet (its folder missing) holds no skill to test.
      libraries: () =>
        [...libraries.indexes.values()].flatMap((i) =>
          i.real === undefined ? [] : [{ root: i.root, real: i.real }],
        ),
      snapshots: libraries.snapshots,
      fence: libraries.fence,
      settings,
      keys,
      jobs: this.jobs,
      ...(this.options.modelClient && { client: this.options.modelClient }),
      env: this.options.agentEnv ?? agentEnvFrom(),
      cliEnv: this.options.agentCliEnv ?? process.env,
    };
    const handlers = {
      ...libraryHandlers({ settings, libraries, home }),
      ...this.files.handlers,
      ...skillHandlers({
        guard,
        events,
        trash: this.trash,
        saves: this.saves,
        lateWrites: this.lateWrites,
        indexFor: (real) => libraries.indexFor(real),
        skillFolder: (path) => this.skillFolder(path),
        refresh,
        changed: (paths) => libraries.changed(paths),
        fence: libraries.fence,
        log: this.log,
        ...(this.options.history !== false && { history: this.history }),
      }),
      ...packageHandlers({
        guard,
        userData: this.options.userData,
        indexes: libraries.indexes,
        refresh,
        jobs: this.jobs,
      }),
      ...agentHandlers({
        guard,
        indexes: libraries.indexes,
        snapshots: libraries.snapshots,
        settings,
        events,
        fence: libraries.fence,
      }),
      ...sessionHandlers({ guard, settings }),
      ...targetHandlers({ settings, events }),
      ...hiddenAdviceHandlers({
        settings,
        hidden: fileHiddenAdvice(this.options.userData, this.log),
      }),
      ...this.installs.handlers,
      ...this.locks.handlers,
      ...textSearchHandlers(text, events),
      ...folderHandlers({
        home,
        ...(this.options.pickPath && { pickPath: this.options.pickPath }),
        grant: (path) => guard.grant(path),
      }),
      ...recentFolderHandlers(settings, home),
      ...this.jobs.handlers(),
      ...modelHandlers({
        settings,
        keys,
        jobs: this.jobs,
        emit: (list) => events.emit('modelConnectionsChanged', list),
      }),
      ...triggerHandlers({ ...triggers, runs: new TriggerRuns(this.options.userData) }),
      ...evalHandlers({ ...triggers, history, save: (i) => this.handlers.saveFile(i) }),
      ...historyHandlers({
        recorder: this.history,
        skillDir: (path) => this.historyDir(path),
        allows: (folder) => guard.allows(folder),
        discard: async (abs) => {
          const library = libraries.indexFor(abs);
          const real = library.real ?? library.root;
          await this.trash.put(abs, {
            kind: 'file',
            library: library.root,
            rel: relative(real, abs).split(/[\\/]/).join('/'),
          });
        },
        save: (path, text, baseHash) => this.handlers.saveFile({ path, text, baseHash }),
        changed: (paths) => libraries.changed(paths),
      }),
      ...gitHandlers({ guard, committed: (dir) => this.events.emit('historyChanged', { dir }) }),
    } satisfies StudioHandlers;
    if (this.options.history === false) return handlers;
    return withHistory(handlers, {
      recorder: this.history,
      resolve: (path) => {
        try {
          return guard.resolve(path);
        } catch {
          return undefined;
        }
      },
    });
  }

  /** A skill folder for its history: through the guard, or by its parent when it is gone (deleted). */
  private historyDir(path: string): string {
    try {
      return this.skillFolder(path);
    } catch (error) {
      try {
        const real = this.guard.resolveEntry(path);
        if (!this.libraries.isLibrary(real)) return real;
      } catch {
        // The guard's first refusal says why.
      }
      throw error;
    }
  }
}
