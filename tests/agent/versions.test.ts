/**
 * Every view names the release it reproduces (shared/agent/versions.ts), the same one its
 * recording was made with (tests/fixtures/agent-recordings, written by the real agent's run),
 * and `simulate --json`, the README, docs/agents.md and shared/agent/README.md say the same: a
 * re-recording against a new release fails here until every place names it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGENTS } from '../../shared/agent/registry';
import { AGENT_IDS, type AgentId } from '../../shared/agent/types';
import { REPRODUCES } from '../../shared/agent/versions';
import { readLibrarySnapshot } from '../../shared/node/library-snapshot';
import { cli } from '../helpers/cli';
import { skillMd, tempTree } from '../helpers/temp';

const repo = join(import.meta.dirname, '../..');
const RECORDED: AgentId[] = [
  'claude-code',
  'codex',
  'opencode',
  'gemini-cli',
  'openclaw',
  'skills-ref',
];

describe('the version each view reproduces', () => {
  // tempTree's folders are removed after each test.
  const lib = () => tempTree({ 'lib/a/SKILL.md': skillMd('a') });

  it.each(AGENT_IDS)('%s names it in its catalogue and in every call', (id) => {
    const loaded = AGENTS[id].load(readLibrarySnapshot([join(lib(), 'lib')]));
    expect(loaded.catalogue().reproduces).toBe(REPRODUCES[id]);
    expect(loaded.call('a', 'x').reproduces).toBe(REPRODUCES[id]);
    expect(loaded.call('no-such-skill', '').reproduces).toBe(REPRODUCES[id]);
  });

  it.each(RECORDED)('%s is the release its recording was made with', (id) => {
    const recording = JSON.parse(
      readFileSync(join(repo, `tests/fixtures/agent-recordings/${id}.json`), 'utf8'),
    ) as { version: string };
    // Each version number, commit or date the recorder wrote down (e.g. "codex-cli 0.171.0").
    const numbers = recording.version.split(/[\s(),]+/).filter((w) => /\d/.test(w));
    expect(numbers.length).toBeGreaterThan(0);
    for (const n of numbers) expect(REPRODUCES[id]).toContain(n);
  });

  it.each(AGENT_IDS)('simulate --json --agent %s says it', async (id) => {
    const root = lib();
    for (const what of [['--catalog'], ['--skill', 'a']]) {
      const r = await cli(root, 'simulate', '--root', 'lib', '--agent', id, ...what, '--json');
      expect((JSON.parse(r.out) as { reproduces: string }).reproduces).toBe(REPRODUCES[id]);
    }
  });

  it.each(['README.md', 'docs/agents.md', 'shared/agent/README.md'])(
    '%s lists every version',
    (doc) => {
      const text = readFileSync(join(repo, doc), 'utf8');
      for (const id of AGENT_IDS) expect(text, id).toContain(REPRODUCES[id]);
    },
  );
});
