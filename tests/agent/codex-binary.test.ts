/**
 * The Codex view's fixed texts against the released binary itself (@openai/codex@0.171.0-linux-x64,
 * vendor/x86_64-unknown-linux-musl/bin/codex), for what no recording shows in full: the
 * Skills section's texts without a roots table (they set the table's cost), the warning Codex
 * shows the user when skills are left out, and each model's "# Using skills" part of its base
 * instructions, read from the `models` catalogue compiled into it (four models' are also
 * recorded in codex.json's settings cases). The binary comes from SKILL_STUDIO_AGENT_BINS, paths
 * joined by ":" (the one named codex), as .ci/run fetches it; without it the test is skipped.
 */
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODEX_MODELS } from '../../shared/agent/codex/models';
import { ABSOLUTE_HOW_TO, ABSOLUTE_INTRO, budgetWarning } from '../../shared/agent/codex/texts';
import { USING_SKILLS } from '../../shared/agent/codex/using-skills';
import { AGENTS } from '../../shared/agent/registry';
import { english } from '../../shared/i18n/catalogue';
import { readLibrarySnapshot } from '../../shared/node/library-snapshot';
import { LIBRARIES, libraryRoot, materialize } from '../tools/agent-cases.mjs';

const bin = (process.env.SKILL_STUDIO_AGENT_BINS ?? '')
  .split(':')
  .find((p) => basename(p) === 'codex');
const present = bin !== undefined && existsSync(bin);

describe.skipIf(!present)('Codex 0.171.0 as its binary holds it', () => {
  const bytes = present ? readFileSync(bin) : Buffer.alloc(0);
  const holds = (text: string) => bytes.includes(Buffer.from(text, 'utf8'));

  it('is 0.171.0', () => {
    expect(holds('codex-cli')).toBe(true);
    expect(holds('0.171.0')).toBe(true);
  });

  it('holds the texts of the Skills section without a roots table, not an older revision’s', () => {
    expect(holds(ABSOLUTE_INTRO)).toBe(true);
    expect(holds(ABSOLUTE_HOW_TO)).toBe(true);
    expect(holds('`environment resource` locators are owned by an execution environment')).toBe(
      false,
    );
  });

  it('warns the user in its own words, and never about shortened descriptions', () => {
    // budgetWarning's parts: the prefix, the noun and verb, and the template's tail.
    const [prefix] = budgetWarning(3).split(' 3 additional ');
    expect(holds(prefix ?? '')).toBe(true);
    expect(budgetWarning(3).endsWith(' not included in the model-visible skills list.')).toBe(true);
    expect(holds(' not included in the model-visible skills list.')).toBe(true);
    expect(holds('skill was')).toBe(true);
    expect(holds('skills were')).toBe(true);
    expect(holds('Exceeded skills context budget of 2%')).toBe(false);
    expect(holds('Skill descriptions were shortened to fit')).toBe(false);
  });

  it('so the view tells the user nothing when it only shortens descriptions (budget-400)', () => {
    const base = realpathSync(mkdtempSync(join(tmpdir(), 'skill-studio-codex-binary-')));
    try {
      const root = libraryRoot(base);
      materialize((LIBRARIES as Record<string, Record<string, unknown>>)['budget-400'] ?? {}, root);
      const view = AGENTS.codex.load(readLibrarySnapshot([root])).catalogue();
      expect(view.entries.some((e) => e.status === 'cut')).toBe(true);
      expect(view.notes.map(english).filter((n) => n.startsWith('Codex shows the user'))).toEqual(
        [],
      );
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  it('gives each listed model the "# Using skills" part its instructions template has', () => {
    const json = readCatalogue(bytes);
    for (const model of CODEX_MODELS) {
      const template =
        json.models.find((m) => m.slug === model.slug)?.model_messages?.instructions_template ?? '';
      const from = template.indexOf('\n# Using skills\n');
      const rest = from < 0 ? '' : template.slice(from + 1);
      const next = rest.slice(1).search(/^# /m);
      const part = (next < 0 ? rest : rest.slice(0, next + 1)).trimEnd();
      expect(USING_SKILLS[model.slug] ?? '', model.slug).toBe(part);
    }
  });
});

interface Catalogue {
  models: { slug: string; model_messages?: { instructions_template?: string } }[];
}

// The JSON object that opens with `{"models": [` (spaces allowed), parsed as it stands.
function readCatalogue(bytes: Buffer): Catalogue {
  const text = bytes.toString('latin1');
  const match = /\{\s*"models"\s*:\s*\[/.exec(text);
  if (!match) throw new Error('no models catalogue in the binary');
  let depth = 0;
  let inString = false;
  for (let i = match.index; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0)
        return JSON.parse(bytes.subarray(match.index, i + 1).toString('utf8')) as Catalogue;
    }
  }
  throw new Error('the models catalogue does not end');
}
