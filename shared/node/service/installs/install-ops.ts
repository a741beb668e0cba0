/**
 * The contract's calls for agents' folders: the agents and the folders to offer as libraries,
 * installs (one after another, so two never race on a folder or the records), the sync state
 * of every installed copy, updates, the comparison and pull-back of a copy changed there, and
 * uninstalls. The agent folders holding copies are watched, so an edit made there shows as
 * "changed there" without asking; so do library edits, as "older than the library".
 */
import { english } from '../../../i18n/catalogue';
import { basename, dirname, relative, sep } from 'node:path';
import { cwd } from 'node:process';
import type { AgentEnv } from '../../../install/agents';
import type { InstalledCopy } from '../../../install/outcomes';
import type { InstallRecord } from '../../../install/install-records';
import type { StudioHandlers } from '../../../ipc/contract';
import { agentFolderOffers, listAgents } from '../../install/agent-folders';
import { installSkills, type InstallRequest } from '../../install/installer';
import type { LinkSystem } from '../../install/make-link';
import type { InstallTrash } from '../../install/place-install';
import { pullBack } from '../../install/pull-back';
import { RecordsFile } from '../../install/records-file';
import type { UnreadEntry } from '../../install/skill-hash';
import { compareCopy, installedCopies } from '../../install/sync';
import { uninstall } from '../../install/uninstall';
import { isInside } from '../../../studio/paths';
import { LibraryWatcher } from '../libraries/library-watcher';
import type { PathGuard } from '../path-guard';
import { SkillOpError } from '../skills/skill-ops';
import type { Jobs } from '../jobs';
import type { TrashRecord } from '../../../studio/trash-record';
import type { StudioTrash } from '../trash/trash';

/** What the install calls need from the service. */
export interface InstallOpsContext {
  guard: PathGuard;
  trash: StudioTrash;
  userData: string;
  env: AgentEnv;
  links?: LinkSystem;
  /** Watch agent folders for changes (default true). */
  watch: boolean;
  /** The library (as chosen) and its real path, for a real path inside one. */
  libraryOf(real: string): { root: string; real: string };
  /** Brings lists and open views up to date with what was just written into a library. */
  changed(paths: string[]): void;
  emit(copies: InstalledCopy[]): void;
  log(message: string): void;
  jobs: Jobs;
}

/** The install calls of the contract. */
export type InstallCalls =
  | 'listAgents'
  | 'installSkills'
  | 'listInstalls'
  | 'updateInstalls'
  | 'undoInstallUpdate'
  | 'compareInstall'
  | 'pullBack'
  | 'uninstallSkill';

/** The install calls, and the hooks the service calls on its own changes. */
export class InstallOps {
  readonly records: RecordsFile;
  readonly handlers: Pick<StudioHandlers, InstallCalls>;
  private readonly watcher: LibraryWatcher;
  private readonly watched = new Set<string>();
  private queue: Promise<unknown> = Promise.resolve();
  /** Each copy's last update, for its Undo: the copy it replaced (in the trash), the record before. */
  private readonly updates = new Map<string, { replaced: TrashRecord; record: InstallRecord }>();
  private timer: NodeJS.Timeout | undefined;
  private last = '';
  private stopped = false;

  constructor(private readonly ctx: InstallOpsContext) {
    this.records = new RecordsFile(ctx.userData);
    this.watcher = new LibraryWatcher({
      changed: () => this.refreshSoon(),
      rootGone: () => this.refreshSoon(),
      rootBack: () => this.refreshSoon(),
      // Missed changes: the copies' states are computed again from the disk either way.
      lost: () => this.refreshSoon(),
      failed: () => this.refreshSoon(),
    });
    this.handlers = this.build();
  }

  /** Starts watching the folders that hold copies. */
  async start(): Promise<void> {
    this.last = JSON.stringify(this.copies());
    await this.watchFolders();
  }

  /** Stops watching. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.watcher.close();
  }

  /** The service saw (or made) changes at `paths`: any library skill with copies is looked at again. */
  libraryChanged(paths: readonly string[]): void {
    const sources = this.records.read().installs.map((r) => r.source);
    if (
      paths.some((p) => sources.some((s) => isInside(s, p, sep, cwd) || isInside(p, s, sep, cwd)))
    )
      this.refreshSoon();
  }

  private copies(): InstalledCopy[] {
    return installedCopies(this.records.read().installs, this.ctx.env);
  }

