/**
 * The file calls work inside a skill folder only, and never move or rename a skill's folder:
 * a skill folder's name is the name in its SKILL.md, which only the skill calls (rename,
 * duplicate, delete) keep in step. Before, a file call given the library root (or a folder
 * above skills) as the folder it works in renamed a skill's folder and left its name behind,
 * and renameFile renamed any folder. Each call over both transports; nothing on disk changes.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorText } from '../../renderer/src/i18n/service-text';
import { startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';
import { apiOver } from '../helpers/transports';
import { refusal } from '../helpers/refusal';

/** Every path below `dir` with its content ('' for a folder), for "nothing changed" checks. */
function snapshot(dir: string): [string, string][] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((p) => [
      p,
      statSync(join(dir, p)).isDirectory() ? '' : readFileSync(join(dir, p), 'utf8'),
    ]);
}

async function setup(transport: 'ipc' | 'web') {
  const { service, root } = await startService(
    {
      'a/SKILL.md': skillMd('a'),
      'a/notes.md': 'NOTES',
      'a/sub/SKILL.md': skillMd('sub'),
      'b/SKILL.md': skillMd('b'),
      '.claude/skills/c/SKILL.md': skillMd('c'),
    },
    false,
    { copyFromPaths: transport === 'ipc' },
  );
  const { api, web } = await apiOver(transport, service);
  let post: ((query: Record<string, string>) => Promise<unknown>) | undefined;
  if (web)
    post = async (query) => {
      const q = new URLSearchParams(query);
      const reply = await fetch(`${web.base}api/add-file?${q}`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: 'UPLOADED',
      });
      return reply.json();
    };
  return { api, post, root, dir: join(root, 'a') };
}

