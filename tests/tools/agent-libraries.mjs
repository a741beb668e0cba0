/**
 * The libraries the agent views are checked on (see agent-cases.mjs for the calls made on them).
 * A library is a map of "/"-separated paths to entries: a string (UTF-8 text), `{ bytes }` (an
 * array of byte values, for text that is not UTF-8), `{ link }` (a symbolic link to a path
 * relative to the link's folder) or `{ dir: true }` (an empty folder).
 */
import { CODEX_LIBRARIES } from './codex-libraries.mjs';
import { GEMINI_LIBRARIES } from './gemini-libraries.mjs';

const skill = (name, description, body = '\nBody.\n', extra = '') =>
  `---\nname: ${name}\n${description === undefined ? '' : `description: ${description}\n`}${extra}---\n${body}`;

/** The first library: resources, placeholders, duplicates, Chinese, a BOM, broken YAML. */
const basic = {
  'bad-yaml/SKILL.md': '---\nname: bad-yaml\ndescription: [unclosed\n---\n\nBody.\n',
  'dup-a/SKILL.md': skill(
    'dup-skill',
    'Duplicate from dup-a. Use when testing.',
    '\nBody from dup-a.\n',
  ),
  'dup-b/SKILL.md': skill(
    'dup-skill',
    'Duplicate from dup-b. Use when testing.',
    '\nBody from dup-b.\n',
  ),
  'group/nested-skill/SKILL.md': skill(
    'nested-skill',
    'Sits one folder deeper than the others. Use when testing discovery.',
    '\nNested body.\n',
  ),
  'hidden-skill/SKILL.md': skill(
    'hidden-skill',
    'Only for people to invoke. Use when asked by name.',
    '\nHidden body.\n',
    'disable-model-invocation: true\n',
  ),
  'long-description/SKILL.md': skill(
    'long-description',
    `${'This description goes on and on. '.repeat(10)}Use when testing the cap.`,
    '\nLong.\n',
  ),
  'loose-file.txt': 'not a skill\n',
  'many-resources/SKILL.md': skill(
    'many-resources',
    'Seven examples and six assets. Use when testing.',
    '\nPick an example for $ARGUMENTS.\n',
  ),
  ...Object.fromEntries(
    'abcdef'.split('').map((c) => [`many-resources/assets/${c}.txt`, `${c}\n`]),
  ),
  ...Object.fromEntries(
    [1, 2, 3, 4, 5, 6, 7].map((i) => [
      `many-resources/examples/example-${i}.md`,
      `# Example ${i}\n`,
    ]),
  ),
  'many-resources/scripts/.hidden-config': 'x=1\n',
  'many-resources/scripts/build/step.sh': 'echo 1\n',
  'no-description/SKILL.md':
    '---\nname: no-description\n---\n\nThe first paragraph describes this skill\nacross two lines.\n\nSecond paragraph.\n',
  'no-resources/SKILL.md': skill(
    'no-resources',
    'Plain skill with no resources and no placeholder. Use when testing.',
    '\n# No resources\n\nJust instructions.\n',
  ),
  'one-resource/SKILL.md': skill(
    'one-resource',
    'One script. Use when testing.',
    '\nRun scripts/run.py on $ARGUMENTS.\n',
  ),
  'one-resource/scripts/run.py': 'print("run")\n',
  'placeholders/SKILL.md': skill(
    'placeholders',
    'Every placeholder form. Use when testing arguments.',
    '\nAll: $ARGUMENTS\nAgain: "$ARGUMENTS"\nFirst: $ARGUMENTS[0] / $0\nSecond: $1\nNamed: $file in $mode\nBraced: ${ARGUMENTS}\nDir: ${CLAUDE_SKILL_DIR}/scripts\nStatus: !`echo shell-output`\n',
    'arguments: [file, mode]\n',
  ),
  'skipped-bom/SKILL.md': `\ufeff${skill('skipped-bom', 'Starts with a byte-order mark.')}`,
  '中文写作/SKILL.md': skill(
    '中文写作',
    '中文公文写作助手。当用户需要撰写正式文稿时使用。',
    '\n# 中文写作\n\n主题：$ARGUMENTS\n',
  ),
  '中文写作/references/格式规范.md': '# 格式规范\n',
};

