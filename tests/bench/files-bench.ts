/**
 * `npm run bench files`: calls that meet a huge folder must stay bounded by one read of it.
 * `checkAdd` of 300 names into a skill folder of 100,000 files, against one listing of that
 * folder (readdir, the least any check can do); and how long a `listSkills` call made the
 * moment 30,000 files land in a watched library waits, against the time the writes took.
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

// checkAdd over a folder of 100,000 files.
const library = join(base, 'library');
const assets = join(library, 'big/assets');
mkdirSync(assets, { recursive: true });
mkdirSync(join(base, 'home'), { recursive: true });
writeFileSync(join(library, 'big/SKILL.md'), '---\nname: big\ndescription: d\n---\n');
for (let i = 0; i < FILES; i++) writeFileSync(join(assets, `f${i}.txt`), '');
const still = service(realpathSync(library), false);
await still.start();
const dir = realpathSync(join(library, 'big'));
const names = Array.from({ length: NAMES }, (_, i) => (i % 2 ? `F${i}.TXT` : `new-${i}.txt`));
const listing = await timed(() => readdirSync(assets));
const check = await timed(() => still.handlers.checkAdd({ dir, into: 'assets', names }));
table.add(
  `checkAdd, ${NAMES} names into ${FILES.toLocaleString('en-US')} files`,
  `${fmt(check, 0)} ms`,
  `one listing ${fmt(listing, 0)} ms`,
  `${fmt(check / listing)}x`,
  verdict(check / listing <= 3, '<= 3x'),
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
let writes = 0;
void once(writer, 'exit').then(() => (writes = performance.now() - start));
// Calls made while the files land and while the watcher's events are worked through.
const waits: number[] = [];
while (writes === 0 || performance.now() < start + writes + 6000) {
  const asked = performance.now();
  await live.handlers.listSkills({});
  waits.push(performance.now() - asked);
  await new Promise((r) => setTimeout(r, 50));
}
const worst = Math.max(...waits);
table.add(
  `longest listSkills wait after ${BURST.toLocaleString('en-US')} new files`,
  `${fmt(worst, 0)} ms`,
  `the writes ${fmt(writes, 0)} ms`,
  `${fmt(worst / writes)}x`,
  verdict(worst <= 2000, '<= 2,000 ms (issue 42)'),
);
await live.stop();

table.print();
rmSync(base, { recursive: true, force: true });
