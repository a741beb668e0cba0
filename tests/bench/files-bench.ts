/**
 * `npm run bench files`: calls that meet a huge folder must stay bounded by one read of it,
 * and never hold the others (issue 42). `checkAdd` of 300 names into a skill folder of 100,000
 * files, against one listing of that folder (readdir, the least any check can do), first and
 * again; and how long a `listLibraries` call waits while that checkAdd runs, and while 30,000
 * files land in a watched library, against its wait with nothing else running.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { memorySettings } from '../../shared/node/service/settings/settings';
import { StudioService } from '../../shared/node/service/studio-service';
import { fmt, ResultTable, verdict } from './measure';

const FILES = Number(process.env.BENCH_FOLDER_FILES ?? 100_000);
const NAMES = 300;
const BURST = Number(process.env.BENCH_BURST ?? 30_000);
const base = join(tmpdir(), 'skill-studio-bench', 'files');
rmSync(base, { recursive: true, force: true });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const timed = async (fn: () => unknown, runs = 5) => {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    ms.push(performance.now() - start);
  }
  return median(ms);
};

function service(root: string, watch: boolean): StudioService {
  return new StudioService({
    settings: memorySettings([root]),
    userData: join(base, `user-data-${watch ? 'watch' : 'still'}`),
    watch,
    agentEnv: { home: join(base, 'home'), platform: process.platform, vars: {} },
  });
}

const table = new ResultTable();

/**
 * The longest wait of a listLibraries call asked every 20 ms while `work` runs (and `after` ms
 * beyond), from when it was due: work that holds the service's thread delays the timer too.
 */
async function waitsDuring(
  svc: StudioService,
  work: () => Promise<unknown>,
  after = 0,
): Promise<{ worst: number; calls: number }> {
  const state = { over: false };
  let worst = 0;
  let calls = 0;
  const probing = (async () => {
    while (!state.over) {
      const due = performance.now() + 20;
      await new Promise((r) => setTimeout(r, 20));
      await svc.handlers.listLibraries({});
      worst = Math.max(worst, performance.now() - due);
      calls++;
    }
  })();
  await new Promise((r) => setTimeout(r, 0));
  await work();
  await new Promise((r) => setTimeout(r, after));
  state.over = true;
  await probing;
  return { worst, calls };
}

// checkAdd into a skill folder of 100,000 files.
const library = join(base, 'library');
const big = join(library, 'big');
mkdirSync(big, { recursive: true });
mkdirSync(join(base, 'home'), { recursive: true });
writeFileSync(join(big, 'SKILL.md'), '---\nname: big\ndescription: d\n---\n');
for (let i = 0; i < FILES; i++) writeFileSync(join(big, `f${i}.txt`), '');
const still = service(realpathSync(library), false);
await still.start();
await still.whenChecked();
await still.whenTextIndexed();
const dir = realpathSync(big);
const names = Array.from({ length: NAMES }, (_, i) => (i % 2 ? `F${i}.TXT` : `new-${i}.txt`));
const listing = await timed(() => readdirSync(big));
// The baseline: listLibraries with nothing else running.
const alone = await waitsDuring(still, () => new Promise((r) => setTimeout(r, 1000)));
const files = FILES.toLocaleString('en-US');
table.add('listLibraries wait, nothing else running', `${fmt(alone.worst, 1)} ms`);
let cold = 0;
const during = await waitsDuring(still, async () => {
  const start = performance.now();
  await still.handlers.checkAdd({ dir, into: '', names });
  cold = performance.now() - start;
});
table.add(
  `checkAdd, ${NAMES} names into ${files} files, first call`,
  `${fmt(cold, 0)} ms`,
  `one listing ${fmt(listing, 0)} ms`,
  `${fmt(cold / listing)}x`,
  verdict(cold / listing <= 3, '<= 3x'),
);
const warm = await timed(() => still.handlers.checkAdd({ dir, into: '', names }), 3);
table.add(
  `checkAdd again, the folder unchanged`,
  `${fmt(warm, 0)} ms`,
  `one listing ${fmt(listing, 0)} ms`,
  `${fmt(warm / listing)}x`,
);
table.add(
  `longest listLibraries wait during the first checkAdd (${during.calls} calls)`,
  `${fmt(during.worst, 0)} ms`,
  `alone ${fmt(alone.worst, 1)} ms`,
  `${fmt(during.worst / alone.worst, 1)}x`,
  verdict(during.worst <= 2000, '<= 2,000 ms (issue 42)'),
);
await still.stop();

// A burst of 30,000 new files in a watched library: how long does a call wait?
const watched = join(base, 'watched');
mkdirSync(join(watched, 'one'), { recursive: true });
writeFileSync(join(watched, 'one/SKILL.md'), '---\nname: one\ndescription: d\n---\n');
const live = service(realpathSync(watched), true);
await live.start();
await live.whenWatching();
// Another program writes them (as the attack did): 30 new skills of 1,000 files each.
let writes = 0;
const burst = await waitsDuring(
  live,
  async () => {
    const writer = spawn(process.execPath, [
      '-e',
      `const fs = require('node:fs'), p = require('node:path');
       for (let i = 0; i < ${BURST}; i++) {
         const skill = p.join(${JSON.stringify(watched)}, 'burst-' + Math.floor(i / 1000));
         if (i % 1000 === 0) {
           fs.mkdirSync(skill);
           fs.writeFileSync(p.join(skill, 'SKILL.md'), '---\\nname: burst\\ndescription: d\\n---\\n');
         }
         fs.writeFileSync(p.join(skill, 'f' + i + '.md'), 'x');
       }`,
    ]);
    const start = performance.now();
    await once(writer, 'exit');
    writes = performance.now() - start;
  },
  // Calls made while the watcher's events are worked through, after the writes.
  6000,
);
table.add(
  `longest listLibraries wait, ${BURST.toLocaleString('en-US')} new files and 6 s after (${burst.calls} calls)`,
  `${fmt(burst.worst, 0)} ms`,
  `alone ${fmt(alone.worst, 1)} ms`,
  `${fmt(burst.worst / alone.worst, 1)}x`,
  verdict(burst.worst <= 2000, '<= 2,000 ms (issue 42)'),
);
table.add(`the writes of the burst`, `${fmt(writes, 0)} ms`);
await live.stop();

table.print();
rmSync(base, { recursive: true, force: true });
