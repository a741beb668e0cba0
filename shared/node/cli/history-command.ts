/**
 * `skill-studio history`: a skill's versions as the studio keeps them in the user-data folder
 * (the same store the app reads and writes, SKILL_STUDIO_USER_DATA choosing it), a version's
 * file, and a restore through the same conditional write as the app.
 */
import { existsSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { english } from '../../i18n/catalogue';
import { TextError } from '../../ipc/service-text';
import type { VersionRecord } from '../../studio/history/version';
import { contentHash, readIfExists } from '../atomic-file';
import { HistoryStore, historyRoot } from '../history/history-store';
import { restoreVersion } from '../history/restore';
import { userDataDir } from '../host-paths';
import { realPath } from '../real-path';
import { StudioTrash } from '../service/trash/trash';
import { listSkillFiles } from '../skill-files';
import { isDirectory } from '../skill-folder';
import { oneValue, parseArgs } from './args';
import { UsageError, type CliIo } from './io';

/** Help text of the command. */
export const HISTORY_HELP = `Usage: skill-studio history SKILL_DIR [--json]
       skill-studio history show SKILL_DIR VERSION [FILE]
       skill-studio history restore SKILL_DIR VERSION [--file FILE] [--json]

The versions Skill Studio keeps of a skill (in its user-data folder, never in the skill's
folder; SKILL_STUDIO_USER_DATA chooses another), newest first. VERSION is a version's id as
listed, or the start of one that no other version shares. A skill folder named "show" or
"restore" is given as ./show.

  history SKILL_DIR          list the versions: id, time, what made it, its name, what changed
  show SKILL_DIR VERSION [FILE]
                             print FILE (default SKILL.md) as that version had it
  restore SKILL_DIR VERSION  put the whole skill back as that version had it: files it lacks
                             go to the studio's trash; with --file FILE, only that file
  --json                     print JSON instead of text

A restore is written only if the skill's files do not change while it runs, as in the app;
it makes a new version (kind "restore"), so it can be undone by restoring the one before.

Exit codes: 0 done, 1 refused or failed (no history, a file the version did not keep, the
disk changed meanwhile), 2 usage error.
`;

/** Runs `history`; returns the exit code. */
export async function historyCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(
    argv,
    { flags: ['json', 'help'], values: ['file'], short: { h: 'help' } },
    'history',
    io.cwd,
  );
  if (args.flags.has('help')) {
    io.stdout(HISTORY_HELP);
    return 0;
  }
  const [first, ...rest] = args.positionals;
  const action = first === 'show' || first === 'restore' ? first : 'list';
  const [dirArg, version, file, ...extra] = action === 'list' ? args.positionals : rest;
  if (dirArg === undefined) throw new UsageError('Give the skill folder.');
  const json = args.flags.has('json');
  const only = oneValue(args, 'file', 'history');
  if (action === 'list' && (version !== undefined || only !== undefined))
    throw new UsageError('Listing takes the skill folder alone (did you mean "history show"?).');
  if (action !== 'list' && version === undefined) throw new UsageError('Give the VERSION.');
  if (action === 'restore' && file !== undefined)
    throw new UsageError('Give the file to restore with --file FILE.');
  if (action === 'show' && only !== undefined)
    throw new UsageError('Give the file to show after the VERSION, without --file.');
  if (extra.length > 0) throw new UsageError(`Unexpected '${extra[0] ?? ''}'.`);
  const abs = resolve(io.cwd, dirArg);
  // A skill deleted since still has its history: its path as it was, when there is no folder.
  const dir = existsSync(abs) ? realPath(abs) : abs;
  if (existsSync(abs) && !isDirectory(dir))
    throw new UsageError(`'${dirArg}' is a file; give the skill's folder.`);
  const userData = userDataDir(io.env ?? process.env);
  const store = new HistoryStore(historyRoot(userData));
  try {
    if (action === 'list') return await list(store, dir, dirArg, json, io);
    const record = await versionOf(store, dir, dirArg, version ?? '');
    if (action === 'show') return await show(store, record, file ?? 'SKILL.md', io);
    const trash = new StudioTrash(join(userData, 'trash'));
    const outcome = await restoreVersion(
      store,
      {
        dir,
        version: record.id,
        ...(only !== undefined && { file: only }),
        expect: await disk(dir, only),
      },
      {
        // The skill's parent stands for its library: the trash puts it back there.
        discard: async (absolute) => {
          const library = dirname(dir);
          const rel = relative(library, absolute).split(/[\\/]/).join('/');
          await trash.put(absolute, { kind: 'file', library, rel });
        },
      },
    );
    if (json) io.stdout(`${JSON.stringify(outcome, null, 2)}\n`);
    else if (outcome.ok)
      io.stdout(
        `Restored ${outcome.written.length === 0 ? 'nothing (it already matched)' : outcome.written.join(', ')} as version ${record.id} had ${only === undefined ? 'the skill' : 'it'}; new version ${outcome.version}.\n`,
      );
    if (!outcome.ok)
      io.stderr(`Not restored: ${outcome.changed.join(', ')} changed while it ran. Try again.\n`);
    return outcome.ok ? 0 : 1;
  } catch (error) {
    if (error instanceof UsageError || !(error instanceof TextError)) throw error;
    io.stderr(`${english(error.text)}\n`);
    return 1;
  } finally {
    await store.flush();
  }
}