  private refreshSoon(): void {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.emitIfChanged();
    }, 120);
  }

  private emitIfChanged(): void {
    if (this.stopped) return;
    let copies: InstalledCopy[];
    try {
      copies = this.copies();
    } catch (error) {
      // Run from a timer: a throw here would end the service's process.
      this.ctx.log(`could not read the installed copies: ${String(error)}`);
      return;
    }
    const text = JSON.stringify(copies);
    if (text === this.last) return;
    this.last = text;
    this.ctx.emit(copies);
  }

  private async watchFolders(): Promise<void> {
    if (!this.ctx.watch) return;
    const folders = new Set(this.records.read().installs.map((r) => dirname(r.target)));
    for (const folder of folders) {
      if (this.watched.has(folder)) continue;
      this.watched.add(folder);
      await this.watcher.watch(folder).catch((error: unknown) => {
        this.ctx.log(`could not watch ${folder}: ${String(error)}`);
      });
    }
    for (const folder of [...this.watched]) {
      if (folders.has(folder)) continue;
      this.watched.delete(folder);
      await this.watcher.unwatch(folder);
    }
  }

  // One change to agent folders and records at a time; each ends with the new state reported.
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work).finally(async () => {
      await this.watchFolders();
      this.emitIfChanged();
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  private installTrash(put?: (replaced: TrashRecord) => void): InstallTrash {
    return async (path, was) => {
      const record = await this.ctx.trash.put(path, {
        kind: 'skill',
        library: was.folder,
        rel: was.name,
      });
      put?.(record);
    };
  }

  private context(put?: (replaced: TrashRecord) => void) {
    return {
      env: this.ctx.env,
      records: this.records,
      trash: this.installTrash(put),
      ...(this.ctx.links && { links: this.ctx.links }),
    };
  }

  private recordOf(target: string) {
    const record = this.records.find(target);
    if (!record) throw new SkillOpError('not-installed', { path: target });
    return record;
  }

  private project(path: string): string {
    try {
      return this.ctx.guard.resolve(path);
    } catch {
      try {
        return this.ctx.guard.resolveGranted(path);
      } catch {
        throw new SkillOpError('bad-project', { path });
      }
    }
  }

  private build(): Pick<StudioHandlers, InstallCalls> {
    return {
      listAgents: () =>
        Promise.resolve({
          agents: listAgents(this.ctx.env),
          offers: agentFolderOffers(this.ctx.env),
        }),
      installSkills: async (input) => {
        const request: InstallRequest = {
          dirs: input.dirs.map((d) => this.ctx.guard.resolve(d)),
          agents: input.agents,
          scope: input.scope,
          ...(input.project !== undefined && { project: this.project(input.project) }),
          mode: input.mode,
          overwrite: input.conflict === 'overwrite',
          ...(input.rename !== undefined && { rename: input.rename }),
          force: input.force ?? false,
        };
        return await this.serial(() =>
          this.ctx.jobs.run(input.job, ({ signal, progress }) =>
            installSkills(request, { ...this.context(), signal, progress }),
          ),
        );
      },
      listInstalls: () => Promise.resolve(this.copies()),
      updateInstalls: ({ targets }) =>
        this.serial(async () => {
          const outcomes = [];
          for (const target of targets) {
            const r = this.recordOf(target);
            let replaced: TrashRecord | undefined;
            const done = await installSkills(
              {
                dirs: [r.source],
                agents: [r.agent],
                scope: r.scope,
                ...(r.project !== undefined && { project: r.project }),
                mode: r.mode,
                overwrite: false,
                ...(r.renamed !== undefined && { rename: r.renamed }),
                force: false,
              },
              this.context((record) => (replaced = record)),
            );
            if (replaced && done.some((o) => o.status === 'updated' && o.target === target))
              this.updates.set(target, { replaced, record: r });
            outcomes.push(...done);
          }
          return outcomes;
        }),
      // The copy the last update replaced goes back, with its record: never over an edit made there.
      undoInstallUpdate: ({ target }) =>
        this.serial(async () => {
          const last = this.updates.get(target);
          if (!last || !this.ctx.trash.restorable(last.replaced))
            throw new SkillOpError('update-undo-gone', { path: target });
          const copy = this.copies().find((c) => c.target === target);
          if (copy?.state !== 'same')
            throw new SkillOpError('update-undo-changed', { path: target });
          await this.ctx.trash.put(target, {
            kind: 'skill',
            library: dirname(target),
            rel: basename(target),
          });
          // Another program took the place meanwhile: both copies stay in the trash, nothing lost.
          if (!(await this.ctx.trash.takeOut(last.replaced, target, dirname(target))))
            throw new SkillOpError('update-undo-changed', { path: target });
          await this.records.update((records) => ({
            ...records,
            installs: records.installs.map((r) => (r.target === target ? last.record : r)),
          }));
          this.updates.delete(target);
          return {};
        }),
      // Through a promise, so an unknown target is a rejection like every other refusal.
      compareInstall: ({ target }) =>
        Promise.resolve(target).then((t) => {
          const record = this.recordOf(t);
          const unreadable: UnreadEntry[] = [];
          const files = compareCopy(record, unreadable);
          return { dir: record.source, target: t, files, unreadable };
        }),
      pullBack: ({ target, files }) =>
        this.serial(async () => {
          const record = this.recordOf(target);
          // The library skill must still be in a library: its files are written there.
          const source = this.ctx.guard.resolve(record.source);
          const outcome = await pullBack(record, files, {
            trashFile: async (path) => {
              const library = this.ctx.libraryOf(source);
              await this.ctx.trash.put(path, {
                kind: 'file',
                library: library.root,
                rel: relative(library.real, path).split(sep).join('/'),
              });
            },
            updateRecords: (change) => this.records.update(change),
          });
          this.ctx.changed(outcome.written.map((p) => `${source}${sep}${p.split('/').join(sep)}`));
          return outcome;
        }),
      uninstallSkill: ({ target }) =>
        this.serial(async () => {
          const note = await uninstall(this.recordOf(target), this.records, this.installTrash());
          // The service's log is English (the lock file is left as it was; nothing to ask).
          if (note !== undefined) this.ctx.log(english(note));
          return {};
        }),
    };
  }
}