describe.each(['ipc', 'web'] as const)('file calls and skill folders over %s', (transport) => {
  it('work in a skill folder only: a library root or a folder above skills is refused', async () => {
    const { api, post, root } = await setup(transport);
    const before = snapshot(root);
    const skills = join(root, '.claude/skills');
    // Each call starts on its turn: a refusal made before it is awaited is reported unhandled.
    const calls: [string, () => Promise<unknown>][] = [
      ['move a skill', () => api.moveEntry({ dir: root, from: 'a', to: 'renamed' })],
      ['move a skill into another', () => api.moveEntry({ dir: root, from: 'a', to: 'b/a' })],
      ['move from a folder above', () => api.moveEntry({ dir: skills, from: 'c', to: 'd' })],
      ['delete a skill as a folder', () => api.trashEntry({ dir: root, path: 'a' })],
      ['create a file', () => api.createFile({ dir: root, path: 'x.md' })],
      ['create a folder', () => api.createFolder({ dir: skills, path: 'x' })],
      ['run bit', () => api.setExecutable({ dir: root, path: 'a/notes.md', executable: true })],
      ['check an add', () => api.checkAdd({ dir: root, into: '', names: ['x.md'] })],
    ];
    if (transport === 'ipc') {
      const desktop = tempTree({ 'x.md': 'X' });
      calls.push([
        'add by path',
        () =>
          api.addFiles({ dir: root, into: '', sources: [join(desktop, 'x.md')], clash: 'refuse' }),
      ]);
    }
    for (const [what, call] of calls) expect(await refusal(call()), what).toBe('not-in-skill');
    if (post)
      expect(await post({ dir: root, into: '', name: 'x.md', clash: 'refuse' })).toMatchObject({
        ok: false,
        error: { text: { id: 'not-in-skill', params: { path: root } } },
      });
    expect(snapshot(root)).toEqual(before);
  });

  it("never move or rename a skill's folder, nor a SKILL.md out of its folder", async () => {
    const { api, root, dir } = await setup(transport);
    const before = snapshot(root);
    // Each call starts on its turn: a refusal made before it is awaited is reported unhandled.
    for (const [what, call, id] of [
      [
        'nested skill moved',
        () => api.moveEntry({ dir, from: 'sub', to: 'refs/sub' }),
        'skill-folder-as-file',
      ],
      [
        'nested skill renamed',
        () => api.moveEntry({ dir, from: 'sub', to: 'other' }),
        'skill-folder-as-file',
      ],
      [
        "nested skill's SKILL.md moved",
        () => api.moveEntry({ dir, from: 'sub/SKILL.md', to: 'other/SKILL.md' }),
        'skill-md-keeps-name',
      ],
      [
        'skill renamed as a file',
        () => api.renameFile({ path: dir, newName: 'z' }),
        'skill-folder-as-file',
      ],
      [
        'nested skill renamed as a file',
        () => api.renameFile({ path: join(dir, 'sub'), newName: 'z' }),
        'skill-folder-as-file',
      ],
      [
        'folder above skills renamed',
        () => api.renameFile({ path: join(root, '.claude'), newName: 'z' }),
        'not-in-skill',
      ],
    ] as const)
      expect(await refusal(call()), what).toBe(id);
    expect(snapshot(root)).toEqual(before);
    const error = await api.moveEntry({ dir, from: 'sub', to: 'other' }).catch((e: unknown) => e);
    expect(errorText(error, 'en')).toBe(
      '"sub" is a skill folder: its name must stay the name in its SKILL.md, so it is not moved or renamed as a file. Rename the skill instead.',
    );
    expect(errorText(error, 'zh')).toBe(
      '"sub" 是技能文件夹：它的名称必须与其 SKILL.md 里的名称一致，所以不能当作文件移动或重命名。请改为重命名技能。',
    );
    const outside = await api.createFile({ dir: root, path: 'x.md' }).catch((e: unknown) => e);
    expect(errorText(outside, 'zh')).toBe(
      `"${root}" 不是技能文件夹（里面没有 SKILL.md）：只能在技能里面新建、移动和删除文件。`,
    );
  });

  it('never rename a SKILL.md away from its name; the skill rename is the way', async () => {
    const { api, root, dir } = await setup(transport);
    const before = snapshot(root);
    // Each call starts on its turn: a refusal made before it is awaited is reported unhandled.
    for (const [what, call] of [
      ["skill's SKILL.md", () => api.renameFile({ path: join(dir, 'SKILL.md'), newName: 'x.md' })],
      [
        "nested skill's SKILL.md",
        () => api.renameFile({ path: join(dir, 'sub/SKILL.md'), newName: 'SKILL.md.bak' }),
      ],
    ] as const)
      expect(await refusal(call()), what).toBe('skill-md-keeps-name');
    expect(snapshot(root)).toEqual(before);
    const error = await api
      .renameFile({ path: join(dir, 'SKILL.md'), newName: 'README.md' })
      .catch((e: unknown) => e);
    expect(errorText(error, 'en')).toBe(
      'SKILL.md is what makes its folder a skill, so it keeps its name and its place (only its case can change, to "SKILL.md"). Rename the skill instead.',
    );
    expect(errorText(error, 'zh')).toBe(
      'SKILL.md 使所在文件夹成为技能，所以它保持名称和位置不变（只能把大小写改成 "SKILL.md"）。请改为重命名技能。',
    );
    // The fix for a lower-case skill.md still goes through: only the case changes.
    mkdirSync(join(dir, 'low'));
    writeFileSync(join(dir, 'low/skill.md'), skillMd('low'));
    const fixed = await api.renameFile({ path: join(dir, 'low/skill.md'), newName: 'SKILL.md' });
    expect(readdirSync(join(dir, 'low'))).toEqual(['SKILL.md']);
    expect(fixed.path).toBe(join(dir, 'low/SKILL.md'));
  });

  it('a SKILL.md in any case is renamed only to "SKILL.md", and a skill.md or Skill.md comes back', async () => {
    const { api, root, dir } = await setup(transport);
    const before = snapshot(root);
    // Each call starts on its turn: a refusal made before it is awaited is reported unhandled.
    for (const [what, call] of [
      [
        'rename to skill.md',
        () => api.renameFile({ path: join(dir, 'SKILL.md'), newName: 'skill.md' }),
      ],
      [
        'rename to Skill.md',
        () => api.renameFile({ path: join(dir, 'SKILL.md'), newName: 'Skill.md' }),
      ],
      ['move to skill.md', () => api.moveEntry({ dir, from: 'SKILL.md', to: 'skill.md' })],
    ] as const)
      expect(await refusal(call()), what).toBe('skill-md-keeps-name');
    expect(snapshot(root)).toEqual(before);
    const listed = async () =>
      (await api.listSkills({})).flatMap((l) => l.skills.map((s) => s.dir)).sort();
    // Skills whose file another program named in another case: each comes back as SKILL.md.
    for (const [name, how] of [
      ['Skill.md', 'rename'],
      ['skill.md', 'move'],
      ['skill.MD', 'rename'],
    ] as const) {
      const folder = join(root, `x-${how}-${name.replace('.', '-')}`);
      mkdirSync(folder);
      writeFileSync(join(folder, name), skillMd('x'));
      // Another case than SKILL.md's is a near miss, not yet a SKILL.md: refused too.
      const other = name === 'Skill.md' ? 'skill.md' : 'Skill.md';
      expect(
        await refusal(api.renameFile({ path: join(folder, name), newName: other })),
        `${name} to ${other}`,
      ).toBe('skill-md-keeps-name');
      if (how === 'rename') await api.renameFile({ path: join(folder, name), newName: 'SKILL.md' });
      else await api.moveEntry({ dir: folder, from: name, to: 'SKILL.md' });
      expect(readdirSync(folder), name).toEqual(['SKILL.md']);
      expect(await listed()).toContain(folder);
    }
  });

  it("still moves a skill's own files and folders, and a folder that holds a skill", async () => {
    const { api, dir } = await setup(transport);
    mkdirSync(join(dir, 'group/inner'), { recursive: true });
    writeFileSync(join(dir, 'group/inner/SKILL.md'), skillMd('inner'));
    await api.moveEntry({ dir, from: 'notes.md', to: 'references/notes.md' });
    expect(readFileSync(join(dir, 'references/notes.md'), 'utf8')).toBe('NOTES');
    // The skill inside keeps its folder's name, so its name check still holds.
    await api.moveEntry({ dir, from: 'group', to: 'assets/group' });
    expect(readFileSync(join(dir, 'assets/group/inner/SKILL.md'), 'utf8')).toBe(skillMd('inner'));
    await api.renameFile({ path: join(dir, 'references/notes.md'), newName: 'NOTES.md' });
  });
});