async function list(
  store: HistoryStore,
  dir: string,
  shown: string,
  json: boolean,
  io: CliIo,
): Promise<number> {
  const { versions, damage } = await store.list(dir);
  if (json) {
    io.stdout(`${JSON.stringify({ dir, versions, damage }, null, 2)}\n`);
    return 0;
  }
  if (versions.length === 0) {
    io.stderr(`No history is kept for ${shown}.\n`);
    return 1;
  }
  for (const v of versions) io.stdout(`${line(v)}\n`);
  if (damage !== null)
    io.stderr(
      `The history store is damaged: ${damage.records} record(s) could not be read; versions ${damage.versions.join(', ') || 'none'} have files that cannot be restored.\n`,
    );
  return 0;
}

// "<id>  <time>  <kind>  "<name>"  SKILL.md +3 -1, notes.md added"
function line(v: VersionRecord): string {
  const changes = v.changes.map((c) =>
    c.change === 'changed' && c.lines
      ? `${c.path} +${c.lines.added} -${c.lines.removed}`
      : `${c.path} ${c.change}`,
  );
  const name = v.name === undefined ? '' : `  "${v.name}"`;
  const what = changes.length > 0 ? changes.join(', ') : `${v.files.length} file(s)`;
  return `${v.id}  ${new Date(v.at).toISOString()}  ${v.kind}${name}  ${what}`;
}

/**
 * The version `id` names among the skill's (in `dir`, shown to the user as `shown`): its id as
 * listed, or the start of one no other version shares (evals --against-version takes it too).
 */
export async function versionOf(
  store: HistoryStore,
  dir: string,
  shown: string,
  id: string,
  command?: string,
): Promise<VersionRecord> {
  const { versions } = await store.list(dir);
  const exact = versions.find((v) => v.id === id);
  if (exact) return exact;
  const matches = versions.filter((v) => v.id.startsWith(id));
  if (matches.length === 1 && matches[0]) return matches[0];
  throw new UsageError(
    matches.length > 1
      ? `'${id}' starts ${matches.length} versions' ids; give more of it.`
      : `${basename(shown)} has no version '${id}' (run "skill-studio history ${shown}" to list them).`,
    command,
  );
}

async function show(
  store: HistoryStore,
  record: VersionRecord,
  file: string,
  io: CliIo,
): Promise<number> {
  const wanted = file.replaceAll('\\', '/').replace(/^\.\//, '');
  const entry = record.files.find((f) => f.path === wanted);
  if (!entry) {
    io.stderr(`Version ${record.id} has no file ${wanted}.\n`);
    return 1;
  }
  const kept = await store.bytesOf(entry);
  if (kept.kind !== 'ok') {
    io.stderr(
      kept.kind === 'hash-only'
        ? `${wanted} was kept by its hash and size only (a large binary file): it cannot be shown.\n`
        : `${wanted} of version ${record.id} is damaged or missing in the history store.\n`,
    );
    return 1;
  }
  const text = new TextDecoder('utf-8', { fatal: true });
  try {
    io.stdout(text.decode(kept.bytes));
  } catch {
    io.stderr(`${wanted} is a binary file (${kept.bytes.length} bytes): it is not printed.\n`);
    return 1;
  }
  return 0;
}

// What the disk has now: the restore goes ahead only if that is still so when it writes.
async function disk(dir: string, file: string | undefined): Promise<Record<string, string | null>> {
  const hashOf = async (path: string) => {
    const bytes = await readIfExists(join(dir, path));
    return bytes === null ? null : contentHash(bytes);
  };
  if (file !== undefined) return { [file]: await hashOf(file) };
  const now: Record<string, string | null> = {};
  if (!existsSync(dir)) return now;
  for (const entry of listSkillFiles(dir))
    if (!entry.symlink) now[entry.path] = await hashOf(entry.path);
  return now;
}
