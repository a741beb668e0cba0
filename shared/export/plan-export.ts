/**
 * An export laid out and judged, before anything is written: every skill's planned files
 * under the format's skills folder beside the manifests, in the byte order packaging writes
 * (so the same skills give the same output), and for each skill what the format's readers
 * make of it: the findings of their profile, why they would skip it, and notes.
 */
import type { Message } from '../i18n/message';
import { checkForReader } from '../install/install-check';
import {
  compareUtf8,
  packageMessage,
  planArchive,
  unsafeSegmentReason,
  type PlannedFile,
  type SkillPlan,
} from '../package/index';
import type { Diagnostic } from '../skill/types';
import { readerOf, type ExportFormat } from './formats';
import type { ExportManifests } from './manifests';
import { exportMessage } from './messages';

/** One file of the export: a skill's planned file, or a manifest's text. */
export type ExportEntry =
  { path: string; skill: number; file: PlannedFile } | { path: string; text: string };

/** Lays out the export; `problems` are those no --force overrides (two skills, one folder). */
export function layoutExport(
  skills: readonly SkillPlan[],
  manifests: Pick<ExportManifests, 'files' | 'skillsDir'>,
): { entries: ExportEntry[]; problems: Message[] } {
  const archive = planArchive(skills);
  const entries: ExportEntry[] = [
    ...archive.entries.map((e) => ({
      path: `${manifests.skillsDir}/${e.archivePath}`,
      skill: e.skill,
      file: e.file,
    })),
    ...manifests.files.map((f) => ({ path: f.path, text: f.text })),
  ];
  entries.sort((a, b) => compareUtf8(a.path, b.path));
  // The folders the format adds (plugins/NAME/ of a marketplace) obey the rules packaging
  // holds a skill's folder to: a name no system refuses (no Windows device name, ...).
  const problems = [...archive.problems];
  const added = new Set(
    [manifests.skillsDir, ...manifests.files.map((f) => f.path)].flatMap((p) => p.split('/')),
  );
  for (const folder of added) {
    const reason = unsafeSegmentReason(folder);
    if (reason) problems.push(packageMessage('package.problem.bad-folder', { folder, reason }));
  }
  return { entries, problems };
}

/** What the format's readers make of one skill. */
export interface SkillExportCheck {
  folder: string;
  /** Who reads it ("Claude Code", "Codex", "Agent Plugins clients"). */
  reader: string;
  diagnostics: Diagnostic[];
  /** Why the readers would not load it at all. */
  skipped?: Message;
  notes: Message[];
  ok: boolean;
}

/** Checks one skill for `format`; `skillMd` is the file as it would be exported. */
export function checkExportSkill(
  format: ExportFormat,
  pluginName: string,
  plan: SkillPlan,
  skillMd: { fileName: 'SKILL.md' | 'skill.md'; bytes: Uint8Array } | undefined,
): SkillExportCheck {
  const reader = readerOf(format);
  const check = checkForReader(reader, {
    name: plan.folder,
    target: plan.folder,
    files: plan.files.map((f) => ({ path: f.path, size: f.size })),
    ...(skillMd && { skillMd }),
  });
  let { skipped } = check;
  // Agent Plugins §7.1: a child of skills/ is a skill only with a file named exactly SKILL.md.
  if (format === 'agent-plugin' && skillMd?.fileName === 'skill.md')
    skipped ??= exportMessage('export.skill-md-exact', { reader: reader.name });
  const notes: Message[] = [];
  if (format === 'claude-plugin' || format === 'marketplace')
    notes.push(exportMessage('export.invoked-as', { command: `/${pluginName}:${plan.folder}` }));
  return {
    folder: plan.folder,
    reader: reader.name,
    diagnostics: check.diagnostics,
    ...(skipped !== undefined && { skipped }),
    notes,
    ok: check.ok && skipped === undefined,
  };
}

/** Errors that refuse an export unless forced: error findings and skills a reader skips. */
export function exportErrors(checks: readonly SkillExportCheck[]): number {
  return checks.reduce(
    (n, c) => n + c.diagnostics.filter((d) => d.severity === 'error').length + (c.skipped ? 1 : 0),
    0,
  );
}
