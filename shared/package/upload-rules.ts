/**
 * Checks of the planned archive against the upload rules (Claude's uploader refuses archives
 * without exactly one SKILL.md at the top of the skill's folder, or with more than 200 files),
 * and the size report.
 */
import { andList } from '../i18n/common-messages';
import type { Message } from '../i18n/message';
import type { ProfileId } from '../skill/index';
import { collisionKey } from './entry-names';
import { packageMessage } from './messages';
import { unreadableWhy } from './plan-skill';
import type { PackageCheck, SizeReport, SkillPlan } from './types';

/** Claude's uploader refuses a skill with more files than this. */
export const MAX_UPLOAD_FILES = 200;

/** Upload-rule findings for the skills of one archive under `profile`. */
export function checkUploadRules(skills: readonly SkillPlan[], profile: ProfileId): PackageCheck[] {
  const claude = profile === 'claude-ai';
  const strict = claude ? 'error' : 'warning';
  const out: PackageCheck[] = [];
  for (const { folder, files, leftOut } of skills) {
    const add = (severity: PackageCheck['severity'], message: Message) =>
      out.push({ severity, folder, message });
    // Left out because it could not be read, not because anyone chose so: the package would
    // quietly miss part of the skill.
    for (const item of leftOut) {
      const why = unreadableWhy(item);
      if (why !== undefined)
        add(
          'error',
          packageMessage('package.check.unreadable', { path: `${folder}/${item.path}`, why }),
        );
    }
    const top = files.filter((f) => f.path.toLowerCase() === 'skill.md');
    const nested = files.filter((f) => /\/skill\.md$/i.test(f.path));
    const [only] = top;
    if (!only)
      add(
        'error',
        nested[0]
          ? packageMessage('package.check.no-skill-md-nested', {
              folder,
              nested: `${folder}/${nested[0].path}`,
            })
          : packageMessage('package.check.no-skill-md', { folder }),
      );
    else if (top.length > 1)
      add(
        'error',
        packageMessage('package.check.several-skill-md', {
          folder,
          files: andList(top.map((f) => f.path)),
        }),
      );
    else if (only.path !== 'SKILL.md')
      add(strict, packageMessage('package.check.capitals', { path: `${folder}/${only.path}` }));
    if (only)
      for (const f of nested)
        add(
          strict,
          packageMessage('package.check.second-skill-md', { path: `${folder}/${f.path}` }),
        );
    if (claude && files.length > MAX_UPLOAD_FILES)
      add(
        'error',
        packageMessage('package.check.too-many-files', {
          folder,
          count: files.length,
          max: MAX_UPLOAD_FILES,
        }),
      );
    const seen = new Map<string, string>();
    for (const f of files) {
      const key = collisionKey(f.path);
      const other = seen.get(key);
      if (other === undefined) seen.set(key, f.path);
      else
        add(
          'error',
          packageMessage('package.check.case-clash', {
            path: `${folder}/${other}`,
            other: `${folder}/${f.path}`,
          }),
        );
    }
  }
  if (claude && skills.length > 1)
    out.push({
      severity: 'warning',
      message: packageMessage('package.check.bundle', { count: skills.length }),
    });
  return out;
}

/** File count, total bytes and the largest files. */
export function sizeReport(files: readonly { path: string; size: number }[], top = 5): SizeReport {
  const largest = [...files]
    .sort((a, b) => b.size - a.size || (a.path < b.path ? -1 : 1))
    .slice(0, top)
    .map((f) => ({ path: f.path, size: f.size }));
  return { files: files.length, bytes: files.reduce((n, f) => n + f.size, 0), largest };
}

/** A byte count for people: "512 B", "2.4 KiB", "1.1 MiB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit] ?? 'TiB'}`;
}
