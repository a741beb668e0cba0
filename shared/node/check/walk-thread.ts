/**
 * validate --all's walk on a worker thread: discovery, each SKILL.md's read and each skill's
 * listing there, the checks on the thread that asked, as the skills arrive. The other split
 * (walk and read here, checks on a worker, this thread checking the rest once the walk was
 * over) had both threads compile the checks (V8 warms up each thread's copy of the code on
 * its own) and every task cloned to the worker: on two cores, a quarter more CPU than one
 * thread alone for the same wall time. The walk is mostly system calls, whose code warms up
 * fast, and the bytes it read are handed over, not copied (a transfer). validate --all of the
 * bench's 10,210 skills, medians of alternated runs: 1.09-1.11 -> 0.96-1.00 s, CPU (every
 * thread) 1.95-2.0 -> 1.65-1.75 s.
 */
import type { Worker } from 'node:worker_threads';
import { discoverSkills, discoverSteps, type DiscoveredSkill, type Discovery } from '../discover';
import type { Fence } from '../link-fence';
import type { SkillMdAlone } from '../load-skill';
import type { SkillFileEntry } from '../skill-files';
import { startWorker } from './check-pool';
import { taskFor, withRead } from './validate-task';

/** Skills per message from the walking thread. */
const WALK_BATCH = 32;

/** What the asking thread sends: the root to walk, within the folders named. */
export interface WalkRequest {
  walk: { root: string; fence: Fence };
}

/**
 * One skill as the walk found it, with its SKILL.md as read there and its files as listed
 * there (none when it could not be read: the checking thread then looks again).
 */
export interface WalkedSkill {
  skill: DiscoveredSkill;
  read: SkillMdAlone | undefined;
  files: SkillFileEntry[] | undefined;
}

/**
 * What the walking thread sends: skills in the order the walk leaves them, then the whole
 * discovery, whose skills already sent are their index in that order (not sent twice).
 */
export type WalkReply =
  | { walked: WalkedSkill[] }
  | { found: Omit<Discovery, 'skills'> & { skills: (number | DiscoveredSkill)[] } };

/**
 * The walking thread's part: walks `root`, reads each skill's SKILL.md and lists its files as
 * the walk leaves its folder, and posts them in batches with their bytes to transfer, then the
 * discovery.
 */
export function walkAndRead(
  { walk: { root, fence } }: WalkRequest,
  post: (reply: WalkReply, transfer: ArrayBuffer[]) => void,
): void {
  let walked: WalkedSkill[] = [];
  let transfer: ArrayBuffer[] = [];
  const flush = () => {
    if (walked.length > 0) post({ walked }, transfer);
    walked = [];
    transfer = [];
  };
  const sent = new Map<DiscoveredSkill, number>();
  const found = discoverSkills(root, undefined, undefined, {
    files: true,
    fence,
    onSkill: (skill) => {
      sent.set(skill, sent.size);
      // The profile and output do not change how SKILL.md is found or read.
      const { read, files } = withRead(taskFor(skill, 'spec', false, fence));
      walked.push({ skill, read, files });
      // Its own buffer (readSkillMdOffHeap copies out of the shared scratch), so it can go.
      if (read) transfer.push(read.bytes.buffer as ArrayBuffer);
      if (walked.length >= WALK_BATCH) flush();
    },
  });
  flush();
  post({ found: { ...found, skills: found.skills.map((s) => sent.get(s) ?? s) } }, []);
}

/**
 * A worker thread of `script` to walk a root on, started at once so it boots while this thread
 * does something else (a small library is walked here before it is needed: walkSmall).
 */
export class WalkThread {
  private gone = false;
  private onGone: (() => void) | undefined;

  private constructor(
    private readonly worker: Worker,
    /** The worker script it runs (check threads can be started from it too). */
    readonly script: string | URL,
  ) {
    // Listening from the start: an error event nobody listens to would end the process.
    for (const event of ['error', 'exit', 'messageerror'] as const)
      worker.on(event, () => {
        this.gone = true;
        this.onGone?.();
      });
  }

  /** Starts the thread (undefined when none can be started). */
  static start(script: string | URL): WalkThread | undefined {
    const worker = startWorker(script);
    return worker && new WalkThread(worker, script);
  }

  /** False once the thread has died or been stopped: it walks nothing more. */
  get alive(): boolean {
    return !this.gone;
  }

  /**
   * Walks `root` there, giving each skill to `onSkill` as it arrives, in the walk's order;
   * resolves with the discovery, and the thread waits for another root (stop it when there is
   * none); or with undefined when the thread could not walk it to the end (it died, or sent
   * what cannot be read): the caller walks here then, and drops what it was given. The thread
   * is stopped then.
   */
  walk(
    root: string,
    fence: Fence,
    onSkill: (walked: WalkedSkill) => void,
  ): Promise<Discovery | undefined> {
    return new Promise((resolve) => {
      const skills: DiscoveredSkill[] = [];
      const end = (found: Discovery | undefined) => {
        this.onGone = undefined;
        this.worker.removeAllListeners('message');
        if (!found) this.stop();
        resolve(found);
      };
      if (this.gone) return end(undefined);
      this.onGone = () => end(undefined);
      this.worker.on('message', (reply: WalkReply) => {
        try {
          if ('walked' in reply) {
            for (const w of reply.walked) {
              skills.push(w.skill);
              onSkill(w);
            }
            return;
          }
          const listed = reply.found.skills.map((s) => (typeof s === 'number' ? skills[s] : s));
          if (listed.some((s) => s === undefined)) throw new Error('a skill was not sent');
          end({ ...reply.found, skills: listed as DiscoveredSkill[] });
        } catch {
          // A reply out of order, or a check here that failed: the walk here meets the latter.
          end(undefined);
        }
      });
      const request: WalkRequest = { walk: { root, fence } };
      this.worker.postMessage(request);
    });
  }

  /** Stops the thread (whatever it was doing). */
  stop(): void {
    this.gone = true;
    this.onGone = undefined;
    this.worker.removeAllListeners('message');
    this.worker.unref();
    void this.worker.terminate();
  }
}

/**
 * Walks `root` here as validate --all does (DiscoverHooks.files, within `fence`) if it has at
 * most `folders` folders; undefined for a larger one, whose walk is left where it stopped.
 */
export function walkSmall(root: string, fence: Fence, folders: number): Discovery | undefined {
  const steps = discoverSteps(root, undefined, undefined, { files: true, fence });
  // discoverSteps yields once per folder read.
  for (let read = 0; read <= folders; read++) {
    const next = steps.next();
    if (next.done === true) return next.value;
  }
  // Nothing is held open between steps (each folder is read whole): the walk is just left.
  return undefined;
}
