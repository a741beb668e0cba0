/**
 * An eval run against a saved version of the skill (new_skill / old_skill, skill-creator's
 * names: anthropics/skills skills/skill-creator/scripts/aggregate_benchmark.py,
 * load_run_results) against the loopback fake provider: the conversation sent for old_skill
 * is the one the agent view gives when the saved version's files are on disk, byte for byte,
 * and new_skill's the one of the skill as it is now; the workspace and benchmark.json keyed by
 * the two configurations, delta the first minus the second, worked by hand; a version the
 * history cannot give whole refused before anything is sent.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AGENTS } from '../../../../shared/agent/registry';
import type { EvalCase } from '../../../../shared/evals/evals-file';
import { GRADER_SYSTEM } from '../../../../shared/evals/grading';
import { english } from '../../../../shared/i18n/catalogue';
import { TextError } from '../../../../shared/ipc/service-text';
import { blobPath } from '../../../../shared/studio/history/version';
import { runEvals } from '../../../../shared/node/evals/run-evals';
import { materializeVersion } from '../../../../shared/node/evals/saved-version';
import { HistoryStore } from '../../../../shared/node/history/history-store';
import { readLibrarySnapshot } from '../../../../shared/node/library-snapshot';
import {
  startFakeProvider,
  type FakeProvider,
  type RecordedRequest,
} from '../../../helpers/fake-provider';
import { connectionTo } from '../../../helpers/model-connections';

const KEY = 'sk-evals-version-0123456789';
const root = realpathSync(mkdtempSync(join(tmpdir(), 'evals-version-')));
const library = join(root, 'lib');
const SKILL = join(library, 'expenses');
const OLD =
  '---\nname: expenses\ndescription: File expense reports. Use when asked to do expenses.\n---\n\n# Expenses (saved)\n\nFile the report for: $ARGUMENTS\n\nRound every amount down.\n';
const NEW =
  '---\nname: expenses\ndescription: File expense reports. Use when asked to do expenses.\n---\n\n# Expenses\n\nFile the report for: $ARGUMENTS\n\nAlways total the receipts.\n';
mkdirSync(join(SKILL, 'scripts'), { recursive: true });
mkdirSync(join(library, 'pdf'));
writeFileSync(join(library, 'pdf', 'SKILL.md'), '---\nname: pdf\ndescription: PDF.\n---\n\nBody\n');
const store = new HistoryStore(join(root, 'history'), { flushLater: false });

const EVAL: EvalCase = {
  id: 1,
  prompt: 'Do my expenses: taxi 12, lunch 30',
  expected_output: 'A report totalling 42',
  files: [],
  expectations: ['The report totals 42', 'The taxi is listed'],
  extra: {},
};
const prompt = EVAL.prompt;

// The oracle: the agent view's answer with each version's files on disk, read as any library.
let version = '';
let oldText = '';
let newText = '';
beforeAll(async () => {
  writeFileSync(join(SKILL, 'SKILL.md'), OLD);
  writeFileSync(join(SKILL, 'scripts', 'round.py'), 'print("old")\n');
  oldText = AGENTS['claude-code'].load(readLibrarySnapshot([library])).call('expenses', prompt)
    .parts[1]?.text as string;
  version = (await store.ensureFirstSeen(SKILL))?.id ?? '';
  writeFileSync(join(SKILL, 'SKILL.md'), NEW);
  rmSync(join(SKILL, 'scripts'), { recursive: true });
  newText = AGENTS['claude-code'].load(readLibrarySnapshot([library])).call('expenses', prompt)
    .parts[1]?.text as string;
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const isGrader = (r: RecordedRequest) => (r.body as { system?: unknown }).system === GRADER_SYSTEM;
const graderSays = (passed: boolean[]) =>
  JSON.stringify({
    expectations: EVAL.expectations.map((text, i) => ({
      text,
      passed: passed[i] ?? false,
      evidence: 'quoted',
    })),
  });

let fake: FakeProvider;
beforeEach(async () => {
  fake = await startFakeProvider({
    respond: (r) => {
      if (!isGrader(r))
        return { kind: 'reply', text: r.raw.includes('(saved)') ? 'ANSWER-OLD' : 'ANSWER-NEW' };
      // The new skill's answer passes both expectations; the saved version's one of two.
      const passed = r.raw.includes('ANSWER-NEW') ? [true, true] : [true, false];
      return { kind: 'reply', text: graderSays(passed) };
    },
  });
});
afterEach(() => fake.close());

let workspaces = 0;
async function run() {
  const saved = await materializeVersion(store, SKILL, version, root);
  try {
    return await runEvals({
      executor: { connection: connectionTo(fake, 'anthropic'), key: KEY },
      agent: 'claude-code',
      library: readLibrarySnapshot([library]),
      skillDir: SKILL,
      skillName: 'expenses',
      evals: [EVAL],
      runs: 2,
      concurrency: 1,
      workspace: join(root, `ws-${++workspaces}`),
      client: { maxRetries: 0 },
      against: saved,
    });
  } finally {
    await saved.remove();
  }
}

describe('an eval run against a saved version', () => {
  it('sends the saved version as the agent delivers it, and the skill as it is now', async () => {
    expect(oldText).toContain('Round every amount down.');
    expect(newText).toContain('Always total the receipts.');
    await run();
    const asked = fake.requests.filter((r) => !isGrader(r));
    // Run-major, the pair in order: new, old, new, old.
    expect(asked).toHaveLength(4);
    const [newSkill, oldSkill] = asked;
    const toolTurn = (r: RecordedRequest | undefined) =>
      (r?.body as { messages: { content: unknown }[] }).messages[2]?.content;
    expect(toolTurn(oldSkill)).toEqual([
      expect.objectContaining({ type: 'tool_result', tool_use_id: 'call_skill_1' }),
      { type: 'text', text: oldText },
    ]);
    expect(toolTurn(newSkill)).toEqual([
      expect.objectContaining({ type: 'tool_result', tool_use_id: 'call_skill_1' }),
      { type: 'text', text: newText },
    ]);
    // Byte for byte on the wire, and neither version's words in the other's request.
    expect(oldSkill?.raw).toContain(JSON.stringify(oldText));
    expect(newSkill?.raw).toContain(JSON.stringify(newText));
    expect(oldSkill?.raw).not.toContain('Always total the receipts.');
    expect(newSkill?.raw).not.toContain('Round every amount down.');
  });

  it('writes new_skill and old_skill runs and a benchmark keyed by them', async () => {
    const result = await run();
    expect(await readdir(join(result.dir, 'eval-1'))).toEqual([
      'eval_metadata.json',
      'new_skill',
      'old_skill',
    ]);
    expect(existsSync(join(result.dir, 'eval-1', 'old_skill', 'run-2', 'grading.json'))).toBe(true);
    const written = JSON.parse(readFileSync(join(result.dir, 'benchmark.json'), 'utf8')) as {
      runs: { configuration: string; run_number: number }[];
      run_summary: Record<string, unknown>;
    };
    expect(written).toEqual(JSON.parse(JSON.stringify(result.benchmark)));
    // The saved version's temporary folder is removed after the run.
    expect((await readdir(root)).filter((n) => n.startsWith('skill-studio-version-'))).toEqual([]);
    expect(written.runs.map((r) => `${r.configuration} ${r.run_number}`)).toEqual([
      'new_skill 1',
      'new_skill 2',
      'old_skill 1',
      'old_skill 2',
    ]);
    expect(Object.keys(written.run_summary)).toEqual(['new_skill', 'old_skill', 'delta']);
    // New: 1, 1 → mean 1, sd 0. Old: 0.5, 0.5 → mean 0.5. Delta 1 − 0.5 = +0.50.
    expect(written.run_summary.new_skill).toMatchObject({
      pass_rate: { mean: 1, stddev: 0, min: 1, max: 1 },
    });
    expect(written.run_summary.old_skill).toMatchObject({
      pass_rate: { mean: 0.5, stddev: 0, min: 0.5, max: 0.5 },
    });
    expect(written.run_summary.delta).toMatchObject({ pass_rate: '+0.50' });
    // "The report totals 42" passes in all four runs of both versions.
    expect(result.flags).toEqual([
      {
        kind: 'not-distinguishing',
        eval_id: 1,
        text: 'The report totals 42',
        comparison: 'version',
      },
    ]);
  });

  it('refuses an unknown version, or one whose file is damaged, making no folder', async () => {
    const asked = async (id: string) => {
      try {
        await materializeVersion(store, SKILL, id, root);
        return 'made';
      } catch (error) {
        return error instanceof TextError ? english(error.text) : String(error);
      }
    };
    expect(await asked('0000000000000000-0000')).toBe(
      'The skill has no saved version 0000000000000000-0000 in its history (or its record is damaged), so nothing was sent. Choose another version to compare with.',
    );
    const record = await store.record(SKILL, version);
    const file = record?.files.find((f) => f.path === 'scripts/round.py');
    if (!file) throw new Error('no scripts/round.py in the version');
    await writeFile(join(store.blobs, blobPath(file.hash)), 'print("tampered")\n');
    expect(await asked(version)).toBe(
      `scripts/round.py of the saved version ${version} is missing or damaged in the history store, so that version cannot be run and nothing was sent. Choose another version to compare with.`,
    );
    expect((await readdir(root)).filter((n) => n.startsWith('skill-studio-version-'))).toEqual([]);
  });
});
