/**
 * Tests mirror the source tree (docs/architecture.md, "Where a test goes"): every folder under
 * a mirrored tests folder has its source folder, so the test for a file is found by its path,
 * and every other top-level tests folder is one of the suites by kind that span layers. And no
 * source folder holds more than MAX_FILES files directly (rule 8): past that, a folder is
 * split by what its files are about.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from './helpers/temp';

/** Each mirrored tests folder and the source folder its subfolders must match. */
const MIRRORS: Record<string, string> = {
  'tests/unit': 'shared',
  'tests/renderer': 'renderer/src',
  'tests/electron': 'electron',
  'tests/service': 'shared/node/service',
  'tests/web': 'shared/node/web',
};

/** Source folders whose tests have their own suite, not a folder under tests/unit. */
const OWN_SUITE: Record<string, string> = {
  'tests/unit/node/service': 'tests/service',
  'tests/unit/node/web': 'tests/web',
};

/** The suites by kind (they span layers, so they keep their names). */
const BY_KIND = [
  'agent',
  'bench',
  'conformance',
  'contract',
  'e2e',
  'export',
  'fixtures',
  'helpers',
  'install',
  'scripts',
  'tools',
];

/** The source trees, and how many files one of their folders may hold directly. */
const SOURCE_ROOTS = ['shared', 'electron', 'renderer/src', 'scripts'];
const MAX_FILES = 25;

function folders(abs: string): string[] {
  return readdirSync(abs, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

function exists(abs: string): boolean {
  try {
    readdirSync(abs);
    return true;
  } catch {
    return false;
  }
}

/** Every tests folder that breaks the layout rule, each with what is wrong, in path order. */
function layoutProblems(repo: string): string[] {
  const problems: string[] = [];
  const mirrored = new Set(Object.keys(MIRRORS).map((t) => t.slice('tests/'.length)));
  for (const top of folders(join(repo, 'tests'))) {
    if (!mirrored.has(top) && !BY_KIND.includes(top))
      problems.push(
        `tests/${top}: neither a mirror of a source folder (${Object.keys(MIRRORS).join(', ')}) nor a suite by kind`,
      );
  }
  for (const [testsRoot, sourceRoot] of Object.entries(MIRRORS)) {
    if (!exists(join(repo, testsRoot))) continue;
    const visit = (rel: string) => {
      for (const name of folders(join(repo, testsRoot, rel))) {
        const sub = rel ? `${rel}/${name}` : name;
        const testsFolder = `${testsRoot}/${sub}`;
        const own = OWN_SUITE[testsFolder];
        if (own !== undefined)
          problems.push(`${testsFolder}: tests of ${sourceRoot}/${sub} go in ${own}`);
        else if (!exists(join(repo, sourceRoot, sub)))
          problems.push(`${testsFolder}: no ${sourceRoot}/${sub} for it to test`);
        else visit(sub);
      }
    };
    visit('');
  }
  return problems;
}

/** Every source folder holding more than MAX_FILES files directly, with its count. */
function crowdedFolders(repo: string): string[] {
  const out: string[] = [];
  const visit = (rel: string) => {
    const entries = readdirSync(join(repo, rel), { withFileTypes: true });
    const files = entries.filter((e) => e.isFile()).length;
    if (files > MAX_FILES) out.push(`${rel}: ${files} files`);
    for (const e of entries) if (e.isDirectory()) visit(`${rel}/${e.name}`);
  };
  for (const root of SOURCE_ROOTS) if (exists(join(repo, root))) visit(root);
  return out;
}

describe('the source tree', () => {
  it(`has no folder holding more than ${MAX_FILES} files directly`, () => {
    expect(crowdedFolders(join(import.meta.dirname, '..'))).toEqual([]);
  });

  it('names a crowded folder, and only that one', () => {
    const files: Record<string, string> = { 'shared/skill/index.ts': '' };
    for (let i = 0; i <= MAX_FILES; i++) files[`shared/node/service/f${i}.ts`] = '';
    for (let i = 0; i < MAX_FILES; i++) files[`renderer/src/ui/f${i}.tsx`] = '';
    expect(crowdedFolders(tempTree(files))).toEqual([
      `shared/node/service: ${MAX_FILES + 1} files`,
    ]);
  });
});

describe('the tests tree', () => {
  it('mirrors the source tree', () => {
    expect(layoutProblems(join(import.meta.dirname, '..'))).toEqual([]);
  });

  it('names each folder that has no source folder, a misplaced suite, and an unknown top folder', () => {
    const repo = tempTree({
      'shared/skill/index.ts': '',
      'shared/node/service/studio-service.ts': '',
      'renderer/src/bridge/web-transport.ts': '',
      'tests/unit/skill/a.test.ts': '',
      'tests/unit/studio/b.test.ts': '',
      'tests/unit/node/service/c.test.ts': '',
      'tests/renderer/bridge/d.test.ts': '',
      'tests/renderer/editor/e.test.ts': '',
      'tests/package/f.test.ts': '',
      'tests/e2e/g.test.ts': '',
    });
    // A folder with no source folder is found at any depth, not only the first.
    mkdirSync(join(repo, 'tests/unit/skill/nested'));
    expect(layoutProblems(repo)).toEqual([
      'tests/package: neither a mirror of a source folder (tests/unit, tests/renderer, tests/electron, tests/service, tests/web) nor a suite by kind',
      'tests/unit/node/service: tests of shared/node/service go in tests/service',
      'tests/unit/skill/nested: no shared/skill/nested for it to test',
      'tests/unit/studio: no shared/studio for it to test',
      'tests/renderer/editor: no renderer/src/editor for it to test',
    ]);
  });
});
