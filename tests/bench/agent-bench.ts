/**
 * `npm run bench` (agent views): every agent's catalogue of a 10,000-skill library rendered
 * and budgeted, and single Skill tool calls, against naive baselines in the same run; the
 * tokenizer's one-off load and a full catalogue count are reported on their own.
 */
import { spawnSync } from 'node:child_process';
import { parse } from 'yaml';
import { catalogueBudgets } from '../../shared/agent/measure';
import { clearYamlMemo } from '../../shared/skill/ref-yaml/index';
import { AGENTS } from '../../shared/agent/registry';
import { countTokens } from '../../shared/agent/tokens';
import type { AgentId, FolderSnapshot, LibrarySnapshot } from '../../shared/agent/types';
import { makeSkill, rng } from './corpus';
import { fmt, percentile, perCall, ResultTable, time } from './measure';

const COUNT = Number(process.env.BENCH_SKILLS ?? 10_000);
const random = rng(11);
const folders: FolderSnapshot[] = [];
for (let i = 0; i < COUNT; i++) {
  const skill = makeSkill(i, random);
  const fileName =
    Object.keys(skill.files).find((f) => f.toLowerCase() === 'skill.md') ?? 'SKILL.md';
  const files = Object.keys(skill.files).sort();
  const resources: FolderSnapshot['resources'] = {};
  for (const r of ['scripts', 'references', 'assets'] as const) {
    const names = files.filter((f) => f.startsWith(`${r}/`)).map((f) => f.slice(r.length + 1));
    if (names.length > 0) resources[r] = names;
  }
  folders.push({
    name: skill.rel,
    dir: `/library/${skill.rel}`,
    rel: skill.rel,
    isDirectory: true,
    skillMd: { fileName, text: skill.files[fileName] ?? '', utf8: true },
    resources,
    files,
  });
}
const library: LibrarySnapshot = {
  roots: [
    {
      dir: '/library',
      entries: folders,
      skills: folders,
      walked: folders.map((folder) => ({
        folder,
        fileName: 'SKILL.md' as const,
        viaLink: false,
        fileIsLink: false,
      })),
      unfollowedLinks: [],
    },
  ],
};

const table = new ResultTable();

// Baseline: the least any loader does, a regex split and the yaml library per skill.
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---/;
const naive = time(() => {
  const lines: string[] = [];
  for (const f of folders) {
    const m = FRONTMATTER.exec(f.skillMd?.text ?? '');
    try {
      const data = m ? (parse(m[1] ?? '') as Record<string, unknown> | null) : null;
      if (data) lines.push(`- ${String(data.name)}: ${String(data.description)}`);
    } catch {
      // Broken YAML: skipped, as naive loaders do.
    }
  }
  return lines.join('\n');
});

for (const id of Object.keys(AGENTS) as AgentId[]) {
  const agent = AGENTS[id];
  // Cold: the agent's start-up scan reads every frontmatter (memo emptied first). Warm: the
  // re-scan after one file changed, as the studio does on every save. Render: the catalogue
  // text and its budget checks from the loaded library.
  const cold = time(() => {
    clearYamlMemo();
    agent.load(library);
  });
  const warm = time(() => agent.load(library));
  const loaded = agent.load(library);
  const render = time(() => {
    const view = loaded.catalogue();
    catalogueBudgets(view, {
      characters: view.text.length,
      utf16: view.text.length,
      lines: 0,
      tokens: Math.ceil(view.text.length / 4),
    });
  });
  table.add(
    `${id}: ${COUNT} skills, scan cold / re-scan warm / render + budget`,
    `${fmt(cold.min, 0)} / ${fmt(warm.min, 0)} / ${fmt(render.min, 1)} ms`,
    `${fmt(naive.min, 0)} ms naive split + yaml`,
    fmt(cold.min / naive.min),
    `render < 200 ms ${render.min < 200 ? 'ok' : 'MISSED'}`,
  );
}

// One call: a random skill each time, by the name the agent knows it by. Garbage from the
// scans above is collected first, so a pause for it is not charged to a call.
const gc = (globalThis as { gc?: () => void }).gc;
const sample = Array.from(
  { length: 500 },
  () => folders[Math.floor(random() * folders.length)] as FolderSnapshot,
);
const naiveCall = perCall(sample, (f) =>
  (f.skillMd?.text ?? '').replace(FRONTMATTER, '').trim().replaceAll('$ARGUMENTS', 'a b'),
);
for (const id of ['hello-agents', 'claude-code', 'opencode'] as AgentId[]) {
  const names = sample.map((f) =>
    id === 'claude-code' ? f.name : (/^name: (.*)$/m.exec(f.skillMd?.text ?? '')?.[1] ?? f.name),
  );
  const loaded = AGENTS[id].load(library);
  gc?.();
  const calls = perCall(names, (name) => loaded.call(name, 'report.pdf "a b"'));
  table.add(
    `${id}: one Skill tool call on the loaded library, p50 / p99`,
    `${fmt(percentile(calls, 50), 2)} / ${fmt(percentile(calls, 99), 2)} ms`,
    `${fmt(percentile(naiveCall, 50), 3)} ms naive split + replace`,
    fmt(percentile(calls, 50) / Math.max(percentile(naiveCall, 50), 0.001)),
    `< 5 ms ${percentile(calls, 99) < 5 ? 'ok' : 'MISSED'}`,
  );
}

// The tokenizer: its first load in a fresh process, then a count of the largest catalogue.
const load = spawnSync(
  process.execPath,
  [
    '-e',
    "const t=performance.now();import('gpt-tokenizer/encoding/o200k_base').then(()=>console.log(performance.now()-t))",
  ],
  { encoding: 'utf8' },
);
const baseline = spawnSync(
  process.execPath,
  ['-e', "const t=performance.now();import('yaml').then(()=>console.log(performance.now()-t))"],
  { encoding: 'utf8' },
);
table.add(
  'tokenizer first load (fresh process)',
  `${fmt(Number(load.stdout), 0)} ms`,
  `${fmt(Number(baseline.stdout), 0)} ms loading the yaml library`,
  fmt(Number(load.stdout) / Number(baseline.stdout)),
);
const catalogue = AGENTS['hello-agents'].load(library).catalogue().text;
await countTokens('warm');
const started = performance.now();
const tokens = await countTokens(catalogue);
table.add(
  `≈ tokens of the hello-agents catalogue (${fmt(catalogue.length / 1e6, 1)} M chars)`,
  `${fmt(performance.now() - started, 0)} ms for ${tokens} tokens`,
);

table.print();
