/**
 * Removing an installed copy: the copy (or link) goes to the trash, its record goes, and a
 * project's skills-lock.json loses the skill's entry once no other recorded copy of that
 * name is left in the project.
 */
import { lstatSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { dropRecord, type InstallRecord } from '../../install/install-records';
import { withoutEntry } from '../../install/skills-lock';
import type { Message } from '../../i18n/message';
import { updateLockFile } from './lock-file';
import type { InstallTrash } from './place-install';
import type { RecordsFile } from './records-file';

/** Uninstalls the recorded copy; resolves to a note about the lock file, when one was left alone. */
export async function uninstall(
  record: InstallRecord,
  records: RecordsFile,
  trash: InstallTrash,
): Promise<Message | undefined> {
  if (lstatSync(record.target, { throwIfNoEntry: false }))
    await trash(record.target, { folder: dirname(record.target), name: basename(record.target) });
  const left = await records.update((r) => dropRecord(r, record.target));
  if (record.scope !== 'project' || record.project === undefined) return undefined;
  const name = basename(record.target);
  const still = left.installs.some(
    (r) => r.project === record.project && basename(r.target) === name,
  );
  if (still) return undefined;
  return updateLockFile(record.project, (lock) =>
    lock.skills[name] ? withoutEntry(lock, name) : undefined,
  );
}
