/**
 * A skill as a library list shows it (level 1): what the scan produces and the UI filters on.
 */
import type { Diagnostic, RuleCode } from './types';

/** The resource folders agents know about. */
export const RESOURCE_DIRS = ['scripts', 'references', 'assets', 'examples'] as const;

/** valid: no findings; warnings: usable with advice; errors: fails the profile. */
export type Verdict = 'valid' | 'warnings' | 'errors';

/** The verdict of a set of findings: the library's status dot and the editor's agree by using this. */
export function verdictOf(diagnostics: readonly Pick<Diagnostic, 'severity'>[]): Verdict {
  if (diagnostics.some((d) => d.severity === 'error')) return 'errors';
  return diagnostics.some((d) => d.severity === 'warning') ? 'warnings' : 'valid';
}

/** One skill in a library list. */
export interface SkillSummary {
  /** Absolute folder path. */
  dir: string;
  /** Path below its library root, "/"-separated. */
  rel: string;
  folderName: string;
  skillMdName: string;
  name?: string;
  description?: string;
  verdict: Verdict;
  errors: number;
  warnings: number;
  /** The codes found, errors first (the list's filters and tooltips use them). */
  codes: RuleCode[];
  resources: Record<(typeof RESOURCE_DIRS)[number], number>;
  /** The enclosing skill's relative path, for a skill nested in another. */
  parent?: string;
}
