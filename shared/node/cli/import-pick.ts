/**
 * `import --skill NAME`: which of the skills found each name means (its folder, its path in
 * the archive or folder, or the name in its SKILL.md); a name that means none, or several, is
 * a usage error that lists what was found.
 */
import type { ScannedSkill } from '../archive/import-scan';
import { UsageError } from './io';

/** The `from` of each named skill, in the order found. */
export function pickSkills(names: readonly string[], found: readonly ScannedSkill[]): string[] {
  const listed = () =>
    found.length === 0
      ? 'no skills were found'
      : `found: ${found.map((s) => (s.from === '' ? s.folder : s.from)).join(', ')}`;
  const chosen = new Set<string>();
  for (const name of names) {
    const byPath = found.filter((s) => s.from === name);
    const matches =
      byPath.length > 0 ? byPath : found.filter((s) => s.folder === name || s.name === name);
    if (matches.length === 0)
      throw new UsageError(`No skill named '${name}' is in it (${listed()}).`, 'import');
    if (matches.length > 1)
      throw new UsageError(
        `'${name}' names ${matches.length} skills: ${matches.map((s) => s.from).join(', ')}; give the path of the one to import.`,
        'import',
      );
    chosen.add((matches[0] as ScannedSkill).from);
  }
  return found.filter((s) => chosen.has(s.from)).map((s) => s.from);
}
