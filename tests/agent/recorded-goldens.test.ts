/**
 * The simulators against what the real agents sent their model (tests/fixtures/agent-recordings,
 * recorded by tests/tools/record-agents.mjs from the released packages, never written by the
 * code under test). Every library of tests/tools/agent-cases.mjs is written to disk, read the
 * way the studio reads libraries, and each catalogue and call is compared text for text. The
 * few places where the studio cannot be exact (a command's output it never runs, the order
 * ripgrep lists files in) are spelled out in `normalise` and in shared/agent/README.md; nothing
 * else is adjusted. A recording is only ever replaced by re-recording.
 */
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AGENTS } from '../../shared/agent/registry';
import {
  AGENT_SETTINGS_DEFAULTS,
  withAgentSettings,
  type AgentSettings,
  type AgentSettingsPatch,
} from '../../shared/agent/settings';
import { english } from '../../shared/i18n/catalogue';
import type { AgentId, CallView } from '../../shared/agent/types';
import { readLibrarySnapshot } from '../../shared/node/library-snapshot';
import { cli } from '../helpers/cli';
import {
  LIBRARIES,
  libraryRoot,
  materialize,
  SCOPE_CASES,
  SETTINGS_CASES,
  VARIES,
  without,
} from '../tools/agent-cases.mjs';
import { SUB_AGENT_ANSWER } from '../tools/mock-llm.mjs';

interface RecordedCall {
  skill: string;
  args?: string;
  parts: { role: string; text: string }[] | null;
}
interface RecordedLibrary {
  catalogue: string | null;
  diagnostics: string[];
  calls: RecordedCall[];
}
interface Recording {
  agent: AgentId;
  version: string;
  libraries: Record<string, RecordedLibrary>;
  /** Catalogues recorded with the agent's own settings changed (SETTINGS_CASES). */
  settings?: Record<
    string,
    { settings: AgentSettingsPatch; libraries: Record<string, RecordedLibrary> }
  >;
  /** Claude Code's personal and project folders recorded at once (SCOPE_CASES). */
  scopes?: Record<string, RecordedLibrary>;
  /** The model the recordings ran on (Codex: set in its config.toml), null for the agent's own. */
  model: string | null;
  /** Codex: the model its first request named when config.toml set none. */
  defaultModel?: string;
}

// Each agent joins as its simulator reproduces its release.
const RECORDED: AgentId[] = ['opencode', 'claude-code', 'codex'];
const recording = (id: AgentId) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, `../fixtures/agent-recordings/${id}.json`), 'utf8'),
  ) as Recording;

// The settings a recording was made under: the agent's defaults, with the model it ran on.
const recordedSettings = (id: AgentId, patch: AgentSettingsPatch = {}) => {
  const model = recording(id).model;
  const base =
    id === 'codex' && model !== null
      ? withAgentSettings(AGENT_SETTINGS_DEFAULTS, {
          codex: { model: model as AgentSettings['codex']['model'] },
        })
      : AGENT_SETTINGS_DEFAULTS;
  return withAgentSettings(base, patch);
};

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

type Library = Record<string, unknown>;
const LIBS = LIBRARIES as Record<string, Library>;
type Varies = string[] | { samePaths: string[] };
const VARYING = VARIES as Partial<Record<AgentId, Record<string, Record<string, Varies>>>>;

// The root sits two folders down, as a project's .agents/skills does where Codex was recorded,
// so that a library's "../" paths (plugin manifests above the root) stay inside the temp folder.
function library(spec: Library): string {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'skill-studio-recorded-')));
  made.push(base);
  const root = libraryRoot(base);
  materialize(spec, root);
  return root;
}

/**
 * The library a recording is compared on: for a name whose winner varies (VARIES), the other
 * declaring folders are taken out, keeping the one the recording shows. `full` also returns
 * the names that varied, to check the simulator says so on the whole library.
 */
