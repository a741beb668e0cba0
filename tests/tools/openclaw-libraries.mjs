/**
 * Libraries for pi's own rules (badlogic/pi-mono 83378aa packages/coding-agent/src/core/
 * skills.ts): recursion below the root, dot-folders and node_modules passed over, no search
 * below a skill, description required, the first of a name winning, a file met twice through a
 * link, characters the catalogue escapes, and disable-model-invocation.
 */
const skill = (name, description, extra = '') =>
  `---\nname: ${name}\n${description === undefined ? '' : `description: ${description}\n`}${extra}---\n\nBody of ${name}.\n`;

export const OPENCLAW_LIBRARIES = {
  discovery: {
    'alpha/SKILL.md': skill('alpha', 'First skill.'),
    'group/deep/beta/SKILL.md': skill('beta', 'Found two folders down.'),
    'alpha/inner/SKILL.md': skill('inner', 'Below another skill: never reached.'),
    '.hidden/gamma/SKILL.md': skill('gamma', 'In a dot-folder.'),
    'node_modules/delta/SKILL.md': skill('delta', 'In node_modules.'),
    'lower/skill.md': skill('lower', 'Named in lower case.'),
  },
  description: {
    'none/SKILL.md': skill('none', undefined),
    'blank/SKILL.md': skill('blank', '"   "'),
    'number/SKILL.md': skill('number', '42'),
    'no-frontmatter/SKILL.md': '# Just a body\n',
    'bom/SKILL.md': `\uFEFF${skill('bom', 'Starts with a byte-order mark.')}`,
    'crlf/SKILL.md': skill('crlf', 'Windows line ends.').replaceAll('\n', '\r\n'),
    'broken/SKILL.md': '---\nname: broken\ndescription: a: b: c\n---\n',
  },
  names: {
    'first/SKILL.md': skill('shared-name', 'The first of the name.'),
    'second/SKILL.md': skill('shared-name', 'The second of the name.'),
    'unnamed/SKILL.md': '---\ndescription: No name, so the folder name.\n---\n',
    'Odd_Name/SKILL.md': skill('Odd_Name', 'A name that breaks the rules still loads.'),
    'true-name/SKILL.md': skill('true', 'A name YAML reads as a boolean.'),
    'linked/SKILL.md': { link: '../first/SKILL.md' },
  },
  escaping: {
    'esc/SKILL.md': skill('esc', `"Use <b>tags</b> & 'quotes' > here"`),
    'hidden/SKILL.md': skill(
      'hidden',
      'Only by /skill:hidden.',
      'disable-model-invocation: true\n',
    ),
    'not-bool/SKILL.md': skill(
      'not-bool',
      'A string is not true.',
      'disable-model-invocation: "true"\n',
    ),
  },
};
