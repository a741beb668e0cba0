/**
 * The trigger runs kept for each skill, outside its folder (so never in a package, an export
 * or an install): one JSON file per skill folder under the user-data folder, newest first, the
 * last MAX_RUNS of them. Writes of one skill's file go one at a time and atomically; a file
 * that cannot be read (damaged, from a newer studio) is set aside, never overwritten.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { TriggerRunRecordSchema } from '../../../ipc/trigger-calls';
import type { TriggerRunRecord } from '../../../triggers/record';
import { writeFileAtomic } from '../../atomic-file';
import { KeyedLock } from '../files/keyed-lock';
import { parseBoundedJson } from '../../../json/bounded-json';

/** The most runs kept for one skill. */
export const MAX_RUNS = 100;

const RunsFileSchema = z.object({ version: z.literal(1), runs: z.array(TriggerRunRecordSchema) });

/** The kept runs of every skill. */
export class TriggerRuns {
  private readonly lock = new KeyedLock();

  constructor(private readonly userData: string) {}

  /** Where the runs of the skill folder `dir` (a real path) are kept. */
  fileOf(dir: string): string {
    const id = createHash('sha256').update(dir).digest('hex').slice(0, 32);
    return join(this.userData, 'trigger-runs', `${id}.json`);
  }

  /** The runs of `dir`, newest first. */
  list(dir: string): Promise<TriggerRunRecord[]> {
    return this.lock.run(dir, () => this.read(dir));
  }

  /** Keeps `run` first among the runs of its skill. */
  add(run: TriggerRunRecord): Promise<void> {
    const { dir } = run.skill;
    return this.lock.run(dir, async () => {
      const runs = [run, ...(await this.read(dir))].slice(0, MAX_RUNS);
      const text = `${JSON.stringify({ version: 1, runs })}\n`;
      const file = this.fileOf(dir);
      await mkdir(dirname(file), { recursive: true });
      await writeFileAtomic(file, new TextEncoder().encode(text));
    });
  }

  private async read(dir: string): Promise<TriggerRunRecord[]> {
    const file = this.fileOf(dir);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      return [];
    }
    try {
      const parsed = RunsFileSchema.safeParse(parseBoundedJson(text));
      // Another skill's file under a colliding name is not this one's history.
      if (parsed.success) return parsed.data.runs.filter((r) => r.skill.dir === dir);
    } catch {
      // Not JSON: set aside below.
    }
    await rename(file, `${file}.unreadable-${Date.now()}`).catch(() => undefined);
    return [];
  }
}
