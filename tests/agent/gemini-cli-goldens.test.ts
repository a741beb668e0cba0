/**
 * The Gemini CLI view against what Gemini CLI 0.61.0 itself sent its model
 * (tests/fixtures/agent-recordings/gemini-cli.json, recorded by tests/tools/record-agents.mjs
 * from the released npm package against the loopback mock, never written by the view). Every
 * library is written to disk, read the way the studio reads libraries, and compared text for
 * text, with two documented allowances: within one skills folder Gemini CLI lists skills in the
 * order the disk lists the folder (its glob's walk), so the library's own <skill> blocks and
 * enum names are compared as sets, the built-in skills' places exactly; and its install
 * folder, <BUNDLE> in the recording, is the view's stand-in for it.
 */
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GEMINI_BUNDLE_DIR } from '../../shared/agent/gemini-cli/builtin-skills';
import { geminiActivateSkillDeclaration } from '../../shared/agent/gemini-cli/tool';
import { AGENTS } from '../../shared/agent/registry';
import { skillToolOf } from '../../shared/agent/skill-tools';
import { english } from '../../shared/i18n/catalogue';
import { readLibrarySnapshot } from '../../shared/node/library-snapshot';
import { LIBRARIES, libraryRoot, materialize, VARIES, without } from '../tools/agent-cases.mjs';

interface RecordedLibrary {
  catalogue: string | null;
  tool: { name: string; description: string; parametersJsonSchema: Record<string, unknown> };
  calls: { skill: string; parts: { role: string; text: string }[] | null }[];
}
const recording = JSON.parse(
  readFileSync(join(import.meta.dirname, '../fixtures/agent-recordings/gemini-cli.json'), 'utf8'),
) as { version: string; libraries: Record<string, RecordedLibrary> };

type Library = Record<string, unknown>;
const LIBS = LIBRARIES as Record<string, Library>;
const DUPS = (VARIES as unknown as Record<string, Record<string, Record<string, string[]>>>)[
  'gemini-cli'
];

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function load(spec: Library) {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'skill-studio-gemini-')));
  made.push(base);
  const root = libraryRoot(base);
  materialize(spec, root);
  return { agent: AGENTS['gemini-cli'].load(readLibrarySnapshot([root])), root };
}

const normalise = (text: string, root: string) =>
  text.replaceAll(root, '<ROOT>').replaceAll(GEMINI_BUNDLE_DIR, '<BUNDLE>');

// A same-named pair in one folder: the recording shows the one its disk listed last; the
// other is taken out so the rest compares exactly.
function specFor(name: string, recorded: string): Library {
  const drop: string[] = [];
  for (const folders of Object.values(DUPS?.[name] ?? {})) {
    const shown = folders.find((rel) => recorded.includes(`<ROOT>/${rel}/SKILL.md<`));
    drop.push(...folders.filter((rel) => rel !== shown));
  }
  return without(LIBS[name] ?? {}, drop);
}

// The catalogue as its frame, the built-ins' blocks in place, and the library's blocks sorted.
function shape(text: string) {
  const [head = '', rest = ''] = text.split('<available_skills>\n');
  const blocks = rest.replace(/\n<\/available_skills>$/, '').split(/\n(?= {2}<skill>)/);
  const builtIn = blocks.map((b, i) => (b.includes('<location><BUNDLE>/') ? `${i}:${b}` : ''));
  return { head, builtIn: builtIn.filter(Boolean), blocks: [...blocks].sort() };
}

// The recorded enum in the view's order gives the recorded declaration: same words, same schema.
function enumOf(tool: RecordedLibrary['tool']): string[] {
  const props = tool.parametersJsonSchema.properties as { name: { enum?: string[] } };
  return props.name.enum ?? [];
}

describe('Gemini CLI as recorded', () => {
  it('was recorded from Gemini CLI 0.61.0', () => {
    expect(recording.version).toBe('0.61.0');
  });

  for (const [name, rec] of Object.entries(recording.libraries)) {
    describe(name, () => {
      const { agent, root } = load(specFor(name, rec.catalogue ?? ''));
      const view = agent.catalogue();

      it('lists what Gemini CLI lists', () => {
        expect(shape(normalise(view.text, root))).toEqual(shape(rec.catalogue ?? ''));
      });

      it('declares activate_skill as Gemini CLI does', () => {
        const names = view.entries.map((e) => e.name);
        expect([...names].sort()).toEqual([...enumOf(rec.tool)].sort());
        expect(geminiActivateSkillDeclaration(enumOf(rec.tool))).toEqual(rec.tool);
      });

      it("trigger tests send that declaration as the listing's tool", () => {
        const listed = enumOf(rec.tool).map((n) => ({
          name: n,
          folder: n,
          status: 'listed' as const,
        }));
        expect(skillToolOf('gemini-cli', { text: view.text, entries: listed })).toEqual({
          name: rec.tool.name,
          description: rec.tool.description,
          inputSchema: rec.tool.parametersJsonSchema,
        });
      });

      for (const [i, call] of rec.calls.entries())
        it(`call ${i}: ${call.skill}`, () => {
          const got = agent.call(call.skill, '');
          const parts = got.parts.map((p) => ({
            role: english(p.role),
            text: normalise(p.text, root),
          }));
          expect(parts).toEqual(call.parts);
        });
    });
  }

  it('says which of a same-named pair in one folder varies', () => {
    const { agent } = load(LIBS.basic ?? {});
    const notes = agent.catalogue().notes.map(english);
    expect(notes.some((n) => n.includes('"dup-skill" is declared by dup-a, dup-b'))).toBe(true);
  });
});
