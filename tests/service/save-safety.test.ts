/**
 * Saves never lose a byte: two clients saving one file from the same version at the same
 * moment (exactly one wins, the other gets a conflict with the winner's text); another
 * program writing to the file while it is replaced (detected after the rename, its text put
 * back or kept beside the file, never dropped); temp files of killed saves (never listed,
 * validated or packaged, removed when the library opens once nothing can be writing them);
 * pipes where files were expected (refused at once, and never starving other calls).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  appendFileSync,
  closeSync,
  openSync,
  writeSync,
  existsSync,
  readFileSync,
  readdirSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { dispatchCall } from '../../shared/ipc/dispatch';
import { contentHash } from '../../shared/node/atomic-file';
import { saveConditionally } from '../../shared/node/service/files/save-file';
import { tempName } from '../../shared/studio/temp-names';
import { nextEvent, startService, startServiceOver } from '../helpers/service';
import { deadPid, skillMd, tempTree } from '../helpers/temp';

async function textOf(service: Awaited<ReturnType<typeof startService>>['service'], path: string) {
  const read = await service.handlers.readFile({ path });
  if (read.kind !== 'text') throw new Error(`expected text at ${path}`);
  return read;
}

describe('two saves from the same version', () => {
  it('at the same moment: exactly one is written, the other gets a conflict with its text', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    const path = join(root, 'a/SKILL.md');
    for (let round = 0; round < 20; round++) {
      const base = await textOf(service, path);
      const mine = `${base.text}\nTab one, round ${round}.\n`;
      const theirs = `${base.text}\nTab two, round ${round}.\n`;
      const results = await Promise.all([
        service.handlers.saveFile({ path, text: mine, baseHash: base.hash }),
        service.handlers.saveFile({ path, text: theirs, baseHash: base.hash }),
      ]);
      const won = results.filter((r) => r.ok);
      expect(won, `round ${round}`).toHaveLength(1);
      const disk = readFileSync(path, 'utf8');
      const lost = results.find((r) => !r.ok);
      // The loser is told what is on disk now: the winner's text, which it can compare.
      expect(lost?.ok === false && lost.conflict.diskText).toBe(disk);
      expect([mine, theirs]).toContain(disk);
    }
  });

  it('two new files at one path: the second never replaces the first', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    const path = join(root, 'a/references/new.md');
    const results = await Promise.all(
      ['first\n', 'second\n'].map((text) =>
        service.handlers.saveFile({ path, text, baseHash: null }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const lost = results.find((r) => !r.ok);
    expect(lost?.ok === false && lost.conflict.diskText).toBe(readFileSync(path, 'utf8'));
  });
});

describe('another program writing while the file is replaced', () => {
  it('its write in the last instant before the rename is put back, and the save is a conflict', async () => {
    const dir = tempTree({ 'SKILL.md': 'line 1\n' });
    const path = join(dir, 'SKILL.md');
    let moments = 0;
    const outcome = await saveConditionally(path, 'mine\n', contentHash(readFileSync(path)), {
      // Another program appends through the file it has open, after every check the save
      // can make: the OS offers no rename-if-unchanged.
      lastMoment: () => {
        if (moments++ === 0) appendFileSync(path, 'line 2 from the other program\n');
        return Promise.resolve();
      },
    });
    const disk = 'line 1\nline 2 from the other program\n';
    expect(outcome).toEqual({
      ok: false,
      conflict: { diskText: disk, diskHash: contentHash(Buffer.from(disk)), whileSaving: true },
    });
    expect(readFileSync(path, 'utf8')).toBe(disk);
    expect(readdirSync(dir)).toEqual(['SKILL.md']);
  });

  it('when it writes again while its text is put back, that text is kept beside the file', async () => {
    const dir = tempTree({ 'SKILL.md': 'line 1\n' });
    const path = join(dir, 'SKILL.md');
    let moments = 0;
    const outcome = await saveConditionally(path, 'mine\n', contentHash(readFileSync(path)), {
      lastMoment: () => {
        appendFileSync(path, `write ${++moments}\n`);
        return Promise.resolve();
      },
    });
    if (outcome.ok) throw new Error('expected a conflict');
    // On disk: what the program had written before this save's file took its place. Kept
    // beside: this save's file with what the program wrote into it meanwhile.
    expect(readFileSync(path, 'utf8')).toBe('line 1\nwrite 1\n');
    expect(outcome.conflict.diskText).toBe('line 1\nwrite 1\n');
    const kept = outcome.conflict.recoveredTo ?? '';
    expect(kept).toMatch(/SKILL\.md\.recovered-[\dT-]+Z$/);
    expect(readFileSync(kept, 'utf8')).toBe('mine\nwrite 2\n');
  });

  it('a program that held the file open and writes just after the save: its text is kept beside it, and the UI is told', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    const path = join(root, 'a/SKILL.md');
    const read = await textOf(service, path);
    // Opened before the save: its writes go to the file the save replaces.
    const fd = openSync(path, 'a');
    const told = nextEvent(service, 'notice');
    const saved = await service.handlers.saveFile({ path, text: 'mine\n', baseHash: read.hash });
    expect(saved.ok).toBe(true);
    writeSync(fd, 'written a moment too late\n');
    closeSync(fd);
    await service.settleSaves();
    const kept = readdirSync(join(root, 'a')).filter((f) => f.startsWith('SKILL.md.recovered-'));
    expect(kept).toHaveLength(1);
    expect(readFileSync(join(root, 'a', kept[0] ?? ''), 'utf8')).toBe(
      `${skillMd('a')}written a moment too late\n`,
    );
    expect(await told).toEqual({
      id: 'late-write-kept',
      params: { file: 'SKILL.md', kept: kept[0] },
      tone: 'warning',
    });
    expect(readFileSync(path, 'utf8')).toBe('mine\n');
  });

  it('a program appending line after line while the studio saves loses no line', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    const path = join(root, 'a/SKILL.md');
    const lines = 1500;
    // Opens, appends one line and closes, over and over (as `echo >> file` does).
    const writer = spawn(process.execPath, [
      '-e',
      `const fs = require('node:fs');
       for (let i = 1; i <= ${lines}; i++) {
         fs.appendFileSync(${JSON.stringify(path)}, 'appended ' + i + '\\n');
         Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
       }`,
    ]);
    const exited = new Promise((resolve) => writer.on('exit', resolve));
    const writing = { running: true };
    void exited.then(() => (writing.running = false));
    let saved = 0;
    const recovered: string[] = [];
    while (writing.running) {
      const read = await textOf(service, path);
      const result = await service.handlers.saveFile({
        path,
        text: read.text,
        baseHash: read.hash,
      });
      if (result.ok) saved++;
      else if (result.conflict.recoveredTo) recovered.push(result.conflict.recoveredTo);
    }
    await exited;
    // What landed in a replaced file a moment after its save is kept beside it.
    await service.settleSaves();
    expect(saved).toBeGreaterThan(0);
    const kept = readdirSync(join(root, 'a'))
      .filter((f) => f.startsWith('SKILL.md.recovered-'))
      .map((f) => join(root, 'a', f));
    const everything = [path, ...recovered, ...kept]
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n')
      .split('\n');
    const present = new Set(everything);
    const missing = Array.from({ length: lines }, (_, i) => `appended ${i + 1}`).filter(
      (l) => !present.has(l),
    );
    expect(missing).toEqual([]);
  }, 60_000);
});

describe('temp files of saves', () => {
  /** What a save killed midway leaves beside SKILL.md: a half-written temp file. */
  function leftover(dir: string, pid: number, minutesAgo: number): string {
    const path = join(dir, tempName('SKILL.md', pid, randomUUID()));
    writeFileSync(path, `---\nname: half\ndescription: half a save\n---\n`);
    const then = new Date(Date.now() - minutesAgo * 60_000);
    utimesSync(path, then, then);
    return path;
  }

  it('are never listed, validated or packaged', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    const temp = leftover(join(root, 'a'), process.pid, 0);
    const detail = await service.handlers.readSkill({ dir: join(root, 'a') });
    expect(detail.files.map((f) => f.path)).toEqual(['SKILL.md']);
    const [list] = await service.handlers.listSkills({});
    expect(list?.skills.map((s) => s.rel)).toEqual(['a']);
    const validated = await service.handlers.validate({ dir: join(root, 'a'), profile: 'spec' });
    expect(validated.valid).toBe(true);
    const packaged = await service.handlers.packageSkills({
      dirs: [join(root, 'a')],
      format: 'zip',
      dryRun: true,
    });
    expect(packaged.skills[0]?.files.map((f) => f.path)).toEqual(['SKILL.md']);
    expect(packaged.skills[0]?.leftOut.map((l) => l.path)).toEqual([
      temp.slice(join(root, 'a/').length),
    ]);
  });

  it('a killed save’s temp file is removed when the library opens; one that may still be written is not', async () => {
    const lib = tempTree({ 'a/SKILL.md': skillMd('a'), 'b/references/deep/x.md': 'x' });
    const gone = deadPid();
    const stale = leftover(join(lib, 'a'), gone, 30);
    const staleDeep = leftover(join(lib, 'b/references/deep'), gone, 30);
    // Its process still runs (this one): never touched, however old.
    const live = leftover(join(lib, 'a'), process.pid, 30);
    // A writer that may be on another machine sharing the folder: touched a minute ago.
    const recent = leftover(join(lib, 'b'), gone, 1);
    const { log } = await startServiceOver(lib, false);
    // Cleared in the background once the library is open; the pass says so when it is done.
    await vi.waitFor(() => expect(log.join('\n')).toMatch(/removed \d+ temp files/), {
      timeout: 20_000,
    });
    expect([existsSync(stale), existsSync(staleDeep)]).toEqual([false, false]);
    expect(existsSync(live)).toBe(true);
    expect(existsSync(recent)).toBe(true);
  });
});

describe('a pipe where a file was expected', () => {
  it('saving onto it is refused at once, and other calls are never kept waiting', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    const pipes = Array.from({ length: 8 }, (_, i) => join(root, `a/pipe-${i}.md`));
    for (const pipe of pipes) expect(spawnSync('mkfifo', [pipe]).status).toBe(0);
    // More pipes than the worker pool has threads: a blocking open would take them all.
    const saves = await Promise.all(
      pipes.map((path) =>
        dispatchCall(service.handlers, 'saveFile', { path, text: 'x', baseHash: null }),
      ),
    );
    for (const s of saves)
      expect(s).toMatchObject({
        ok: false,
        error: { kind: 'user', text: { id: 'not-regular-file' } },
      });
    const read = await service.handlers.readFile({ path: join(root, 'a/SKILL.md') });
    expect(read.kind).toBe('text');
  });
});
