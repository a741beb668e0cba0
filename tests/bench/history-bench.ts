/**
 * `npm run bench history`: what the version history costs. A save of a 30 KB SKILL.md through
 * the service with history against the same save with history off (same run, interleaved so
 * both see the same machine), median of 100 each; and listing a skill's 1,000 versions
 * (listHistory's work: every record read and checked, every blob's hash checked): the first
 * ever (every blob hashed), in a new process (the checks the first kept are trusted for blobs
 * untouched since) and again in the same one.
 */
import { mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { HistoryStore, historyRoot } from '../../shared/node/history/history-store';
import { memorySettings } from '../../shared/node/service/settings/settings';
import { StudioService } from '../../shared/node/service/studio-service';
import { fmt, percentile, ResultTable, verdict } from './measure';

const SAVES = Number(process.env.BENCH_SAVES ?? 100);
const VERSIONS = Number(process.env.BENCH_VERSIONS ?? 1000);
const SPACED_MS = Number(process.env.BENCH_SAVE_GAP_MS ?? 50);
const base = join(tmpdir(), 'skill-studio-bench', 'history');
rmSync(base, { recursive: true, force: true });

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

// A 30 KB SKILL.md: frontmatter and numbered steps.
const lines = ['---', 'name: big', 'description: A large skill for the save benchmark.', '---', ''];
for (let i = 0; lines.join('\n').length < 30 * 1024; i++)
  lines.push(`${i}. Step ${i}: do the thing carefully and check the result before going on.`);
const text30k = `${lines.join('\n')}\n`;

async function serviceWith(history: boolean) {
  const root = join(base, history ? 'with' : 'without');
  mkdirSync(join(root, 'big'), { recursive: true });
  writeFileSync(join(root, 'big', 'SKILL.md'), text30k);
  const real = realpathSync(root);
  const service = new StudioService({
    settings: memorySettings([real]),
    userData: join(base, history ? 'user-with' : 'user-without'),
    watch: false,
    history,
  });
  await service.start();
  return { service, path: join(real, 'big', 'SKILL.md'), hash: sha(text30k) };
}

const withH = await serviceWith(true);
const without = await serviceWith(false);
const samples = { with: [] as number[], without: [] as number[] };
for (let round = 0; round < SAVES + 5; round++) {
  // One line changed each time, as an edit does.
  const text = text30k.replace(/^0\. Step 0:.*$/m, `0. Step 0: edit ${round}.`);
  for (const side of round % 2 === 0
    ? (['with', 'without'] as const)
    : (['without', 'with'] as const)) {
    const s = side === 'with' ? withH : without;
    const start = performance.now();
    const out = await s.service.handlers.saveFile({ path: s.path, text, baseHash: s.hash });
    const ms = performance.now() - start;
    if (!out.ok) throw new Error('save refused');
    s.hash = out.hash;
    // The first rounds warm up (the first save with history also keeps the skill as first seen).
    if (round >= 5) samples[side].push(ms);
    // Spaced out, as a person's saves are (the history's flush to the disk follows each save).
    if (SPACED_MS > 0) await new Promise((r) => setTimeout(r, SPACED_MS));
  }
}
await withH.service.stop();
await without.service.stop();
const saveWith = percentile(samples.with, 50);
const saveWithout = percentile(samples.without, 50);

// 1,000 versions of one skill, each a save of one changed line.
const listRoot = join(base, 'list');
const skill = join(listRoot, 'big');
mkdirSync(skill, { recursive: true });
writeFileSync(join(skill, 'SKILL.md'), text30k);
const storeRoot = historyRoot(join(base, 'user-list'));
const store = new HistoryStore(storeRoot);
await store.ensureFirstSeen(skill);
const encoder = new TextEncoder();
for (let i = 1; i < VERSIONS; i++)
  await store.recordFile(skill, {
    path: 'SKILL.md',
    bytes: encoder.encode(text30k.replace(/^0\. Step 0:.*$/m, `0. Step 0: version ${i}.`)),
    kind: 'save',
  });
await store.flush();
const timeList = async (s: HistoryStore) => {
  const start = performance.now();
  const list = await s.list(skill);
  const ms = performance.now() - start;
  if (list.versions.length !== VERSIONS || list.damage) throw new Error('listing is wrong');
  return ms;
};
// The very first listing hashes every blob; it keeps its checks for the next process.
const firstMs = await timeList(new HistoryStore(storeRoot));
const cold: number[] = [];
for (let i = 0; i < 5; i++) cold.push(await timeList(new HistoryStore(storeRoot)));
const warmStore = new HistoryStore(storeRoot);
await timeList(warmStore);
const warm: number[] = [];
for (let i = 0; i < 5; i++) warm.push(await timeList(warmStore));
const coldMs = percentile(cold, 50);
const warmMs = percentile(warm, 50);

const table = new ResultTable();
const ratio = saveWith / saveWithout;
table.add(
  `save of a 30 KB SKILL.md, median of ${SAVES}, ${SPACED_MS} ms apart`,
  `${fmt(saveWith, 3)} ms with history`,
  `${fmt(saveWithout, 3)} ms without`,
  `${fmt(ratio)}x`,
  verdict(ratio <= 1.2, '<= 1.20x'),
);
table.add(
  `listing ${VERSIONS} versions, again (median of 5)`,
  `${fmt(warmMs, 1)} ms`,
  '',
  '',
  verdict(warmMs < 100, '< 100 ms'),
);
table.add(
  `listing ${VERSIONS} versions, the first ever: every blob hashed`,
  `${fmt(firstMs, 1)} ms`,
  '',
  '',
  'measured',
);
table.add(
  `listing ${VERSIONS} versions, in a new process (median of 5)`,
  `${fmt(coldMs, 1)} ms`,
  '',
  '',
  verdict(coldMs < 100, '< 100 ms'),
);
table.print();
rmSync(base, { recursive: true, force: true });
