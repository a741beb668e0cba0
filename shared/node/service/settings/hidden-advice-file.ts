/**
 * The advice each skill's user chose not to see again, in `userData/hidden-advice.json` (a
 * file of its own: it grows with the libraries, and a damaged one costs only these choices,
 * never the libraries in settings.json). Written atomically, one write at a time. A file that
 * is not what was written (hand-edited, cut short) is set aside, logged, and read as empty;
 * a code this version does not know (a rule since renamed) is dropped, the rest kept.
 */
import { cpSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { SPEC_LEVELS } from '../../../skill/diagnostic';
import type { RuleCode } from '../../../skill/types';
import type { HiddenAdviceByLibrary } from '../../../studio/hidden-advice';
import { writeFileAtomic } from '../../atomic-file';
import { readRegularFileSync } from '../../regular-file';
import { parseBoundedJson } from '../../../json/bounded-json';
import { ownRecordSchema } from '../../../json/own-record';

/** Where the hidden advice is kept and how it changes. */
export interface HiddenAdviceStore {
  read(): HiddenAdviceByLibrary;
  write(next: HiddenAdviceByLibrary): Promise<void>;
}

/** The file's name in the user-data folder. */
export const HIDDEN_ADVICE_FILE = 'hidden-advice.json';

const FileSchema = z.object({
  version: z.literal(1),
  libraries: ownRecordSchema(ownRecordSchema(z.array(z.string()))),
});

const known = (code: string): code is RuleCode => Object.hasOwn(SPEC_LEVELS, code);

/** The store in `userData`; `log` hears why a file was not read. */
export function fileHiddenAdvice(userData: string, log: (line: string) => void): HiddenAdviceStore {
  const file = join(userData, HIDDEN_ADVICE_FILE);
  let cached: HiddenAdviceByLibrary | undefined;
  let queue: Promise<void> = Promise.resolve();
  const load = (): HiddenAdviceByLibrary => {
    if (!existsSync(file)) return {};
    let why: string;
    try {
      const parsed = FileSchema.safeParse(
        parseBoundedJson(readRegularFileSync(file).toString('utf8')),
      );
      if (parsed.success) return knownCodes(parsed.data.libraries);
      why = 'it is not a list of hidden advice';
    } catch (error) {
      why = error instanceof SyntaxError ? 'it is not JSON' : String(error);
    }
    // Set aside, not lost: the next change would write over it.
    const kept = `${file}.unreadable-${Date.now()}`;
    if (statSync(file).isFile()) cpSync(file, kept);
    log(`${file} was not read (${why}): no advice is hidden; the file was kept as ${kept}`);
    return {};
  };
  return {
    read() {
      cached ??= load();
      return cached;
    },
    write(next) {
      cached = next;
      const run = queue.then(async () => {
        mkdirSync(userData, { recursive: true });
        const body = JSON.stringify({ version: 1, libraries: cached }, null, 2);
        await writeFileAtomic(file, new TextEncoder().encode(`${body}\n`));
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

function knownCodes(libraries: Record<string, Record<string, string[]>>): HiddenAdviceByLibrary {
  const out: HiddenAdviceByLibrary = {};
  for (const [root, skills] of Object.entries(libraries)) {
    const kept: Record<string, RuleCode[]> = {};
    for (const [folder, codes] of Object.entries(skills)) {
      const good = [...new Set(codes.filter(known))].sort();
      if (good.length > 0) kept[folder] = good;
    }
    if (Object.keys(kept).length > 0) out[root] = kept;
  }
  return out;
}
