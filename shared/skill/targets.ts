/**
 * Targets: the places a library's skills will be used (Claude Code, a Claude.ai upload, Codex,
 * ...), each graded by its profile. A skill is checked once (findingsOnce, or what the index
 * found) and each target grades those findings; the skill's overall verdict is the worst of
 * its targets', and each finding counts at the most any target gives it.
 */
import { gradeFound, type FoundLike } from './grade';
import { PROFILES, SPEC_FIELDS } from './profiles';
import { checkOf, type SkillCheck } from './summary';
import type { Diagnostic, ParsedSkillFile, ProfileId, RuleCode, Severity } from './types';

/** Every target, in the order they are offered: the agents, then the specification alone. */
export const TARGET_IDS: readonly ProfileId[] = [
  'claude-code',
  'claude-ai',
  'codex',
  'opencode',
  'copilot',
  'gemini-cli',
  'hello-agents',
  'spec',
];

/** What a library is checked against until its targets are chosen: the specification, as before. */
export const DEFAULT_TARGETS: readonly ProfileId[] = ['spec'];

/** `targets` once each, in TARGET_IDS order (so two equal choices compare equal). */
export function orderedTargets(targets: readonly ProfileId[]): ProfileId[] {
  return TARGET_IDS.filter((id) => targets.includes(id));
}

/** One target's check of a skill. */
export interface TargetCheck {
  target: ProfileId;
  check: SkillCheck;
}

/** A skill's check for several targets: the worst of them as a whole, and each one's. */
export interface TargetsCheck extends SkillCheck {
  targets: readonly TargetCheck[];
}

// A finding's weight: the more a severity matters, the higher (unknown ones, none).
const RANK: Record<Severity | 'off', number> = { error: 4, warning: 3, advice: 2, info: 1, off: 0 };
const rank = (severity: Severity | 'off'): number => RANK[severity];

// The level a profile gives a code, with a field-unknown finding whose keys it all knows off.
function levelOf(
  profile: ProfileId,
  code: RuleCode,
  unknownKeys: readonly string[] | undefined,
): Severity | 'off' {
  const { fields, levels } = PROFILES[profile];
  if (!Object.hasOwn(levels, code)) return 'off';
  if (code === 'field-unknown' && unknownKeys?.every((k) => fields.includes(k)) === true)
    return 'off';
  return levels[code];
}

function strongest(
  targets: readonly ProfileId[],
  code: RuleCode,
  unknownKeys: readonly string[] | undefined,
): Severity | 'off' {
  let best: Severity | 'off' = 'off';
  for (const target of targets) {
    const level = levelOf(target, code, unknownKeys);
    if (rank(level) > rank(best)) best = level;
  }
  return best;
}

const made = new WeakMap<FoundLike, Map<string, TargetsCheck>>();

/** The check of what the index found, for `targets` (the same object each time it is asked). */
export function gradeTargets(found: FoundLike, targets: readonly ProfileId[]): TargetsCheck {
  const key = targets.join(' ');
  let byKey = made.get(found);
  if (!byKey) made.set(found, (byKey = new Map<string, TargetsCheck>()));
  const known = byKey.get(key);
  if (known) return known;
  const graded: Pick<Diagnostic, 'code' | 'severity'>[] = [];
  for (const seen of found.codes) {
    const level = strongest(targets, seen as RuleCode, found.unknownKeys);
    if (level !== 'off') graded.push({ code: seen as RuleCode, severity: level });
  }
  const check: TargetsCheck = {
    ...checkOf(graded),
    targets: targets.map((target) => ({ target, check: gradeFound(found, target) })),
  };
  byKey.set(key, check);
  return check;
}

/** The keys a field-unknown finding names (those outside the specification's), as grade.ts has them. */
export function unknownKeysOf(parsed: ParsedSkillFile): string[] {
  const keys: string[] = [];
  for (const { key } of parsed.fields)
    if (!(SPEC_FIELDS as readonly string[]).includes(key) && !keys.includes(key)) keys.push(key);
  return keys;
}

/** Findings under several targets: each at the most any target gives it, those all turn off left out. */
export function underTargets(
  found: readonly Diagnostic[],
  targets: readonly ProfileId[],
  unknownKeys: readonly string[],
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const d of found) {
    const level = strongest(targets, d.code, unknownKeys);
    if (level === 'off') continue;
    out.push(level === d.severity ? d : { ...d, severity: level });
  }
  return out;
}

/** Findings under one target (what validating under its profile alone gives). */
export function underTarget(
  found: readonly Diagnostic[],
  target: ProfileId,
  unknownKeys: readonly string[],
): Diagnostic[] {
  return underTargets(found, [target], unknownKeys);
}
