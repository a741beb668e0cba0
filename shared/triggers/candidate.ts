/**
 * A candidate description, before anything is sent with it: written into the SKILL.md by the
 * frontmatter writer (the same call the form makes, so "Use this description" is an ordinary
 * edit), put into the library the agents list, and checked. A check reuses what already says
 * it: the writer's refusals, the validator's findings for the description field (the
 * 1,024-character limit among them), and each target agent's own view of the library with the
 * candidate in it (its per-entry cap and listing budget: an entry shown cut, left out or not at
 * all). Only the line-break check is the optimizer's own: agents join the lines of a
 * description into one, so a candidate spread over lines is not what they show.
 */
import { AGENTS } from '../agent/registry';
import type { AgentSettings } from '../agent/settings';
import { AGENT_LABELS, type FolderSnapshot, type LibrarySnapshot } from '../agent/types';
import type { TriggerAgentId } from '../agent/skill-tools';
import type { Message } from '../i18n/message';
import { editFrontmatter } from '../skill/edit/frontmatter-edit';
import { parseSkillFile } from '../skill/parse';
import { RULE_FIELDS } from '../skill/rule-fields';
import { isProblem } from '../skill/summary';
import type { RuleCode } from '../skill/types';
import { validateSkill } from '../skill/validate';
import { triggerMessage } from './messages';

/** Why a candidate description may not be usable, by kind. */
export const CANDIDATE_PROBLEM_CODES = [
  'no-tags',
  'empty',
  'multi-line',
  'not-writable',
  'finding',
  'cut',
  'not-listed',
] as const;

/** One kind of CANDIDATE_PROBLEM_CODES. */
export type CandidateProblemCode = (typeof CANDIDATE_PROBLEM_CODES)[number];

/** Something wrong with a candidate; a blocking one keeps it from being run. */
export interface CandidateProblem {
  code: CandidateProblemCode;
  /** The validator's rule, for a finding. */
  rule?: RuleCode;
  /** The agent whose listing, for cut and not-listed. */
  agent?: TriggerAgentId;
  blocking: boolean;
  message: Message;
}

/** Where a candidate goes and whose listings it must fit. */
export interface CandidateTargets {
  library: LibrarySnapshot;
  /** The skill's folder (its FolderSnapshot.dir). */
  dir: string;
  /** The agents whose listings must show it whole. */
  agents: readonly TriggerAgentId[];
  settings?: AgentSettings;
}

/** The SKILL.md text with its description set by the frontmatter writer, or why it will not. */
export function withDescriptionText(
  text: string,
  description: string,
): { ok: true; text: string } | { ok: false; reason: string } {
  return editFrontmatter(text, [{ path: ['description'], value: description }]);
}

/** The skill's folder in the library, if it has a readable SKILL.md. */
export function skillFolder(library: LibrarySnapshot, dir: string): FolderSnapshot | undefined {
  for (const root of library.roots) {
    const found = [...root.skills, ...root.entries].find((f) => f.dir === dir && f.skillMd);
    if (found) return found;
  }
  return undefined;
}

/**
 * The library with the skill's SKILL.md text replaced by `text` wherever the snapshot holds
 * its folder (the direct entries, the skills, the agents' walks); nothing else changes.
 */
export function withSkillText(
  library: LibrarySnapshot,
  dir: string,
  text: string,
): LibrarySnapshot {
  const swap = (f: FolderSnapshot): FolderSnapshot =>
    f.dir === dir && f.skillMd ? { ...f, skillMd: { ...f.skillMd, text } } : f;
  return {
    roots: library.roots.map((root) => ({
      ...root,
      entries: root.entries.map(swap),
      skills: root.skills.map(swap),
      walked: root.walked.map((w) => ({ ...w, folder: swap(w.folder) })),
    })),
  };
}

/** Every problem of `description` as the skill's description (see the header). */
export function checkCandidate(description: string, targets: CandidateTargets): CandidateProblem[] {
  const problems: CandidateProblem[] = [];
  if (description.trim() === '')
    problems.push({
      code: 'empty',
      blocking: true,
      message: triggerMessage('triggers.problem.empty'),
    });
  if (/[\r\n]/.test(description))
    problems.push({
      code: 'multi-line',
      blocking: true,
      message: triggerMessage('triggers.problem.multi-line'),
    });
  const folder = skillFolder(targets.library, targets.dir);
  const edited = withDescriptionText(folder?.skillMd?.text ?? '', description);
  if (!folder || !edited.ok) {
    const reason = edited.ok ? '' : edited.reason;
    problems.push({
      code: 'not-writable',
      blocking: true,
      message: triggerMessage('triggers.problem.not-writable', { reason }),
    });
    return problems;
  }
  const parsed = parseSkillFile(edited.text);
  for (const d of validateSkill(parsed, folder.name, 'spec', {}, false).diagnostics)
    // Advice on a candidate (too short, say) is no problem with it: its test score decides.
    if (RULE_FIELDS[d.code] === 'description' && isProblem(d))
      problems.push({
        code: 'finding',
        rule: d.code,
        blocking: d.severity === 'error',
        message: triggerMessage('triggers.problem.finding', { finding: d.message }),
      });
  const library = withSkillText(targets.library, targets.dir, edited.text);
  for (const agent of targets.agents) {
    const view = AGENTS[agent].load(library, targets.settings).catalogue();
    const entry = view.entries.find((e) => e.dir === targets.dir);
    const name = AGENT_LABELS[agent];
    if (!entry)
      problems.push({
        code: 'not-listed',
        agent,
        blocking: true,
        message: triggerMessage('triggers.problem.not-listed', { agent: name }),
      });
    else if (entry.status === 'cut' || entry.status === 'dropped')
      problems.push({
        code: 'cut',
        agent,
        blocking: true,
        message: triggerMessage('triggers.problem.cut', {
          agent: name,
          note: entry.note ?? entry.status,
        }),
      });
  }
  return problems;
}

/** True when a problem keeps the candidate from being run. */
export const blocks = (problems: readonly CandidateProblem[]) => problems.some((p) => p.blocking);
