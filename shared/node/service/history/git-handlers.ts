/**
 * The git calls of a skill's history (history-calls.ts). A skeleton: every call refuses until
 * the git reader lands.
 */
import type { StudioHandlers } from '../../../ipc/contract';

/** The calls of this group. */
export type GitCalls = 'gitHistory' | 'readGitVersion' | 'commitSkill';

const notYet = () => Promise.reject(new Error('git history: not built yet'));

/** The handlers of the git calls. */
export function gitHandlers(): Pick<StudioHandlers, GitCalls> {
  return { gitHistory: notYet, readGitVersion: notYet, commitSkill: notYet };
}
