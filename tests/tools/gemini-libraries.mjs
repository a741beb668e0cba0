/**
 * Libraries for Gemini CLI 0.61.0's own rules (npm @google/gemini-cli@0.61.0; the source is
 * google-gemini/gemini-cli packages/core/src/skills/skillLoader.ts, skillManager.ts,
 * tools/activate-skill.ts, utils/getFolderStructure.ts): its line reader when js-yaml fails, the
 * characters it replaces in names, the enum of names its tool takes, a SKILL.md at the root
 * itself, a skill replacing a built-in one, and the folder tree of a loaded skill.
 */
const skill = (name, description, body = '\nBody.\n', extra = '') =>
  `---\nname: ${name}\n${description === undefined ? '' : `description: ${description}\n`}${extra}---\n${body}`;

/** Frontmatter and names. */
const geminiNames = {
  // "a: b: c" is an error to js-yaml; the line reader takes the rest of the line, and indented
  // lines after description: joined by spaces.
  'yaml-fails/SKILL.md':
    '---\nname: yaml-fails\ndescription: Use when: the colon breaks YAML\n  and a second line\n\tand a tabbed third\nnot: indented\n---\n\nFallback body.\n',
  // js-yaml reads it, but the name is no string: the line reader takes the text.
  'number-name/SKILL.md': skill('1.50', 'The name is a number to YAML.'),
  // Quoted on a line of its own: js-yaml fails (a tab-indented key), the line reader keeps quotes.
  'quoted-fallback/SKILL.md':
    '---\nname: "quoted-fallback"\ndescription: "Quoted: kept by the line reader"\n\tbad: tab\n---\n\nQuoted body.\n',
  // Neither reader finds a description: not a skill.
  'no-desc-at-all/SKILL.md': '---\nname: no-desc-at-all\n---\n\nBody.\n',
  'team-colon/SKILL.md': skill('"team:deploy"', 'A colon in the name.'),
  'odd-chars/SKILL.md': skill('"a/b\\\\c<d>*e?f|g"', 'Every replaced character.'),
  'Mixed-Case/SKILL.md': skill('Mixed-Case', 'A name in mixed case.'),
  'skill-creator/SKILL.md': skill('skill-creator', 'Replaces the built-in skill-creator.'),
  'group/one-down/SKILL.md': skill('one-down', 'One folder down: found.'),
  'group/deeper/two-down/SKILL.md': skill('two-down', 'Two folders down: not found.'),
  'node_modules/SKILL.md': skill('in-node-modules-root', 'SKILL.md directly in node_modules.'),
  '.hidden/SKILL.md': skill('hidden-dot', 'In a dot-folder.'),
  'leading-blank/SKILL.md': `\n${skill('leading-blank', 'A blank line before the fence.')}`,
  'padded-body/SKILL.md': skill(
    'padded-body',
    'The body is trimmed.',
    '\n\n   \n  Indented first line.\n\n\n',
  ),
};

/** The folder tree of a loaded skill: order, links, ignored folders, the 200-item limit. */
const geminiTree = {
  'tree/SKILL.md': skill('tree', 'A folder with every kind of entry.', '\nSee the files.\n'),
  'tree/B-upper.md': 'b\n',
  'tree/a-lower.md': 'a\n',
  'tree/_under.md': '_\n',
  'tree/Ä-umlaut.md': 'ä\n',
  'tree/10.md': '10\n',
  'tree/9.md': '9\n',
  'tree/.hidden': 'h\n',
  'tree/empty': { dir: true },
  'tree/scripts/run.sh': 'echo run\n',
  'tree/scripts/lib/util.sh': 'echo util\n',
  'tree/node_modules/pkg/index.js': 'x\n',
  'tree/dist/out.js': 'x\n',
  'tree/__pycache__/m.pyc': 'x\n',
  'tree/.git/HEAD': 'ref\n',
  'tree/linked-file.md': { link: 'a-lower.md' },
  'tree/linked-dir': { link: 'scripts' },
  'big/SKILL.md': skill('big', 'More than 200 entries.', '\nBig.\n'),
  ...Object.fromEntries(
    Array.from({ length: 150 }, (_, i) => [`big/f${String(i).padStart(3, '0')}.txt`, 'x\n']),
  ),
  ...Object.fromEntries(
    Array.from({ length: 60 }, (_, i) => [`big/sub${String(i).padStart(2, '0')}/inner.txt`, 'y\n']),
  ),
};

/** A SKILL.md at the root itself (the glob's first pattern), beside skills one level down. */
const geminiRoot = {
  'SKILL.md': skill('root-skill', 'Lives at the root of the skills folder.', '\nRoot body.\n'),
  'child/SKILL.md': skill('child', 'One level below the root skill.'),
  'child/notes.md': 'notes\n',
};

/** The Gemini CLI libraries, by name. */
export const GEMINI_LIBRARIES = {
  'gemini-names': geminiNames,
  'gemini-tree': geminiTree,
  'gemini-root': geminiRoot,
};
