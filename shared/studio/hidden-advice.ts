/**
 * Advice the user chose not to see again for one skill ("Don't show this again for this
 * skill"): a set of rule codes per skill, kept by the service by library and folder. Only
 * findings at the advice level are ever hidden: a code that is an error or a warning under
 * the chosen targets shows whatever was stored for it.
 */
import type { Diagnostic, RuleCode } from '../skill/types';

/** The findings shown and those hidden by the user, each in the order given. */
export interface SplitFindings {
  shown: Diagnostic[];
  hidden: Diagnostic[];
}

/** Splits `diagnostics` into those shown and the advice whose code the user hid. */
export function splitHidden(
  diagnostics: readonly Diagnostic[],
  hiddenCodes: readonly RuleCode[],
): SplitFindings {
  const shown: Diagnostic[] = [];
  const hidden: Diagnostic[] = [];
  for (const d of diagnostics)
    (d.severity === 'advice' && hiddenCodes.includes(d.code) ? hidden : shown).push(d);
  return { shown, hidden };
}

/** The codes with `code` hidden (once) or shown again, sorted so equal sets compare equal. */
export function withCodeHidden(
  codes: readonly RuleCode[],
  code: RuleCode,
  hidden: boolean,
): RuleCode[] {
  const rest = codes.filter((c) => c !== code);
  return (hidden ? [...rest, code] : rest).sort();
}

/**
 * What the service keeps: by library root, by the skill folder relative to it ("/"
 * separators, "" for a skill that is the library's root), the hidden codes.
 */
export type HiddenAdviceByLibrary = Record<string, Record<string, RuleCode[]>>;

/** The stored set with one skill's codes replaced (a skill with none left is dropped). */
export function withSkillCodes(
  stored: HiddenAdviceByLibrary,
  root: string,
  folder: string,
  codes: readonly RuleCode[],
): HiddenAdviceByLibrary {
  const library = Object.fromEntries(
    Object.entries(stored[root] ?? {}).filter(([key]) => key !== folder),
  );
  if (codes.length > 0) library[folder] = [...codes];
  const next = Object.fromEntries(Object.entries(stored).filter(([key]) => key !== root));
  if (Object.keys(library).length > 0) next[root] = library;
  return next;
}
