/**
 * What the projects' skills-lock.json files say of the open libraries' skills (issue 14: the
 * studio reads such a lock too). A library is a project's when it is one of the project folders
 * an agent reads (`<project>/.claude/skills`, `<project>/.agents/skills`, ...) or holds a
 * skills-lock.json itself; each of its skills the lock records (by name, as npx skills keys
 * them) gets the lock's source and whether its folder still has the recorded hash, through the
 * same core as `skill-studio agents --project` (../install/project-lock.ts).
 *
 * The lock sits outside the library, so the library watcher never sees it: each project folder
 * gets Node's own non-recursive fs.watch, filtered to the lock's name. @parcel/watcher watches a
 * whole tree, and a project's tree (node_modules and all) is no business of the studio's.
 */
import { watch, type FSWatcher } from 'node:fs';
import { join, sep } from 'node:path';
import { AGENT_TARGETS } from '../../../install/agents';
import { LOCK_FILE } from '../../../install/skills-lock';
import type { EventPayload, StudioHandlers } from '../../../ipc/contract';
import type { SkillSummary } from '../../../skill/summary';
import { isDirectory } from '../../skill-folder';
import { lockedSkill, readProjectLock } from '../../install/project-lock';

type LockView = EventPayload<'lockedSkillsChanged'>;

/** The lock calls of the contract. */
export type LockCalls = 'listLockedSkills';

/** What the lock reader needs of the service. */
export interface ProjectLocksContext {
  libraries(): { root: string; skills: readonly SkillSummary[] }[];
  emit(view: LockView): void;
  /** Watch the projects' lock files (default true). */
  watch: boolean;
}

// Every project-level folder an agent reads, as path tails ("/.claude/skills").
const PROJECT_TAILS = [
  ...new Set(
    AGENT_TARGETS.flatMap((a) => [
      ...a.reads.project,
      ...(a.installs.project ? [a.installs.project] : []),
    ])
      .filter((rule) => rule.base === 'project')
      .map((rule) => sep + rule.rel.split('/').join(sep)),
  ),
];

/** The project whose lock speaks for the library at `root`, if it is one's. */
export function projectOf(root: string): string | undefined {
  const tail = PROJECT_TAILS.find((t) => root.endsWith(t));
  if (tail !== undefined) return root.slice(0, -tail.length) || sep;
  return readProjectLock(root).kind === 'none' ? undefined : root;
}

/** Reads the locks, says what they record, and reports again when a lock or a skill changes. */
export class ProjectLocks {
  readonly handlers: Pick<StudioHandlers, LockCalls>;
  private readonly watchers = new Map<string, FSWatcher>();
  private timer: NodeJS.Timeout | undefined;
  // What was last reported (or answered): at first, nothing recorded, so nothing to say.
  private last = JSON.stringify({ skills: [], unusable: [] });
  private stopped = false;

  constructor(private readonly ctx: ProjectLocksContext) {
    this.handlers = { listLockedSkills: () => Promise.resolve(this.view()) };
  }

  /** The view now, and the lock files watched for the projects it covers. */
  view(): LockView {
    const view: LockView = { skills: [], unusable: [] };
    const projects = new Set<string>();
    for (const { root, skills } of this.ctx.libraries()) {
      const project = projectOf(root);
      if (project === undefined) continue;
      projects.add(project);
      const read = readProjectLock(project);
      if (read.kind === 'unusable')
        view.unusable.push({ lockFile: join(project, LOCK_FILE), library: root, why: read.why });
      if (read.kind !== 'read') continue;
      for (const skill of skills) {
        const locked = lockedSkill(read.lock, skill.name ?? skill.folderName, skill.dir);
        if (locked) view.skills.push({ dir: skill.dir, ...locked });
      }
    }
    this.watchProjects(projects);
    this.last = JSON.stringify(view);
    return view;
  }

  /** Something changed (a library, a skill, a lock): report the view if it differs. */
  refreshSoon(): void {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.stopped) return;
      const before = this.last;
      const view = this.view();
      if (this.last !== before) this.ctx.emit(view);
    }, 120);
  }

  /** Stops watching. */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    for (const watcher of this.watchers.values()) watcher.close();
    this.watchers.clear();
  }

  private watchProjects(projects: Set<string>): void {
    if (!this.ctx.watch || this.stopped) return;
    for (const [project, watcher] of this.watchers)
      if (!projects.has(project)) {
        watcher.close();
        this.watchers.delete(project);
      }
    for (const project of projects) {
      if (this.watchers.has(project) || !isDirectory(project)) continue;
      try {
        const watcher = watch(project, (_event, name) => {
          // No name: the platform did not say which entry changed; look again to be sure.
          if (name === null || name === LOCK_FILE) this.refreshSoon();
        });
        // A project folder removed under the watch: read again, and watch it anew when it is back.
        watcher.on('error', () => {
          watcher.close();
          this.watchers.delete(project);
          this.refreshSoon();
        });
        this.watchers.set(project, watcher);
      } catch {
        // Not watchable now (gone, no permission): the view is still right when asked.
      }
    }
  }
}
