/**
 * The check before a skill goes into an agent's folder: the skill exactly as it would be
 * installed (its planned files, under the folder name it gets there) validated with that
 * agent's profile, and, for agents the studio simulates, loaded the way the agent loads it at
 * start-up. A profile error or an agent that would skip the skill refuses the install, with
 * the findings (and their fixes) and the agent's reason.
 */
import { AGENTS } from '../agent/registry';
import type { FolderSnapshot, ResourceFolder } from '../agent/types';
import { compareCodePoints } from '../py/index';
import { folderDiagnostic, parseSkillFile, validateSkill } from '../skill/index';
import type { Diagnostic } from '../skill/types';
import { decodeUtf8 } from '../skill/text';
import type { Message } from '../i18n/message';
import type { AgentTarget } from './agents';
import { installMessage } from './messages';

/** The skill as it would be installed. */
export interface InstallCandidate {
  /** Its folder name in the agent folder. */
  name: string;
  /** Where it would be (for the simulators' messages). */
  target: string;
  /** Every planned file ("/"-separated) with its size. */
  files: readonly { path: string; size: number }[];
  /** SKILL.md (or skill.md) as it would be written. */
  skillMd?: { fileName: 'SKILL.md' | 'skill.md'; bytes: Uint8Array };
}

/** What the check found for one agent. */
export interface AgentCheck {
  agent: AgentTarget['id'];
  /** The profile's findings (errors refuse; warnings are shown). */
  diagnostics: Diagnostic[];
  /** Why the agent itself would pass the skill over, when its simulator says so. */
  skipped?: Message;
  ok: boolean;
}

const RESOURCES: readonly ResourceFolder[] = ['scripts', 'references', 'assets', 'examples'];

/** Who reads a skill: a name for messages, the profile it is checked with, its simulator. */
export type SkillReader = Pick<AgentTarget, 'name' | 'profile' | 'simulator'>;

/** What `reader` makes of `skill`: the profile's findings, and why it would skip it. */
export type ReaderCheck = Omit<AgentCheck, 'agent'>;

/** Checks `skill` for `agent`. */
export function checkForAgent(agent: AgentTarget, skill: InstallCandidate): AgentCheck {
  return { agent: agent.id, ...checkForReader(agent, skill) };
}

/** Checks `skill` for any reader (an agent, or the clients of a plugin format). */
export function checkForReader(reader: SkillReader, skill: InstallCandidate): ReaderCheck {
  if (!skill.skillMd) return { diagnostics: [folderDiagnostic('skill-md-missing', '')], ok: false };
  const parsed = parseSkillFile(skill.skillMd.bytes, { fixes: true });
  const result = validateSkill(parsed, skill.name, reader.profile, {
    skillMdName: skill.skillMd.fileName,
    files: [...skill.files],
  });
  const skipped = reader.simulator
    ? simulatedSkip(reader.simulator, skill, reader.name)
    : undefined;
  return {
    diagnostics: result.diagnostics,
    ...(skipped !== undefined && { skipped }),
    ok: result.valid && skipped === undefined,
  };
}

function simulatedSkip(
  simulator: NonNullable<AgentTarget['simulator']>,
  skill: InstallCandidate,
  agentName: string,
): Message | undefined {
  const folder = snapshotOf(skill);
  const walked = folder.skillMd
    ? [{ folder, fileName: 'SKILL.md' as const, viaLink: false, fileIsLink: false }]
    : [];
  const root = {
    dir: parentOf(skill.target),
    entries: [folder],
    skills: [folder],
    walked: folder.skillMd?.fileName === 'SKILL.md' ? walked : [],
    unfollowedLinks: [],
  };
  const view = AGENTS[simulator].load({ roots: [root] }).catalogue();
  if (view.failure !== undefined) return view.failure;
  const listed = view.entries.some((e) => e.folder === skill.name || e.folder === folder.rel);
  return listed
    ? undefined
    : (view.skipped[0]?.reason ?? installMessage('install.not-listed', { agent: agentName }));
}

// The installed folder as the agent would meet it: the only entry of its skills folder.
function snapshotOf(skill: InstallCandidate): FolderSnapshot {
  const md = skill.skillMd;
  const decoded = md ? decodeUtf8(md.bytes) : undefined;
  const resources: FolderSnapshot['resources'] = {};
  for (const r of RESOURCES) {
    const names = new Set<string>();
    for (const f of skill.files)
      if (f.path.startsWith(`${r}/`)) names.add(f.path.slice(r.length + 1).split('/')[0] ?? '');
    if (names.size > 0) resources[r] = [...names].sort(compareCodePoints);
  }
  return {
    name: skill.name,
    dir: skill.target,
    rel: skill.name,
    isDirectory: true,
    ...(md &&
      decoded && {
        skillMd: { fileName: md.fileName, text: decoded.text, utf8: decoded.badByte === undefined },
      }),
    resources,
    files: skill.files.map((f) => f.path).sort(),
  };
}

function parentOf(path: string): string {
  const at = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  return at <= 0 ? path : path.slice(0, at);
}
