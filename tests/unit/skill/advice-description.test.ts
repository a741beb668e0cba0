/**
 * Advice on names and descriptions. Expected findings come from the sources each rule cites:
 * Anthropic's "Skill authoring best practices" (its good and bad examples), the studio's own
 * templates (every untouched one is template text, both languages), and the agents' listing
 * caps as their simulators reproduce them.
 */
import { describe, expect, it } from 'vitest';
import { english } from '../../../shared/i18n/catalogue';
import { AGENT_SETTINGS_DEFAULTS } from '../../../shared/agent/settings';
import { templateFiles } from '../../../shared/node/service/skills/templates';
import { listedDescription } from '../../../shared/agent/claude-code/listing';
import type { ClaudeSkill } from '../../../shared/agent/claude-code/skills';
import { check, codes, only } from '../../helpers/skill';

const withDescription = (description: string, name = 'expense-reports', extra = '') =>
  `---\nname: ${name}\ndescription: ${description}\n${extra}---\n# Body\n\nSteps.\n`;
const advice = (text: string, folder = 'expense-reports') => codes(check(text, folder), 'advice');

// Best practices' good description (its "Writing effective descriptions" examples).
const GOOD =
  'Processes Excel files and generates reports. Use when working with spreadsheets or when the user mentions Excel, CSV, or data exports.';

describe('advice on names and descriptions', () => {
  it("every studio template's untouched description is template text, in English and Chinese", () => {
    for (const template of ['blank', 'scripts', 'references'] as const)
      for (const language of ['en', 'zh'] as const) {
        const text = templateFiles(template, 'expense-reports', language)['SKILL.md'] ?? '';
        const result = check(text, 'expense-reports');
        expect(codes(result, 'advice'), `${template} ${language}`).toContain(
          'description-placeholder',
        );
        // Advice never changes the verdict.
        expect(result.valid).toBe(true);
      }
    const scripts = templateFiles('scripts', 'expense-reports')['SKILL.md'] ?? '';
    expect(
      english(only(check(scripts, 'expense-reports'), 'description-placeholder').message),
    ).toContain(`"Runs a bundled script on the user's input. Use when the user asks for it."`);
  });

  it('a description in the first or second person is advised against; third person is not', () => {
    // Best practices: "Avoid: I can help you process Excel files" and "You can use this to …".
    for (const bad of [
      'I can help you process Excel files and generate reports.',
      'You can use this to process Excel files and generate reports.',
      '我可以帮你处理 Excel 文件并生成报告。当用户需要处理表格时使用。',
    ])
      expect(advice(withDescription(bad)), bad).toContain('description-third-person');
    expect(advice(withDescription(GOOD))).not.toContain('description-third-person');
    // A trigger addressed to the reader later on is not the description's point of view.
    expect(
      advice(
        withDescription('Summarises invoices into a table. Use when you need a monthly total.'),
      ),
    ).not.toContain('description-third-person');
  });

  it('vague names are advice; names that say the task are not', () => {
    // Best practices: "Avoid: vague names: helper, utils, tools; overly generic: documents, data, files".
    for (const name of [
      'helper',
      'utils',
      'tools',
      'documents',
      'data',
      'files',
      'misc-tools',
      'my-helper',
    ])
      expect(advice(withDescription(GOOD, name), name), name).toContain('name-vague');
    // Its good examples (gerund form and alternatives).
    for (const name of ['processing-pdfs', 'analyzing-spreadsheets', 'pdf-processing'])
      expect(advice(withDescription(GOOD, name), name), name).not.toContain('name-vague');
  });

  it("says where Claude Code's listing cuts a description with when_to_use, at its character", () => {
    const cap = AGENT_SETTINGS_DEFAULTS.claudeCode.skillListingMaxDescChars;
    const description = `${GOOD} ${'More detail. '.repeat(60)}`.trim();
    const when = 'Use when the user asks about expense reports. '.repeat(15).trim();
    const listed = `${description} - ${when}`;
    // The simulator's own listing: where its "…" stands is where the advice says the cut is.
    const shown = listedDescription({ description, whenToUse: when } as ClaudeSkill, cap);
    expect(listed.length).toBeGreaterThan(cap);
    const cut = shown.indexOf('…');
    const text = withDescription(description, 'expense-reports', `when_to_use: ${when}\n`);
    const d = only(check(text, 'expense-reports'), 'description-cut');
    expect(english(d.message)).toContain(`Claude Code cuts this description`);
    expect(english(d.message)).toContain(`at character ${cut}`);
    expect(english(d.message)).toContain(`${listed.length} characters long`);
    // Within the cap: nothing to say.
    expect(
      advice(withDescription(GOOD, 'expense-reports', `when_to_use: ${when.slice(0, 200)}\n`)),
    ).not.toContain('description-cut');
  });

  it('two skills with the same description: the library says which (SkillContext.sameDescriptionAs)', () => {
    const result = check(withDescription(GOOD), 'expense-reports', 'spec', {
      sameDescriptionAs: ['team/excel-reports'],
    });
    expect(english(only(result, 'description-duplicate').message)).toContain('team/excel-reports');
    expect(result.valid).toBe(true);
  });
});
