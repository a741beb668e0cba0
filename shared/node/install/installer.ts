/**
 * Installing library skills into agents' folders: each skill planned once (the files packaging
 * would ship), checked for each agent, then for each agent folder compared with what is there
 * and created, updated, left alone or reported as a conflict; what was done is recorded (and
 * for a project in its skills-lock.json). Agents that read one folder get it written once.
 */
import { lstatSync, realpathSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { cwd } from 'node:process';
import {
  foldersToWrite,
  readersOf,
  targetById,
  type AgentEnv,
  type Scope,
  type TargetId,
} from '../../install/agents';
import { compareTrees } from '../../install/compare';
import { checkForAgent, type InstallCandidate } from '../../install/install-check';
import { decideInstall, type InstallDecision, type TargetFacts } from '../../install/install-plan';
import { putRecord } from '../../install/install-records';
import type { TargetOutcome } from '../../install/outcomes';
import { withEntry } from '../../install/skills-lock';
import { installMessage } from '../../install/messages';
import type { Message } from '../../i18n/message';
import { fsErrorReason } from '../skill-folder';
import { isProblem } from '../../skill/summary';
import type { SkillPlan } from '../../package/index';
import { planFolder } from '../archive/package-skills';
import { isInside } from '../../studio/paths';
import { updateLockFile } from './lock-file';
import type { LinkSystem } from './make-link';
import {
  placeInstall,
  recoverInstalls,
  TargetChanged,
  type InstallFile,
  type InstallTrash,
} from './place-install';
import type { RecordsFile } from './records-file';
import { collectFolderFiles, folderHash, hashFiles, plannedFiles } from './skill-hash';
import { contentHash } from '../atomic-file';

/** What to install where. */
export interface InstallRequest {
  /** Library skill folders (real paths). */
  dirs: readonly string[];
  agents: readonly TargetId[];
  scope: Scope;
  /** The project of a project install. */
  project?: string;
  mode: 'copy' | 'link';
  /** Replace conflicting folders (they go to the trash). */
  overwrite: boolean;
  /** Install under this folder name (one skill only); SKILL.md's name is set to it. */
  rename?: string;
  /** Install even when the check finds errors. */
  force: boolean;
}

/** What installing needs from its host. */
export interface InstallContext {
  env: AgentEnv;
  records: RecordsFile;
  /** Moves a replaced folder to the trash. */
  trash: InstallTrash;
  links?: LinkSystem;
  now?: () => Date;
  /** Stops the install between targets: those not reached come out 'failed', kind 'stopped'. */
  signal?: AbortSignal;
  /** Targets done of all, after each. */
  progress?: (done: number, total: number) => void;
}

/** One skill planned and read for installing. */
interface Prepared {
  dir: string;
  name: string;
  plan: SkillPlan;
  files: InstallFile[];
  hash: string;
  candidate: Omit<InstallCandidate, 'target'>;
}

/** Installs every skill for every agent; one outcome per skill and agent folder. */
export async function installSkills(
  request: InstallRequest,
  ctx: InstallContext,
): Promise<TargetOutcome[]> {
  const outcomes: TargetOutcome[] = [];
  const { writes, none } = foldersToWrite(request.agents, request.scope, ctx.env, request.project);
  const total = request.dirs.length * writes.length;
  let done = 0;
  ctx.progress?.(done, total);
  for (const dir of request.dirs) {
    if (ctx.signal?.aborted) {
      outcomes.push(...notReached(dir, writes, request));
      continue;
    }
    const skill = prepare(dir, request.rename);
    for (const id of none) outcomes.push(noFolder(skill, id, request));
    for (const write of writes) {
      const reached = !ctx.signal?.aborted;
      const outcome = reached
        ? await installOne(skill, write.agent, write.folder, request, ctx)
        : stopped(skill.dir, skill.name, write.agent, write.folder, request);
      outcome.sharedWith = write.sharedWith;
      outcomes.push(outcome);
      if (reached) ctx.progress?.(++done, total);
    }
  }
  return outcomes;
}

// The targets of a skill the install stopped before reaching (its folder not even read).
function notReached(
  dir: string,
  writes: readonly { agent: TargetId; folder: string; sharedWith: TargetId[] }[],
  request: InstallRequest,
): TargetOutcome[] {
  const name = request.rename ?? basename(dir);
  return writes.map((w) => ({
    ...stopped(dir, name, w.agent, w.folder, request),
    sharedWith: w.sharedWith,
  }));
}

function stopped(
  dir: string,
  name: string,
  agent: TargetId,
  folder: string,
  request: InstallRequest,
): TargetOutcome {
  return {
    dir,
    name,
    agent,
    scope: request.scope,
    folder,
    target: join(folder, name),
    status: 'failed',
    readBy: [],
    sharedWith: [],
    failure: { kind: 'stopped', detail: installMessage('install.stopped') },
  };
}

function prepare(dir: string, rename: string | undefined): Prepared {
  const { plan } = planFolder(dir);
  const name = rename ?? basename(dir);
  const read = plannedFiles(plan, rename);
  const modes = new Map(plan.files.map((f) => [f.path, f.mode]));
  const files = read.map((f) => ({ ...f, mode: modes.get(f.path) ?? 0o644 }));
  const md = files.find((f) => f.path === 'SKILL.md') ?? files.find((f) => f.path === 'skill.md');
  return {
    dir,
    name,
    plan,
    files,
    hash: hashFiles(files),
    candidate: {
      name,
      files: plan.files.map((f) => ({ path: f.path, size: f.size })),
      ...(md && { skillMd: { fileName: md.path as 'SKILL.md' | 'skill.md', bytes: md.bytes } }),
    },
  };
}

async function installOne(
  skill: Prepared,
  id: TargetId,
  folder: string,
  request: InstallRequest,
  ctx: InstallContext,
): Promise<TargetOutcome> {
  const agent = targetById(id);
  const target = join(folder, skill.name);
  const base: TargetOutcome = {
    dir: skill.dir,
    name: skill.name,
    agent: id,
    scope: request.scope,
    folder,
    target,
    status: 'refused',
    readBy: readersOf(folder, request.scope, ctx.env, request.project).map((a) => a.id),
    sharedWith: [],
  };
  if (!agent) return base;
  const check = checkForAgent(agent, { ...skill.candidate, target });
  const shown = check.diagnostics.filter(isProblem);
  if (shown.length > 0 || check.skipped !== undefined)
    base.check = {
      diagnostics: shown,
      ...(check.skipped !== undefined && { skipped: check.skipped }),
    };
  if (!check.ok && !request.force) return base;

  // Looking at the agent folder can fail too (a file where a folder of its path should be):
  // that is this target's failure, not the whole install's.
  try {
    await recoverInstalls(folder);
    const record = ctx.records.find(target);
    const facts = targetFacts(target, skill, record);
    const decision = decideInstall(facts, request.mode, request.overwrite);
    if (decision.action === 'conflict') {
      return {
        ...base,
        status: 'conflict',
        conflict: { why: decision.why, diff: diffOf(skill, target, facts) },
      };
    }
    const placed =
      decision.action === 'unchanged'
        ? { target, mode: facts.link ? ('link' as const) : ('copy' as const) }
        : await placeInstall({
            agentFolder: folder,
            name: skill.name,
            files: () => skill.files,
            ...(request.mode === 'link' && { linkTo: skill.dir }),
            replace: decision.action === 'replace',
            trash: ctx.trash,
            ...(ctx.links && { links: ctx.links }),
          });
    await ctx.records.update((records) =>
      putRecord(records, {
        source: skill.dir,
        target,
        agent: id,
        scope: request.scope,
        ...(request.project !== undefined && { project: request.project }),
        mode: placed.mode,
        ...('linkKind' in placed && placed.linkKind && { linkKind: placed.linkKind }),
        hash: skill.hash,
        ...(request.rename !== undefined && { renamed: request.rename }),
        at: (ctx.now?.() ?? new Date()).toISOString(),
      }),
    );
    const outcome: TargetOutcome = { ...base, status: statusOf(decision), mode: placed.mode };
    if ('linkKind' in placed && placed.linkKind) outcome.linkKind = placed.linkKind;
    if ('linkFailed' in placed && placed.linkFailed) outcome.linkFailed = placed.linkFailed;
    if ('keptAt' in placed && placed.keptAt) outcome.keptAt = placed.keptAt;
    if (request.scope === 'project' && request.project !== undefined)
      outcome.lock = await recordInLock(request.project, skill, target);
    return outcome;
  } catch (error) {
    return {
      ...base,
      status: 'failed',
      failure:
        error instanceof TargetChanged
          ? { kind: 'target-changed', detail: installMessage('install.target-changed', { target }) }
          : { kind: 'error', detail: failureDetail(error) },
    };
  }
}

// What went wrong, in words the UI can translate: the file system's reason for the codes it
// knows (shared/i18n/fs-messages.ts) with the path it names, else the system's own words.
function failureDetail(error: unknown): Message {
  const reason = fsErrorReason(error);
  const path = (error as { path?: unknown } | null)?.path;
  if (typeof path === 'string' && typeof reason === 'object')
    return installMessage('install.fs-failed', { path, reason });
  return installMessage('install.failed', { reason });
}

function statusOf(decision: InstallDecision): TargetOutcome['status'] {
  if (decision.action === 'create') return 'installed';
  if (decision.action === 'unchanged') return 'unchanged';
  return decision.action === 'replace' && decision.why === 'overwrite' ? 'replaced' : 'updated';
}

function noFolder(skill: Prepared, id: TargetId, request: InstallRequest): TargetOutcome {
  const detail =
    request.scope === 'project' && request.project === undefined
      ? installMessage('install.no-project')
      : request.scope === 'project'
        ? installMessage('install.no-project-folder')
        : installMessage('install.no-personal-folder');
  return {
    dir: skill.dir,
    name: skill.name,
    agent: id,
    scope: request.scope,
    folder: '',
    target: '',
    status: 'refused',
    readBy: [],
    sharedWith: [],
    failure: { kind: 'no-folder', detail },
  };
}

/** What is at `target` now, for deciding. */
export function targetFacts(
  target: string,
  skill: { dir: string; hash: string },
  record: { source: string; hash: string } | undefined,
): TargetFacts {
  const facts: TargetFacts = {
    exists: false,
    libraryHash: skill.hash,
    source: skill.dir,
    ...(record && { record: { source: record.source, hash: record.hash } }),
  };
  const st = lstatSync(target, { throwIfNoEntry: false });
  if (!st) return facts;
  facts.exists = true;
  if (st.isSymbolicLink()) {
    let toSource = false;
    try {
      toSource = realpathSync(target) === realpathSync(skill.dir);
    } catch {
      // A broken link leads nowhere, certainly not to the skill.
    }
    facts.link = { toSource };
  } else if (st.isDirectory()) {
    facts.copyHash = folderHash(target);
  } else {
    // A file where the folder would go: not a skill, and never replaced unasked.
    facts.copyHash = `not a folder: ${st.size}`;
  }
  return facts;
}

function diffOf(skill: Prepared, target: string, facts: TargetFacts) {
  const here = skill.files.map((f) => ({ path: f.path, hash: contentHash(f.bytes) }));
  if (facts.link || facts.copyHash?.startsWith('not a folder')) return compareTrees(here, []);
  // What could not be read is no file to show in the difference (the hash says it differs).
  const there = collectFolderFiles(target)
    .filter((f) => !f.unread)
    .map((f) => ({
      path: f.path,
      hash: contentHash(f.bytes),
    }));
  return compareTrees(here, there);
}

// The entry npx skills would write for a local install: the folder's own hash, the library
// folder as the source (relative to the project when it lies inside it).
async function recordInLock(
  project: string,
  skill: Prepared,
  target: string,
): Promise<{ written: boolean; problem?: Message }> {
  const source = isInside(project, skill.dir, sep, cwd)
    ? `./${relative(project, skill.dir).split('\\').join('/')}`
    : skill.dir;
  try {
    const problem = await updateLockFile(project, (lock) =>
      // A fresh entry, as npx skills writes one: a ref of an earlier source would be wrong now.
      withEntry(lock, skill.name, {
        source,
        sourceType: 'local',
        computedHash: folderHash(target),
      }),
    );
    return problem === undefined ? { written: true } : { written: false, problem };
  } catch (error) {
    return { written: false, problem: failureDetail(error) };
  }
}
