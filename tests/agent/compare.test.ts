/**
 * The side-by-side comparison of one skill across agents (shared/agent/compare.ts). The entry
 * each agent shows is checked against what the real agent sent its model
 * (tests/fixtures/agent-recordings, recorded from the releases by tests/tools/record-agents.mjs):
 * for every skill folder of every recorded library, a listed, shortened or name-only entry is
 * text of the recorded catalogue, and a skill the recording lists is never called skipped or
 * unseen. The marking of outliers is checked on hand-made verdicts.
 */
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareAgents, relBelow, verdictOf } from '../../shared/agent/compare';
import { AGENTS } from '../../shared/agent/registry';
import {
  AGENT_SETTINGS_DEFAULTS,
  withAgentSettings,
  type AgentSettings,
} from '../../shared/agent/settings';
import { AGENT_IDS, type AgentId, type CatalogueView } from '../../shared/agent/types';
import { agentMessage } from '../../shared/agent/messages';
import { readLibrarySnapshot } from '../../shared/node/library-snapshot';
import { LIBRARIES, libraryRoot, materialize, VARIES } from '../tools/agent-cases.mjs';

const recordings = join(import.meta.dirname, '../fixtures/agent-recordings');
const read = (id: string) =>
  JSON.parse(readFileSync(join(recordings, `${id}.json`), 'utf8')) as {
    libraries: unknown;
    model: string | null;
  };
const LIBS = LIBRARIES as Record<string, Record<string, unknown>>;

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** The library written to disk and every agent's catalogue of it. */
function catalogues(name: string) {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'skill-studio-compare-')));
  made.push(base);
  const root = libraryRoot(base);
  materialize(LIBS[name] ?? {}, root);
  const snapshot = readLibrarySnapshot([root]);
  // Codex as recorded: on the model its recordings ran on (codex.json's `model`).
  const codex = withAgentSettings(AGENT_SETTINGS_DEFAULTS, {
    codex: { model: read('codex').model as AgentSettings['codex']['model'] },
  });
  const views = AGENT_IDS.map((id) =>
    AGENTS[id].load(snapshot, id === 'codex' ? codex : undefined).catalogue(),
  );
  // Every folder holding a skill file, as the library spells it.
  const folders = Object.keys(LIBS[name] ?? {})
    .filter((p) => /(^|\/)(SKILL|skill)\.md$/.test(p))
    .map((p) => p.split('/').slice(0, -1).join('/'))
    .filter((rel) => rel !== '');
  return { root, views, folders };
}

// The recorded catalogue of each library: the agents' texts, and skills-ref's stdout (or
// nothing, when it failed).
const RECORDED: { agent: AgentId; library: string; text: string | null }[] = [
  ...(['claude-code', 'codex', 'opencode'] as const).flatMap((agent) =>
    Object.entries(read(agent).libraries as Record<string, { catalogue: string | null }>).map(
      ([library, lib]) => ({ agent, library, text: lib.catalogue ?? '' }),
    ),
  ),
  ...Object.entries(
    read('skills-ref').libraries as Record<string, { stdout: string; code: number }>,
  ).map(([library, run]) => ({
    agent: 'skills-ref' as const,
    library,
    text: run.code === 0 ? run.stdout : null,
  })),
];

// Folders whose winner varies from run to run (VARIES): the recording shows one of them.
const varying = (agent: AgentId, library: string): string[] =>
  Object.values(
    (VARIES as Partial<Record<AgentId, Record<string, Record<string, unknown>>>>)[agent]?.[
      library
    ] ?? {},
  ).flatMap((v) => (Array.isArray(v) ? (v as string[]) : (v as { samePaths: string[] }).samePaths));