function libraryFor(
  id: AgentId,
  name: string,
  recorded: string,
): { spec: Library; varied: string[] } {
  const varies = VARYING[id]?.[name] ?? {};
  const drop: string[] = [];
  const varied: string[] = [];
  for (const [skill, folders] of Object.entries(varies)) {
    if (!Array.isArray(folders)) {
      varied.push(skill);
      continue;
    }
    const shown = folders.find(
      (rel) =>
        recorded.includes(`<ROOT>/${rel}/SKILL.md<`) ||
        recorded.includes(`directory for this skill: <ROOT>/${rel}\n`),
    );
    if (!shown) continue;
    varied.push(skill);
    drop.push(...folders.filter((rel) => rel !== shown));
  }
  return { spec: without(LIBS[name] ?? {}, drop), varied };
}

/** Paths that name one file two ways (VARIES `samePaths`), read as the first of them. */
function samePaths(id: AgentId, name: string, text: string): string {
  let out = text;
  for (const folders of Object.values(VARYING[id]?.[name] ?? {})) {
    if (Array.isArray(folders)) continue;
    const [first, ...rest] = folders.samePaths;
    for (const rel of rest)
      out = out
        .replaceAll(`<ROOT>/${rel}/`, `<ROOT>/${first ?? ''}/`)
        .replaceAll(`<ROOT>/${rel}\n`, `<ROOT>/${first ?? ''}\n`);
  }
  return out;
}

/** The simulator says a name varies, on the whole library. */
function expectVaries(id: AgentId, name: string, varied: string[]) {
  if (varied.length === 0) return;
  const notes = AGENTS[id].load(readLibrarySnapshot([library(LIBS[name] ?? {})])).catalogue().notes;
  for (const skill of varied)
    expect(
      notes
        .map(english)
        .some((n) => n.includes(`"${skill}" is declared by`) && n.includes('varies')),
    ).toBe(true);
}

