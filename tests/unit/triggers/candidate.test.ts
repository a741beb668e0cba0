/**
 * A candidate description's checks, each said by what already says it: the validator's
 * description findings (the 1,024-character limit), the frontmatter writer's refusals, each
 * target agent's own view of the library with the candidate in it (Claude Code's per-entry
 * skillListingMaxDescChars), and line breaks. The library with the candidate holds the SKILL.md
 * the writer makes, the same call the form makes for an undoable edit.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGENT_SETTINGS_DEFAULTS } from '../../../shared/agent/settings';
import { readLibrarySnapshot } from '../../../shared/node/library-snapshot';
import { applyTextEdits, parseSkillFile, planFrontmatterEdits } from '../../../shared/skill/index';
import {
  blocks,
  checkCandidate,
  skillFolder,
  withDescriptionText,
  withSkillText,
} from '../../../shared/triggers/candidate';
import { skillMd, tempTree } from '../../helpers/temp';

const ORIGINAL = `---\n# kept comment\nname: expenses\ndescription: "File expense reports. Use for expenses."\nlicense: MIT\n---\r\n# Body\r\n\r\nSteps.\n`;

function setup() {
  const root = tempTree({ 'lib/expenses/SKILL.md': ORIGINAL, 'lib/pdf/SKILL.md': skillMd('pdf') });
  const library = readLibrarySnapshot([join(root, 'lib')]);
  return { library, dir: join(root, 'lib', 'expenses') };
}

const GOOD = 'Use this skill to file expense reports, receipts and mileage claims.';

describe('checkCandidate', () => {
  it('finds nothing wrong with a good one-line description', () => {
    const { library, dir } = setup();
    const problems = checkCandidate(GOOD, {
      library,
      dir,
      agents: ['claude-code', 'codex', 'opencode', 'hello-agents'],
    });
    expect(blocks(problems)).toBe(false);
  });

  it("refuses one over 1,024 characters by the validator's own finding", () => {
    const { library, dir } = setup();
    const long = `Use this skill for expenses. ${'x'.repeat(1000)}`;
    const problems = checkCandidate(long, { library, dir, agents: [] });
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'finding', rule: 'description-too-long', blocking: true }),
    );
    expect(checkCandidate(long.slice(0, 1024), { library, dir, agents: [] })).toEqual([]);
  });

  it("refuses one over Claude Code's per-entry cap, as its listing would cut it", () => {
    const { library, dir } = setup();
    const settings = {
      ...AGENT_SETTINGS_DEFAULTS,
      claudeCode: { ...AGENT_SETTINGS_DEFAULTS.claudeCode, skillListingMaxDescChars: 40 },
    };
    const problems = checkCandidate(GOOD, {
      library,
      dir,
      agents: ['claude-code', 'codex'],
      settings,
    });
    expect(problems).toEqual([
      expect.objectContaining({ code: 'cut', agent: 'claude-code', blocking: true }),
    ]);
    const short = 'Use this for expense reports.';
    expect(checkCandidate(short, { library, dir, agents: ['claude-code'], settings })).toEqual([]);
  });

  it('refuses line breaks, an empty one, and what the writer will not write', () => {
    const { library, dir } = setup();
    const codes = (d: string) => checkCandidate(d, { library, dir, agents: [] }).map((p) => p.code);
    expect(codes('Use this.\nFor expenses.')).toContain('multi-line');
    expect(codes('   ')).toContain('empty');
    expect(codes('Use this \uD800 skill.')).toEqual(['not-writable']);
  });
});

describe('the library with a candidate', () => {
  it('holds the SKILL.md the form would make, every other byte kept', () => {
    const { library, dir } = setup();
    const edited = withDescriptionText(ORIGINAL, GOOD);
    const parsed = parseSkillFile(ORIGINAL);
    const plan = planFrontmatterEdits(parsed, [{ path: ['description'], value: GOOD }]);
    if (!edited.ok || !plan.ok) throw new Error('not edited');
    expect(edited.text).toBe(applyTextEdits(ORIGINAL, plan.edits, parsed.eol));
    // The quoting style is kept too.
    expect(edited.text).toBe(ORIGINAL.replace('File expense reports. Use for expenses.', GOOD));
    const swapped = withSkillText(library, dir, edited.text);
    expect(skillFolder(swapped, dir)?.skillMd?.text).toBe(edited.text);
    const pdf = (l: typeof library) => l.roots[0]?.skills.find((f) => f.name === 'pdf');
    expect(pdf(swapped)).toBe(pdf(library));
    expect(skillFolder(library, dir)?.skillMd?.text).toBe(ORIGINAL);
  });
});
