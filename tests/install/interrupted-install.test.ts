/**
 * An install killed midway (kill -9 while it copies) leaves no half skill in the agent folder:
 * only its hidden staging folder, which the next install there removes. One killed after it
 * moved an old folder aside puts that folder back. A trash that refuses the replaced folder
 * keeps it beside the agent folder rather than losing it.
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installSkills } from '../../shared/node/install/installer';
import { RecordsFile } from '../../shared/node/install/records-file';
import { deadPid, skillMd, tempTree } from '../helpers/temp';

const bin = join(import.meta.dirname, '../../dist/skill-studio.mjs');

function countFiles(dir: string): number {
  let n = 0;
  for (const e of readdirSync(dir, { withFileTypes: true }))
    n += e.isDirectory() ? countFiles(join(dir, e.name)) : 1;
  return n;
}

describe('an interrupted install', () => {
  it('killed while copying leaves no half folder, and the next install clears its staging', async () => {
    const home = realpathSync(tempTree());
    const files: Record<string, string> = { 'big/SKILL.md': skillMd('big') };
    for (let i = 0; i < 1500; i++)
      files[`big/references/r${i}.md`] = `# ${i}\n${'x'.repeat(2000)}\n`;
    const library = realpathSync(tempTree(files));
    const userData = join(tempTree(), 'ud');
    const agentFolder = join(home, '.claude/skills');
    const child = spawn(
      process.execPath,
      [bin, 'install', join(library, 'big'), '--agent', 'claude-code'],
      {
        env: { ...process.env, HOME: home, SKILL_STUDIO_USER_DATA: userData },
        stdio: 'ignore',
      },
    );
    const exited = new Promise((done) => child.once('exit', done));
    // Killed once the copy is well under way in its staging folder.
    let killedMidway = false;
    for (let i = 0; i < 20_000 && child.exitCode === null; i++) {
      const staging = existsSync(agentFolder)
        ? readdirSync(agentFolder).find((n) => n.startsWith('.skill-studio-install-'))
        : undefined;
      if (staging && countFiles(join(agentFolder, staging)) > 20) {
        child.kill('SIGKILL');
        killedMidway = true;
        break;
      }
      await new Promise((r) => setTimeout(r, 2));
    }
    await exited;
    expect(killedMidway).toBe(true);
    expect(existsSync(join(agentFolder, 'big'))).toBe(false);
    const left = readdirSync(agentFolder);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/^\.skill-studio-install-\d+-/);

    const [outcome] = await installSkills(
      {
        dirs: [join(library, 'big')],
        agents: ['claude-code'],
        scope: 'personal',
        mode: 'copy',
        overwrite: false,
        force: false,
      },
      {
        env: { home, platform: process.platform, vars: {} },
        records: new RecordsFile(userData),
        trash: () => Promise.resolve(),
      },
    );
    expect(outcome?.status).toBe('installed');
    expect(readdirSync(agentFolder)).toEqual(['big']);
    expect(countFiles(join(agentFolder, 'big'))).toBe(1501);
  }, 60_000);

  it('killed after moving an old folder aside: the next install puts it back before deciding', async () => {
    const home = realpathSync(tempTree());
    const folder = join(home, '.agents/skills');
    const staging = join(folder, `.skill-studio-install-${deadPid()}-AbC123`);
    mkdirSync(join(staging, 'replaced-my-skill'), { recursive: true });
    writeFileSync(
      join(staging, 'replaced-my-skill/SKILL.md'),
      skillMd('my-skill', 'Theirs. Use when theirs.'),
    );
    mkdirSync(join(staging, 'my-skill'));
    writeFileSync(join(staging, 'my-skill/SKILL.md'), 'half');
    const library = realpathSync(tempTree({ 'my-skill/SKILL.md': skillMd('my-skill') }));
    const [outcome] = await installSkills(
      {
        dirs: [join(library, 'my-skill')],
        agents: ['codex'],
        scope: 'personal',
        mode: 'copy',
        overwrite: false,
        force: false,
      },
      {
        env: { home, platform: process.platform, vars: {} },
        records: new RecordsFile(join(home, 'ud')),
        trash: () => Promise.resolve(),
      },
    );
    // Their folder is back, whole, so the install reports a conflict instead of replacing it.
    expect(outcome?.status).toBe('conflict');
    expect(readdirSync(folder)).toEqual(['my-skill']);
    expect(readFileSync(join(folder, 'my-skill/SKILL.md'), 'utf8')).toBe(
      skillMd('my-skill', 'Theirs. Use when theirs.'),
    );
  });

  it('keeps a replaced folder the trash would not take', async () => {
    const home = realpathSync(
      tempTree({ '.cursor/skills/s/SKILL.md': skillMd('s', 'Theirs. Use when theirs.') }),
    );
    const library = realpathSync(tempTree({ 's/SKILL.md': skillMd('s') }));
    const [outcome] = await installSkills(
      {
        dirs: [join(library, 's')],
        agents: ['cursor'],
        scope: 'personal',
        mode: 'copy',
        overwrite: true,
        force: false,
      },
      {
        env: { home, platform: process.platform, vars: {} },
        records: new RecordsFile(join(home, 'ud')),
        trash: () => Promise.reject(new Error('no trash here')),
      },
    );
    expect(outcome?.status).toBe('replaced');
    expect(outcome?.keptAt).toMatch(/\.skill-studio-kept-\d+-.+\/replaced-s$/);
    expect(readFileSync(join(outcome?.keptAt ?? '', 'SKILL.md'), 'utf8')).toBe(
      skillMd('s', 'Theirs. Use when theirs.'),
    );
    expect(readFileSync(join(home, '.cursor/skills/s/SKILL.md'), 'utf8')).toBe(skillMd('s'));
  });
});
