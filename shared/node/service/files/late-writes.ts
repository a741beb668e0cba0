/**
 * The file a save replaced, watched a little longer. A program that opened it just before
 * the rename may write into it a moment after the save's last look (the OS runs that program
 * whenever it likes; nothing tells the studio it holds the file open): the replaced file,
 * still open here, is read again after a short while, and whatever was written into it is
 * kept beside the file (`<name>.recovered-<time>`) and reported, not dropped with it.
 */
import type { OpenedFile } from './compare-and-swap';
import { readWhole } from '../../regular-file';

/** When the replaced file is read again, in ms after the save. */
const CHECKS_MS = [100, 1000, 5000];

interface Watch {
  path: string;
  file: OpenedFile;
  step: number;
  timer?: NodeJS.Timeout;
  /** What was kept beside the file so far (rewritten as more arrives). */
  kept?: string;
  /** The look under way, so a settle never runs one alongside it. */
  busy: Promise<void>;
}

/** Files replaced by recent saves, still open, until their last look. */
export class LateWrites {
  private readonly watches = new Set<Watch>();

  constructor(
    /** Keeps what arrived (all of the replaced file) beside `path`; returns where (`kept`: the file to replace). */
    private readonly keep: (path: string, bytes: Buffer, kept?: string) => Promise<string>,
    /** Said once per save whose replaced file was written to. */
    private readonly found: (path: string, kept: string) => void,
  ) {}

  /** Takes over `replaced` (the file the save of `path` replaced) and closes it after its last look. */
  watch(path: string, replaced: OpenedFile): void {
    const watch: Watch = { path, file: replaced, step: 0, busy: Promise.resolve() };
    this.watches.add(watch);
    this.schedule(watch);
  }

  /** Looks at every watched file once more now, and stops watching them. */
  async settle(): Promise<void> {
    await Promise.all(
      [...this.watches].map((w) => {
        clearTimeout(w.timer);
        w.step = CHECKS_MS.length - 1;
        return this.look(w);
      }),
    );
  }

  private schedule(watch: Watch): void {
    const previous = CHECKS_MS[watch.step - 1] ?? 0;
    const next = CHECKS_MS[watch.step];
    if (next === undefined) return;
    watch.timer = setTimeout(() => void this.look(watch), next - previous);
    // Never what keeps a finished process (a CLI, a test) alive.
    watch.timer.unref();
  }

  private look(watch: Watch): Promise<void> {
    watch.busy = watch.busy.then(() => this.lookNow(watch));
    return watch.busy;
  }

  private async lookNow(watch: Watch): Promise<void> {
    if (!this.watches.has(watch)) return;
    try {
      const now = await readWhole(watch.file.handle);
      if (!now.equals(watch.file.bytes)) {
        const first = watch.kept === undefined;
        watch.kept = await this.keep(watch.path, now, watch.kept);
        watch.file = { ...watch.file, bytes: now };
        if (first) this.found(watch.path, watch.kept);
      }
    } catch {
      // The look could not be taken (the disk went away): nothing more to do.
      watch.step = CHECKS_MS.length - 1;
    }
    watch.step++;
    if (watch.step < CHECKS_MS.length) {
      this.schedule(watch);
      return;
    }
    this.watches.delete(watch);
    await watch.file.handle.close().catch(() => undefined);
  }
}
