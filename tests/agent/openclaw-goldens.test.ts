/**
 * The OpenClaw / pi view against what pi's own discovery and catalogue code made of the same
 * libraries (tests/fixtures/agent-recordings/openclaw.json, written by
 * tests/tools/record-openclaw.mjs running badlogic/pi-mono 83378aa
 * packages/coding-agent/src/core/skills.ts `loadSkills` and `formatSkillsForPrompt`, never by
 * the view). Each library is written to disk, read the way the studio reads libraries, and
 * compared text for text. pi lists in the order the disk lists a folder; the recording's disk
 * listed names sorted, as the view does. The read tool's cut (tools/read.ts L129-L190,
 * tools/truncate.ts `truncateHead`) is not recorded: its expected texts below are pi's own
 * strings, derived line by line from that source.
 */
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { piReadResult } from '../../shared/agent/openclaw/tool';
import { AGENTS } from '../../shared/agent/registry';
import { english } from '../../shared/i18n/catalogue';
import { readLibrarySnapshot } from '../../shared/node/library-snapshot';
import { libraryRoot, materialize } from '../tools/agent-cases.mjs';
import { OPENCLAW_LIBRARIES } from '../tools/openclaw-libraries.mjs';

interface RecordedLibrary {
  catalogue: string;
  skills: { name: string; file: string }[];
  diagnostics: { type: string; message: string; path: string }[];
}
const recording = JSON.parse(
  readFileSync(join(import.meta.dirname, '../fixtures/agent-recordings/openclaw.json'), 'utf8'),
) as { version: string; libraries: Record<string, RecordedLibrary> };

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function load(name: string) {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'skill-studio-openclaw-')));
  made.push(base);
  const root = libraryRoot(base);
  materialize((OPENCLAW_LIBRARIES as Record<string, Record<string, unknown>>)[name] ?? {}, root);
  return { agent: AGENTS.openclaw.load(readLibrarySnapshot([root])), root };
}

describe('OpenClaw / pi as its own code lists skills', () => {
  it('was recorded from pi-mono 83378aa', () => {
    expect(recording.version).toContain('83378aa');
  });

  it.each(Object.keys(recording.libraries))('%s: the catalogue text as pi builds it', (name) => {
    const { agent, root } = load(name);
    const view = agent.catalogue();
    expect(view.text.replaceAll(root, '<ROOT>')).toBe(recording.libraries[name]?.catalogue);
  });

  it.each(Object.keys(recording.libraries))('%s: the skills pi keeps, in its order', (name) => {
    const { agent, root } = load(name);
    const kept = agent
      .catalogue()
      .entries.map((e) => ({ name: e.name, file: `${e.dir ?? ''}/SKILL.md` }))
      .map((e) => ({ ...e, file: e.file.replaceAll(root, '<ROOT>') }));
    expect(kept).toEqual(recording.libraries[name]?.skills);
  });

  it('says why each file pi passed over was skipped', () => {
    const { agent } = load('description');
    const skipped = agent.catalogue().skipped.map((s) => `${s.folder}: ${english(s.reason)}`);
    // Every file pi left out with a diagnostic (recording) is one the view skips, and no more.
    const left = recording.libraries['description']?.diagnostics.map((d) =>
      d.path.replace('<ROOT>/', '').replace('/SKILL.md', ''),
    );
    expect(
      agent
        .catalogue()
        .skipped.map((s) => s.folder)
        .sort(),
    ).toEqual([...(left ?? [])].sort());
    expect(skipped).toContain(
      'none: no description (or a blank one): pi requires one and skips the file',
    );
  });
});

describe("OpenClaw / pi's read tool (derived from tools/read.ts @83378aa)", () => {
  it('loads a listed skill as the whole file', () => {
    const { agent, root } = load('discovery');
    const call = agent.call('beta', '');
    expect(call.ok).toBe(true);
    expect(call.parts[0]?.text).toBe(readFileSync(join(root, 'group/deep/beta/SKILL.md'), 'utf8'));
  });

  it('does not load one left out of the list', () => {
    const { agent } = load('escaping');
    expect(agent.call('hidden', '').ok).toBe(false);
  });

  it('cuts at 2,000 lines with the notice read.ts L173 writes', () => {
    const text = Array.from({ length: 2500 }, (_, i) => `line ${i + 1}`).join('\n');
    const out = piReadResult(text, '/x/SKILL.md');
    expect(out.endsWith('\n\n[Showing lines 1-2000 of 2500. Use offset=2001 to continue.]')).toBe(
      true,
    );
    expect(out.split('\n')[1999]).toBe('line 2000');
  });

  it('cuts at 50 KB with the notice read.ts L175 writes', () => {
    const text = Array.from({ length: 100 }, () => 'x'.repeat(1023)).join('\n');
    // 50 lines of 1,023 bytes and 49 newlines are 51,199 bytes; the 51st does not fit.
    expect(
      piReadResult(text, '/x/SKILL.md').endsWith(
        '\n\n[Showing lines 1-50 of 100 (50.0KB limit). Use offset=51 to continue.]',
      ),
    ).toBe(true);
  });
});