/** How each agent's YAML reads typed, odd and broken frontmatter. */
const yaml = {
  'int-name/SKILL.md': skill('2024', 'The name is the integer 2024 to YAML.'),
  'sexagesimal/SKILL.md': skill('sexagesimal', '1:30'),
  'octal/SKILL.md': skill('octal', '010'),
  'hex/SKILL.md': skill('hex', '0x1F'),
  'float/SKILL.md': skill('float', '1.5e3'),
  'underscored/SKILL.md': skill('underscored', '1_000'),
  'date/SKILL.md': skill('date', '2024-01-01'),
  'yes-word/SKILL.md': skill('yes-word', 'yes'),
  'true-word/SKILL.md': skill('true-word', 'true'),
  'null-desc/SKILL.md': skill('null-desc', '~'),
  'empty-desc/SKILL.md': skill('empty-desc', ''),
  'list-name/SKILL.md': skill('[list-a, list-b]', 'The name is a list.'),
  'metadata-scalar/SKILL.md': skill(
    'metadata-scalar',
    'Metadata is a plain string, not a map.',
    '\nBody.\n',
    'metadata: plain\n',
  ),
  'metadata-map/SKILL.md': skill(
    'metadata-map',
    'Metadata with a short description.',
    '\nBody.\n',
    'metadata:\n  short-description: Short form of the description.\n',
  ),
  'colon-value/SKILL.md': skill('colon-value', 'Use when: the value holds a colon and a space'),
  'colon-hyphen-key/SKILL.md': skill(
    'colon-hyphen-key',
    'A hyphenated key holds a colon.',
    '\nBody.\n',
    'argument-hint: file: path\n',
  ),
  'quoted-colon/SKILL.md': skill('quoted-colon', '"Quoted: colon inside quotes"'),
  'folded/SKILL.md': skill('folded', '>\n  Folded across\n  two lines.'),
  'literal/SKILL.md': skill('literal', '|\n  Line one\n  Line two'),
  'spaces/SKILL.md': skill('spaces', '"Tabs\\tand   runs   of spaces\\nand a newline"'),
  'anchor/SKILL.md':
    '---\nname: &n anchor\ndescription: *n\n---\n\nThe description is an alias of the name.\n',
  'str-tag/SKILL.md': skill('str-tag', '!!str 123'),
  'dup-key/SKILL.md':
    '---\nname: dup-key\ndescription: First description.\ndescription: Second description.\n---\n\nBody.\n',
  'long-name/SKILL.md': skill(`${'n'.repeat(65)}`, 'The name is 65 characters long.'),
  'long-desc/SKILL.md': skill('long-desc', `${'d'.repeat(1025)}`),
  'name-mismatch/SKILL.md': skill('other-name', 'The name differs from the folder.'),
  'xml-desc/SKILL.md': skill('xml-desc', '"Handles <tags> & ampersands"'),
  'not-a-map/SKILL.md': '---\n- just\n- a list\n---\n\nBody.\n',
};

