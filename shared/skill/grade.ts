/**
 * A skill is checked once and graded for each profile by a pure function. A profile is only
 * its known keys and a level for each code: what a check found (its codes in order, and the
 * keys the field-unknown finding names) says everything a profile's verdict needs. So the list
 * carries one SkillFound per skill whichever profile is shown, and the page grades it for the
 * one it shows; a grade is what validating the skill alone under that profile and checkOf give.
 * What was found is shared by every skill that found the same (a 10,000-skill library finds a
 * few dozen different things), and each one's grades are made once.
 */
import { LRUCache } from 'lru-cache';
import { PROFILES, SPEC_FIELDS } from './profiles';
import { checkOf, type SkillCheck, type SkillFound } from './summary';
import type { Diagnostic, ParsedSkillFile, ProfileId, RuleCode, SkillContext } from './types';
import { findingsOnce } from './validate';

// What was found, by its codes and keys. Bounded: a library whose skills all differ in what
// they break (never seen in real ones) costs a miss each, not unbounded memory.
const memo = new LRUCache<string, SkillFound>({ max: 4096 });
const SPEC_KEYS: ReadonlySet<string> = new Set(SPEC_FIELDS);

/** What checking a parsed SKILL.md finds, for every profile (no fixes are worked out). */
export function foundOf(
  parsed: ParsedSkillFile,
  folderName: string,
  skill: SkillContext = {},
): SkillFound {
  const diagnostics = findingsOnce(parsed, folderName, skill);
  const codes = diagnostics.map((d) => d.code);
  let unknownKeys: string[] | undefined;
  if (codes.includes('field-unknown')) {
    unknownKeys = [];
    for (const { key } of parsed.fields)
      if (!SPEC_KEYS.has(key) && !unknownKeys.includes(key)) unknownKeys.push(key);
  }
  return shared(codes, unknownKeys);
}

/** What a set of findings found (an unreadable file's, say), for every profile alike. */
export function foundIn(diagnostics: readonly Pick<Diagnostic, 'code'>[]): SkillFound {
  return shared(diagnostics.map((d) => d.code));
}

// What was found, as one string: the same for every skill that found the same.
function keyOf(codes: readonly string[], unknownKeys?: readonly string[]): string {
  return `${codes.join(' ')}|${unknownKeys?.join('\n') ?? ''}`;
}

function shared(codes: RuleCode[], unknownKeys?: string[]): SkillFound {
  const key = keyOf(codes, unknownKeys);
  const known = memo.get(key);
  if (known) return known;
  const found: SkillFound = unknownKeys ? { codes, unknownKeys } : { codes };
  memo.set(key, found);
  return found;
}

/** What was found, as it travels (its codes plain strings: the wire's schema does not narrow them). */
export type FoundLike = { codes: readonly string[]; unknownKeys?: readonly string[] };

type Grades = Partial<Record<ProfileId, SkillCheck>>;

const grades = new WeakMap<FoundLike, Grades>();
// By what was found, for the page: each skill's found is its own object once it has travelled.
const gradesByKey = new LRUCache<string, Grades>({ max: 4096 });

/** The check of what was found under `profile` (the same object for the same found, each time). */
export function gradeFound(found: FoundLike, profile: ProfileId): SkillCheck {
  let made = grades.get(found);
  if (!made) {
    const key = keyOf(found.codes, found.unknownKeys);
    made = gradesByKey.get(key);
    if (!made) gradesByKey.set(key, (made = {}));
    grades.set(found, made);
  }
  return (made[profile] ??= grade(found, profile));
}

function grade(found: FoundLike, profile: ProfileId): SkillCheck {
  const { fields, levels } = PROFILES[profile];
  const graded: Pick<Diagnostic, 'code' | 'severity'>[] = [];
  for (const seen of found.codes) {
    const code = seen as RuleCode;
    // A code this build does not know (none is sent) counts for nothing.
    const level = Object.hasOwn(levels, code) ? levels[code] : 'off';
    if (level === 'off') continue;
    // Keys this profile knows are no unknown keys: with all of them known, nothing was found.
    if (code === 'field-unknown' && found.unknownKeys?.every((k) => fields.includes(k)) === true)
      continue;
    graded.push({ code, severity: level });
  }
  return checkOf(graded);
}
