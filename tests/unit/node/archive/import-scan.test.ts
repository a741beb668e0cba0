/**
 * Importing what people download: a repository's zip (skills in subfolders, as GitHub's
 * "Download ZIP" wraps everything in "<repo>-<branch>/") lists every skill within six folders,
 * imports all or the chosen ones, and keeps every refusal of a hostile archive.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../shared/i18n/catalogue';
import { scanImport } from '../../../../shared/node/archive/import-scan';
import { importArchive } from '../../../../shared/node/archive/import-skills';
import { DEFAULT_IMPORT_LIMITS } from '../../../../shared/package/index';
import { rawZip, type RawEntry } from '../../../helpers/raw-zip';
import { skillMd, tempTree } from '../../../helpers/temp';

const md = (name: string, description?: string): RawEntry => ({
  name: `${name}/SKILL.md`,
  data: skillMd(name.slice(name.lastIndexOf('/') + 1), description),
});

// A repository as GitHub zips it: a top folder, skills at depths 3, 5 and 6, one at depth 7
// (past the library search's limit), a skill nested in another, and files outside any skill.
const REPO: RawEntry[] = [
  { name: 'skills-main/', unixMode: 0o040755 },
  { name: 'skills-main/README.md', data: '# Skills\n' },
  md('skills-main/skills/pdf', 'Fills PDF forms. Use when the user has a PDF.'),
  { name: 'skills-main/skills/pdf/scripts/fill.py', data: 'print(1)\n', unixMode: 0o100755 },
  md('skills-main/plugins/office/skills/docx'),
  md('skills-main/plugins/office/skills/docx/templates/letter'),
  md('skills-main/a/b/c/d/xlsx'),
  md('skills-main/a/b/c/d/e/too-deep'),
];

function setUp(entries: RawEntry[], files: Record<string, string> = {}) {
  const work = tempTree(files);
  const lib = join(work, 'lib');
  mkdirSync(lib, { recursive: true });
  const zip = join(work, 'skills-main.zip');
  writeFileSync(zip, rawZip(entries));
  return { work, lib, zip };
}

const options = { limits: DEFAULT_IMPORT_LIMITS, conflict: 'refuse' as const };

describe('a repository zip', () => {
  it('lists every skill within six folders, with its name, description and place, and not one deeper', async () => {
    const { zip } = setUp(REPO);
    const scan = inEnglish(await scanImport(zip, DEFAULT_IMPORT_LIMITS));
    expect('skills' in scan && scan.kind).toBe('archive');
    if (!('skills' in scan)) return;
    expect(scan.skills.map((s) => [s.from, s.folder, s.name, s.problems])).toEqual([
      ['skills-main/a/b/c/d/xlsx', 'xlsx', 'xlsx', []],
      ['skills-main/plugins/office/skills/docx', 'docx', 'docx', []],
      ['skills-main/skills/pdf', 'pdf', 'pdf', []],
    ]);
    expect(scan.skills[2]?.description).toBe('Fills PDF forms. Use when the user has a PDF.');
    // The letter skill inside docx comes with docx and is listed once.
    expect(scan.skills[1]?.nested).toEqual([
      'skills-main/plugins/office/skills/docx/templates/letter',
    ]);
    expect(scan.skills[1]?.files).toBe(2);
  });

  it('imports the chosen skills only, each in a folder of its own name, the nested one inside its parent', async () => {
    const { zip, lib } = setUp(REPO);
    const outcome = await importArchive(zip, lib, {
      ...options,
      only: ['skills-main/skills/pdf', 'skills-main/plugins/office/skills/docx'],
    });
    expect(inEnglish(outcome.problems)).toEqual([]);
    expect(outcome.imported).toBe(true);
    expect(readdirSync(lib).sort()).toEqual(['docx', 'pdf']);
    expect(readFileSync(join(lib, 'pdf', 'scripts', 'fill.py'), 'utf8')).toBe('print(1)\n');
    expect(existsSync(join(lib, 'docx', 'templates', 'letter', 'SKILL.md'))).toBe(true);
    expect(existsSync(join(lib, 'README.md'))).toBe(false);
  });

  it('without a choice imports every skill found', async () => {
    const { zip, lib } = setUp(REPO);
    const outcome = await importArchive(zip, lib, options);
    expect(outcome.imported).toBe(true);
    expect(readdirSync(lib).sort()).toEqual(['docx', 'pdf', 'xlsx']);
  });

  it('a choice that names no skill found is refused, naming what was found; nothing is written', async () => {
    const { zip, lib } = setUp(REPO);
    const outcome = await importArchive(zip, lib, {
      ...options,
      only: ['skills-main/a/b/c/d/e/too-deep'],
    });
    expect(outcome.imported).toBe(false);
    expect(inEnglish(outcome.problems)).toEqual([
      'There is no skill at "skills-main/a/b/c/d/e/too-deep" in it; found: skills-main/a/b/c/d/xlsx, skills-main/plugins/office/skills/docx, skills-main/skills/pdf.',
    ]);
    expect(readdirSync(lib)).toEqual([]);
  });

  it('a ".." entry anywhere refuses the whole archive, even outside the chosen skills', async () => {
    const { zip, lib, work } = setUp([...REPO, { name: 'skills-main/../../evil.txt', data: 'x' }]);
    const scan = inEnglish(await scanImport(zip, DEFAULT_IMPORT_LIMITS));
    expect(scan).toMatchObject({
      problems: ['"skills-main/../../evil.txt": it climbs out of the target folder ("..").'],
    });
    const outcome = await importArchive(zip, lib, { ...options, only: ['skills-main/skills/pdf'] });
    expect(outcome.imported).toBe(false);
    expect(readdirSync(lib)).toEqual([]);
    expect(existsSync(join(work, 'evil.txt'))).toBe(false);
  });

  it('a link outside the chosen skills is skipped, one inside a chosen skill refuses it', async () => {
    const link = { name: 'skills-main/docs/latest', data: '/etc', unixMode: 0o120777 };
    const inner = {
      name: 'skills-main/skills/pdf/passwd',
      data: '/etc/passwd',
      unixMode: 0o120777,
    };
    const { zip, lib } = setUp([...REPO, link, inner]);
    const docx = await importArchive(zip, lib, {
      ...options,
      only: ['skills-main/plugins/office/skills/docx'],
    });
    expect(docx.imported).toBe(true);
    expect(inEnglish(docx.skipped)).toContainEqual({
      path: 'skills-main/docs/latest',
      reason: 'a link outside the skills imported (links are never followed)',
    });
    const pdf = await importArchive(zip, lib, { ...options, only: ['skills-main/skills/pdf'] });
    expect(inEnglish(pdf.problems)).toEqual([
      '"skills-main/skills/pdf/passwd": it is a symbolic link, which could point anywhere on this computer.',
    ]);
    expect(readdirSync(lib)).toEqual(['docx']);
  });

  it('two chosen skills with the same folder name get free names, and a clash with the library is refused as before', async () => {
    const { zip, lib } = setUp([md('r/one/pdf'), md('r/two/pdf')], {
      'lib/pdf/SKILL.md': skillMd('pdf'),
    });
    const refused = await importArchive(zip, lib, options);
    expect(refused.imported).toBe(false);
    expect(refused.clashes).toEqual(['pdf', 'pdf']);
    const renamed = await importArchive(zip, lib, { ...options, conflict: 'rename' });
    expect(renamed.skills.map((s) => [s.from, s.folder])).toEqual([
      ['r/one/pdf', 'pdf-2'],
      ['r/two/pdf', 'pdf-3'],
    ]);
  });
});
