/**
 * Skills of one name told apart: every folder sharing the name, the agent's verdict on each by
 * its absolute folder, and the one the agent loads when asked for the name. What "loads" means
 * comes from the real agents' recordings (tests/fixtures/agent-recordings, recorded by
 * tests/tools/record-agents.mjs from Claude Code 2.1.332 and Codex 0.171.0), never from the
 * simulator's own output.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namesakes, sameNamed, type NamedFolder } from '../../shared/agent/namesakes';
import { AGENTS } from '../../shared/agent/registry';
import type { AgentId } from '../../shared/agent/types';
import { readLibrarySnapshot } from '../../shared/node/library-snapshot';
import { LIBRARIES, SCOPE_CASES, materialize } from '../tools/agent-cases.mjs';
import { tempTree } from '../helpers/temp';

interface Call {
  skill: string;
  parts: { text: string }[];
}
interface Recording {
  libraries: Record<string, { calls: Call[] }>;
  scopes?: Record<string, { calls: Call[] }>;
}
const recording = (agent: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, `../fixtures/agent-recordings/${agent}.json`), 'utf8'),
  ) as Recording;

function library(spec: Record<string, unknown>): string {
  const root = realpathSync(tempTree());
  materialize(spec, root);
  return root;
}

// The list's view of the roots: each skill folder with its frontmatter name.
function foldersOf(roots: string[]): NamedFolder[] {
  return readLibrarySnapshot(roots).roots.flatMap((r, i) =>
    r.skills.map((f) => ({
      dir: f.dir,
      root: roots[i] ?? '',
      rel: f.rel,
      folderName: f.name,
      name: /^name: (.*)$/m.exec(f.skillMd?.text ?? '')?.[1],
    })),
  );
}

// The folder a recorded Claude Code call's hidden message names ("Base directory ...").
const baseDirectory = (call: Call | undefined) =>
  /^Base directory for this skill: (.*)$/m.exec(call?.parts[1]?.text ?? '')?.[1];

function loadedBy(agent: AgentId, roots: string[], openDir: string, name: string) {
  const loaded = AGENTS[agent].load(readLibrarySnapshot(roots));
  const group = sameNamed(foldersOf(roots), openDir);
  return namesakes(loaded.catalogue(), loaded.call(name, ''), group, openDir);
}

describe('skills of one name', () => {
  it('two folders of one library: Claude Code loads the one its recording loaded, Codex none', () => {
    const root = library(LIBRARIES.basic);
    const [dupA, dupB] = [join(root, 'dup-a'), join(root, 'dup-b')];
    const group = sameNamed(foldersOf([root]), dupB);
    expect(group.map((f) => f.dir)).toEqual([dupB, dupA]);

    // claude-code.json, library basic, call dup-skill: "Base directory ...: <ROOT>/dup-a".
    const claudeCall = recording('claude-code').libraries.basic?.calls.find(
      (c) => c.skill === 'dup-skill',
    );
    expect(baseDirectory(claudeCall)).toBe('<ROOT>/dup-a');
    const claude = loadedBy('claude-code', [root], dupB, 'dup-skill');
    expect(claude.filter((r) => r.loaded).map((r) => r.dir)).toEqual([dupA]);
    expect(claude.find((r) => r.open)?.dir).toBe(dupB);

    // codex.json, library basic, $dup-skill: only the user's message, nothing injected.
    const codexCall = recording('codex').libraries.basic?.calls.find(
      (c) => c.skill === 'dup-skill',
    );
    expect(codexCall?.parts).toHaveLength(1);
    const codex = loadedBy('codex', [root], dupB, 'dup-skill');
    expect(codex.some((r) => r.loaded)).toBe(false);
    // Codex lists both: each row is its own folder's entry, not the first one of the name.
    expect(codex.map((r) => r.verdict.entry)).toEqual([
      expect.stringContaining('Duplicate from dup-b.'),
      expect.stringContaining('Duplicate from dup-a.'),
    ]);
  });

  it("two libraries: Claude Code keeps the first root's copy, the other is skipped for it", () => {
    const spec = SCOPE_CASES['claude-code']['personal-and-project'];
    const personal = library(spec.personal);
    const project = library(spec.project);
    const [mine, theirs] = [join(project, 'same'), join(personal, 'same')];
    // claude-code.json scopes: the call of "same" loaded <HOME>/.claude/skills/same, the personal one.
    const recorded = recording('claude-code').scopes?.['personal-and-project']?.calls.find(
      (c) => c.skill === 'same',
    );
    expect(baseDirectory(recorded)).toBe('<HOME>/.claude/skills/same');

    const rows = loadedBy('claude-code', [personal, project], mine, 'same');
    expect(rows.map((r) => [r.dir, r.open, r.loaded, r.verdict.outcome])).toEqual([
      [mine, true, false, 'skipped'],
      [theirs, false, true, 'listed'],
    ]);
    // The same folder name in both libraries: the verdict is each one's own, by absolute folder.
    expect(rows.map((r) => r.rel)).toEqual(['same', 'same']);
  });

  it('a skill no other folder shares a name with has no namesakes', () => {
    const root = library(LIBRARIES.basic);
    expect(sameNamed(foldersOf([root]), join(root, 'one-resource'))).toEqual([]);
  });
});
