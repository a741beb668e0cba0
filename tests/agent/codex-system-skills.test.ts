/**
 * Codex's bundled system skills as a switch (off by default): the catalogue with them on is
 * checked text for text against Codex 0.171.0 itself in recorded-goldens.test.ts; here, what
 * the switch changes beyond the listing, a `$name` mention of one and the notes saying which
 * way it is set.
 */
import { describe, expect, it } from 'vitest';
import { codex } from '../../shared/agent/codex/index';
import { AGENT_SETTINGS_DEFAULTS, withAgentSettings } from '../../shared/agent/settings';
import { english } from '../../shared/i18n/catalogue';
import { readLibrarySnapshot } from '../../shared/node/library-snapshot';
import { skillMd, tempTree } from '../helpers/temp';

const on = withAgentSettings(AGENT_SETTINGS_DEFAULTS, { codex: { bundledSystemSkills: true } });
const library = () => readLibrarySnapshot([tempTree({ 'mine/SKILL.md': skillMd('mine') })]);

describe("Codex's bundled system skills", () => {
  it('are off by default: not listed, not mentionable, and the notes say how to switch them on', () => {
    const loaded = codex.load(library());
    const view = loaded.catalogue();
    expect(view.text).not.toContain('skill-creator');
    expect(view.notes.map(english).join('\n')).toContain('bundled system skills are switched off');
    expect(loaded.call('skill-creator', '').errorCode).toBe('NOT_FOUND');
  });

  it('when on, come first under their own root alias, and a mention says their body is not reproduced', () => {
    const snapshot = library();
    const loaded = codex.load(snapshot, on);
    const view = loaded.catalogue();
    expect(view.text).toContain('- `r0` = `~/.codex/skills/.system`\n- `r1` = `');
    expect(view.entries.map((e) => e.name)).toEqual([
      'imagegen',
      'openai-docs',
      'skill-creator',
      'skill-installer',
      'mine',
    ]);
    const call = loaded.call('skill-creator', 'make one');
    expect(call.ok).toBe(true);
    expect(call.parts.map((p) => p.text)).toEqual([
      '$skill-creator make one',
      "<skill>\n<name>skill-creator</name>\n<path>~/.codex/skills/.system/skill-creator/SKILL.md</path>\n[skill-creator's bundled SKILL.md]\n</skill>",
    ]);
    expect(call.notes.map(english).join('\n')).toContain(
      '"skill-creator" is one of Codex\'s bundled system skills',
    );
    // The library's own skills are untouched by the switch.
    expect(loaded.call('mine', '').parts[1]?.text).toBe(
      codex.load(snapshot).call('mine', '').parts[1]?.text,
    );
  });
});
