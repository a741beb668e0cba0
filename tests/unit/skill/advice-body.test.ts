/**
 * Advice on the instructions. Expected findings come from the sources each rule cites:
 * Anthropic's "Skill authoring best practices" examples, the studio's templates (both
 * languages), and the agents' own substitution code as the simulators reproduce it.
 */
import { describe, expect, it } from 'vitest';
import { english } from '../../../shared/i18n/catalogue';
import { substituteArguments } from '../../../shared/agent/claude-code/call';
import { templateFiles } from '../../../shared/node/service/skills/templates';
import { applyFix, check, codes, only, skill } from '../../helpers/skill';
import type { Diagnostic } from '../../../shared/skill/index';

const advice = (body: string) => codes(check(skill('', body)), 'advice');

describe('advice on the instructions', () => {
  it("the blank template's untouched instructions are template text, in English and Chinese", () => {
    for (const language of ['en', 'zh'] as const) {
      const text = templateFiles('blank', 'expense-reports', language)['SKILL.md'] ?? '';
      expect(codes(check(text, 'expense-reports'), 'advice'), language).toContain(
        'body-placeholder',
      );
    }
    // Anthropic's template-skill body, and the usual stand-ins.
    expect(advice('# Insert instructions below\n')).toEqual(['body-placeholder']);
    expect(advice('1. TODO\n')).toEqual(['body-placeholder']);
    expect(advice('# Steps\n\n1. Read the receipt.\n2. Total it.\n')).toEqual([]);
  });

  it('a Windows-style path is advice, and its fix writes forward slashes', () => {
    // Best practices: "✗ Windows-style: scripts\helper.py, reference\guide.md".
    const text = skill('', 'Run scripts\\helper.py, then read reference\\guide.md.\n');
    const found = check(text).diagnostics.filter((d) => d.code === 'path-windows');
    expect(found.map((d) => english(d.message).match(/"([^"]+)"/)?.[1])).toEqual([
      'scripts\\helper.py',
      'reference\\guide.md',
    ]);
    const [first, second] = found as [Diagnostic, Diagnostic];
    const fixed = applyFix(applyFix(text, second), first);
    expect(fixed).toContain('Run scripts/helper.py, then read reference/guide.md.');
    // Markdown escapes and regular expressions are not paths.
    expect(advice('Match \\d+ and write \\*literal\\* stars.\n')).toEqual([]);
  });

  it('"$0 per month": Claude Code substitutes it; the fix keeps it as written there', () => {
    const body = 'Alcohol limit: $0 per month.\n';
    const text = skill('', body);
    // What Claude Code does with the body (its substitution, as the simulator runs it).
    expect(substituteArguments(body, '2026-11', [])).toBe('Alcohol limit: 2026-11 per month.\n');
    const d = only(check(text), 'argument-dollar-digit');
    expect(english(d.message)).toContain('Claude Code replaces "$0" with word 1');
    const fixed = applyFix(text, d);
    const fixedBody = fixed.slice(fixed.indexOf('Alcohol'));
    expect(fixedBody).toBe('Alcohol limit: \\$0 per month.\n');
    expect(substituteArguments(fixedBody, '2026-11', [])).toContain('Alcohol limit: $0 per month.');
    // Fixed, it is not advised again.
    expect(codes(check(fixed), 'advice')).not.toContain('argument-dollar-digit');
  });

  it('$ARGUMENTS and ${CLAUDE_SKILL_DIR}: which agents leave them as written', () => {
    const args = only(
      check(skill('', 'Run `python3 scripts/run.py $ARGUMENTS`.\n')),
      'arguments-literal',
    );
    expect(english(args.message)).toContain('Codex, OpenCode show it to the model as it is');
    const dir = only(
      check(skill('', 'Run ${CLAUDE_SKILL_DIR}/scripts/run.py.\n')),
      'skill-dir-literal',
    );
    expect(english(dir.message)).toContain('Codex, OpenCode, HelloAgents show it');
    // The "With a script" template, untouched, uses $ARGUMENTS.
    const scripts = templateFiles('scripts', 'expense-reports')['SKILL.md'] ?? '';
    expect(codes(check(scripts, 'expense-reports'), 'advice')).toContain('arguments-literal');
  });

  it('package installs without a version, in code; pinned ones and prose are fine', () => {
    expect(advice('```bash\npip install pypdf\n```\n')).toEqual(['install-unpinned']);
    expect(advice('Run `npm install lodash` first.\n')).toEqual(['install-unpinned']);
    expect(advice('```bash\npip install pypdf==4.2.0 -r requirements.txt\n```\n')).toEqual([]);
    expect(advice('Run `npm install lodash@4.17.21` first.\n')).toEqual([]);
    expect(advice('Ask before you pip install anything for the user.\n')).toEqual([]);
  });

  it('MCP tools named without their server; "Server:tool" is fine', () => {
    // Best practices: "Use the BigQuery:bigquery_schema tool to retrieve table schemas."
    expect(advice('Use the MCP tool `bigquery_schema` to read schemas.\n')).toEqual([
      'mcp-tool-unqualified',
    ]);
    expect(advice('Use the MCP tool `BigQuery:bigquery_schema` to read schemas.\n')).toEqual([]);
  });
});
