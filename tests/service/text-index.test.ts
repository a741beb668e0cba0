/**
 * The search's pre-index (text-index.ts): built in the background once the library is open,
 * without a search; kept current by the watcher's reports; answering only from what is on
 * disk now (a file removed, rewritten or swapped for a link out is never found from an old
 * copy, the text kept from earlier searches included); bounded in memory, with the same
 * answers past the bound; a search superseded by its asker's next one stops where it stands.
 */
import { renameSync, rmSync, statSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fenceOf, type Fence } from '../../shared/node/link-fence';
import { FOUND_WORDS } from '../../shared/node/service/files/kept-texts';
import { TextIndex } from '../../shared/node/service/search/text-index';
import { startService } from '../helpers/service';
import { rewriteRestamped, skillMd, tempTree } from '../helpers/temp';
import { rng } from '../tools/mulberry32.mjs';

const body = (name: string, text: string) =>
  `---\nname: ${name}\ndescription: Does ${name} things. Use when asked.\n---\n# ${name}\n\n${text}\n`;

afterEach(() => {
  vi.restoreAllMocks();
});

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

/** A library served without a watcher, its skills as listed, and a counting fence over it. */
async function countedLibrary(files: Record<string, string>) {
  const { service, root } = await startService(files, false);
  const summaries = (await service.handlers.listSkills({})).flatMap((l) => l.skills);
  const counter = countingFence(root);
  return { service, root, summaries, counter, fence: counter.fence };
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
    // The index is its filters and paths, and what is kept of the text searches read.
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

  it('keeps what a search read for the next, never once the file changed, went or became a link', async () => {
    const outside = tempTree({ 'guide.md': '# Guide\n\nWhere each badger number goes.\n' });
    const { root, summaries, counter, fence } = await countedLibrary(library);
    // Files whose last change is 50 ms old are settled (SETTLED_MS, shortened for the test).
    const index = new TextIndex({ fence: () => fence, skills: () => summaries, settledMs: 50 });
    await index.whenIndexed();
    // The index's clock (Date.now, against the files' stamps) is the test's: a change is just
    // now or settled where the test puts the clock, however long the steps in between take.
    const clock = vi.spyOn(Date, 'now');
    const settle = () => clock.mockReturnValue(performance.timeOrigin + performance.now() + 1000);
    const changedNow = (path: string) => {
      const { mtimeMs, ctimeMs } = statSync(path);
      clock.mockReturnValue(Math.max(mtimeMs, ctimeMs));
    };
    const guide = join(root, 'notes/references/guide.md');
    const hits = async (query: string) => (await index.search(query, summaries)).hits;
    const readsFor = async (query: string) => {
      counter.reads = 0;
      await index.search(query, summaries);
      return counter.reads;
    };
    settle();

    expect(await hits('walrus')).toMatchObject([{ file: 'references/guide.md', line: 3 }]);
    // The next keystroke's search reads nothing: the copy matches the file's stamp.
    expect(await readsFor('walrus')).toBe(0);
    expect(index.size().textBytes).toBeGreaterThan(0);

    // Rewritten in place, the same size, and no report of it yet: the copy's words are gone.
    const before = statSync(guide).ctimeMs;
    rewriteRestamped(guide, '# Guide\n\nWhere each badger number goes.\n', before);
    changedNow(guide);
    expect(await hits('walrus')).toEqual([]);
    // Reported (as the watcher does): indexed again, its new words found.
    index.forget([guide]);
    await index.whenIndexed();
    expect(await hits('badger')).toMatchObject([{ file: 'references/guide.md', line: 3 }]);
    // Changed just now: read at every search until its change has settled, then kept.
    expect(await readsFor('badger')).toBeGreaterThan(0);
    settle();
    await hits('badger');
    expect(await readsFor('badger')).toBe(0);

    // Swapped for a link out of the library (the same words there): not found.
    rmSync(guide);
    symlinkSync(join(outside, 'guide.md'), guide);
    expect(await hits('badger')).toEqual([]);
    rmSync(guide);
    writeFileSync(guide, '# Guide\n\nWhere each badger number goes.\n');
    settle();
    await hits('badger');
    expect(await readsFor('badger')).toBe(0);
    // A folder on the way swapped for a link out: the path's stamp is another file's.
    renameSync(join(root, 'notes/references'), join(root, 'notes/old-references'));
    symlinkSync(outside, join(root, 'notes/references'));
    expect(await hits('badger')).toEqual([]);
    rmSync(join(root, 'notes/references'));
    renameSync(join(root, 'notes/old-references'), join(root, 'notes/references'));
    // Removed: not found.
    expect(await hits('badger')).toHaveLength(1);
    unlinkSync(guide);
    expect(await hits('badger')).toEqual([]);
  });

  it('keeps text within its bound, least recently used out first, with the same answers', async () => {
    // 40 skills, each with a file of about 1 KB holding a word of its own and one they share.
    const files: Record<string, string> = {};
    for (let i = 0; i < 40; i++) {
      files[`s${i}/SKILL.md`] = skillMd(`s${i}`);
      files[`s${i}/references/notes.md`] =
        `# Notes\n\n${'Filler words of no interest. '.repeat(32)}\nshared-word and own-${i}-word.\n`;
    }
    const { summaries, counter, fence } = await countedLibrary(files);
    const bound = 10 * 1024;
    const index = new TextIndex({
      fence: () => fence,
      skills: () => summaries,
      settledMs: 0,
      maxTextBytes: bound,
    });
    const none = new TextIndex({ fence: () => fence, skills: () => summaries, maxTextBytes: 0 });
    await index.whenIndexed();
    await none.whenIndexed();
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const query of ['shared-word', 'own-3-word', 'own-39-word', 'shared-word own-7-word']) {
      const found = await index.search(query, summaries);
      expect(found, query).toEqual(await none.search(query, summaries));
      expect(index.size().textBytes, query).toBeLessThanOrEqual(bound);
    }
    // Words looked for again are answered from the lines kept with each copy (FOUND_WORDS of
    // them, then forgotten): the same answers, within the same bound.
    for (let i = 0; i < 3 * FOUND_WORDS; i++) {
      const query = `shared-word own-${i % 12}-word ${i % 2 === 0 ? 'filler' : 'notes'}`;
      const found = await index.search(query, summaries);
      expect(found, query).toEqual(await none.search(query, summaries));
      expect(index.size().textBytes, query).toBeLessThanOrEqual(bound);
    }
    expect((await index.search('shared-word', summaries)).hits).toHaveLength(40);
    // The last files read are the ones kept: own-39's, read last, is read no more.
    counter.reads = 0;
    await index.search('own-39-word', summaries);
    expect(counter.reads).toBe(0);
    // Nothing is kept with a bound of 0: every search reads again.
    counter.reads = 0;
    await none.search('own-39-word', summaries);
    expect(counter.reads).toBeGreaterThan(0);
    expect(none.size().textBytes).toBe(0);
  });

  it("stops a search when the same asker's next one comes, and never another asker's", async () => {
    // 200 skills whose word is in a file only: a search reads one file per skill.
    const files: Record<string, string> = {};
    for (let i = 0; i < 200; i++) {
      files[`s${i}/SKILL.md`] = skillMd(`s${i}`);
      files[`s${i}/references/notes.md`] = '# Notes\n\nWhere the needle-word is.\n';
    }
    const { summaries, counter, fence } = await countedLibrary(files);
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
    const { summaries, counter, fence } = await countedLibrary(files);
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
