/**
 * The history calls (history-calls.ts) over the store (shared/node/history/): a skill's
 * versions (with what of the store is damaged, and histories of skills of the same name whose
 * folders are gone), a version's files, the conditional restore the CLI runs too, names (with
 * metadata.version and a CHANGELOG.md line written as saves), and the limits with the space used.
 */
import { lstat, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { CallOutput, StudioHandlers } from '../../../ipc/contract';
import { TextError } from '../../../ipc/service-text';
import { decodeUtf8 } from '../../../skill/text';
import { editFrontmatter } from '../../../skill/edit/frontmatter-edit';
import type { VersionRecord } from '../../../studio/history/version';
import { contentHash } from '../../atomic-file';
import { frontmatterName, type HistoryStore } from '../../history/history-store';
import { HistoryVersionMissing, restoreVersion } from '../../history/restore';
import { MAX_TEXT_BYTES } from '../files/file-content';
import type { SaveOutcome } from '../files/save-file';
import type { HistoryRecorder } from './history-recorder';

/** The calls of this group. */
export type HistoryCalls =
  | 'listHistory'
  | 'versionFiles'
  | 'readVersion'
  | 'restoreVersion'
  | 'nameVersion'
  | 'linkHistory'
  | 'readHistorySettings'
  | 'setHistorySettings';

/** What the history calls need of the service. */
export interface HistoryContext {
  recorder: HistoryRecorder;
  /** A skill folder's real path, through the path guard (a deleted one's too, by its parent). */
  skillDir: (path: string) => string;
  /** Writes may only go into these real folders (the libraries). */
  allows: (realFolder: string) => boolean;
  /** Moves a file out of a skill to the studio's trash. */
  discard: (absolute: string) => Promise<void>;
  /** A save through the saveFile handler (conditional, recorded as a version). */
  save: (path: string, text: string, baseHash: string | null) => Promise<SaveOutcome>;
  /** Lists and open views brought up to date with what the service wrote. */
  changed: (paths: string[]) => void;
}

/** The handlers of the history calls. */
export function historyHandlers(ctx: HistoryContext): Pick<StudioHandlers, HistoryCalls> {
  const store = (): HistoryStore => ctx.recorder.store;
  const version = async (dir: string, id: string): Promise<VersionRecord> => {
    const record = await store().record(dir, id);
    if (!record) throw new HistoryVersionMissing();
    return record;
  };
  const settingsOut = async () => ({ ...(await store().settings()), ...(await store().usage()) });
  return {
    listHistory: async ({ dir, file }) => {
      const real = ctx.skillDir(dir);
      const { versions, damage } = await store().list(real);
      const shown = file === undefined ? versions : versions.filter((v) => touches(v, file));
      const name = await skillName(real);
      const unlinked =
        name === '' ? [] : (await store().unlinked(name)).filter((u) => u.dir !== real);
      return {
        versions: shown.map((v) => summary(v, file)),
        damage,
        unlinked,
      };
    },
    versionFiles: async ({ dir, version: id }) => ({
      files: (await version(ctx.skillDir(dir), id)).files,
    }),
    readVersion: async ({ dir, version: id, file }) => {
      const record = await version(ctx.skillDir(dir), id);
      const kept = record.files.find((f) => f.path === file);
      if (!kept) return { kind: 'absent', path: file };
      const { hash, size } = kept;
      if (kept.kept === 'hash-only') return { kind: 'hash-only', path: file, hash, size };
      if (size > MAX_TEXT_BYTES) return { kind: 'too-large', path: file, hash, size };
      const bytes = await store().bytesOf(kept);
      if (bytes.kind !== 'ok') return { kind: 'damaged', path: file, hash };
      const { text, badByte } = decodeUtf8(bytes.bytes);
      if (badByte !== undefined || bytes.bytes.subarray(0, 8192).includes(0))
        return { kind: 'binary', path: file, hash, size };
      return { kind: 'text', path: file, text, hash };
    },
    restoreVersion: async ({ dir, version: id, file, expect }) => {
      const real = ctx.skillDir(dir);
      const outcome = await restoreVersion(
        store(),
        { dir: real, version: id, ...(file !== undefined && { file }), expect },
        { discard: (abs) => ctx.discard(abs), allowFolder: ctx.allows },
      );
      if (outcome.ok) {
        ctx.changed([real, ...outcome.written.map((p) => join(real, p))]);
        ctx.recorder.tell(real);
      }
      return outcome;
    },
    nameVersion: async ({ dir, version: id, name, bump, changelog }) => {
      const real = ctx.skillDir(dir);
      await version(real, id);
      let target = id;
      if (bump !== undefined) target = (await setVersion(ctx, real, bump)) ?? target;
      if (changelog !== undefined)
        target = (await addChangelog(ctx, real, bump ?? name ?? '', changelog)) ?? target;
      const named = await store().name(real, target, name);
      if (!named) throw new HistoryVersionMissing();
      ctx.recorder.tell(real);
      return { version: named.id };
    },
    linkHistory: async ({ dir, from }) => {
      const real = ctx.skillDir(dir);
      // A live skill's history stays its own; a folder with no history brings none.
      if (await exists(from))
        throw new TextError('HistoryFolderExists', 'history-folder-exists', { dir: from });
      const versions = await store().link(real, from);
      ctx.recorder.tell(real);
      return { versions };
    },
    readHistorySettings: settingsOut,
    setHistorySettings: async (change) => {
      const before = await store().settings();
      const after = await store().setSettings(change);
      // Tighter limits take effect now; looser ones have nothing to do.
      if (after.maxMb < before.maxMb || after.maxAgeDays !== before.maxAgeDays) {
        ctx.recorder.pruneSoon();
        await ctx.recorder.settled();
      }
      return settingsOut();
    },
  };
}

// A version listed for one file: it changed the file, or (the first) it had it.
function touches(v: VersionRecord, file: string): boolean {
  if (v.changes.some((c) => c.path === file)) return true;
  return v.kind === 'first-seen' && v.files.some((f) => f.path === file);
}

function summary(
  v: VersionRecord,
  file: string | undefined,
): CallOutput<'listHistory'>['versions'][number] {
  return {
    id: v.id,
    at: v.at,
    kind: v.kind,
    ...(v.name !== undefined && { name: v.name }),
    ...(v.from !== undefined && { from: v.from }),
    changes: file === undefined ? v.changes : v.changes.filter((c) => c.path === file),
    files: v.files.length,
  };
}

async function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  );
}