/** Encodings, odd frontmatter fences, links, hidden and deep folders. */
const files = {
  'bom/SKILL.md': `\ufeff${skill('bom', 'Starts with a byte-order mark.')}`,
  'crlf/SKILL.md': skill(
    'crlf',
    'Written with CRLF line endings.',
    '\r\nLine one.\r\nLine two.\r\n',
  ).replace(/(?<!\r)\n/g, '\r\n'),
  'latin1/SKILL.md': {
    bytes: [
      ...new TextEncoder().encode('---\nname: latin1\ndescription: Caf'),
      0xe9,
      ...new TextEncoder().encode(' in Latin-1.\n---\n\nBody.\n'),
    ],
  },
  'no-newline/SKILL.md': '---\nname: no-newline\ndescription: Ends right after the fence.\n---',
  'unclosed/SKILL.md': '---\nname: unclosed\ndescription: The fence is never closed.\n\nBody.\n',
  'no-frontmatter/SKILL.md': '# No frontmatter\n\nJust a body.\n',
  'empty-frontmatter/SKILL.md': '---\n---\n\nBody under an empty frontmatter.\n',
  'lowercase/skill.md': skill('lowercase', 'The file is called skill.md.'),
  'store/linked-file.md': skill(
    'linked-file',
    'SKILL.md is a link to a file elsewhere in the library.',
  ),
  'linked-file/SKILL.md': { link: '../store/linked-file.md' },
  'store/linked-dir/SKILL.md': skill('linked-dir', 'The folder is a link to a folder elsewhere.'),
  'linked-dir': { link: 'store/linked-dir' },
  'node_modules/pkg/in-node-modules/SKILL.md': skill(
    'in-node-modules',
    'Found under node_modules.',
  ),
  '.dot-folder/dotted/SKILL.md': skill('dotted', 'Found under a dot-folder.'),
  'deep/a/b/c/d/depth-six/SKILL.md': skill('depth-six', 'Six levels below the root.'),
  'deep/a/b/c/d/e/f/depth-eight/SKILL.md': skill('depth-eight', 'Eight levels below the root.'),
  'parent-skill/SKILL.md': skill('parent-skill', 'A skill holding another skill.'),
  'parent-skill/child-skill/SKILL.md': skill('child-skill', 'A skill inside another skill.'),
  'empty-dir': { dir: true },
  'text-heavy/SKILL.md': skill('text-heavy', 'Twelve reference files.', '\nRead the references.\n'),
  ...Object.fromEntries(
    Array.from({ length: 12 }, (_, i) => [
      `text-heavy/references/ref-${String(i + 1).padStart(2, '0')}.md`,
      `# Ref ${i + 1}\n`,
    ]),
  ),
};

/** Claude Code's keys beyond the specification, and its argument forms. */
const claudeKeys = {
  'when/SKILL.md': skill(
    'when',
    'Has a when_to_use.',
    '\nBody.\n',
    'when_to_use: When the user asks for timing.\n',
  ),
  'not-user/SKILL.md': skill(
    'not-user',
    'Hidden from the slash menu.',
    '\nNot user invocable.\n',
    'user-invocable: false\n',
  ),
  'no-model/SKILL.md': skill(
    'no-model',
    'The model may not call it.',
    '\nNo model.\n',
    'disable-model-invocation: true\n',
  ),
  'named-string/SKILL.md': skill(
    'named-string',
    'Named arguments as a string.',
    '\nFrom $src to $dest; second again: $ARGUMENTS[1]; first: $0; money: $$; home: $HOME; missing: $2.\n',
    'arguments: src dest\n',
  ),
  'hint/SKILL.md': skill(
    'hint',
    'Has an argument hint.',
    '\nHint body.\n',
    'argument-hint: "[file] [mode]"\n',
  ),
  'model-key/SKILL.md': skill(
    'model-key',
    'Asks for a model.',
    '\nModel body.\n',
    'model: claude-haiku-4-5\n',
  ),
  'path-scoped/SKILL.md': skill(
    'path-scoped',
    'Only for some paths.',
    '\nPath body.\n',
    'paths:\n  - "src/**/*.ts"\n',
  ),
  'heading-first/SKILL.md':
    '---\nname: heading-first\n---\n\n## Heading as the first line\n\nThen prose.\n',
  'long-first-line/SKILL.md': `---\nname: long-first-line\n---\n\n${'A first line that runs on. '.repeat(6)}\n\nMore.\n`,
  'display-name/SKILL.md': skill('Display Name', 'The name is not the folder name.'),
  'no-fm-claude/SKILL.md': 'No frontmatter, the first line describes it.\n\nSecond line.\n',
  'args-all/SKILL.md': skill(
    'args-all',
    'Takes the whole argument string.',
    '\nGot: [$ARGUMENTS]\n',
  ),
  'indexed/SKILL.md': skill(
    'indexed',
    'Takes arguments by index.',
    '\nZero=[$0] One=[$1] Two=[$2] Three=[$3] Idx=[$ARGUMENTS[2]]\n',
  ),
  'huge-entry/SKILL.md': skill('huge-entry', 'x'.repeat(1600)),
  'with-when-long/SKILL.md': skill(
    'with-when-long',
    'y'.repeat(1000),
    '\nBody.\n',
    `when_to_use: ${'z'.repeat(1000)}\n`,
  ),
  'multiline/SKILL.md': skill('multiline', '|\n  First line.\n  Second line.'),
  'session/SKILL.md': skill(
    'session',
    'Uses the session id and the skill folder.',
    '\nDir=${CLAUDE_SKILL_DIR} Args=$ARGUMENTS\n',
  ),
  'allowed/SKILL.md': skill(
    'allowed',
    'Pre-approves tools.',
    '\nAllowed body.\n',
    'allowed-tools: Read Grep\n',
  ),
};

