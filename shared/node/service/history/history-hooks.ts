/**
 * Every call that changes a skill, recorded in its history: each handler is wrapped so the
 * skills it touches are kept as first seen before it (when they have no history yet) and the
 * change is recorded after it, by kind. Saves are recorded inside the save itself
 * (skill-handlers.ts: from the bytes written, before it answers). A handler that fails records
 * nothing; a recording that fails is logged and never fails the change.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CallInput, CallName, CallOutput, StudioHandlers } from '../../../ipc/contract';
import type { HistoryRecorder } from './history-recorder';

/** What the hooks need of the service. */
export interface HookContext {
  recorder: HistoryRecorder;
  /** A client path's real path (undefined when the guard refuses it: the handler will say why). */
  resolve: (path: string) => string | undefined;
}

type Handler<C extends CallName> = StudioHandlers[C];

/** The handlers, with the changing ones recorded. */
export function withHistory(handlers: StudioHandlers, ctx: HookContext): StudioHandlers {
  const { recorder } = ctx;
  const skillAt = (path: string) => {
    const real = ctx.resolve(path);
    return real === undefined ? undefined : recorder.skillOf(real);
  };
  // `dirs` before the call; `after` records from its input and output.
  function wrap<C extends CallName>(
    name: C,
    dirs: (input: CallInput<C>) => Promise<(string | undefined)[]> | (string | undefined)[],
    after: (input: CallInput<C>, output: CallOutput<C>, before: string[]) => Promise<void>,
  ): Handler<C> {
    const inner = handlers[name] as (input: CallInput<C>) => Promise<CallOutput<C>>;
    const wrapped = async (input: CallInput<C>) => {
      const before = (await dirs(input)).filter((d): d is string => d !== undefined);
      return recorder.change(
        before,
        () => inner(input),
        (output) => after(input, output, before),
      );
    };
    return wrapped as unknown as Handler<C>;
  }
  const each =
    (kind: Parameters<HistoryRecorder['skill']>[1]) =>
    async (_input: unknown, _output: unknown, before: string[]) => {
      for (const dir of before) await recorder.skill(dir, kind);
    };
  return {
    ...handlers,
    createSkill: wrap(
      'createSkill',
      () => [],
      (_i, out) => recorder.skill(out.dir, 'create'),
    ),
    duplicateSkill: wrap(
      'duplicateSkill',
      () => [],
      (_i, out) => recorder.skill(out.dir, 'create'),
    ),
    renameSkill: wrap(
      'renameSkill',
      (i) => [skillAt(i.dir)],
      async (_i, out, before) => {
        const from = before[0];
        if (from !== undefined && from !== out.dir) await recorder.moved(from, out.dir, 'rename');
        else if (from !== undefined) await recorder.skill(from, 'rename');
      },
    ),
    renameFile: wrap('renameFile', (i) => [skillAt(dirname(i.path))], each('rename')),
    deleteSkill: wrap('deleteSkill', (i) => [ctx.resolve(i.dir)], each('delete')),
    createFile: wrap('createFile', (i) => [skillAt(i.dir)], each('create')),
    createFolder: wrap('createFolder', (i) => [skillAt(i.dir)], each('create')),
    addFiles: wrap('addFiles', (i) => [skillAt(i.dir)], each('upload')),
    moveEntry: wrap('moveEntry', (i) => [skillAt(i.dir)], each('move')),
    trashEntry: wrap('trashEntry', (i) => [skillAt(i.dir)], each('delete')),
    setExecutable: wrap('setExecutable', (i) => [skillAt(i.dir)], each('save')),
    pullBack: wrap(
      'pullBack',
      // The target is the agent's copy: the skill written is the library skill it came from.
      async (i) => {
        const from = await handlers.compareInstall({ target: i.target }).catch(() => undefined);
        return [from === undefined ? undefined : skillAt(from.dir)];
      },
      each('pull-back'),
    ),
    restoreTrash: wrap(
      'restoreTrash',
      () => [],
      async (_i, out) => {
        const dir = skillAt(out.path);
        if (dir !== undefined) await recorder.skill(dir, 'restore');
      },
    ),
    importArchive: wrap(
      'importArchive',
      // Skills an import may replace are kept first: their folders, from a scan of the source.
      async (i) => {
        if (i.conflict !== 'overwrite') return [];
        const root = ctx.resolve(i.root);
        if (root === undefined) return [];
        const scan = await handlers.scanImport({ path: i.path }).catch(() => undefined);
        return (scan?.skills ?? [])
          .map((s) => join(root, s.folder))
          .filter((dir) => existsSync(dir));
      },
      async (_i, out) => {
        if (!out.imported) return;
        for (const skill of out.skills) {
          const dir = ctx.resolve(skill.dir);
          if (dir !== undefined) await recorder.skill(dir, skill.overwrote ? 'import' : 'create');
        }
      },
    ),
  };
}
