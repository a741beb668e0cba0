/**
 * "Billion laughs": a few lines of nested YAML aliases that expand to billions of values.
 * Every reader of the data (the rules, the agent views, JSON output) would run out of
 * memory, so the loader refuses such YAML as unreadable, with a message that says why and
 * where; aliases that expand to a sane amount still load (and are reported as aliases).
 */
import { english } from '../../../shared/i18n/catalogue';
import { describe, expect, it } from 'vitest';
import { AGENTS } from '../../../shared/agent/registry';
import type { AgentId } from '../../../shared/agent/types';
import { readLibrarySnapshot } from '../../../shared/node/library-snapshot';
import { parseSkillFile, validateSkill } from '../../../shared/skill/index';
import { MAX_EXPANDED_VALUES } from '../../../shared/skill/ref-yaml/index';
import { tempTree } from '../../helpers/temp';

/** Levels of `width` aliases each, in block style (sequences) or flow style (mappings). */
function bomb(levels: number, width: number, flow = false): string {
  const lines = ['---', 'name: my-skill', 'description: &l0 lol. Use when asked.', 'metadata:'];
  for (let i = 1; i <= levels; i++) {
    const refs = Array.from({ length: width }, (_, k) => `k${k}: *l${i - 1}`);
    if (flow) lines.push(`  l${i}: &l${i} {${refs.join(', ')}}`);
    else {
      lines.push(`  l${i}: &l${i}`);
      for (let k = 0; k < width; k++) lines.push(`    - *l${i - 1}`);
    }
  }
  return `${lines.join('\n')}\n---\nBody.\n`;
}

describe('YAML alias bombs', () => {
  for (const flow of [false, true]) {
    it(`are refused as unreadable, pointing at the first alias (${flow ? 'flow' : 'block'} style)`, () => {
      const text = bomb(9, 9, flow);
      const parsed = parseSkillFile(text);
      expect(parsed.data).toBeUndefined();
      const result = validateSkill(parsed, 'my-skill');
      const finding = result.diagnostics.find(
        (d) => d.code === 'yaml-syntax' && english(d.message).includes('YAML bomb'),
      );
      expect(finding && english(finding.message)).toContain(
        MAX_EXPANDED_VALUES.toLocaleString('en-US'),
      );
      expect(finding?.range.start.line).toBe(flow ? 5 : 6);
      expect(result.valid).toBe(false);
    });
  }

  it('aliases that expand to a sane amount still load', () => {
    const parsed = parseSkillFile(bomb(3, 9));
    expect(parsed.data?.metadata).toBeDefined();
    const codes = validateSkill(parsed, 'my-skill').diagnostics.map((d) => d.code);
    expect(codes).toContain('yaml-anchor-alias');
    expect(codes).not.toContain('yaml-syntax');
  });

  it('every agent view lists the library without it instead of running out of memory', () => {
    const root = tempTree({
      'my-skill/SKILL.md': bomb(9, 9, true),
      'fine/SKILL.md': '---\nname: fine\ndescription: Fine. Use when asked.\n---\nBody.\n',
    });
    const library = readLibrarySnapshot([root]);
    for (const id of Object.keys(AGENTS) as AgentId[]) {
      const view = AGENTS[id].load(library).catalogue();
      if (id === 'skills-ref') {
        // skills-ref's to-prompt stops at the first skill it cannot read and prints no block
        // (shared/agent/skills-ref.ts; recorded in tests/fixtures/agent-recordings/skills-ref.json).
        expect(view.text, id).toBe('');
        expect(view.failure, id).toBeDefined();
        expect(view.skipped.map((s) => s.folder)).toContain('my-skill');
        continue;
      }
      // OpenCode's js-yaml 3 and Gemini CLI's js-yaml 4 keep an alias as a reference to one
      // value, never a copy: they read the bomb in no time and list the skill, as the real
      // agents do. The Copilot view reads with js-yaml 4 as well (its stand-in for VS Code's
      // own parser, shared/agent/copilot-vscode/frontmatter.ts), so it lists the skill too.
      if (id === 'opencode' || id === 'gemini-cli' || id === 'copilot-vscode')
        expect(view.text, id).toContain('lol. Use when asked.');
      else expect(view.text, id).not.toContain('lol');
      expect(view.text, id).toContain('fine');
    }
  });
});