/** Codex's agents/openai.yaml beside SKILL.md. */
const codexMeta = {
  'implicit-off/SKILL.md': skill('implicit-off', 'Only when named with $implicit-off.'),
  'implicit-off/agents/openai.yaml': 'policy:\n  allow_implicit_invocation: false\n',
  'with-interface/SKILL.md': skill('with-interface', 'Has interface fields.'),
  'with-interface/agents/openai.yaml':
    'interface:\n  display_name: "With Interface"\n  short_description: "A short line for people"\n  default_prompt: "Use $with-interface on this"\n',
  'plain/SKILL.md': skill('plain', 'No openai.yaml.'),
  'bad-openai-yaml/SKILL.md': skill('bad-openai-yaml', 'Its openai.yaml is broken.'),
  'bad-openai-yaml/agents/openai.yaml': 'policy: [unclosed\n',
};

/** A plugin: a manifest at the root names the skills below it. */
const codexPlugin = {
  '.codex-plugin/plugin.json': '{\n  "name": "acme",\n  "version": "1.0.0"\n}\n',
  'skills/deploy/SKILL.md': skill('deploy', 'Deploys the acme service.'),
  'skills/review/SKILL.md': skill('review', 'Reviews acme changes.'),
};

// Many skills with long descriptions, to push the listings over their budgets.
const many = (count, length) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => {
      const name = `skill-${String(i + 1).padStart(3, '0')}`;
      const words = `Skill number ${i + 1} handles task ${i + 1} of the batch. `;
      return [
        `${name}/SKILL.md`,
        skill(
          name,
          words
            .repeat(Math.ceil(length / words.length))
            .slice(0, length)
            .trim(),
        ),
      ];
    }),
  );

/** Claude Code's `context: fork`: the body goes to a sub-agent, its answer back to the model. */
const fork = {
  'forked/SKILL.md': skill(
    'forked',
    'Runs in a sub-agent. Use when testing.',
    '\nDo the forked work with $ARGUMENTS in ${CLAUDE_SKILL_DIR}.\n',
    'context: fork\n',
  ),
  'forked-plain/SKILL.md': skill(
    'forked-plain',
    'A forked skill without placeholders.',
    '\nNo placeholder here.\n',
    'context: fork\n',
  ),
  'inline/SKILL.md': skill('inline', 'Runs in the conversation.', '\nInline with $ARGUMENTS.\n'),
};

/** Claude Code's `${CLAUDE_EFFORT}`: the session's effort level (2.1.120). */
const claudeEffort = {
  'effort/SKILL.md': skill(
    'effort',
    'Works at the effort of the session.',
    '\nWork at ${CLAUDE_EFFORT} effort on $ARGUMENTS.\n',
  ),
  'effort-twice/SKILL.md': skill(
    'effort-twice',
    'Names the effort twice.',
    '\n${CLAUDE_EFFORT}, then ${CLAUDE_EFFORT} again; $CLAUDE_EFFORT and ${CLAUDE_EFFORT_LEVEL} stay.\n',
  ),
};

/** Every library, by name. */
export const LIBRARIES = {
  basic,
  yaml,
  files,
  'claude-keys': claudeKeys,
  fork,
  'claude-effort': claudeEffort,
  'codex-meta': codexMeta,
  'codex-plugin': codexPlugin,
  'budget-100': many(100, 300),
  'budget-400': many(400, 400),
  empty: { 'README.md': '# No skills here\n' },
  ...CODEX_LIBRARIES,
  ...GEMINI_LIBRARIES,
};
