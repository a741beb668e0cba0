/**
 * `skill-studio import`: the skills of an archive or a folder (one skill, a bundle, a
 * repository with skills in subfolders, or a SKILL.md at the top) into a library folder, all
 * of them or the ones named, refusing anything unsafe before a byte is written.
 */
import { english, inEnglish } from '../../i18n/catalogue';
import { statSync } from 'node:fs';
import { pickSkills } from './import-pick';
import { resolve } from 'node:path';
import {
  DEFAULT_IMPORT_LIMITS,
  formatBytes,
  parseByteSize,
  type ImportLimits,
} from '../../package/index';
import { importArchive, type ConflictMode, type ImportOutcome } from '../archive/import-skills';
import { scanImport, type ScannedSkill } from '../archive/import-scan';
import { oneValue, parseArgs, type ParsedArgs } from './args';
import { UsageError, type CliIo } from './io';
import { displayPath } from './package-command';
import { counted } from './counted';
import { isDirectory } from '../skill-folder';

const D = DEFAULT_IMPORT_LIMITS;

/** Help text of the command. */
export const IMPORT_HELP = `Usage: skill-studio import ARCHIVE_OR_FOLDER --into ROOT [--skill NAME]...
                           [--overwrite | --rename] [--max-entries N] [--max-bytes SIZE]
                           [--max-ratio R] [--json]

Imports the skills of an archive (.zip or .skill) or a folder into the folder ROOT: every
folder with a SKILL.md within six folders of the top (a repository's zip keeps them in
subfolders), or one SKILL.md at the top (then named from its frontmatter). A skill inside
another skill comes with it. Everything is checked before anything is written; the skills are
extracted next to ROOT's folders in a temp folder and moved into place, so a refusal or
failure leaves ROOT as it was.

  --into ROOT        the library folder to import into (must exist)
  --skill NAME       import only this skill (repeat for more): its folder's name, its path in
                     the archive or folder, or the name in its SKILL.md; default: all found
  --overwrite        replace a skill folder of the same name (after the new one is complete)
  --rename           import under a free name instead (name-2, name-3, ...), and set the
                     frontmatter name to match
  --max-entries N    refuse archives or folders with more entries (default ${D.maxEntries})
  --max-bytes SIZE   refuse archives that expand to more (default 1GiB; e.g. 2GiB, 500M)
  --max-ratio R      refuse entries over ${formatBytes(D.ratioMinBytes)} that expand more than R times (default ${D.maxRatio})
  --json             print one JSON object instead of text

Always refused: paths that leave ROOT ("..", absolute, drive letters, backslashes, ":"),
encrypted, damaged or truncated archives, checksum errors, duplicate names (also ones
differing only in case or Unicode form), overlapping entries; symbolic links and special
files inside a skill imported (elsewhere they are skipped; links are never followed).
Skipped: __MACOSX/, .DS_Store, ._*, Thumbs.db, desktop.ini, .git/; in a folder also
node_modules/ and the other tools' folders a library search passes over.

Exit codes: 0 imported, 1 refused or failed (nothing written), 2 usage error (an unknown
--skill NAME too: the message lists the skills found).
`;

