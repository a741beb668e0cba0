/**
 * Packaging and import in Chinese: every upload check, every problem that stops a package
 * and every reason an import is refused, brought out of the real planner, packager and
 * import checks, reads as a Chinese sentence with its values carried over (a new sentence
 * without a translation fails here), and English stays exactly the core's words.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkMessage,
  importProblem,
  problemMessage,
} from '../../../renderer/src/i18n/package-text';
import { importArchive } from '../../../shared/node/archive/import-skills';
import {
  packageSkills,
  planFolder,
  validateFolder,
} from '../../../shared/node/archive/package-skills';
import {
  checkImportEntries,
  checkUploadRules,
  createExclusions,
  DEFAULT_IMPORT_LIMITS,
  detectLayout,
  planArchive,
  planSkill,
  rootFolderName,
  unreadableReason,
} from '../../../shared/package/index';
import { skillMd, tempTree } from '../../helpers/temp';
import { entryMaker } from '../../package/helpers';

/** Chinese, with no English sentence left in it (values in quotes or brackets aside). */
function expectChinese(zh: string, en: string) {
  expect(zh, en).toMatch(/[\u4e00-\u9fff]/);
  const outside = zh.replace(/"[^"]*"|（[^）]*）/g, '');
  expect(outside, en).not.toMatch(/[A-Za-z]+ [A-Za-z]+ [A-Za-z]+/);
}

