/**
 * Nothing is read or written outside the libraries when folders change underneath: a library
 * root swapped for a link after it was opened is not followed (the calls are refused and the
 * library is read again), and a folder swapped for a link while saves run never gets a file,
 * temp or otherwise, written through the link.
 */
import { spawn } from 'node:child_process';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../shared/i18n/catalogue';
import { dispatchCall } from '../../shared/ipc/dispatch';
import { nextEvent, startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';

describe('a library root swapped for a link after it was opened', () => {
  it('is not followed: reads, saves and deletes are refused, and the library is read again', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    // Elsewhere, a folder laid out like the library, holding what must not be touched.
    const elsewhere = tempTree({ 'a/SKILL.md': skillMd('a', 'Not in any library. Use never.') });
    renameSync(root, `${root}.moved`);
    symlinkSync(elsewhere, root);
    const relisted = nextEvent(service, 'librariesChanged');
    for (const [name, input] of [
      ['readFile', { path: join(root, 'a/SKILL.md') }],
      ['saveFile', { path: join(root, 'a/SKILL.md'), text: 'overwritten', baseHash: null }],
      ['deleteSkill', { dir: join(root, 'a') }],
      ['readSkill', { dir: join(root, 'a') }],
    ] as const) {
      const result = await dispatchCall(service.handlers, name, input);
      expect(result, name).toMatchObject({ ok: false });
    }
    const first = await dispatchCall(service.handlers, 'readFile', {
      path: join(root, 'a/SKILL.md'),
    });
    expect(first.ok).toBe(false);
    expect((await relisted).find((l) => l.root === root)?.exists).toBe(false);
    expect(readFileSync(join(elsewhere, 'a/SKILL.md'), 'utf8')).toContain('Not in any library');
    const [list] = await service.handlers.listSkills({ root });
    expect(list?.skills).toEqual([]);
    expect(inEnglish(list?.skipped ?? [])[0]?.reason).toContain(
      `replaced by a link to ${elsewhere}`,
    );
  });

  it('the first call after the swap says the library changed, in words', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    const elsewhere = tempTree({ 'a/SKILL.md': skillMd('a') });
    renameSync(root, `${root}.moved`);
    symlinkSync(elsewhere, root);
    const result = await dispatchCall(service.handlers, 'readFile', {
      path: join(root, 'a/SKILL.md'),
    });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'user', text: { id: 'library-moved', params: { path: root } } },
    });
  });

  it('a library folder deleted and made again in its place is the library again', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    renameSync(root, `${root}.old`);
    mkdirSync(join(root, 'a'), { recursive: true });
    writeFileSync(join(root, 'a/SKILL.md'), skillMd('a', 'The new folder. Use when testing.'));
    const refused = await dispatchCall(service.handlers, 'readFile', {
      path: join(root, 'a/SKILL.md'),
    });
    expect(refused.ok).toBe(false);
    await nextEvent(service, 'librariesChanged');
    const read = await service.handlers.readFile({ path: join(root, 'a/SKILL.md') });
    expect(read.kind === 'text' && read.text).toContain('The new folder');
  });
});

describe('a folder swapped for a link while saves run', () => {
  it('never gets a file written through the link', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    const refs = join(root, 'a/references');
    mkdirSync(refs);
    writeFileSync(join(refs, 'guide.md'), 'v0\n');
    const outside = tempTree();
    // Another process swaps the folder for a link out of the library and back, over and over.
    const swapper = spawn(process.execPath, [
      '-e',
      `const fs = require('node:fs');
       const refs = ${JSON.stringify(refs)}, aside = refs + '.real';
       const until = Date.now() + 3000;
       while (Date.now() < until) {
         try { fs.renameSync(refs, aside); fs.symlinkSync(${JSON.stringify(outside)}, refs); } catch {}
         try { fs.unlinkSync(refs); fs.renameSync(aside, refs); } catch {}
       }
       try { fs.unlinkSync(refs); } catch {}
       try { fs.renameSync(aside, refs); } catch {}`,
    ]);
    const exited = new Promise((resolve) => swapper.on('exit', resolve));
    let running = true;
    void exited.then(() => (running = false));
    let attempts = 0;
    // Four clients at once, each saving a file large enough that writing it takes a moment.
    const body = 'x'.repeat(256 * 1024);
    const client = async (n: number) => {
      for (let i = 0; running; i++) {
        attempts++;
        const path = join(refs, i % 2 === 0 ? 'guide.md' : `new-${n}-${i}.md`);
        const read = await dispatchCall(service.handlers, 'readFile', { path });
        const baseHash = read.ok && read.value.kind === 'text' ? read.value.hash : null;
        await dispatchCall(service.handlers, 'saveFile', {
          path,
          text: `v${i}\n${body}`,
          baseHash,
        });
      }
    };
    await Promise.all([0, 1, 2, 3].map(client));
    await exited;
    expect(attempts).toBeGreaterThan(20);
    expect(readdirSync(outside)).toEqual([]);
  }, 30_000);
});