// OpenCode's built-in skill: its instructions and the files of OpenCode's working folder are
// not reproduced, so both sides compare with them replaced.
function withoutBuiltIn(text: string): string {
  return text
    .replace(
      /(# Skill: customize-opencode\n\n)[\s\S]*?(\n\nBase directory for this skill: \.\n)/,
      '$1[built-in]$2',
    )
    .replace(
      /(<skill_content name="customize-opencode">[\s\S]*<skill_files>\n)[\s\S]*?(\n<\/skill_files>)/,
      '$1[files]$2',
    );
}

// Commands in skill bodies the recording ran and the studio shows instead of running.
const COMMAND_OUTPUT: Record<string, string> = { 'echo shell-output': 'shell-output' };
// A `context: fork` skill's sub-agent answers the main model; the studio, which runs no model,
// shows a placeholder where the recording has what the mock answered the sub-agent.
const SUB_AGENT_STAND_IN = "[the sub-agent's final answer]";

/** The studio's text with its documented stand-ins replaced, and <ROOT> for the library path. */
function normalise(text: string, root: string): string {
  let out = text.replaceAll(root, '<ROOT>').replaceAll(SUB_AGENT_STAND_IN, SUB_AGENT_ANSWER);
  for (const [cmd, output] of Object.entries(COMMAND_OUTPUT))
    out = out.replaceAll(`[would run: ${cmd}]`, output);
  return out;
}

// OpenCode lists up to ten files in ripgrep's walk order, which is not stable: both sides are
// compared with the <file> lines sorted (with more than ten files, only their number).
function sortFiles(text: string): string {
  return text.replace(/<skill_files>\n([\s\S]*?)\n<\/skill_files>/, (_, list: string) => {
    const files = list.split('\n').filter(Boolean);
    const shown = files.length >= 10 ? [`(${files.length} files)`] : files.sort();
    return `<skill_files>\n${shown.join('\n')}\n</skill_files>`;
  });
}

const partsOf = (view: CallView, root: string) =>
  view.parts.map((p) => ({ role: english(p.role), text: sortFiles(normalise(p.text, root)) }));

describe.each(RECORDED)('%s as recorded', (id) => {
  const rec = recording(id);
  const cases = Object.entries(rec.libraries);

  it('has at least 30 recorded cases (catalogues and calls)', () => {
    const count = cases.reduce((n, [, lib]) => n + 1 + lib.calls.length, 0);
    expect(count).toBeGreaterThanOrEqual(30);
  });

  it.each(cases.map(([name]) => name))(`${id} catalogue of %s`, (name) => {
    const expected = rec.libraries[name]?.catalogue ?? '';
    const { spec, varied } = libraryFor(id, name, expected);
    const root = library(spec);
    const view = AGENTS[id].load(readLibrarySnapshot([root]), recordedSettings(id)).catalogue();
    expect(samePaths(id, name, normalise(view.text, root))).toBe(samePaths(id, name, expected));
    expectVaries(id, name, varied);
  });

  const calls = cases.flatMap(([name, lib]) =>
    lib.calls.map((call, i) => ({ name, i, label: `${name}: ${call.skill} | ${call.args ?? ''}` })),
  );
  it.each(calls)(`${id} call $label`, ({ name, i }) => {
    const call = rec.libraries[name]?.calls[i];
    if (!call) throw new Error('no such call');
    const recorded = (call.parts ?? []).map((p) => p.text).join('\n');
    const { spec, varied } = libraryFor(id, name, recorded);
    const root = library(spec);
    const view = AGENTS[id]
      .load(readLibrarySnapshot([root]), recordedSettings(id))
      .call(call.skill, call.args ?? '');
    const clean = (text: string) => samePaths(id, name, withoutBuiltIn(sortFiles(text)));
    const expected = (call.parts ?? []).map((p) => ({ role: p.role, text: clean(p.text) }));
    expect(partsOf(view, root).map((p) => ({ ...p, text: clean(p.text) }))).toEqual(expected);
    expectVaries(id, name, varied);
  });
});

// The same libraries with the agent's own settings changed, recorded with those settings
// given to the agent its own way (record-agents.mjs --settings).
// Codex writes its system skills under $CODEX_HOME (the recording's <HOME>/.codex); the
// studio, which has no CODEX_HOME, names it ~/.codex.
const HOME_STAND_INS = { '<HOME>/.codex/skills/.system': '~/.codex/skills/.system' };
const withHome = (text: string) =>
  Object.entries(HOME_STAND_INS).reduce((t, [from, to]) => t.replaceAll(from, to), text);

describe.each(['claude-code', 'codex'] as const)('%s under its settings, as recorded', (id) => {
  const recorded = recording(id).settings ?? {};
  const cases = Object.entries(recorded).flatMap(([label, run]) =>
    Object.keys(run.libraries).map((name) => ({ label, name })),
  );

  it('records every settings case of agent-cases.mjs', () => {
    const wanted = (SETTINGS_CASES as Record<string, Record<string, { libraries: string[] }>>)[id];
    expect(
      Object.fromEntries(Object.entries(recorded).map(([l, r]) => [l, Object.keys(r.libraries)])),
    ).toEqual(Object.fromEntries(Object.entries(wanted ?? {}).map(([l, c]) => [l, c.libraries])));
  });

  it.each(cases)(`${id} catalogue of $name under $label`, ({ label, name }) => {
    const run = recorded[label];
    const expected = withHome(run?.libraries[name]?.catalogue ?? '');
    const root = library(LIBS[name] ?? {});
    const settings = recordedSettings(id, run?.settings);
    const view = AGENTS[id].load(readLibrarySnapshot([root]), settings).catalogue();
    expect(normalise(view.text, root)).toBe(expected);
    // The same library as the other recordings ran it reads differently: the settings are
    // what changed it.
    const plain = AGENTS[id].load(readLibrarySnapshot([root]), recordedSettings(id)).catalogue();
    expect(normalise(plain.text, root)).not.toBe(expected);
  });
});

describe('codex without a model set', () => {
  it('runs the model the studio assumes by default (its first request named it)', () => {
    expect(recording('codex').defaultModel).toBe(AGENT_SETTINGS_DEFAULTS.codex.model);
  });
});

// Claude Code's scopes: the personal folder and the project's, given to the simulator as two
// roots in that order (the studio's order of precedence), against the recording of both.
describe('claude-code personal and project skills, as recorded', () => {
  const recorded = recording('claude-code').scopes ?? {};
  const specs = (
    SCOPE_CASES as Record<string, Record<string, { personal: Library; project: Library }>>
  )['claude-code'];
  const labels = Object.keys(specs ?? {});

  it('records every scope case', () => {
    expect(Object.keys(recorded)).toEqual(labels);
  });

  const load = (label: string) => {
    const personal = library(specs?.[label]?.personal ?? {});
    const project = library(specs?.[label]?.project ?? {});
    const loaded = AGENTS['claude-code'].load(readLibrarySnapshot([personal, project]));
    const clean = (text: string) =>
      normalise(text.replaceAll(personal, '<HOME>/.claude/skills'), project);
    return { loaded, clean };
  };

  it.each(labels)('catalogue of %s: one entry per name, the personal one kept', (label) => {
    const { loaded, clean } = load(label);
    expect(clean(loaded.catalogue().text)).toBe(recorded[label]?.catalogue);
  });

  const calls = labels.flatMap((label) =>
    (recorded[label]?.calls ?? []).map((call, i) => ({ label, i, skill: call.skill })),
  );
  it.each(calls)('call of $skill in $label', ({ label, i }) => {
    const call = recorded[label]?.calls[i];
    const { loaded, clean } = load(label);
    const view = loaded.call(call?.skill ?? '', call?.args ?? '');
    expect(view.parts.map((p) => ({ role: english(p.role), text: clean(p.text) }))).toEqual(
      call?.parts,
    );
  });
});

interface PromptRun {
  folders: string[];
  stdout: string;
  stderr: string;
  crash?: string;
  code: number;
}

describe('skills-ref as run from its source', () => {
  const rec = JSON.parse(
    readFileSync(join(import.meta.dirname, '../fixtures/agent-recordings/skills-ref.json'), 'utf8'),
  ) as {
    libraries: Record<string, PromptRun>;
    singles: Record<string, PromptRun>;
    ordered: (PromptRun & { library: string })[];
  };
  // A single folder is written alone (with what is below it), as to-prompt was given it.
  const only = (lib: Library, rel: string): Library =>
    Object.fromEntries(Object.entries(lib).filter(([path]) => path.startsWith(`${rel}/`)));
  const runs = [
    ...Object.entries(rec.libraries).map(([name, run]) => ({
      label: name,
      spec: LIBS[name] ?? {},
      run,
    })),
    ...Object.entries(rec.singles).map(([key, run]) => ({
      label: key,
      spec: only(LIBS[key.split('/')[0] ?? ''] ?? {}, run.folders[0] ?? ''),
      run,
    })),
  ];

  it('has at least 30 recorded runs, with failures among them', () => {
    expect(runs.length).toBeGreaterThanOrEqual(30);
    expect(runs.filter((r) => r.run.code !== 0).length).toBeGreaterThan(10);
  });

  // Folders given out of path order (ORDERED): the studio's drop-in to-prompt, given them the
  // same way, prints what skills-ref printed (its order, or its first error and status 1).
  it.each(rec.ordered.map((run) => ({ label: run.folders.join(' '), run })))(
    'to-prompt $label, in that order',
    async ({ run }) => {
      const root = library(LIBS[run.library] ?? {});
      const result = await cli(root, 'to-prompt', ...run.folders);
      expect(result.rc).toBe(run.code);
      expect(normalise(result.out, root)).toBe(run.stdout);
      expect(result.err).toBe(run.stderr);
    },
  );

  it.each(runs)('to-prompt on $label', ({ spec, run }) => {
    const root = library(spec);
    const view = AGENTS['skills-ref'].load(readLibrarySnapshot([root])).catalogue();
    if (run.code === 0) {
      expect(normalise(view.text, root)).toBe(run.stdout.replace(/\n$/, ''));
      expect(view.failure).toBeUndefined();
    } else {
      expect(view.text).toBe('');
      const said = view.failure ? english(view.failure) : '';
      expect(said).toContain(run.crash ?? run.stderr.replace(/\n$/, ''));
    }
  });
});
