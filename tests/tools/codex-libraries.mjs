/**
 * Libraries for Codex 0.171.0's own rules (agent-cases.mjs records them from the released
 * binary; the format is agent-libraries.mjs's). A path starting with "../" is written beside or
 * above the library folder: a plugin manifest above the root Codex scans.
 */
const skill = (name, description) =>
  `---\nname: ${name}\n${description === undefined ? '' : `description: ${description}\n`}---\n\nBody.\n`;

/** Descriptions that are empty or blank, which Codex skips like a missing one. */
const codexDescriptions = {
  'desc-empty/SKILL.md': skill('desc-empty', '""'),
  'desc-single-empty/SKILL.md': skill('desc-single-empty', "''"),
  'desc-blank/SKILL.md': skill('desc-blank', '"   "'),
  'desc-tab/SKILL.md': skill('desc-tab', '"\\t"'),
  'desc-ideographic/SKILL.md': skill('desc-ideographic', '"\\u3000"'),
  'desc-block-empty/SKILL.md': '---\nname: desc-block-empty\ndescription: |\n\n---\n\nBody.\n',
  'desc-padded/SKILL.md': skill('desc-padded', '"  padded  "'),
};

/** Mentions: names Codex takes for environment variables, in any case, and mentions mid-text. */
const codexMentions = {
  'path/SKILL.md': skill('path', 'Named like the PATH variable.'),
  'home/SKILL.md': skill('Home', 'Named like the HOME variable.'),
  'xdg/SKILL.md': skill('Xdg_Config_Home', 'Named like XDG_CONFIG_HOME.'),
  'plain/SKILL.md': skill('plain', 'A plain skill.'),
  'other/SKILL.md': skill('other', 'Another skill.'),
  'paths/SKILL.md': skill('paths', 'Not an environment variable name.'),
};

/**
 * Plugin manifests at, under and above the root: each skill takes the nearest valid one
 * (.codex-plugin before .claude-plugin before .cursor-plugin in one folder; a broken one is
 * passed over; an empty name is the folder's), and a root plugin.json is not one of them.
 */
const codexPlugins = {
  '../../.claude-plugin/plugin.json': '{"name":"projplug"}\n',
  '../.codex-plugin/plugin.json': 'not json\n',
  'top/SKILL.md': skill('top', 'Takes the manifest above the root.'),
  'sub/.codex-plugin/plugin.json': '{"name":"subplug"}\n',
  'sub/skills/beta/SKILL.md': skill('beta', 'Under a Codex manifest.'),
  'sub/inner/.claude-plugin/plugin.json': '{"name":"innerplug"}\n',
  'sub/inner/iota/SKILL.md': skill('iota', 'Under a nested Claude manifest.'),
  'cur/.cursor-plugin/plugin.json': '{"name":"curplug"}\n',
  'cur/gamma/SKILL.md': skill('gamma', 'Under a Cursor manifest.'),
  'both/.codex-plugin/plugin.json': '{"name":"codexfirst"}\n',
  'both/.claude-plugin/plugin.json': '{"name":"claudesecond"}\n',
  'both/theta/SKILL.md': skill('theta', 'Two manifests in one folder.'),
  'bad/.codex-plugin/plugin.json': 'not json\n',
  'bad/epsilon/SKILL.md': skill('epsilon', 'Under a broken manifest.'),
  'noname/.codex-plugin/plugin.json': '{"name":"  "}\n',
  'noname/eta/SKILL.md': skill('eta', 'Under a manifest with a blank name.'),
  'ap/plugin.json':
    '{"$schema":"https://agent-plugins.org/schemas/1.0.0/plugin.schema.json","name":"applug"}\n',
  'ap/skills/delta/SKILL.md': skill('delta', 'Under an Agent Plugins root plugin.json.'),
};

/** A root with a manifest of its own, .claude-plugin only. */
const codexClaudePlugin = {
  '.claude-plugin/plugin.json': '{"name":"myplug"}\n',
  'alpha/SKILL.md': skill('alpha', 'Under the root manifest.'),
  'sub/.codex-plugin/plugin.json': '{"name":"subplug"}\n',
  'sub/skills/beta/SKILL.md': skill('beta', 'Under a nested manifest.'),
};

const folders = (prefix, count) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `${prefix}${String(i).padStart(4, '0')}`,
      { dir: true },
    ]),
  );

/**
 * More than 2,000 folders: Codex lists folders breadth first, names sorted, and reads no more
 * than 2,000 (its root included); the skills in the folders past that are not found.
 */
const codexScanFolders = {
  'a-first/SKILL.md': skill('a-first', 'Before the crowd.'),
  'b/c/SKILL.md': skill('b-deep', 'Two levels down, before the crowd.'),
  ...folders('m/d', 2100),
  ...Object.fromEntries(
    [1992, 1993, 1994, 1995].map((i) => [`m/d${i}/SKILL.md`, skill(`m${i}`, `Folder ${i}.`)]),
  ),
  'z-last/SKILL.md': skill('z-last', 'One level down, after the crowd.'),
};

/** More than 20,000 entries (files and folders): past the limit nothing more is seen. */
const codexScanEntries = {
  'a/SKILL.md': skill('a-first', 'Before the crowd.'),
  ...Object.fromEntries(
    Array.from({ length: 19991 }, (_, i) => [`f/x${String(i).padStart(5, '0')}.txt`, '']),
  ),
  'f/zz/SKILL.md': skill('f-sub', 'Below the crowd.'),
  'g/SKILL.md': skill('g-after', 'The 19,999th entry.'),
  'h/SKILL.md': skill('h-after', 'The 20,000th entry.'),
  'i/SKILL.md': skill('i-after', 'The 20,001st entry.'),
};

/** Codex's libraries, by name. */
export const CODEX_LIBRARIES = {
  'codex-descriptions': codexDescriptions,
  'codex-mentions': codexMentions,
  'codex-plugins': codexPlugins,
  'codex-claude-plugin': codexClaudePlugin,
  'codex-scan-folders': codexScanFolders,
  'codex-scan-entries': codexScanEntries,
};