async function skillName(dir: string): Promise<string> {
  const text = await readFile(join(dir, 'SKILL.md'), 'utf8').catch(() => undefined);
  return text === undefined ? basename(dir) : frontmatterName(text) || basename(dir);
}

// The skill's metadata.version, set by the frontmatter writer and saved; the new version's id.
async function setVersion(
  ctx: HistoryContext,
  dir: string,
  value: string,
): Promise<string | undefined> {
  const path = join(dir, 'SKILL.md');
  const bytes = await readFile(path);
  const edited = editFrontmatter(decodeUtf8(bytes).text, [
    { path: ['metadata', 'version'], value },
  ]);
  if (!edited.ok)
    throw new TextError('HistoryBumpRefused', 'history-bump-refused', { reason: edited.reason });
  return saved(ctx, dir, path, edited.text, contentHash(bytes));
}

// A dated line at the top of CHANGELOG.md (below its title), the file made when missing.
async function addChangelog(
  ctx: HistoryContext,
  dir: string,
  label: string,
  line: string,
): Promise<string | undefined> {
  const path = join(dir, 'CHANGELOG.md');
  const bytes = await readFile(path).catch(() => null);
  const date = new Date().toISOString().slice(0, 10);
  const entry = `- ${date}${label === '' ? '' : ` ${label}`}: ${line.replace(/\s*\n\s*/g, ' ')}`;
  const old = bytes === null ? '# Changelog\n' : decodeUtf8(bytes).text;
  const lines = old.split('\n');
  const title = lines[0]?.startsWith('# ') ? 1 : 0;
  const rest = lines.slice(title);
  while (rest[0] === '') rest.shift();
  const text = [...lines.slice(0, title), ...(title ? [''] : []), entry, ...rest].join('\n');
  return saved(
    ctx,
    dir,
    path,
    text.endsWith('\n') ? text : `${text}\n`,
    bytes && contentHash(bytes),
  );
}

async function saved(
  ctx: HistoryContext,
  dir: string,
  path: string,
  text: string,
  baseHash: string | null,
): Promise<string | undefined> {
  const outcome = await ctx.save(path, text, baseHash);
  if (!outcome.ok) return undefined;
  return (await ctx.recorder.store.latest(dir))?.id;
}
