/**
 * listSkills' answer in its wire form (shared/ipc/skill-list-wire.ts): what the UI reads back
 * is what the service answered, exactly, whatever the lists hold: no skill, no findings, every
 * profile different, equal checks in distinct objects, codes in another order, a skill at the
 * root, Windows paths, nested skills and links; and the real service's answer over both
 * transports reaches the UI as the handler gave it.
 */
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WIRE, type CallOutput, type SkillListEntry } from '../../shared/ipc/contract';
import { decodeSkillLists, encodeSkillLists } from '../../shared/ipc/skill-list-wire';
import { fromWire, toWire } from '../../shared/ipc/wire';
import type { WebHost } from '../../shared/node/web/web-host';
import { startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';
import { portApi, webApi } from '../helpers/transports';

const hosts: WebHost[] = [];
afterEach(async () => {
  vi.unstubAllGlobals();
  for (const host of hosts.splice(0)) await host.close();
});

type Lists = CallOutput<'listSkills'>;
type Check = SkillListEntry['checks']['spec'];

const valid: Check = { verdict: 'valid', errors: 0, warnings: 0, codes: [] };
const check = (verdict: Check['verdict'], codes: string[]): Check => ({
  verdict,
  errors: verdict === 'errors' ? codes.length : 0,
  warnings: verdict === 'warnings' ? codes.length : 0,
  codes,
});
const allValid = () => ({
  spec: { ...valid },
  'claude-ai': { ...valid },
  'claude-code': { ...valid },
  'hello-agents': { ...valid },
});

function entry(root: string, rel: string, extra: Partial<SkillListEntry> = {}): SkillListEntry {
  return {
    dir: `${root}/${rel}`,
    rel,
    folderName: rel.slice(rel.lastIndexOf('/') + 1),
    skillMdName: 'SKILL.md',
    name: rel,
    description: `Does ${rel} things.`,
    checks: allValid(),
    depth: 'frontmatter',
    resources: { scripts: 0, references: 0, assets: 0, examples: 0 },
    ...extra,
  };
}

// What the UI reads: the answer encoded, sent as JSON (both hosts send plain data) and decoded.
const travelled = (lists: Lists): Lists =>
  decodeSkillLists(JSON.parse(JSON.stringify(encodeSkillLists(lists))) as never);

function expectExact(lists: Lists): void {
  const wire = encodeSkillLists(lists);
  expect(WIRE.listSkills.safeParse(wire).success).toBe(true);
  expect(decodeSkillLists(wire)).toStrictEqual(lists);
  expect(travelled(lists)).toStrictEqual(lists);
}

describe("listSkills' wire form", () => {
  it('gives back no library, and a library with no skill', () => {
    expectExact([]);
    expectExact([{ root: '/lib', skills: [], skipped: [] }]);
  });

  it('gives back skills with no findings, every profile different, and a cut list', () => {
    const root = '/lib';
    const differing = {
      spec: check('errors', ['name-invalid', 'description-missing']),
      'claude-ai': check('warnings', ['body-too-long']),
      'claude-code': { verdict: 'errors' as const, errors: 2, warnings: 1, codes: ['a', 'b', 'c'] },
      'hello-agents': { ...valid },
    };
    expectExact([
      {
        root,
        skills: [
          entry(root, 'plain'),
          entry(root, 'all', { checks: differing, depth: 'full' }),
          entry(root, 'bare', { name: undefined, description: undefined }),
        ].map((s) => JSON.parse(JSON.stringify(s)) as SkillListEntry),
        skipped: [
          { rel: 'deep', reason: { id: 'discovery.folder-limit', params: { limit: 5 } } },
        ] as Lists[number]['skipped'],
        total: 7,
      },
    ]);
  });

  it('shares one table entry between equal values only: codes in another order stay apart', () => {
    const root = '/lib';
    const skills = [
      entry(root, 'a', { checks: { ...allValid(), spec: check('errors', ['x', 'y']) } }),
      entry(root, 'b', { checks: { ...allValid(), spec: check('errors', ['x', 'y']) } }),
      entry(root, 'c', { checks: { ...allValid(), spec: check('errors', ['y', 'x']) } }),
      entry(root, 'd', { skillMdName: 'skill.md' }),
      entry(root, 'e', { resources: { scripts: 1, references: 0, assets: 0, examples: 0 } }),
      entry(root, 'f', { resources: { scripts: 0, references: 1, assets: 0, examples: 0 } }),
      entry(root, 'g'),
    ];
    const lists = [{ root, skills, skipped: [] }];
    const [wire] = encodeSkillLists(lists);
    // a and b share, and e, f and g (all valid, SKILL.md); c and d are their own.
    expect(wire?.shared).toHaveLength(4);
    expect(wire?.resources).toHaveLength(3);
    expectExact(lists);
  });

  it('sends the folder and its name where the path does not give them', () => {
    const skills = [
      // The library's root is itself a skill.
      entry('/lib', '', { dir: '/lib', folderName: 'lib' }),
      entry('/lib', 'outer/inner', { parent: 'outer' }),
      entry('/lib', 'renamed', { folderName: 'other' }),
      entry('/lib', 'elsewhere', { dir: '/somewhere/else' }),
      entry('/lib', 'linked', {
        link: { target: '/outside/SKILL.md', folder: '/outside' },
        name: undefined,
        description: undefined,
      }),
    ].map((s) => JSON.parse(JSON.stringify(s)) as SkillListEntry);
    const lists = [
      { root: '/lib', skills, skipped: [] },
      {
        root: 'C:\\Users\\me\\skills',
        skills: [
          {
            ...entry('', 'team/tool'),
            dir: 'C:\\Users\\me\\skills\\team\\tool',
          },
        ],
        skipped: [],
      },
      { root: '/', skills: [{ ...entry('', 'top'), dir: '/top' }], skipped: [] },
    ];
    expectExact(lists);
    const [posix, windows, top] = encodeSkillLists(lists);
    expect(posix?.skills.map((s) => [s.dir, s.folderName])).toEqual([
      ['/lib', 'lib'],
      [undefined, undefined],
      [undefined, 'other'],
      ['/somewhere/else', undefined],
      [undefined, undefined],
    ]);
    expect(windows?.skills[0]?.dir).toBeUndefined();
    expect(top?.skills[0]?.dir).toBeUndefined();
  });

  it('gives back any list', () => {
    const code = fc.constantFrom('name-invalid', 'body-too-long', 'x', 'y', '');
    // Plain objects, as JSON gives.
    const plain = { noNullPrototype: true };
    const oneCheck = fc.record(
      {
        verdict: fc.constantFrom('valid', 'warnings', 'errors'),
        errors: fc.nat(3),
        warnings: fc.nat(3),
        codes: fc.array(code, { maxLength: 3 }),
      },
      plain,
    );
    const part = fc.constantFrom('a', 'b', 'a/b', 'a\\b', '', 'é', 'x/');
    const skill = fc.record(
      {
        dir: fc.oneof(part, fc.constant('/lib/a'), fc.constant('/lib/a/b')),
        rel: part,
        folderName: part,
        skillMdName: fc.constantFrom('SKILL.md', 'skill.md'),
        name: part,
        description: part,
        checks: fc.record(
          {
            spec: oneCheck,
            'claude-ai': oneCheck,
            'claude-code': oneCheck,
            'hello-agents': oneCheck,
          },
          plain,
        ),
        depth: fc.constantFrom('frontmatter', 'full'),
        resources: fc.record(
          { scripts: fc.nat(2), references: fc.nat(2), assets: fc.nat(2), examples: fc.nat(2) },
          plain,
        ),
        parent: part,
        link: fc.record({ target: part, folder: part }, plain),
      },
      {
        requiredKeys: ['dir', 'rel', 'folderName', 'skillMdName', 'checks', 'depth', 'resources'],
        ...plain,
      },
    );
    const lists = fc.array(
      fc.record(
        {
          root: fc.constantFrom('/lib', '/', 'C:\\lib', 'lib/'),
          skills: fc.array(skill, { maxLength: 8 }),
          skipped: fc.constant([] as Lists[number]['skipped']),
          total: fc.nat(20),
        },
        { requiredKeys: ['root', 'skills', 'skipped'], ...plain },
      ),
      { maxLength: 3 },
    );
    fc.assert(
      fc.property(lists, (l) => {
        expectExact(l);
      }),
    );
  });

  it('refuses a skill naming a table entry its list lacks', () => {
    const [wire] = encodeSkillLists([{ root: '/lib', skills: [entry('/lib', 'a')], skipped: [] }]);
    if (!wire) throw new Error('no list');
    expect(() => decodeSkillLists([{ ...wire, shared: [] }])).toThrow(/table entry/);
    expect(() => decodeSkillLists([{ ...wire, resources: [] }])).toThrow(/table entry/);
  });

  it('leaves the answers of the other calls as they are', () => {
    const libraries: CallOutput<'listLibraries'> = [];
    expect(toWire('listLibraries', libraries)).toBe(libraries);
    expect(fromWire('listLibraries', libraries)).toBe(libraries);
  });

  it("brings the service's own answer to the UI as the handler gave it, over both transports", async () => {
    const outside = tempTree({ 'SKILL.md': skillMd('far') });
    const { service, root } = await startService(
      {
        'a/SKILL.md': skillMd('a'),
        'a/scripts/run.py': 'print(1)\n',
        'b/SKILL.md': skillMd('b'),
        'Bad_Name/SKILL.md': skillMd('Bad_Name', ''),
        'outer/SKILL.md': skillMd('outer'),
        'outer/inner/SKILL.md': skillMd('inner'),
        'plain/skill.md': '# no frontmatter\n',
      },
      false,
    );
    mkdirSync(join(root, 'linked'));
    symlinkSync(join(outside, 'SKILL.md'), join(root, 'linked/SKILL.md'));
    await service.handlers.removeLibrary({ root });
    await service.handlers.addLibrary({ path: root });
    // Checked in full: the lists below are the same one.
    await service.whenChecked();
    const answered = await service.handlers.listSkills({});
    const plain = JSON.parse(JSON.stringify(answered)) as Lists;
    expect(plain[0]?.skills.length).toBe(7);
    expect(plain[0]?.skills.some((s) => s.link)).toBe(true);
    expect(travelled(answered)).toStrictEqual(plain);
    const ipc = portApi(service);
    expect(await ipc.listSkills({})).toStrictEqual(plain);
    const web = await webApi(service);
    hosts.push(web.host);
    expect(await web.api.listSkills({})).toStrictEqual(plain);
    expect(await web.api.listSkills({ limit: 2 })).toStrictEqual(
      JSON.parse(JSON.stringify(await service.handlers.listSkills({ limit: 2 }))),
    );
  });
});