describe('packaging in Chinese', () => {
  it("every upload check's sentence has a Chinese one, values carried over", () => {
    const plan = (folder: string, paths: string[]) =>
      planSkill(
        {
          folder,
          root: `/lib/${folder}`,
          entries: paths.map((path) => ({
            kind: 'file',
            path,
            size: 1,
            mode: 0o100644,
            dev: 1,
            ino: 1,
            ctimeMs: 1,
          })),
          leftOut: [{ path: 'private/', reason: unreadableReason('permission denied') }],
        },
        createExclusions(),
      );
    const checks = checkUploadRules(
      [
        plan('a', ['docs/SKILL.md']),
        plan('b', ['SKILL.md', 'skill.md', 'x/SKILL.md', 'A.md', 'a.md']),
        plan('c', ['skill.md', ...Array.from({ length: 201 }, (_, i) => `f${i}.md`)]),
      ],
      'claude-ai',
    );
    expect(checks.length).toBeGreaterThan(6);
    for (const c of checks) expectChinese(checkMessage(c.message, 'zh'), c.message);
    expect(
      checkMessage('"c" would hold 202 files; Claude\'s uploader accepts at most 200.', 'zh'),
    ).toBe('"c" 将包含 202 个文件；Claude 的上传最多接受 200 个。');
  });
  it('every problem that stops packaging has a Chinese sentence, values carried over', async () => {
    const plan = (folder: string) =>
      planSkill(
        {
          folder,
          root: `/lib/${folder}`,
          entries: [
            { kind: 'file', path: 'SKILL.md', size: 1, mode: 0o100644, dev: 1, ino: 1, ctimeMs: 1 },
          ],
          leftOut: [],
        },
        createExclusions(),
      );
    const problems = planArchive(['x', 'x', 'Case', 'case', 'dot.'].map(plan)).problems;
    // The ones only packaging itself finds: the output inside a skill or in no folder, and a
    // SKILL.md saved while it was checked.
    const root = tempTree({ 's/SKILL.md': skillMd('s') });
    const dir = join(root, 's');
    const spec = { profile: 'spec' as const, force: true };
    problems.push(...(await packageSkills([dir], join(dir, 'out.zip'), spec)).problems);
    problems.push(...(await packageSkills([dir], join(root, 'none', 'out.zip'), spec)).problems);
    const planned = planFolder(dir);
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeFileSync(join(dir, 'SKILL.md'), `${skillMd('s')}\nSaved meanwhile.\n`);
    problems.push(validateFolder(dir, planned, 'spec').changed ?? '');
    expect(problems).toHaveLength(6);
    for (const p of problems) {
      expectChinese(problemMessage(p, 'zh'), p);
      expect(problemMessage(p, 'en')).toBe(p);
    }
    expect(problemMessage(problems[0] ?? '', 'zh')).toBe(
      '有两个技能都叫 "x"：合集里每个技能需要一个不同的文件夹名。',
    );
  });

  it('every reason an import is refused has a Chinese sentence, the reason inside it too', async () => {
    const entry = entryMaker();
    const limits = { ...DEFAULT_IMPORT_LIMITS, maxRatio: 100, ratioMinBytes: 1024 };
    const entries = [
      ...[
        '',
        'a\u0001b',
        'a\\b',
        '/abs',
        'C:x',
        'a//b',
        '../x',
        './x',
        'a:b',
        'dot./x',
        'CON/x',
      ].map((n) => entry(n)),
      entry(`${'x'.repeat(300)}/y`),
      entry('s/link', { unixMode: 0o120777 }),
      entry('s/fifo', { unixMode: 0o010644 }),
      entry('s/file', { unixMode: 0o040755 }),
      entry('s/secret', { flags: 1 }),
      entry('s/bz', { method: 12 }),
      entry('s/bomb', { uncompressedSize: 10_000_000 }),
      entry('s/twice'),
      entry('s/twice'),
      entry('s/caf\u00e9'),
      entry('s/cafe\u0301'),
      entry('s/Case'),
      entry('s/case'),
      entry('s/ff'),
      entry('s/ff/inner'),
      entry('s/gg/'),
      entry('s/gg'),
      ...['r/HEAD', 'r/objects/x', 'r/refs/y'].map((n) => entry(n)),
      entry('s/o1', { offset: 1e6 }),
      entry('s/o2', { offset: 1e6 }),
    ];
    const problems = [
      ...checkImportEntries(entries, limits).problems,
      ...checkImportEntries([entry('a/x'), entry('a/y')], { ...limits, maxEntries: 1, maxBytes: 1 })
        .problems,
    ];
    const file = (path: string) => ({ index: 0, path, size: 1, executable: false });
    const layout = (paths: string[]) =>
      detectLayout({
        files: paths.map(file),
        dirs: [],
        skipped: [],
        problems: [],
        totalBytes: 0,
      }).problems;
    problems.push(
      ...layout([]),
      ...layout(['SKILL.md', 'skill.md']),
      ...layout([
        'loose.md',
        '.hidden/SKILL.md',
        'deep/sub/SKILL.md',
        'none/a.md',
        'both/SKILL.md',
        'both/skill.md',
      ]),
    );
    const root = rootFolderName(undefined, '');
    if ('problem' in root) problems.push(root.problem);
    // What only reading the archive finds: not a zip at all, and more entries than allowed.
    const work = tempTree({
      'junk.zip': 'not a zip',
      'lib/.keep': '',
      'ok/SKILL.md': skillMd('ok'),
    });
    const refusedJunk = await importArchive(join(work, 'junk.zip'), join(work, 'lib'), {
      limits,
      conflict: 'refuse',
    });
    problems.push(...refusedJunk.problems);
    const zipped = join(work, 'ok.zip');
    await packageSkills([join(work, 'ok')], zipped, { profile: 'spec', force: false });
    const refusedCount = await importArchive(zipped, join(work, 'lib'), {
      limits: { ...limits, maxEntries: 0 },
      conflict: 'refuse',
    });
    problems.push(...refusedCount.problems);
    expect(new Set(problems).size).toBeGreaterThanOrEqual(35);
    for (const p of problems) {
      expectChinese(importProblem(p, 'zh'), p);
      expect(importProblem(p, 'en')).toBe(p);
    }
    expect(importProblem('"s/twice": it appears twice.', 'zh')).toBe('"s/twice"：它出现了两次。');
  });
});