/** Runs `import`; returns the exit code. */
export async function importCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(
    argv,
    {
      flags: ['json', 'overwrite', 'rename', 'help'],
      values: ['into', 'skill', 'max-entries', 'max-bytes', 'max-ratio'],
      short: { h: 'help' },
    },
    'import',
    io.cwd,
  );
  if (args.flags.has('help')) {
    io.stdout(IMPORT_HELP);
    return 0;
  }
  const [file, ...extra] = args.positionals;
  if (file === undefined) throw new UsageError('Give the archive or folder to import.');
  if (extra.length > 0) throw new UsageError('Give one archive or folder at a time.');
  const into = oneValue(args, 'into', 'import');
  if (into === undefined) throw new UsageError('Give the library folder with --into ROOT.');
  const abs = resolve(io.cwd, file);
  const root = resolve(io.cwd, into);
  if (!isFile(abs) && !isDirectory(abs))
    throw new UsageError(`'${file}' is neither an archive nor a folder.`);
  if (!isDirectory(root))
    throw new UsageError(
      isFile(root)
        ? `'${into}' is a file, not a folder; give --into the library folder.`
        : `The folder '${into}' does not exist.`,
    );
  if (args.flags.has('overwrite') && args.flags.has('rename'))
    throw new UsageError('Give either --overwrite or --rename, not both.');
  const conflict: ConflictMode = args.flags.has('overwrite')
    ? 'overwrite'
    : args.flags.has('rename')
      ? 'rename'
      : 'refuse';
  const limits = limitsOf(args);

  const names = args.values.get('skill') ?? [];
  let outcome: ImportOutcome;
  let found: ScannedSkill[] | undefined;
  try {
    // Named skills are looked up first, so a wrong name is a usage error listing what is there.
    const scan = names.length > 0 ? await scanImport(abs, limits) : undefined;
    if (scan !== undefined && 'kind' in scan) found = scan.skills;
    const only = found === undefined ? undefined : pickSkills(names, found);
    outcome =
      scan !== undefined && 'problems' in scan
        ? { imported: false, skills: [], clashes: [], recovered: [], ...scan }
        : await importArchive(abs, root, { limits, conflict, ...(only && { only }) });
  } catch (error) {
    if (error instanceof UsageError) throw error;
    io.stderr(
      `Importing ${file} failed; nothing was written: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  }
  if (args.flags.has('json')) {
    const { imported, ...rest } = outcome;
    io.stdout(
      `${JSON.stringify(inEnglish({ ok: imported, archive: abs, into: root, ...rest }), null, 2)}\n`,
    );
  } else printHuman(outcome, file, displayPath(io.cwd, root), io);
  return outcome.imported ? 0 : 1;
}

function limitsOf(args: ParsedArgs): ImportLimits {
  const read = (name: string, parse: (v: string) => number | undefined, fallback: number) => {
    const value = oneValue(args, name, 'import');
    if (value === undefined) return fallback;
    const n = parse(value);
    if (n === undefined) throw new UsageError(`--${name} needs a positive number, not '${value}'.`);
    return n;
  };
  const count = (v: string) => (/^\d+$/.test(v) && Number(v) > 0 ? Number(v) : undefined);
  const ratio = (v: string) => (/^\d+(\.\d+)?$/.test(v) && Number(v) > 0 ? Number(v) : undefined);
  return {
    maxEntries: read('max-entries', count, D.maxEntries),
    maxBytes: read('max-bytes', parseByteSize, D.maxBytes),
    maxRatio: read('max-ratio', ratio, D.maxRatio),
    ratioMinBytes: D.ratioMinBytes,
  };
}

function printHuman(outcome: ImportOutcome, file: string, root: string, io: CliIo): void {
  for (const folder of outcome.recovered)
    io.stdout(`Put ${folder} back in ${root}: an interrupted earlier import had moved it aside.\n`);
  if (!outcome.imported) {
    io.stderr(`Refused to import ${file} (nothing was written):\n`);
    for (const p of outcome.problems) io.stderr(`  - ${english(p)}\n`);
    return;
  }
  for (const s of outcome.skills) {
    const as = s.renamedFrom !== undefined ? ` as ${s.folder} ("${s.renamedFrom}" was taken)` : '';
    // Where it was, when that is deeper than a folder of its own name at the top.
    const name = s.renamedFrom ?? s.folder;
    const from = s.from !== '' && s.from !== name ? ` (from ${s.from})` : '';
    const replaced = s.overwrote ? ', replacing the folder that was there' : '';
    io.stdout(
      `Imported ${name}${from}${as} into ${root}: ${counted(s.files, 'file')}, ${formatBytes(s.bytes)}${replaced}.\n`,
    );
    for (const note of s.notes) io.stdout(`  ${english(note)}\n`);
  }
  const shown = outcome.skipped.slice(0, 10);
  if (shown.length > 0) io.stdout('Skipped:\n');
  for (const s of shown) io.stdout(`  ${s.path}: ${english(s.reason)}\n`);
  if (outcome.skipped.length > shown.length)
    io.stdout(`  ... and ${outcome.skipped.length - shown.length} more\n`);
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