describe('each agent’s entry in the comparison is what the real agent listed', () => {
  it.each(RECORDED)('$agent on $library', ({ agent, library, text }) => {
    const { root, views, folders } = catalogues(library);
    const view = views.find((v) => v.agent === agent) as CatalogueView;
    let checked = 0;
    for (const rel of folders) {
      if (varying(agent, library).includes(rel)) continue;
      const verdict = verdictOf(view, { rel });
      if (text === null) {
        // skills-ref printed an error and no block: every skill is lost with it.
        expect(verdict.outcome, rel).toBe('agent-fails');
        continue;
      }
      if (['listed', 'cut', 'dropped'].includes(verdict.outcome)) {
        expect(verdict.entry, rel).toBeDefined();
        expect(text, rel).toContain((verdict.entry ?? '').replaceAll(root, '<ROOT>'));
        checked += 1;
      } else {
        expect(verdict.entry, rel).toBeUndefined();
        // Where the agent lists locations, this skill's is nowhere in what it listed.
        const location = {
          codex: `r0/${rel}/`,
          opencode: `<ROOT>/${rel}/`,
          'skills-ref': `<ROOT>/${rel}/`,
        };
        const at = location[agent as keyof typeof location];
        if (at) expect(text, rel).not.toContain(`${at}SKILL.md`);
      }
    }
    if (text !== null && folders.length > 0) expect(checked).toBeGreaterThan(0);
  });
});

describe('differences are marked', () => {
  const view = (agent: AgentId, status?: 'listed' | 'hidden', skip = false): CatalogueView => ({
    agent,
    reproduces: agent,
    placement: agentMessage('agent.placement.skills-ref'),
    text: '',
    entries: status ? [{ name: 'a', folder: 'a', status, text: `- a (${agent})` }] : [],
    skipped: skip ? [{ folder: 'a', reason: agentMessage('agent.skip.no-skill-md') }] : [],
    notes: [],
  });

  it('marks the outcomes most agents do not reach, with the reason and the entry', () => {
    const verdicts = compareAgents(
      [
        view('hello-agents', 'listed'),
        view('codex', 'listed'),
        view('opencode', 'listed'),
        view('claude-code', 'hidden'),
        view('skills-ref', undefined, true),
      ],
      { rel: 'a' },
    );
    expect(verdicts.map((v) => [v.agent, v.outcome, v.differs, v.entry])).toEqual([
      ['hello-agents', 'listed', false, '- a (hello-agents)'],
      ['codex', 'listed', false, '- a (codex)'],
      ['opencode', 'listed', false, '- a (opencode)'],
      ['claude-code', 'hidden', true, '- a (claude-code)'],
      ['skills-ref', 'skipped', true, undefined],
    ]);
    expect(verdicts[4]?.why).toEqual(agentMessage('agent.skip.no-skill-md'));
  });

  it('marks nothing when all agree, and only the rarer outcomes in a tie', () => {
    const same = compareAgents([view('codex', 'listed'), view('opencode', 'listed')], { rel: 'a' });
    expect(same.map((v) => v.differs)).toEqual([false, false]);
    const tie = compareAgents(
      [view('codex', 'listed'), view('opencode', 'hidden'), view('skills-ref')],
      { rel: 'a' },
    );
    expect(tie.map((v) => [v.outcome, v.differs])).toEqual([
      ['listed', false],
      ['hidden', false],
      ['not-seen', false],
    ]);
  });

  it('does not take a nested folder for a top-level one of the same name', () => {
    const v = view('claude-code', 'listed');
    expect(verdictOf(v, { rel: 'group/a' }).outcome).toBe('not-seen');
  });
});

describe('the folder compared, as agents name it', () => {
  it('is the path below the root, "/"-separated on every OS, or the name of a root skill', () => {
    expect(relBelow('/lib', '/lib/a')).toBe('a');
    expect(relBelow('/lib/', '/lib/group/a')).toBe('group/a');
    expect(relBelow('C:\\lib', 'C:\\lib\\group\\a')).toBe('group/a');
    expect(relBelow('/lib/a', '/lib/a')).toBe('a');
    expect(relBelow(undefined, '/elsewhere/b')).toBe('b');
  });
});
