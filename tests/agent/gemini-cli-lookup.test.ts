/**
 * Gemini CLI 0.61.0 looks a called name up ignoring case and takes the first skill of its list
 * that matches (SkillManager.getSkill, source packages/core/src/skills/skillManager.ts; bundle
 * chunk-JDPZ4CE3.js): when "Foo" (an earlier folder) and "foo" (a later one) are both listed,
 * both names pass the tool's enum, and calling "foo" activates "Foo". Checked on the released
 * CLI against the loopback mock (~/.gemini/skills/Foo and <project>/.gemini/skills/foo, the model
 * calling activate_skill {name: "foo"}): the result was `<activated_skill name="foo">` holding
 * Foo's body and the tree of ~/.gemini/skills/Foo/.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGENTS } from '../../shared/agent/registry';
import { english } from '../../shared/i18n/catalogue';
import { readLibrarySnapshot } from '../../shared/node/library-snapshot';
import { tempTree } from '../helpers/temp';

const skill = (name: string, description: string, body: string) =>
  `---\nname: ${name}\ndescription: ${description}\n---\n\n${body}\n`;

describe('Gemini CLI: a name called in another case', () => {
  it('activates the first skill whose name matches ignoring case, under the name called', () => {
    const base = tempTree({
      'user/Foo/SKILL.md': skill('Foo', 'Personal Foo.', 'Personal body.'),
      'project/foo/SKILL.md': skill('foo', 'Project foo.', 'Project body.'),
    });
    const agent = AGENTS['gemini-cli'].load(
      readLibrarySnapshot([join(base, 'user'), join(base, 'project')]),
    );
    expect(agent.catalogue().entries.map((e) => e.name)).toEqual([
      'skill-creator',
      'antigravity-support',
      'Foo',
      'foo',
    ]);
    const call = agent.call('foo', '');
    expect(call.parts[0]?.text).toBe(
      [
        '<activated_skill name="foo">',
        '  <instructions>',
        '    Personal body.',
        '  </instructions>',
        '',
        '  <available_resources>',
        '    Showing up to 200 items (files + folders).',
        '',
        `${join(base, 'user')}/Foo/`,
        '└───SKILL.md',
        '  </available_resources>',
        '</activated_skill>',
      ].join('\n'),
    );
    expect(call.notes.map(english)).toContain(
      'Gemini CLI looks the name up ignoring case and takes the first match: "foo" finds Foo.',
    );
  });
});
