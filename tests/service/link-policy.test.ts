/**
 * One policy for symbolic links (shared/node/link-fence.ts), attacked through the service: a
 * SKILL.md or skill folder leading out of every open library is listed as that link with its
 * target, and never read by the list, validate, the agent views, packaging or readSkill; adding
 * the target's folder as a library reads it, removing it again makes it a link again. Links to
 * a pipe, loops, and chains that leave the libraries and come back are each met as they are.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, realpathSync, symlinkSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGENT_IDS } from '../../shared/agent/types';
import { inEnglish } from '../../shared/i18n/catalogue';
import { isProblem } from '../../shared/skill/summary';
import type { SkillListEntry } from '../../shared/ipc/contract';
import { dispatchCall } from '../../shared/ipc/dispatch';
import type { StudioService } from '../../shared/node/service/studio-service';
import { startServiceOver } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';
import { checkUnder } from '../helpers/skill';

const posix = process.platform !== 'win32';
const SECRET = 'SECRET-OUTSIDE-TEXT';

/** A folder outside every library holding a skill whose text must never be read. */
function outsideSkill(): string {
  return realpathSync(
    tempTree({
      's/SKILL.md': skillMd('outside-skill', `${SECRET} Use when never.`),
      's/scripts/run.sh': `echo ${SECRET}\n`,
    }),
  );
}

async function entries(service: StudioService, root: string): Promise<SkillListEntry[]> {
  const [library] = await service.handlers.listSkills({ root });
  return library?.skills ?? [];
}

async function entry(service: StudioService, root: string, rel: string) {
  return (await entries(service, root)).find((s) => s.rel === rel);
}

