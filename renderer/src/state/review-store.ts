/**
 * The security review's latest answer per skill (issue 39): the Review view, the gates before
 * an install or a package and the library list's high-risk mark all read it. A review is run
 * on request (every time: the files may have changed since), one at a time per skill, at most
 * two at once, since each reads every file of its skill.
 */
import { create } from 'zustand';
import type { ReviewFinding } from '../../../shared/review/types';
import { errorText } from '../i18n/service-text';
import { studio } from './studio';

/** One skill's latest review. */
export type ReviewEntry =
  | { status: 'reviewing'; findings?: ReviewFinding[] }
  | { status: 'done'; findings: ReviewFinding[] }
  | { status: 'failed'; error: string };

interface ReviewState {
  byDir: Record<string, ReviewEntry>;
}

/** The reviews store. */
export const useReviews = create<ReviewState>()(() => ({ byDir: {} }));

const running = new Map<string, Promise<ReviewFinding[] | undefined>>();
const AT_ONCE = 2;

function put(dir: string, entry: ReviewEntry): void {
  useReviews.setState((s) => ({ byDir: { ...s.byDir, [dir]: entry } }));
}

/** Reviews the skill in `dir`; its findings, or undefined when the review failed. */
export function reviewSkill(dir: string): Promise<ReviewFinding[] | undefined> {
  const already = running.get(dir);
  if (already) return already;
  const before = useReviews.getState().byDir[dir];
  // The findings shown stay while the review runs again.
  put(dir, {
    status: 'reviewing',
    ...(before?.status === 'done' && { findings: before.findings }),
  });
  const task = studio()
    .reviewSkill({ dir })
    .then(
      ({ findings }) => {
        put(dir, { status: 'done', findings });
        return findings;
      },
      (error: unknown) => {
        put(dir, { status: 'failed', error: errorText(error) });
        return undefined;
      },
    )
    .finally(() => running.delete(dir));
  running.set(dir, task);
  return task;
}

/** Reviews every skill of `dirs`, at most two at once; each one's findings (undefined: failed). */
export async function reviewSkills(
  dirs: readonly string[],
  onEach?: () => void,
): Promise<(ReviewFinding[] | undefined)[]> {
  const out: (ReviewFinding[] | undefined)[] = new Array<ReviewFinding[] | undefined>(dirs.length);
  let next = 0;
  const worker = async () => {
    while (next < dirs.length) {
      const i = next++;
      out[i] = await reviewSkill(dirs[i] ?? '');
      onEach?.();
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, dirs.length) }, worker));
  return out;
}

/** True when the skill's latest review found something high. */
export function hasHighFindings(entry: ReviewEntry | undefined): boolean {
  if (entry === undefined || entry.status === 'failed') return false;
  return entry.findings?.some((f) => f.severity === 'high') ?? false;
}
