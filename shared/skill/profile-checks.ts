/**
 * A skill's check under every profile, as a library list shows it: the findings are worked out
 * once (findingsByKeys) and each profile's check derived from them. A check depends on nothing
 * but the codes found, in order: a profile sets each code's severity (underProfile), and
 * checkOf reads only codes and severities. So the checks of one sequence of codes are made
 * once and shared by every skill that has it (a 10,000-skill library has a few dozen such
 * sequences): no per-profile copies of the findings, no four checkOf calls per skill, and the
 * list holds one set of check objects per sequence instead of up to four per skill.
 */
import { PROFILE_IDS, PROFILES } from './profiles';
import { checkOf, sameCheck, type SkillCheck } from './summary';
import type { Diagnostic, ParsedSkillFile, ProfileId, SkillContext } from './types';
import { findingsByKeys, underProfile } from './validate';

/** Each profile's check (objects shared between skills: read them, never change them). */
export type ProfileChecks = Readonly<Record<ProfileId, SkillCheck>>;

// Sequences of codes seen, and their checks. Bounded: a library whose skills all differ in
// what they break (never seen in real ones) costs a miss each, not unbounded memory.
const MEMO_LIMIT = 4096;
const memo = new Map<string, ProfileChecks>();

/** The check under every profile of a parsed SKILL.md (no fixes are worked out). */
export function checksEveryProfile(
  parsed: ParsedSkillFile,
  folderName: string,
  skill: SkillContext = {},
): ProfileChecks {
  const found = findingsByKeys(parsed, folderName, skill, false);
  const key = codesKey(found);
  const known = memo.get(key);
  if (known) return known;
  const checks = checksOf(found);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, checks);
  return checks;
}

/** The checks of findings by set of known keys, as four validations and checkOf make them. */
export function checksOf(
  found: ReadonlyMap<readonly string[], readonly Diagnostic[]>,
): ProfileChecks {
  const checks = {} as Record<ProfileId, SkillCheck>;
  let previous: SkillCheck | undefined;
  for (const id of PROFILE_IDS) {
    const check = checkOf(underProfile(found.get(PROFILES[id].fields) ?? [], id).diagnostics);
    // Most skills get the same check under several profiles: one object.
    previous = sameCheck(previous, check) ? previous : check;
    checks[id] = previous ?? check;
  }
  return checks;
}

// The codes of each set's findings in order, the sets in their (fixed) order of first use.
function codesKey(found: ReadonlyMap<readonly string[], readonly Diagnostic[]>): string {
  let key = '';
  for (const diagnostics of found.values()) {
    for (const d of diagnostics) key += `${d.code} `;
    key += '|';
  }
  return key;
}