describe.skipIf(!posix)('links out of every library', () => {
  it('are listed as links with their target, and no consumer reads them', async () => {
    const outside = outsideSkill();
    const root = realpathSync(
      tempTree({ 'a/notes.md': 'n\n', 'plain/SKILL.md': skillMd('plain') }),
    );
    symlinkSync(join(outside, 's/SKILL.md'), join(root, 'a/SKILL.md'));
    symlinkSync(join(outside, 's'), join(root, 'folder-link'));
    const { service, log } = await startServiceOver(root, false);
    await service.whenChecked();

    const listed = await entries(service, root);
    expect(JSON.stringify(listed)).not.toContain(SECRET);
    expect(listed.map((s) => [s.rel, s.name, s.link])).toEqual([
      ['a', undefined, { target: join(outside, 's/SKILL.md'), folder: join(outside, 's') }],
      ['folder-link', undefined, { target: join(outside, 's'), folder: join(outside, 's') }],
      ['plain', 'plain', undefined],
    ]);
    expect(checkUnder(listed[0])).toMatchObject({
      verdict: 'errors',
      codes: ['skill-md-unreadable'],
    });

    const a = join(root, 'a');
    const result = await service.handlers.validate({ dir: a, profile: 'claude-code' });
    expect(JSON.stringify(result)).not.toContain(SECRET);
    expect(result.diagnostics.map((d) => d.message.id)).toEqual(['skill.skill-md-unreadable']);
    expect(JSON.stringify(result)).toContain('skill.link-outside');
    const pack = await service.handlers.packageSkills({ dirs: [a], format: 'zip', dryRun: true });
    expect(JSON.stringify(pack)).not.toContain(SECRET);
    expect(pack.skills[0]?.diagnostics.map((d) => d.code)).toContain('skill-md-unreadable');
    // The folder link itself leads out: every call on it is refused before anything is read.
    for (const dir of [a, join(root, 'folder-link')]) {
      const read = await dispatchCall(service.handlers, 'readSkill', { dir });
      expect(read).toMatchObject({ ok: false, error: { kind: 'denied' } });
      expect(JSON.stringify(read)).not.toContain(SECRET);
    }
    const linkDir = join(root, 'folder-link');
    for (const [name, input] of [
      ['validate', { dir: linkDir, profile: 'spec' }],
      ['packageSkills', { dirs: [linkDir], format: 'zip', dryRun: true }],
    ] as const) {
      const refused = await dispatchCall(service.handlers, name, input);
      expect(refused, name).toMatchObject({ ok: false, error: { kind: 'denied' } });
      expect(JSON.stringify(refused)).not.toContain(SECRET);
    }
    expect(log.some((l) => l.includes('refused to read'))).toBe(true);

    for (const agent of AGENT_IDS) {
      const view = await service.handlers.simulate({ agent });
      expect(JSON.stringify(view), agent).not.toContain(SECRET);
      if (view.kind !== 'catalogue') throw new Error('a catalogue was asked for');
      const reasons = view.view.skipped.filter((s) => s.folder === 'a').map((s) => s.reason.id);
      // Codex passes over a SKILL.md that is a link; every other agent follows it.
      expect(reasons, agent).toEqual([
        agent === 'codex' ? 'agent.skip.outside-link-skipped' : 'agent.skip.outside',
      ]);
      const call = await service.handlers.simulate({ agent, skill: 'outside-skill' });
      expect(JSON.stringify(call), agent).not.toContain(SECRET);
    }
  });

  it('become skills once the target folder is added as a library, and links again when it goes', async () => {
    const outside = outsideSkill();
    const root = realpathSync(tempTree({ 'a/notes.md': 'n\n' }));
    symlinkSync(join(outside, 's/SKILL.md'), join(root, 'a/SKILL.md'));
    const { service } = await startServiceOver(root, false);
    const offer = (await entry(service, root, 'a'))?.link?.folder;
    expect(offer).toBe(join(outside, 's'));

    await service.handlers.addLibrary({ path: offer ?? '' });
    await service.whenChecked();
    const inside = await entry(service, root, 'a');
    expect(inside).toMatchObject({
      name: 'outside-skill',
      description: `${SECRET} Use when never.`,
    });
    expect(inside?.link).toBeUndefined();
    // Read now: its name is checked against the folder it is listed in.
    const checked = await service.handlers.validate({ dir: join(root, 'a'), profile: 'spec' });
    expect(checked.diagnostics.filter(isProblem).map((d) => d.code)).toEqual(['name-dir-mismatch']);

    await service.handlers.removeLibrary({ root: offer ?? '' });
    const again = await entry(service, root, 'a');
    expect(again?.link?.target).toBe(join(outside, 's/SKILL.md'));
    expect(JSON.stringify(await entries(service, root))).not.toContain(SECRET);
  });

  it('a link to a pipe outside is a link, listed at once; one to a pipe inside is not a regular file', async () => {
    const outside = realpathSync(tempTree());
    execFileSync('mkfifo', [join(outside, 'pipe')]);
    const root = realpathSync(tempTree({ 'out/notes.md': 'n\n', 'in/notes.md': 'n\n' }));
    execFileSync('mkfifo', [join(root, 'in/fifo')]);
    symlinkSync(join(outside, 'pipe'), join(root, 'out/SKILL.md'));
    symlinkSync(join(root, 'in/fifo'), join(root, 'in/SKILL.md'));
    const { service } = await startServiceOver(root, false);
    await service.whenChecked();
    const listed = await entries(service, root);
    expect(listed.map((s) => [s.rel, s.link?.target, checkUnder(s)?.codes])).toEqual([
      ['in', undefined, ['skill-md-unreadable']],
      ['out', join(outside, 'pipe'), ['skill-md-unreadable']],
    ]);
    const inner = await service.handlers.validate({ dir: join(root, 'in'), profile: 'spec' });
    expect(JSON.stringify(inner)).toContain('not a regular file');
    const view = await service.handlers.simulate({ agent: 'claude-code' });
    if (view.kind !== 'catalogue') throw new Error('a catalogue was asked for');
    expect(view.view.skipped.find((s) => s.folder === 'out')?.reason.id).toBe('agent.skip.outside');
  });

  it('link loops are unreadable, never followed round; chains are judged by where they end', async () => {
    const outside = outsideSkill();
    const hop = realpathSync(tempTree());
    const root = realpathSync(
      tempTree({
        'loop/notes.md': 'n\n',
        'leaves/notes.md': 'n\n',
        'returns/notes.md': 'n\n',
        'real/SKILL.md': skillMd('real'),
        'inner/notes.md': 'n\n',
      }),
    );
    // A loop: SKILL.md -> x -> SKILL.md; and a folder loop through the outside and back.
    symlinkSync(join(root, 'loop/x'), join(root, 'loop/SKILL.md'));
    symlinkSync(join(root, 'loop/SKILL.md'), join(root, 'loop/x'));
    symlinkSync(join(hop, 'back'), join(root, 'round'));
    symlinkSync(join(root, 'round'), join(hop, 'back'));
    // Inside, then out: SKILL.md -> inner/link -> outside.
    symlinkSync(join(outside, 's/SKILL.md'), join(root, 'inner/link'));
    symlinkSync(join(root, 'inner/link'), join(root, 'leaves/SKILL.md'));
    // Out, then back in: SKILL.md -> hop/to-real -> real/SKILL.md (the text read is inside).
    symlinkSync(join(root, 'real/SKILL.md'), join(hop, 'to-real'));
    symlinkSync(join(hop, 'to-real'), join(root, 'returns/SKILL.md'));
    mkdirSync(join(root, 'returns/scripts'));
    const { service } = await startServiceOver(root, false);
    await service.whenChecked();

    const listed = await entries(service, root);
    expect(JSON.stringify(listed)).not.toContain(SECRET);
    const of = (rel: string) => listed.find((s) => s.rel === rel);
    expect(checkUnder(of('loop'))?.codes).toEqual(['skill-md-unreadable']);
    expect(of('loop')?.link).toBeUndefined();
    expect(of('leaves')?.link?.target).toBe(join(outside, 's/SKILL.md'));
    expect(of('returns')).toMatchObject({ name: 'real' });
    expect(of('returns')?.link).toBeUndefined();
    expect(of('round')).toBeUndefined();
    const [library] = await service.handlers.listSkills({ root });
    expect(inEnglish(library?.skipped ?? []).find((s) => s.rel === 'round')?.reason).toContain(
      'broken',
    );
    const loop = await service.handlers.validate({ dir: join(root, 'loop'), profile: 'spec' });
    expect(JSON.stringify(loop)).toContain('points at itself');
    for (const agent of AGENT_IDS)
      expect(JSON.stringify(await service.handlers.simulate({ agent })), agent).not.toContain(
        SECRET,
      );
  });
  it('a file or folder in a skill that leads out is listed as the link, and opening it says where without reading it', async () => {
    const outside = outsideSkill();
    const root = realpathSync(
      tempTree({ 'k/SKILL.md': skillMd('k'), 'k/inside.md': 'in\n', 'k/refs/a.md': 'a\n' }),
    );
    const k = join(root, 'k');
    symlinkSync(join(outside, 's/scripts/run.sh'), join(k, 'run.sh'));
    symlinkSync(join(outside, 's/scripts'), join(k, 'refs/scripts'));
    // A link that stays inside the library is an ordinary entry.
    symlinkSync(join(k, 'inside.md'), join(k, 'same.md'));
    const { service } = await startServiceOver(root, false);
    await service.whenChecked();

    const read = await dispatchCall(service.handlers, 'readSkill', { dir: k });
    if (!read.ok) throw new Error(read.error.message);
    expect(JSON.stringify(read.value)).not.toContain(SECRET);
    expect(read.value.files.map((f) => [f.path, f.link])).toEqual([
      ['SKILL.md', undefined],
      ['inside.md', undefined],
      ['refs/a.md', undefined],
      ['refs/scripts', { target: join(outside, 's/scripts'), folder: true }],
      ['run.sh', { target: join(outside, 's/scripts/run.sh'), folder: false }],
      ['same.md', undefined],
    ]);

    for (const [path, target] of [
      [join(k, 'run.sh'), join(outside, 's/scripts/run.sh')],
      [join(k, 'refs/scripts'), join(outside, 's/scripts')],
    ] as const) {
      const opened = await dispatchCall(service.handlers, 'readFile', { path });
      expect(JSON.stringify(opened)).not.toContain(SECRET);
      expect(opened).toMatchObject({
        ok: false,
        error: {
          kind: 'denied',
          text: { id: 'outside-libraries', params: { target } },
          message: `${basename(path)} is a link to ${target}, outside your libraries, so Skill Studio does not read it. Add its folder as a library to open it.`,
        },
      });
    }
    // A path that is outside in itself (no link in a library) is still the plain refusal.
    const plain = await dispatchCall(service.handlers, 'readFile', {
      path: join(outside, 's/SKILL.md'),
    });
    expect(plain).toMatchObject({ ok: false, error: { text: { id: 'access-denied' } } });
    await expect(service.handlers.readFile({ path: join(k, 'same.md') })).resolves.toMatchObject({
      kind: 'text',
      text: 'in\n',
    });
  });
});
