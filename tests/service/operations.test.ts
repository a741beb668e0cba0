/**
 * The service's calls end to end on temp libraries: libraries added and removed, skills
 * created from templates, renamed (folder and name together), duplicated and deleted (to the
 * studio's trash without a system trash), validated and simulated. Mistakes are refused with a
 * message for the user and leave everything as it was.
 */
import { existsSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dispatchCall } from '../../shared/ipc/dispatch';
import { isProblem, parseSkillFile } from '../../shared/skill/index';
import { nextEvent, startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';

describe('libraries', () => {
  it('are listed, added and removed, with an event each time', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    expect(await service.handlers.listLibraries({})).toEqual([
      {
        root,
        name: root.split('/').pop(),
        exists: true,
        bundled: false,
        skillCount: 1,
        checking: false,
      },
    ]);
    const other = tempTree({ 'b/SKILL.md': skillMd('b'), 'c/SKILL.md': skillMd('c') });
    const event = nextEvent(service, 'librariesChanged');
    expect((await service.handlers.addLibrary({ path: other })).skillCount).toBe(2);
    expect((await event).map((l) => l.root)).toEqual([root, other]);
    expect((await service.handlers.listSkills({})).map((l) => l.skills.length)).toEqual([1, 2]);
    await service.handlers.removeLibrary({ root: other });
    expect((await service.handlers.listLibraries({})).map((l) => l.root)).toEqual([root]);
    expect(
      await dispatchCall(service.handlers, 'addLibrary', { path: join(other, 'missing') }),
    ).toMatchObject({ ok: false, error: { kind: 'user' } });
  });
});

