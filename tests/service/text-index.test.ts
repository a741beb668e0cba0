/**
 * The search's pre-index (text-index.ts): built in the background once the library is open,
 * without a search; kept current by the watcher's reports; reading at search time only what
 * is on disk now (a file removed or swapped for a link out is never found from an old copy);
 * bounded in memory, with the same answers past the bound; a search superseded by its asker's
 * next one stops where it stands.
 */
import { rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { fenceOf, type Fence } from '../../shared/node/link-fence';
import { TextIndex } from '../../shared/node/service/text-index';
import { startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';
import { rng } from '../tools/mulberry32.mjs';

const body = (name: string, text: string) =>
  `---\nname: ${name}\ndescription: Does ${name} things. Use when asked.\n---\n# ${name}\n\n${text}\n`;

const library = {
  'ledger/SKILL.md': body('ledger', 'Reconcile the quarterly totals.'),
  'notes/SKILL.md': skillMd('notes'),
  'notes/references/guide.md': '# Guide\n\nWhere each walrus number goes.\n',
  'blob/SKILL.md': skillMd('blob'),
};

/**
 * A fence over `root` that counts the files read through it: every file opened through the
 * fence looks at its roots once.
 */
function countingFence(root: string): { fence: Fence; reads: number } {
  const real = fenceOf([root]).roots;
  const counter = {
    reads: 0,
    fence: {
      get roots() {
        counter.reads++;
        return real;
      },
    },
  };
  return counter;
}

describe('the text pre-index', () => {
  it('is built after the library opens, without a search, and kept current by the watcher', async () => {
    const { service, root } = await startService(library);
    await service.whenTextIndexed();
    expect(service.textIndexSize()).toMatchObject({ skills: 3, files: 4 });
    // Another program writes: the watcher's report drops the skill, indexed again unasked.
    writeFileSync(join(root, 'ledger/SKILL.md'), body('ledger', 'Count the zebra herd.'));
    await expect
      .poll(async () => (await service.handlers.searchText({ query: 'zebra' })).hits, {
        timeout: 10_000,
      })
      .toMatchObject([{ dir: join(root, 'ledger'), line: 7, text: 'Count the zebra herd.' }]);
    await service.whenTextIndexed();
    expect(service.textIndexSize()).toMatchObject({ skills: 3, files: 4 });
    expect((await service.handlers.searchText({ query: 'quarterly' })).hits).toEqual([]);
  });

  it('never answers from a file removed since it was read, even before any report of it', async () => {
    // No watcher: nothing tells the index the file went.
    const { service, root } = await startService(library, false);
    expect((await service.handlers.searchText({ query: 'walrus' })).hits).toMatchObject([
      { dir: join(root, 'notes'), file: 'references/guide.md', line: 3 },
    ]);
    unlinkSync(join(root, 'notes/references/guide.md'));
    expect((await service.handlers.searchText({ query: 'walrus' })).hits).toEqual([]);
  });

  it('never reads a link out of the library, one there at the start or swapped in later', async () => {
    const outside = tempTree({
      'secret.md': 'outside-only-word\n',
      'other.md': 'elsewhere-word\n',
    });
    const { service, root } = await startService(library, false);
    symlinkSync(join(outside, 'secret.md'), join(root, 'notes/references/linked.md'));
    expect((await service.handlers.searchText({ query: 'outside-only-word' })).hits).toEqual([]);
    // Read once as a file, then swapped for a link out: neither its old words nor the link's.
    expect((await service.handlers.searchText({ query: 'walrus' })).hits).toHaveLength(1);
    const guide = join(root, 'notes/references/guide.md');
    rmSync(guide);
    symlinkSync(join(outside, 'other.md'), guide);
    expect((await service.handlers.searchText({ query: 'walrus' })).hits).toEqual([]);
    expect((await service.handlers.searchText({ query: 'elsewhere-word' })).hits).toEqual([]);
  });

  it('holds far less than the text it searches, and answers the same past its bound', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    // 24 MB of text over 120 skills: every file holds a line only it has.
    const random = rng(7);
    const files: Record<string, string> = {};
    for (let i = 0; i < 120; i++) {
      const lines = Array.from({ length: 2000 }, (_, j) =>
        Array.from({ length: 12 }, () => Math.floor(random() * 1e6).toString(36)).join(` w${j} `),
      );
      lines.splice(1000, 0, `marker-${i}-only here`);
      files[`s${i}/SKILL.md`] = skillMd(`s${i}`);
      files[`s${i}/references/data.md`] = lines.join('\n');
    }
    const { service, root } = await startService(files, false);
    gc();
    const before = process.memoryUsage().heapUsed;
    const found = await service.handlers.searchText({ query: 'marker-57-only' });
    expect(found.hits).toMatchObject([{ dir: join(root, 's57'), file: 'references/data.md' }]);
    gc();
    // The text read for the search is not kept: the index is its filters and paths.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(8 * 2 ** 20);
    expect(service.textIndexSize().bytes).toBeLessThan(120 * 20 * 1024);

    // A bound of 64 KB of filters: most files keep only their path, and every answer is the same.
    const summaries = (await service.handlers.listSkills({})).flatMap((l) => l.skills);
    const small = new TextIndex({
      fence: () => fenceOf([root]),
      skills: () => summaries,
      maxBytes: 64 * 1024,
    });
    await small.whenIndexed();
    expect(small.size().filterBytes).toBeLessThanOrEqual(64 * 1024);
    expect(small.size().filterBytes).toBeGreaterThan(0);
    expect(small.size().files).toBe(240);
    for (const query of ['marker-57-only', 'marker-3', 'w1999', 'nowhere-at-all'])
      expect(await small.search(query, summaries)).toEqual(
        await service.handlers.searchText({ query }),
      );
  });

  it("stops a search when the same asker's next one comes, and never another asker's", async () => {
    // 200 skills whose word is in a file only: a search reads one file per skill.
    const files: Record<string, string> = {};
    for (let i = 0; i < 200; i++) {
      files[`s${i}/SKILL.md`] = skillMd(`s${i}`);
      files[`s${i}/references/notes.md`] = '# Notes\n\nWhere the needle-word is.\n';
    }
    const { service, root } = await startService(files, false);
    const summaries = (await service.handlers.listSkills({})).flatMap((l) => l.skills);
    const counter = countingFence(root);
    const { fence } = counter;
    // Slices of no time: the search lets other calls in after every skill.
    const index = new TextIndex({ fence: () => fence, skills: () => summaries, sliceMs: 0 });
    await index.whenIndexed();
    counter.reads = 0;
    const full = await index.search('needle-word', summaries);
    const fullReads = counter.reads;
    expect(full.hits).toHaveLength(200);
    expect(fullReads).toBeGreaterThanOrEqual(200);

    counter.reads = 0;
    const first = index.search('needle-word', summaries, undefined, 'page-1');
    // The first is under way (a few skills looked at) when the next keystroke's search comes.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    const otherPage = index.search('needle-word', summaries, undefined, 'page-2');
    const next = index.search('needle-word', summaries, undefined, 'page-1');
    expect(await first).toEqual({
      query: 'needle-word',
      hits: [],
      truncated: false,
      superseded: true,
    });
    expect(await next).toEqual(full);
    expect(await otherPage).toEqual(full);
    // The stopped one read a few files, not all of them.
    expect(counter.reads).toBeLessThan(2 * fullReads + 20);
  });

  it('rules out a skill lacking a word no file of it may hold before reading any file', async () => {
    // 100 skills hold the first word in a file; only s7 holds the second, in another file.
    const files: Record<string, string> = {};
    for (let i = 0; i < 100; i++) {
      files[`s${i}/SKILL.md`] = skillMd(`s${i}`);
      files[`s${i}/references/notes.md`] = '# Notes\n\nWhere the needle-word is.\n';
    }
    files['s7/scripts/run.sh'] = 'echo haystack-zebra\n';
    const { service, root } = await startService(files, false);
    const summaries = (await service.handlers.listSkills({})).flatMap((l) => l.skills);
    const counter = countingFence(root);
    const { fence } = counter;
    const index = new TextIndex({ fence: () => fence, skills: () => summaries, sliceMs: 0 });
    await index.whenIndexed();
    // No filters at all: every file read, the answers of reading them all.
    const unfiltered = new TextIndex({ fence: () => fence, skills: () => summaries, maxBytes: 0 });
    await unfiltered.whenIndexed();
    for (const query of ['needle-word haystack-zebra', 'needle-word absent-walrus']) {
      counter.reads = 0;
      const found = await index.search(query, summaries);
      // s7's two files at most (the filters may let a few more through).
      expect(counter.reads, query).toBeLessThan(10);
      expect(found, query).toEqual(await unfiltered.search(query, summaries));
    }
    expect((await index.search('needle-word haystack-zebra', summaries)).hits).toHaveLength(1);
  });

  it('answers a burst of keystrokes with the last only, as a fresh search would', async () => {
    const { service, root } = await startService(library, false);
    await service.whenTextIndexed();
    const typed = ['w', 'wa', 'wal', 'walr', 'walru', 'walrus'];
    const answers = typed.map((query) => service.handlers.searchText({ query, asker: 'page-1' }));
    // One without an asker is never stopped, whatever comes after it.
    const unasked = service.handlers.searchText({ query: 'walr' });
    const last = service.handlers.searchText({ query: 'quarterly', asker: 'page-1' });
    for (const answer of answers)
      expect(await answer).toMatchObject({ hits: [], superseded: true });
    expect(await unasked).toEqual(await service.handlers.searchText({ query: 'walr' }));
    expect((await unasked).hits).toMatchObject([{ dir: join(root, 'notes') }]);
    expect(await last).toEqual(await service.handlers.searchText({ query: 'quarterly' }));
    expect((await last).hits).toMatchObject([{ dir: join(root, 'ledger'), line: 7 }]);
  });
});
