/**
 * Installing into agent folders on a temporary home and temporary projects, for every agent
 * of the table: by copy and by link (the Windows junction path with the platform mocked),
 * updates, refusals that leave the existing folder byte for byte, overwrites into the trash,
 * the check against the agent's profile, and the project's skills-lock.json.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TARGET_IDS } from '../../shared/install/agents';
import type { LinkSystem } from '../../shared/node/install/make-link';
import { listAgents } from '../../shared/node/install/agent-folders';
import { english, inEnglish } from '../../shared/i18n/catalogue';
import { snapshot } from '../helpers/packaging';
import { skillMd } from '../helpers/temp';
import { install, PERSONAL, PROJECT, world } from './world';

// The hash npx skills records, computed here without the studio's code: sha256 over each file's
// path then bytes, in localeCompare order (vercel-labs/skills src/local-lock.ts).
function independentHash(dir: string, files: string[]): string {
  const sorted = [...files].sort((a, b) => a.localeCompare(b));
  const script = sorted.map((f) => `printf '%s' '${f}'; cat '${f}'`).join('; ');
  const out = spawnSync('sh', ['-c', `(${script}) | sha256sum`], { cwd: dir, encoding: 'utf8' });
  return out.stdout.split(' ')[0] ?? '';
}

describe('installing by copy', () => {
  it.each(TARGET_IDS)(
    '%s: into its personal folder on a temp home, found there afterwards',
    async (id) => {
      const w = world();
      const [outcome] = await install(w, { agents: [id] });
      const rel = PERSONAL[id];
      if (rel === undefined) {
        expect(outcome).toMatchObject({ status: 'refused', failure: { kind: 'no-folder' } });
        return;
      }
      expect(outcome).toMatchObject({
        status: 'installed',
        mode: 'copy',
        target: join(w.home, rel, 'csv-report'),
      });
      const target = join(w.home, rel, 'csv-report');
      // The files packaging would ship, with their modes; the secret stays in the library.
      expect(readdirSync(target).sort()).toEqual(['SKILL.md', 'references', 'scripts']);
      expect(readFileSync(join(target, 'scripts/run.py'), 'utf8')).toBe('print("hi")\n');
      expect(lstatSync(join(target, 'scripts/run.py')).mode & 0o111).not.toBe(0);
      // The agent's listing finds it in its own folder.
      const listed = listAgents(w.env).find((a) => a.id === id);
      const own = listed?.folders.find((f) => f.installsHere);
      expect(own?.skills.map((s) => s.name)).toEqual(['csv-report']);
      expect(w.records.find(target)).toMatchObject({ agent: id, mode: 'copy', scope: 'personal' });
      // Nothing half-made is left beside it.
      expect(readdirSync(join(w.home, rel))).toEqual(['csv-report']);
    },
  );

  it.each(TARGET_IDS)('%s: into a project, recorded in its skills-lock.json', async (id) => {
    const w = world();
    const [outcome] = await install(w, { agents: [id], scope: 'project', project: w.project });
    const target = join(w.project, PROJECT[id], 'csv-report');
    expect(outcome).toMatchObject({ status: 'installed', target, lock: { written: true } });
    const lock = JSON.parse(readFileSync(join(w.project, 'skills-lock.json'), 'utf8')) as {
      version: number;
      skills: Record<string, { source: string; sourceType: string; computedHash: string }>;
    };
    expect(lock.version).toBe(1);
    expect(lock.skills['csv-report']).toEqual({
      source: join(w.library, 'csv-report'),
      sourceType: 'local',
      computedHash: independentHash(target, ['SKILL.md', 'references/guide.md', 'scripts/run.py']),
    });
  });

  it("keeps another tool's lock entries, and leaves a lock file it cannot read untouched", async () => {
    const w = world();
    const theirs = {
      version: 1,
      skills: {
        pdf: {
          source: 'anthropics/skills',
          ref: 'main',
          sourceType: 'github',
          computedHash: 'abc',
        },
      },
    };
    writeFileSync(join(w.project, 'skills-lock.json'), JSON.stringify(theirs));
    await install(w, { agents: ['claude-code'], scope: 'project', project: w.project });
    const lock = JSON.parse(
      readFileSync(join(w.project, 'skills-lock.json'), 'utf8'),
    ) as typeof theirs;
    expect(Object.keys(lock.skills)).toEqual(['csv-report', 'pdf']);
    expect(lock.skills.pdf).toEqual(theirs.skills.pdf);

    const broken = '{"version": 1, "skills": [oops\n';
    writeFileSync(join(w.project, 'skills-lock.json'), broken);
    const [again] = await install(w, { agents: ['codex'], scope: 'project', project: w.project });
    expect(again).toMatchObject({ status: 'installed', lock: { written: false } });
    expect(english(again?.lock?.problem ?? { id: 'install.failed', params: {} })).toContain(
      'left as it is',
    );
    expect(readFileSync(join(w.project, 'skills-lock.json'), 'utf8')).toBe(broken);
  });

  it('writes a folder other chosen agents read once, and says who else sees it', async () => {
    const w = world();
    const outcomes = await install(w, { agents: ['gemini-cli', 'codex', 'cursor'] });
    expect(outcomes.map((o) => [o.agent, o.sharedWith, o.status])).toEqual([
      ['codex', ['cursor', 'gemini-cli'], 'installed'],
    ]);
    expect(outcomes[0]?.readBy).toEqual([
      'codex',
      'github-copilot',
      'opencode',
      'cursor',
      'gemini-cli',
    ]);
    expect(lstatSync(join(w.home, '.gemini'), { throwIfNoEntry: false })).toBeUndefined();
  });
});

describe('installing by link', () => {
  it('links to the library folder; a second install leaves it as it is', async () => {
    const w = world();
    const [outcome] = await install(w, { agents: ['claude-code'], mode: 'link' });
    const target = join(w.home, '.claude/skills/csv-report');
    expect(outcome).toMatchObject({ status: 'installed', mode: 'link', linkKind: 'symlink' });
    expect(readlinkSync(target)).toBe(join(w.library, 'csv-report'));
    // The agent folder's listing shows the linked install too (agents, Add library's count):
    // by its folder's name, its content left unread outside the folder (link-fence.ts).
    const listed = listAgents(w.env).find((a) => a.id === 'claude-code');
    const own = listed?.folders.find((f) => f.installsHere);
    expect(own?.skills.map((s) => s.name)).toEqual(['csv-report']);
    const [again] = await install(w, { agents: ['claude-code'], mode: 'link' });
    expect(again?.status).toBe('unchanged');
  });

  it('on Windows without the right to make symbolic links, a directory junction', async () => {
    const w = world();
    const calls: (string | undefined)[] = [];
    const windows: LinkSystem = {
      platform: 'win32',
      symlink: async (target, path, type) => {
        calls.push(type);
        if (type === 'dir')
          throw Object.assign(new Error('EPERM: operation not permitted, symlink'), {
            code: 'EPERM',
          });
        // A junction is a kind of link here too; made for real so the install can be checked.
        symlinkSync(target, path);
        await Promise.resolve();
      },
    };
    const [outcome] = await install(w, { agents: ['codex'], mode: 'link' }, windows);
    expect(calls).toEqual(['dir', 'junction']);
    expect(outcome).toMatchObject({ status: 'installed', mode: 'link', linkKind: 'junction' });
    expect(w.records.find(outcome?.target ?? '')).toMatchObject({
      mode: 'link',
      linkKind: 'junction',
    });
  });

  it('falls back to a copy with the reasons when neither a link nor a junction can be made', async () => {
    const w = world();
    const refuse: LinkSystem = {
      platform: 'win32',
      symlink: (_t, _p, type) =>
        Promise.reject(
          Object.assign(new Error(type), { code: type === 'dir' ? 'EPERM' : 'EINVAL' }),
        ),
    };
    const [outcome] = await install(w, { agents: ['claude-code'], mode: 'link' }, refuse);
    expect(outcome).toMatchObject({ status: 'installed', mode: 'copy' });
    expect(inEnglish(outcome?.linkFailed)).toEqual([
      'a symbolic link was refused (EPERM: Windows allows symbolic links only to administrators or with Developer Mode on)',
      'a directory junction was refused (EINVAL)',
    ]);
    expect(lstatSync(outcome?.target ?? '').isDirectory()).toBe(true);
  });

  it('elsewhere a refused link is copied at once, never tried as a junction', async () => {
    const w = world();
    const calls: (string | undefined)[] = [];
    const linux: LinkSystem = {
      platform: 'linux',
      symlink: (_t, _p, type) => {
        calls.push(type);
        return Promise.reject(Object.assign(new Error('x'), { code: 'EPERM' }));
      },
    };
    const [outcome] = await install(w, { agents: ['cursor'], mode: 'link' }, linux);
    expect(calls).toEqual([undefined]);
    expect(inEnglish(outcome)).toMatchObject({
      mode: 'copy',
      // symlink(2) on Linux: EPERM when the file system does not support symbolic links.
      linkFailed: [
        'a symbolic link was refused (EPERM: the file system there does not allow symbolic links)',
      ],
    });
  });
});

describe('updating and refusing', () => {
  it('updates its own copy when the library changed, the old one to the trash', async () => {
    const w = world();
    await install(w, { agents: ['claude-code'] });
    const md = join(w.library, 'csv-report/SKILL.md');
    writeFileSync(md, skillMd('csv-report', 'A better description. Use when asked.'));
    const [outcome] = await install(w, { agents: ['claude-code'] });
    expect(outcome?.status).toBe('updated');
    expect(readFileSync(join(w.home, '.claude/skills/csv-report/SKILL.md'), 'utf8')).toContain(
      'A better',
    );
    const trashed = readdirSync(w.trashDir);
    expect(trashed).toHaveLength(1);
    expect(readFileSync(join(w.trashDir, trashed[0] ?? '', 'item/SKILL.md'), 'utf8')).toBe(
      skillMd('csv-report'),
    );
  });

  it('refuses to replace another skill of that name, leaving it byte for byte', async () => {
    const w = world();
    const folder = join(w.home, '.claude/skills');
    const theirs = join(folder, 'csv-report');
    mkdirSync(join(theirs, 'data'), { recursive: true });
    writeFileSync(
      join(theirs, 'SKILL.md'),
      skillMd('csv-report', 'Their own skill. Use when they say.'),
    );
    writeFileSync(join(theirs, 'data/x.bin'), Buffer.from([0, 1, 2, 255]));
    chmodSync(join(theirs, 'data/x.bin'), 0o600);
    symlinkSync('data/x.bin', join(theirs, 'alias'));
    utimesSync(join(theirs, 'SKILL.md'), 1_000_000, 1_000_000);
    const before = snapshot(folder);
    const mtime = lstatSync(join(theirs, 'SKILL.md')).mtimeMs;

    const [outcome] = await install(w, { agents: ['claude-code'] });
    expect(outcome).toMatchObject({ status: 'conflict', conflict: { why: 'other-skill' } });
    expect(outcome?.conflict?.diff).toEqual({
      added: ['data/x.bin'],
      removed: ['references/guide.md', 'scripts/run.py'],
      changed: ['SKILL.md'],
    });
    expect(snapshot(folder)).toEqual(before);
    expect(lstatSync(join(theirs, 'SKILL.md')).mtimeMs).toBe(mtime);
    expect(lstatSync(join(theirs, 'data/x.bin')).mode & 0o777).toBe(0o600);
  });

  it('refuses to replace a copy changed in the agent folder, then replaces it when told (to the trash)', async () => {
    const w = world();
    await install(w, { agents: ['opencode'] });
    const target = join(w.home, '.config/opencode/skills/csv-report');
    writeFileSync(join(target, 'references/guide.md'), '# Guide, edited there\n');
    const before = snapshot(target);
    const [refused] = await install(w, { agents: ['opencode'] });
    expect(refused).toMatchObject({
      status: 'conflict',
      conflict: {
        why: 'changed-there',
        diff: { changed: ['references/guide.md'], added: [], removed: [] },
      },
    });
    expect(snapshot(target)).toEqual(before);

    const [replaced] = await install(w, { agents: ['opencode'], overwrite: true });
    expect(replaced?.status).toBe('replaced');
    expect(readFileSync(join(target, 'references/guide.md'), 'utf8')).toBe('# Guide\n');
    const [kept] = readdirSync(w.trashDir);
    expect(readFileSync(join(w.trashDir, kept ?? '', 'item/references/guide.md'), 'utf8')).toBe(
      '# Guide, edited there\n',
    );
  });

  it('installs under another name, with the name in SKILL.md set to it', async () => {
    const w = world();
    const [outcome] = await install(w, { agents: ['claude-code'], rename: 'csv-report-2' });
    expect(outcome).toMatchObject({ status: 'installed', name: 'csv-report-2' });
    expect(readFileSync(join(w.home, '.claude/skills/csv-report-2/SKILL.md'), 'utf8')).toBe(
      skillMd('csv-report').replace('name: csv-report', 'name: csv-report-2'),
    );
    // Recorded with the name, so the next install compares like with like.
    const [again] = await install(w, { agents: ['claude-code'], rename: 'csv-report-2' });
    expect(again?.status).toBe('unchanged');
  });

  it('refuses a skill the agent would not accept, with the findings and fixes; --force installs it', async () => {
    const w = world({ 'Bad-Name/SKILL.md': '---\nname: Bad-Name\ndescription: x\n---\nBody\n' });
    const request = { agents: ['gemini-cli' as const], dirs: [join(w.library, 'Bad-Name')] };
    const [refused] = await install(w, request);
    expect(refused?.status).toBe('refused');
    const codes = refused?.check?.diagnostics.map((d) => d.code);
    expect(codes).toContain('name-not-lowercase');
    expect(
      refused?.check?.diagnostics.find((d) => d.code === 'name-not-lowercase')?.fixes?.[0]?.title,
    ).toBeTruthy();
    expect(lstatSync(join(w.home, '.gemini'), { throwIfNoEntry: false })).toBeUndefined();
    const [forced] = await install(w, { ...request, force: true });
    expect(forced?.status).toBe('installed');
  });

  it('refuses for an agent whose loader would skip it (Codex: no description)', async () => {
    const w = world({ 'no-desc/SKILL.md': '---\nname: no-desc\n---\nBody\n' });
    const [outcome] = await install(w, { agents: ['codex'], dirs: [join(w.library, 'no-desc')] });
    expect(outcome?.status).toBe('refused');
    const skipped = outcome?.check?.skipped;
    expect(skipped && english(skipped)).toContain('missing field `description`');
  });
});
