/**
 * An eval's input files (`files` in evals.json, relative to the skill) read for the task's
 * message: through the fence, so a link in the skill leading out of it is not followed, and
 * a file that is not text is named with its size only.
 */
import { join } from 'node:path';
import type { EvalAttachment } from '../../evals/conversation';
import type { TaskFile } from './agent-task';
import type { EvalCase } from '../../evals/evals-file';
import type { Fence } from '../link-fence';
import { readRegularFileSync } from '../regular-file';
import { textOf } from './workspace';

/** An eval's input files, read inside the skill (a file that cannot be read is named, empty). */
export function attachmentsOf(dir: string, evalCase: EvalCase, fence: Fence): EvalAttachment[] {
  return evalCase.files.map((path) => {
    try {
      const bytes = readRegularFileSync(join(dir, path), { fence });
      const text = textOf(bytes);
      return { path, bytes: bytes.length, ...(text !== undefined && { text }) };
    } catch {
      return { path, bytes: 0 };
    }
  });
}

/**
 * An eval's input files as bytes, for the agent's temporary folder (real agent mode): read the
 * same way; a file that cannot be read is left out (the answer's grader sees it missing).
 */
export function taskFilesOf(dir: string, evalCase: EvalCase, fence: Fence): TaskFile[] {
  return evalCase.files.flatMap((path) => {
    try {
      return [{ path, bytes: readRegularFileSync(join(dir, path), { fence }) }];
    } catch {
      return [];
    }
  });
}