describe('skills', () => {
  it('are created from every template as valid skills', async () => {
    const { service, root } = await startService({}, false);
    for (const template of ['blank', 'scripts', 'references', 'excel'] as const) {
      const { dir } = await service.handlers.createSkill({ root, name: `t-${template}`, template });
      const result = await service.handlers.validate({ dir, profile: 'spec' });
      // Valid with no problem; the template's text is advice, which never changes a verdict.
      expect(result.diagnostics.filter(isProblem)).toEqual([]);
    }
    expect((await service.handlers.listSkills({}))[0]?.skills.map((s) => s.rel)).toEqual([
      't-blank',
      't-excel',
      't-references',
      't-scripts',
    ]);
  });

  it("take the user's description in place of the template's, quoted as YAML needs", async () => {
    const { service, root } = await startService({}, false);
    const typed = 'Reads "x: y" pairs: #1 of 2.\nUse when the user pastes pairs.';
    for (const template of ['blank', 'excel'] as const) {
      const { dir } = await service.handlers.createSkill({
        root,
        name: `d-${template}`,
        template,
        description: `  ${typed}  `,
      });
      const result = await service.handlers.validate({ dir, profile: 'claude-code' });
      expect(result.diagnostics.filter(isProblem)).toEqual([]);
      expect(result.diagnostics.map((d) => d.code)).not.toContain('description-placeholder');
      const text = readFileSync(join(dir, 'SKILL.md'), 'utf8');
      expect(text).not.toContain('Describe what this skill does');
      expect(parseSkillFile(new TextEncoder().encode(text)).data?.description).toBe(typed);
    }
    // Blank keeps the template's own text (which the destinations then flag as a placeholder).
    const { dir } = await service.handlers.createSkill({
      root,
      name: 'd-none',
      template: 'blank',
      description: '   ',
    });
    expect(readFileSync(join(dir, 'SKILL.md'), 'utf8')).toContain('Describe what this skill does');
  });

  it('a description the serializer cannot write (half a surrogate pair) is refused, nothing made', async () => {
    const { service, root } = await startService({}, false);
    const reply = await dispatchCall(service.handlers, 'createSkill', {
      root,
      name: 'half',
      template: 'blank',
      description: 'Reads \ud800 files. Use when asked about them.',
    });
    expect(reply).toMatchObject({ ok: false, error: { kind: 'user' } });
    expect(readdirSync(root)).toEqual([]);
  });

  it('a bad or taken name is refused and nothing changes', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    for (const name of ['Bad Name', 'a']) {
      expect(
        await dispatchCall(service.handlers, 'createSkill', { root, name, template: 'blank' }),
      ).toMatchObject({ ok: false, error: { kind: 'user' } });
    }
    expect(readdirSync(root)).toEqual(['a']);
  });

  it('rename moves the folder and sets the frontmatter name; duplicate copies with a new name', async () => {
    const { service, root } = await startService(
      { 'a/SKILL.md': skillMd('a'), 'a/scripts/x.sh': 'echo\n' },
      false,
    );
    const { dir } = await service.handlers.renameSkill({
      dir: join(root, 'a'),
      newName: 'renamed',
    });
    expect(existsSync(join(root, 'a'))).toBe(false);
    expect(readFileSync(join(dir, 'SKILL.md'), 'utf8')).toBe(
      skillMd('a').replace('name: a', 'name: renamed'),
    );
    const copy = await service.handlers.duplicateSkill({ dir, newName: 'copy' });
    expect(readFileSync(join(copy.dir, 'scripts/x.sh'), 'utf8')).toBe('echo\n');
    expect((await service.handlers.validate({ dir: copy.dir, profile: 'spec' })).valid).toBe(true);
  });

  it('renameFile fixes the case of skill.md (through a temporary name) and refuses clobbering or paths', async () => {
    const { service, root } = await startService(
      { 'a/skill.md': skillMd('a'), 'a/notes.md': 'n\n', 'a/other.md': 'o\n' },
      false,
    );
    const { path } = await service.handlers.renameFile({
      path: join(root, 'a/skill.md'),
      newName: 'SKILL.md',
    });
    expect(path).toBe(join(root, 'a/SKILL.md'));
    expect(readdirSync(join(root, 'a')).sort()).toEqual(['SKILL.md', 'notes.md', 'other.md']);
    expect(readFileSync(path, 'utf8')).toBe(skillMd('a'));
    // Another file of that name is never overwritten; a name with a separator is no name.
    for (const newName of ['other.md', '../escape.md', 'sub/x.md']) {
      expect(
        await dispatchCall(service.handlers, 'renameFile', {
          path: join(root, 'a/notes.md'),
          newName,
        }),
      ).toMatchObject({ ok: false, error: { kind: 'user' } });
    }
    expect(readFileSync(join(root, 'a/other.md'), 'utf8')).toBe('o\n');
  });

  it('renameFile never overwrites SKILL.md with skill.md where the disk tells case apart', async () => {
    const { service, root } = await startService(
      { 'a/SKILL.md': skillMd('a'), 'a/skill.md': 'an old copy\n' },
      false,
    );
    expect(
      await dispatchCall(service.handlers, 'renameFile', {
        path: join(root, 'a/skill.md'),
        newName: 'SKILL.md',
      }),
    ).toMatchObject({ ok: false, error: { kind: 'user' } });
    expect(readFileSync(join(root, 'a/SKILL.md'), 'utf8')).toBe(skillMd('a'));
  });

  it('a whole library is not a skill: it cannot be renamed, copied, moved out or deleted', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    const beside = () =>
      readdirSync(dirname(root)).filter((n) => /^(gone|copied-out|moved-away)/.test(n));
    const before = beside();
    const calls = [
      ['renameSkill', { dir: root, newName: 'gone' }],
      ['duplicateSkill', { dir: root, newName: 'copied-out' }],
      ['renameFile', { path: root, newName: 'moved-away' }],
      ['deleteSkill', { dir: root }],
    ] as const;
    for (const [name, input] of calls)
      expect(await dispatchCall(service.handlers, name, input), name).toMatchObject({
        ok: false,
        error: { kind: 'user', message: expect.stringContaining('whole library') as string },
      });
    expect(beside()).toEqual(before);
    expect(readdirSync(root)).toEqual(['a']);
  });

  it('readSkill does not read a SKILL.md that links out of the libraries', async () => {
    const outside = tempTree({ 'secret.txt': 'password=hunter2\n' });
    const { service, root } = await startService({ 'a/notes.md': 'n\n' }, false);
    symlinkSync(join(outside, 'secret.txt'), join(root, 'a/SKILL.md'));
    const read = await dispatchCall(service.handlers, 'readSkill', { dir: join(root, 'a') });
    // Refused as readFile refuses it (and logged), not read through the link.
    expect(read).toMatchObject({ ok: false, error: { kind: 'denied' } });
    expect(JSON.stringify(read)).not.toContain('hunter2');
  });

  it('delete moves the skill to the studio trash (no system trash here) and refuses a whole library', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    expect(await service.handlers.deleteSkill({ dir: join(root, 'a') })).toMatchObject({
      where: 'studio-trash',
    });
    expect(existsSync(join(root, 'a'))).toBe(false);
    expect(await dispatchCall(service.handlers, 'deleteSkill', { dir: root })).toMatchObject({
      ok: false,
      error: { kind: 'user' },
    });
  });

  it('validate knows about duplicates in the library; simulate shows the agent view with counts', async () => {
    const { service, root } = await startService(
      { 'a/SKILL.md': skillMd('same'), 'b/SKILL.md': skillMd('same') },
      false,
    );
    const result = await service.handlers.validate({ dir: join(root, 'a'), profile: 'spec' });
    expect(result.diagnostics.map((d) => d.code)).toContain('name-duplicate');
    const sim = await service.handlers.simulate({
      agent: 'hello-agents',
      skill: 'same',
      args: 'x',
    });
    expect(sim.kind).toBe('call');
    expect(sim.measure.tokens).toBeGreaterThan(10);
    const cat = await service.handlers.simulate({ agent: 'claude-code' });
    expect(cat.kind === 'catalogue' && cat.view.text).toContain('- a (same): Does same things.');
  });
});
