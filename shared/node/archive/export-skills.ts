/**
 * Exporting skill folders as a plugin: each folder planned as packaging plans it (the same
 * exclusions, links and identity checks), the manifests built and checked with the format's
 * schema, every skill checked for the format's readers, then written as one zip (the packaging
 * writer, byte for byte reproducible) or as a new folder (staged, then renamed), or refused
 * with every reason and nothing written.
 */
import type { Message } from '../../i18n/message';
import {
  buildManifests,
  checkExportSkill,
  exportErrors,
  exportMessage,
  layoutExport,
  type ExportEntry,
  type ExportSettings,
  type GeneratedFile,
  type SkillExportCheck,
} from '../../export/index';
import type { SkillPlan } from '../../package/index';
import { planFolder, skillsHolding, sourcesOf } from './package-skills';
import { readSourceSync, type ZipSource } from './source-file';
import { writeFolderAtomically, type WrittenFolder } from './write-folder';
import { writeZipAtomically, type WrittenArchive } from './zip-writer';

/** One skill as exported (or as it would have been). */
export interface ExportedSkill {
  dir: string;
  plan: SkillPlan;
  check: SkillExportCheck;
}

/** What came of an export request. */
export interface ExportOutcome {
  skills: ExportedSkill[];
  manifests: GeneratedFile[];
  /** Every file of the export, in order. */
  paths: string[];
  /** Problems no --force overrides (settings a manifest cannot hold, clashing folders). */
  problems: Message[];
  /** Settings the format has no place for. */
  notes: Message[];
  /** Errors in the skills (refused unless forced). */
  errors: number;
  /** Set when the export was written: a zip, or a folder. */
  written?: { kind: 'zip'; zip: WrittenArchive } | { kind: 'folder'; folder: WrittenFolder };
}

/** Whether `dest` names a zip (else a folder is written). */
export function isZipOutput(dest: string): boolean {
  return dest.toLowerCase().endsWith('.zip');
}

/**
 * Exports the skill folders `dirs` to `dest`; `force` writes despite errors in the skills;
 * `output` says what to write (default: a zip when `dest` ends in .zip, else a folder).
 */
export async function exportSkills(
  dirs: readonly string[],
  dest: string,
  settings: ExportSettings,
  options: { force: boolean; dryRun?: boolean; output?: 'zip' | 'folder' },
): Promise<ExportOutcome> {
  const plans = dirs.map((dir) => planFolder(dir).plan);
  const manifests = buildManifests(settings);
  const layout = layoutExport(plans, manifests);
  const problems: Message[] = [...manifests.problems, ...layout.problems];
  // A dry run checks what goes in; where it goes is checked when it is written.
  const inside = options.dryRun ? [] : skillsHolding(dest, plans);
  if (inside === undefined) problems.push(exportMessage('export.no-output-folder', { dest }));
  else
    for (const folder of inside) problems.push(exportMessage('export.output-inside', { folder }));
  const skills = plans.map((plan, i) => ({
    dir: dirs[i] ?? '',
    plan,
    check: checkExportSkill(settings.format, settings.name, plan, skillMdOf(plan)),
  }));
  const errors = exportErrors(skills.map((s) => s.check));
  const outcome: ExportOutcome = {
    skills,
    manifests: manifests.files,
    paths: layout.entries.map((e) => e.path),
    problems,
    notes: manifests.notes,
    errors,
  };
  if (options.dryRun || problems.length > 0 || (errors > 0 && !options.force)) return outcome;
  const sources = exportSources(layout.entries, plans);
  const zip = (options.output ?? (isZipOutput(dest) ? 'zip' : 'folder')) === 'zip';
  const written: ExportOutcome['written'] = zip
    ? { kind: 'zip', zip: await writeZipAtomically(sources, dest) }
    : { kind: 'folder', folder: await writeFolderAtomically(sources, dest) };
  return { ...outcome, written };
}

// SKILL.md as it would be exported, read as the plan saw it (a file changed since stops here).
function skillMdOf(plan: SkillPlan) {
  const file =
    plan.files.find((f) => f.path === 'SKILL.md') ?? plan.files.find((f) => f.path === 'skill.md');
  if (!file) return undefined;
  const [source] = sourcesOf([{ archivePath: file.path, skill: 0, file }], [plan]);
  if (!source) return undefined;
  return { fileName: file.path as 'SKILL.md' | 'skill.md', bytes: readSourceSync(source) };
}

function exportSources(entries: readonly ExportEntry[], plans: readonly SkillPlan[]): ZipSource[] {
  return entries.map((e) => {
    if ('text' in e) {
      const data = Buffer.from(e.text, 'utf8');
      // A manifest has no file on disk: its bytes travel with it.
      return {
        archivePath: e.path,
        abs: '',
        size: data.length,
        mode: 0o644,
        store: data.length === 0,
        dev: 0,
        ino: 0,
        ctimeMs: 0,
        data,
      };
    }
    const [source] = sourcesOf([{ archivePath: e.path, skill: e.skill, file: e.file }], plans);
    if (!source) throw new Error(`internal: no source for ${e.path}`);
    return source;
  });
}
