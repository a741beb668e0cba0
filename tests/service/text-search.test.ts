/**
 * searchText through the service: words found in skill bodies and other text files, with
 * the line to show; never in binary files, files out of the libraries or pipes; the index
 * follows writes (the service's own and other programs'); a burst of concurrent searches all
 * get the same answer.
 */
import { execFileSync } from 'node:child_process';
import { realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';

const body = (name: string, text: string) =>
  `---\nname: ${name}\ndescription: Does ${name} things. Use when asked.\n---\n# ${name}\n\n${text}\n`;

const library = {
  'ledger/SKILL.md': body('ledger', 'Steps.\n\nReconcile the quarterly Invoice totals.'),
  'notes/SKILL.md': skillMd('notes'),
  'notes/references/guide.md': '# Guide\n\nFirst line.\nWhere each invoice number goes.\n',
  'invoice-tool/SKILL.md': skillMd('invoice-tool'),
  'blob/SKILL.md': skillMd('blob'),
  'blob/assets/data.bin': new Uint8Array([0x69, 0x6e, 0x76, 0x6f, 0x69, 0x63, 0x65, 0, 1, 2]),
};

describe('searchText', () => {
  it('finds words in bodies and other text files, with the line, not in binary files', async () => {
    const { service, root } = await startService(library);
    const result = await service.handlers.searchText({ query: 'invoice' });
    expect(result.truncated).toBe(false);
    // invoice-tool matches by its name: the list finds it without the files.
    expect(result.hits).toEqual([
      {
        dir: join(root, 'ledger'),
        file: 'SKILL.md',
        line: 9,
        text: 'Reconcile the quarterly Invoice totals.',
        start: 24,
        length: 7,
      },
      {
        dir: join(root, 'notes'),
        file: 'references/guide.md',
        line: 4,
        text: 'Where each invoice number goes.',
        start: 11,
        length: 7,
      },
    ]);
    // Every word must be somewhere: in the name for one, in the file for the other.
    const both = await service.handlers.searchText({ query: 'ledger quarterly' });
    expect(both.hits.map((h) => h.dir)).toEqual([join(root, 'ledger')]);
    expect((await service.handlers.searchText({ query: 'ledger nowhere' })).hits).toEqual([]);
  });

  it('follows saves and other programs writing', async () => {
    const { service, root } = await startService(library);
    expect((await service.handlers.searchText({ query: 'zebra' })).hits).toEqual([]);
    const file = join(root, 'notes/references/guide.md');
    const read = await service.handlers.readFile({ path: file });
    if (read.kind !== 'text') throw new Error('not text');
    await service.handlers.saveFile({
      path: file,
      text: 'A zebra crossing.\n',
      baseHash: read.hash,
    });
    expect((await service.handlers.searchText({ query: 'zebra' })).hits).toMatchObject([
      { dir: join(root, 'notes'), file: 'references/guide.md', line: 1 },
    ]);
    // Another program writes: the watcher's report drops what was held.
    writeFileSync(join(root, 'ledger/SKILL.md'), body('ledger', 'Count the zebra herd.'));
    await expect
      .poll(async () => (await service.handlers.searchText({ query: 'zebra' })).hits.length, {
        timeout: 10_000,
      })
      .toBe(2);
  });

  it('never reads a file out of the libraries, and never waits on a pipe', async () => {
    const outside = realpathSync(tempTree({ 'secret.md': 'outside-only-word\n' }));
    const { service, root } = await startService(library);
    symlinkSync(join(outside, 'secret.md'), join(root, 'notes/references/linked.md'));
    if (process.platform !== 'win32') execFileSync('mkfifo', [join(root, 'blob/pipe.md')]);
    const result = await service.handlers.searchText({ query: 'outside-only-word' });
    expect(result.hits).toEqual([]);
  });

  it('answers a burst of concurrent searches alike, and stops at the limit', async () => {
    const { service } = await startService(library);
    const all = await Promise.all(
      Array.from({ length: 20 }, () => service.handlers.searchText({ query: 'invoice' })),
    );
    for (const r of all)
      expect(r.hits.map((h) => h.file)).toEqual(['SKILL.md', 'references/guide.md']);
    const cut = await service.handlers.searchText({ query: 'invoice', limit: 1 });
    expect([cut.hits.length, cut.truncated]).toEqual([1, true]);
  });
});
