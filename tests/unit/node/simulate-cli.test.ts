/**
 * `skill-studio simulate` in-process: exactly the model's text on stdout, agent errors as
 * text with exit 0, usage mistakes with exit 2, a crashing agent with exit 1, and --json with
 * counts and budget checks; --verdicts says each agent's treatment in one sentence.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGENT_IDS, AGENT_LABELS } from '../../../shared/agent/types';
import { LIBRARIES, libraryRoot, materialize } from '../../tools/agent-cases.mjs';
import { skillMd, tempTree } from '../../helpers/temp';
import { cli } from '../../helpers/cli';

const libs = LIBRARIES as Record<string, Record<string, unknown>>;
interface CodexRecordedLibrary {
  catalogue: string | null;
  calls: { skill: string; args: string; parts: { text: string }[] | null }[];
}
const codexRecording = () =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../fixtures/agent-recordings/codex.json'), 'utf8'),
  ) as {
    libraries: Record<string, CodexRecordedLibrary>;
    settings: Record<string, { libraries: Record<string, CodexRecordedLibrary> }>;
  };

describe('skill-studio simulate', () => {
  it('prints only the text the model sees; skipped skills and notes go to stderr', async () => {
    const root = tempTree({ 'lib/a/SKILL.md': skillMd('a'), 'lib/b/README.md': 'x' });
    const r = await cli(root, 'simulate', '--root', 'lib', '--skill', 'a', '--args', 'x');
    expect(r.rc).toBe(0);
    expect(r.out.startsWith('<skill-loaded name="a">\n# a\n\nSteps.\n\n</skill-loaded>')).toBe(
      true,
    );
    expect(r.out.endsWith('请严格遵循上述技能说明来完成用户任务。')).toBe(true);
    expect(r.err).toContain('skipped b: no SKILL.md in this folder');
    expect(r.err).toContain('args are silently dropped');
  });

  it("an unknown or empty skill prints the agent's own error and exits 0", async () => {
    const root = tempTree({ 'lib/a/SKILL.md': skillMd('a') });
    expect(await cli(root, 'simulate', '--root', 'lib', '--skill', 'zzz')).toMatchObject({
      rc: 0,
      out: "❌ 错误 [NOT_FOUND]: 技能 'zzz' 不存在。可用技能：a",
    });
    expect((await cli(root, 'simulate', '--root', 'lib', '--skill', '')).out).toBe(
      '❌ 错误 [INVALID_PARAM]: 必须指定技能名称',
    );
    expect(
      (await cli(root, 'simulate', '--root', 'lib', '--agent', 'claude-code', '--skill', 'zzz'))
        .out,
    ).toBe('<tool_use_error>Unknown skill: zzz</tool_use_error>');
  });

  it('usage mistakes exit 2: no root, a missing root, an unknown agent, neither --skill nor --catalog', async () => {
    const root = tempTree({ 'lib/a/SKILL.md': skillMd('a') });
    for (const args of [
      ['simulate', '--skill', 'a'],
      ['simulate', '--root', 'nope', '--skill', 'a'],
      ['simulate', '--root', 'lib', '--agent', 'gpt', '--skill', 'a'],
      ['simulate', '--root', 'lib'],
      ['simulate', '--root', 'lib', '--catalog', '--skill', 'a'],
    ]) {
      const r = await cli(root, ...args);
      expect(r.rc).toBe(2);
      expect(r.out).toBe('');
    }
  });

  it("Claude Code's listing settings as options: the cap and the budget change the catalogue", async () => {
    const root = tempTree({
      'lib/alpha/SKILL.md': skillMd('alpha'),
      'lib/beta/SKILL.md': skillMd('beta'),
    });
    const claude = ['simulate', '--root', 'lib', '--agent', 'claude-code', '--catalog'];
    // "Does alpha things. Use when asked." is 34 characters: past 8, W3n keeps 7 and "…".
    const capped = await cli(root, ...claude, '--skill-listing-max-desc-chars', '8');
    expect(capped.rc).toBe(0);
    expect(capped.out).toContain('- alpha: Does al…\n- beta: Does be…\n');
    expect(capped.err).toContain('cut at skillListingMaxDescChars 8 characters');
    // 1,000,000 tokens × 3 × 0.00002 = 60 characters: room for names only.
    const tight = await cli(root, ...claude, '--skill-listing-budget-fraction=0.00002');
    expect(tight.out).toContain('\n- alpha\n- beta\n');
    const json = await cli(root, ...claude, '--skill-listing-max-desc-chars', '8', '--json');
    expect(JSON.parse(json.out)).toMatchObject({
      settings: { claudeCode: { skillListingMaxDescChars: 8, skillListingBudgetFraction: 0.01 } },
    });
  });

  it("--codex-bundled-skills lists Codex's system skills before the library's, within its budget", async () => {
    const root = tempTree({ 'lib/alpha/SKILL.md': skillMd('alpha') });
    const codex = ['simulate', '--root', 'lib', '--agent', 'codex', '--catalog'];
    expect((await cli(root, ...codex)).out).not.toContain('skill-creator');
    const on = await cli(root, ...codex, '--codex-bundled-skills');
    expect(on.rc).toBe(0);
    expect(on.out).toContain(
      '- skill-creator: Create or update a Codex skill with appropriately scoped instructions and any needed supporting resources. (file: r0/skill-creator/SKILL.md)',
    );
    expect(on.out.indexOf('- skill-installer:')).toBeLessThan(on.out.indexOf('- alpha:'));
  });

  it('--codex-model sets the model: its budget, and "How to use skills" only where the model asks for it', async () => {
    const root = tempTree({ 'lib/alpha/SKILL.md': skillMd('alpha') });
    const codex = ['simulate', '--root', 'lib', '--agent', 'codex', '--catalog'];
    // Codex 0.171.0's own catalogue: gpt-5.5 has include_skills_usage_instructions on and a
    // 272,000-token window; gpt-6.2-sol, its default, has it off and 500,000.
    const old = await cli(root, ...codex, '--codex-model', 'gpt-5.5');
    expect(old.rc).toBe(0);
    expect(old.out).toContain('### How to use skills');
    expect(old.err).toContain('Budget: 5440 tokens (2% of 272,000)');
    const plain = await cli(root, ...codex);
    expect(plain.out).not.toContain('### How to use skills');
    expect(plain.err).toContain('Budget: 10000 tokens (2% of 500,000)');
    const json = await cli(root, ...codex, '--codex-model=gpt-5.6-sol', '--json');
    expect(JSON.parse(json.out)).toMatchObject({
      settings: { codex: { model: 'gpt-5.6-sol', bundledSystemSkills: false } },
    });
  });

  // Codex 0.171.0 on gpt-6.1-sol, as recorded (codex.json's settings, model-gpt-6.1-sol): the
  // "# Using skills" part of its base instructions, then the Skills section with plugin names.
  it("--catalog --json gives the text Codex sent, its base instructions' skill part first", async () => {
    const base = tempTree();
    const lib = libraryRoot(base);
    materialize(libs['codex-plugins'] ?? {}, lib);
    const recorded = codexRecording().settings['model-gpt-6.1-sol']?.libraries['codex-plugins'];
    const args = ['simulate', '--root', lib, '--agent', 'codex', '--catalog'];
    const r = await cli(base, ...args, '--codex-model', 'gpt-6.1-sol', '--json');
    expect(r.rc).toBe(0);
    const text = (JSON.parse(r.out) as { text: string }).text.replaceAll(lib, '<ROOT>');
    expect(text).toBe(recorded?.catalogue);
    expect(text.startsWith('# Using skills\n')).toBe(true);
  });

  // Recorded: codex.json's codex-mentions, "use $plain, then $other." injected other, then plain.
  it('--skill "" gives codex the args as the whole message, each mention in it injected', async () => {
    const base = tempTree();
    const lib = libraryRoot(base);
    materialize(libs['codex-mentions'] ?? {}, lib);
    const call = codexRecording().libraries['codex-mentions']?.calls.find(
      (c) => c.args === 'use $plain, then $other.',
    );
    const args = ['simulate', '--root', lib, '--agent', 'codex', '--skill', ''];
    const r = await cli(base, ...args, '--args', 'use $plain, then $other.', '--json');
    expect(r.rc).toBe(0);
    const parts = (JSON.parse(r.out) as { parts: { text: string }[] }).parts;
    expect(parts.map((p) => p.text.replaceAll(lib, '<ROOT>'))).toEqual(
      call?.parts?.map((p) => p.text),
    );
  });

  it('an agent setting out of range, malformed or for another agent is a usage error that names it', async () => {
    const root = tempTree({ 'lib/a/SKILL.md': skillMd('a') });
    const claude = ['simulate', '--root', 'lib', '--agent', 'claude-code', '--catalog'];
    for (const [args, said] of [
      [
        [...claude, '--skill-listing-max-desc-chars', '0'],
        "--skill-listing-max-desc-chars must be a whole number of at least 1 (got '0')",
      ],
      [
        [...claude, '--skill-listing-max-desc-chars', '2.5'],
        "must be a whole number of at least 1 (got '2.5')",
      ],
      [
        [...claude, '--skill-listing-max-desc-chars='],
        "must be a whole number of at least 1 (got '')",
      ],
      [
        [...claude, '--skill-listing-budget-fraction', '1.5'],
        "--skill-listing-budget-fraction must be a number above 0 and at most 1 (got '1.5')",
      ],
      [[...claude, '--skill-listing-budget-fraction', 'lots'], "(got 'lots')"],
      [
        [
          ...claude,
          '--skill-listing-budget-fraction',
          '0.1',
          '--skill-listing-budget-fraction',
          '0.2',
        ],
        'was given more than once',
      ],
      [
        ['simulate', '--root', 'lib', '--catalog', '--skill-listing-max-desc-chars', '9'],
        'is a claude-code setting: add --agent claude-code',
      ],
      [[...claude, '--codex-bundled-skills'], 'is a codex setting: add --agent codex'],
      [[...claude, '--codex-model', 'gpt-5.5'], '--codex-model is a codex setting'],
      [
        ['simulate', '--root', 'lib', '--agent', 'codex', '--catalog', '--codex-model', 'gpt-4'],
        "--codex-model must be one of gpt-6.2-sol, gpt-6.2-astra, gpt-6-astra, gpt-6.1-sol, gpt-6.1-terra, gpt-6-sol, gpt-6-luna, gpt-5.6-sol, gpt-5.6-terra, gpt-5.6-luna, gpt-5.5 (got 'gpt-4')",
      ],
    ] as const) {
      const r = await cli(root, ...args);
      expect(r.rc).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toContain(said);
    }
  });

  it('an agent that would not start exits 1 and says why', async () => {
    // A frontmatter that is a number: HelloAgents v1.0.0 evaluates `"name" in 5` and raises.
    const root = tempTree({ 'lib/a/SKILL.md': '---\n5\n---\nbody\n' });
    const r = await cli(root, 'simulate', '--root', 'lib', '--catalog');
    expect(r.rc).toBe(1);
    expect(r.err).toContain("TypeError: argument of type 'int' is not iterable");
  });

  it('--json adds characters, lines, ≈ tokens and the budget checks', async () => {
    const root = tempTree({
      'lib/a/SKILL.md': skillMd('a'),
      'lib/中文/SKILL.md': skillMd('中文', '中文描述。当用户需要时使用。'),
    });
    const r = await cli(root, 'simulate', '--root', 'lib', '--catalog', '--json');
    const json = JSON.parse(r.out) as {
      kind: string;
      measure: { characters: number; tokens: number; lines: number };
      budgets: { code: string }[];
      text: string;
    };
    expect(json.kind).toBe('catalogue');
    expect(json.measure.characters).toBe([...json.text].length);
    expect(json.measure.tokens).toBeGreaterThan(20);
    expect(json.budgets.map((b) => b.code)).toContain('catalogue-share');
    const call = JSON.parse(
      (await cli(root, 'simulate', '--root', 'lib', '--skill', 'a', '--json')).out,
    ) as { budgets: { code: string }[] };
    expect(call.budgets.map((b) => b.code)).toEqual(['body-lines', 'body-tokens']);
  });
});

describe('skill-studio simulate --verdicts', () => {
  const hello = join(import.meta.dirname, '../../fixtures/agent-goldens/hello-agents');
  const golden = (name: string) =>
    (
      JSON.parse(readFileSync(join(hello, 'cases.json'), 'utf8')) as {
        cases: { case: string; args: string; result: string }[];
      }
    ).cases.find((c) => c.case === name);

  it('says in one marked sentence per agent what each does with the skill, in the agents’ order', async () => {
    const lib = tempTree();
    materialize((LIBRARIES as Record<string, Record<string, unknown>>).basic ?? {}, lib);
    const r = await cli(
      lib,
      'simulate',
      '--root',
      '.',
      '--skill',
      'one-resource',
      '--args',
      'go',
      '--verdicts',
    );
    expect(r.rc).toBe(0);
    // A reason may quote an agent's own error over several lines: a verdict starts with a mark.
    const lines = r.out.split(/\n(?=[✓!✕] )/);
    expect(lines).toHaveLength(AGENT_IDS.length);
    AGENT_IDS.forEach((id, i) => expect(lines[i]?.slice(2)).toMatch(`${AGENT_LABELS[id]} `));
    // Codex 0.171.0 injected "Run scripts/run.py on $ARGUMENTS." for "$one-resource go"
    // (tests/fixtures/agent-recordings/codex.json): the placeholder reaches the model as is.
    expect(lines).toContain(
      '! Codex lists it and loads it with your text; $ARGUMENTS reaches the model as written, not replaced.',
    );
    // The library's bad-yaml skill stops skills-ref to-prompt before it prints anything.
    // skills-ref's error ends its own sentence: the verdict adds no second full stop.
    const last = lines.at(-1) ?? '';
    expect(last.startsWith(`✕ ${AGENT_LABELS['skills-ref']} does not start at all: `)).toBe(true);
    expect(last.endsWith('with no block at all.\n')).toBe(true);
  });

  it('one agent with --agent; --json keeps tone and sentence; a missing skill exits 1', async () => {
    // HelloAgents v1.0.0's own code put the args under "## Input:" (the golden case).
    const thrice = golden('args_thrice__args_pdf');
    expect(thrice?.result).toContain(`## Input: ${thrice?.args}\n`);
    const args = ['simulate', '--root', 'lib', '--agent', 'hello-agents', '--skill', 'args-thrice'];
    const r = await cli(hello, ...args, '--args', thrice?.args ?? '', '--verdicts');
    expect(r).toMatchObject({
      rc: 0,
      out: '✓ HelloAgents lists it and loads it with your text; $ARGUMENTS becomes everything the user types.\n',
    });
    const json = await cli(hello, ...args, '--verdicts', '--json');
    expect(JSON.parse(json.out)).toMatchObject({
      skill: { rel: 'args-thrice', dir: join(hello, 'lib', 'args-thrice') },
      verdicts: [{ agent: 'hello-agents', tone: 'good' }],
    });
    const missing = await cli(hello, 'simulate', '--root', 'lib', '--skill', 'nope', '--verdicts');
    expect(missing.rc).toBe(1);
    expect(missing.err).toContain("No skill folder named 'nope'");
    const both = await cli(hello, 'simulate', '--root', 'lib', '--catalog', '--verdicts');
    expect(both.rc).toBe(2);
  });
});
