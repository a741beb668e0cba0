/**
 * A version of a skill's history as the CLI's commands take it (history show and restore, evals
 * --against-version): its id as `skill-studio history` lists it, or the start of one no other
 * version shares; anything else is a usage error saying how to list them.
 */
import { basename } from 'node:path';
import type { VersionRecord } from '../../studio/history/version';
import type { HistoryStore } from '../history/history-store';
import { UsageError } from './io';

/** The version `id` names among the skill's (in `dir`, shown to the user as `shown`). */
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
