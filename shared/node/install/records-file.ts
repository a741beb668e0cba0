/**
 * The studio's install records on disk (`installs.json` in the user-data folder), written
 * atomically; changes from one process go one after another, so two installs finishing at once
 * never drop each other's record. A file that cannot be read is set aside, never overwritten.
 */
import { renameSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  noRecords,
  parseRecords,
  serializeRecords,
  type InstallRecord,
  type InstallRecords,
} from '../../install/install-records';
import { writeFileAtomic } from '../atomic-file';
import { NotRegularFile, readRegularFileSync } from '../regular-file';

/** Where the records of one user-data folder are, and how they change. */
export class RecordsFile {
  readonly path: string;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(userData: string) {
    this.path = join(userData, 'installs.json');
  }

  /** The records as they are on disk now. */
  read(): InstallRecords {
    let text: string | undefined;
    try {
      // A pipe in its place is refused, never waited on: the service reads this at start.
      text = readRegularFileSync(this.path).toString('utf8');
    } catch (error) {
      if (!(error instanceof NotRegularFile)) return noRecords();
    }
    const parsed = text === undefined ? undefined : parseRecords(text);
    if (parsed) return parsed;
    // Kept for whoever wants to look; the studio starts a new list beside it.
    try {
      renameSync(this.path, `${this.path}.unreadable-${Date.now()}`);
    } catch {
      // Gone meanwhile: nothing to keep.
    }
    return noRecords();
  }

  /** The record of `target`, if any. */
  find(target: string): InstallRecord | undefined {
    return this.read().installs.find((r) => r.target === target);
  }

  /** Applies `change` to the records and writes them (after any change already under way). */
  update(change: (records: InstallRecords) => InstallRecords): Promise<InstallRecords> {
    const next = this.queue.then(async () => {
      const changed = change(this.read());
      await mkdir(dirname(this.path), { recursive: true });
      await writeFileAtomic(this.path, new TextEncoder().encode(serializeRecords(changed)));
      return changed;
    });
    this.queue = next.catch(() => undefined);
    return next;
  }
}
