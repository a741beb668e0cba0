/**
 * The libraries and calls the agent views are checked on. The same cases are recorded from the
 * real agents (tests/tools/record-agents.mjs writes tests/fixtures/agent-recordings/) and run
 * through the simulators (tests/agent/recorded-goldens.test.ts), so a golden is always what the
 * agent itself sent its model, never what the studio computed.
 *
 * A library is a map of "/"-separated paths to entries: a string (UTF-8 text), `{ bytes }` (an
 * array of byte values, for text that is not UTF-8), `{ link }` (a symbolic link to a path
 * relative to the link's folder) or `{ dir: true }` (an empty folder).
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LIBRARIES } from './agent-libraries.mjs';

export { LIBRARIES };

const ARGS = 'report.pdf "two words" </skill-loaded>';

/**
 * Per agent: the libraries it is recorded on and the calls made on each. A call is what the
 * model (or, for Codex, the user) does: `{ skill, args }`.
 */
export const CASES = {
  opencode: {
    basic: [
      { skill: 'one-resource' },
      { skill: 'no-resources' },
      { skill: 'many-resources' },
      { skill: 'nested-skill' },
      { skill: 'dup-skill' },
      { skill: 'no-description' },
      { skill: 'hidden-skill' },
      { skill: 'skipped-bom' },
      { skill: '中文写作' },
      { skill: 'bad-yaml' },
      { skill: 'customize-opencode' },
      { skill: 'does-not-exist' },
      { skill: '' },
      { skill: 'placeholders' },
    ],
    yaml: [
      { skill: 'colon-value' },
      { skill: 'sexagesimal' },
      { skill: 'folded' },
      { skill: 'anchor' },
      { skill: 'other-name' },
      { skill: 'name-mismatch' },
      { skill: 'metadata-scalar' },
      { skill: 'xml-desc' },
    ],
    files: [
      { skill: 'crlf' },
      { skill: 'latin1' },
      { skill: 'no-newline' },
      { skill: 'linked-file' },
      { skill: 'linked-dir' },
      { skill: 'in-node-modules' },
      { skill: 'dotted' },
      { skill: 'depth-eight' },
      { skill: 'parent-skill' },
      { skill: 'child-skill' },
      { skill: 'text-heavy' },
      { skill: 'lowercase' },
    ],
    'claude-keys': [],
    'codex-meta': [],
    'budget-100': [],
    empty: [{ skill: 'anything' }],
  },
  'claude-code': {
    basic: [
      { skill: 'placeholders', args: 'report.pdf "two words" extra' },
      { skill: 'placeholders', args: ARGS },
      { skill: 'placeholders', args: '' },
      { skill: 'no-resources', args: 'a b' },
      { skill: 'no-resources', args: '' },
      { skill: 'one-resource', args: 'go' },
      { skill: 'hidden-skill', args: '' },
      { skill: 'dup-skill', args: '' },
      { skill: 'dup-a', args: '' },
      { skill: 'nested-skill', args: '' },
      { skill: '中文写作', args: '季度总结' },
      { skill: 'does-not-exist', args: '' },
      { skill: '/one-resource', args: 'x' },
      { skill: 'bad-yaml', args: '' },
    ],
    'claude-keys': [
      { skill: 'named-string', args: 'a.txt b.txt c.txt' },
      { skill: 'named-string', args: 'only-one' },
      { skill: 'indexed', args: 'a "b c" d' },
      { skill: 'indexed', args: 'x | y && z > out.txt' },
      { skill: 'indexed', args: '*.txt $HOME # comment' },
      { skill: 'args-all', args: "it's 'quoted' \"twice\"" },
      { skill: 'args-all', args: '' },
      { skill: 'not-user', args: '' },
      { skill: 'no-model', args: '' },
      { skill: 'display-name', args: '' },
      { skill: 'Display Name', args: '' },
      { skill: 'session', args: 'one two' },
      { skill: 'path-scoped', args: '' },
      { skill: 'hint', args: 'f.txt fast' },
    ],
    fork: [
      { skill: 'forked', args: 'a "b c"' },
      { skill: 'forked', args: '' },
      { skill: 'forked-plain', args: 'x y' },
      { skill: 'inline', args: 'here' },
    ],
    yaml: [],
    files: [],
    'budget-100': [],
    'budget-400': [],
    empty: [{ skill: 'anything', args: '' }],
    'claude-effort': [
      { skill: 'effort', args: 'the report' },
      { skill: 'effort-twice', args: '' },
    ],
  },
  codex: {
    basic: [
      { skill: 'one-resource', args: 'go' },
      { skill: 'no-resources', args: '' },
      { skill: 'nested-skill', args: '' },
      { skill: 'dup-skill', args: '' },
      { skill: 'hidden-skill', args: '' },
      { skill: '中文写作', args: '' },
      { skill: 'does-not-exist', args: '' },
      { skill: 'PATH', args: '' },
      { skill: 'bad-yaml', args: '' },
      { skill: 'skipped-bom', args: '' },
    ],
    yaml: [
      { skill: 'colon-value', args: '' },
      { skill: 'metadata-map', args: '' },
    ],
    files: [
      { skill: 'crlf', args: '' },
      { skill: 'linked-dir', args: '' },
      { skill: 'linked-file', args: '' },
      { skill: 'in-node-modules', args: '' },
      { skill: 'depth-six', args: '' },
    ],
    'codex-meta': [
      { skill: 'implicit-off', args: 'now' },
      { skill: 'with-interface', args: '' },
    ],
    'codex-plugin': [
      { skill: 'acme:deploy', args: 'prod' },
      { skill: 'deploy', args: '' },
    ],
    'budget-100': [],
    'budget-400': [],
    empty: [{ skill: 'anything', args: '' }],
    // Codex 0.171.0's own rules. A call with no skill is the user's whole message (args).
    'codex-descriptions': [
      { skill: 'desc-empty', args: '' },
      { skill: 'desc-padded', args: '' },
    ],
    'codex-mentions': [
      { skill: 'path', args: '' },
      { skill: 'Home', args: '' },
      { skill: 'Xdg_Config_Home', args: '' },
      { skill: 'paths', args: '' },
      { skill: '', args: 'use $plain' },
      { skill: '', args: 'use $plain, then $other.' },
      { skill: 'plain', args: 'and $plain again with $Path and $HOME' },
      { skill: '', args: 'costs $5 and $ alone' },
    ],
    'codex-plugins': [
      { skill: 'projplug:top', args: '' },
      { skill: 'innerplug:iota', args: '' },
      { skill: 'gamma', args: '' },
    ],
    'codex-claude-plugin': [{ skill: 'myplug:alpha', args: '' }],
    'codex-scan-folders': [],
    'codex-scan-entries': [],
  },
  // Gemini CLI 0.61.0: one run per library (its tool takes a name, nothing else). A name outside
  // the enum of its tool's declaration is refused before the tool runs.
  'gemini-cli': {
    basic: [
      { skill: 'one-resource' },
      { skill: 'many-resources' },
      { skill: 'no-resources' },
      { skill: 'nested-skill' },
      { skill: 'dup-skill' },
      { skill: 'hidden-skill' },
      { skill: '中文写作' },
      { skill: 'no-description' },
      { skill: 'bad-yaml' },
      { skill: 'skipped-bom' },
      { skill: 'placeholders' },
      { skill: 'does-not-exist' },
    ],
    yaml: [
      { skill: 'colon-value' },
      { skill: '2024' },
      { skill: 'empty-desc' },
      { skill: 'null-desc' },
      { skill: 'other-name' },
      { skill: 'xml-desc' },
      { skill: 'folded' },
      { skill: 'anchor' },
    ],
    files: [
      { skill: 'crlf' },
      { skill: 'latin1' },
      { skill: 'no-newline' },
      { skill: 'linked-file' },
      { skill: 'linked-dir' },
      { skill: 'lowercase' },
      { skill: 'parent-skill' },
      { skill: 'child-skill' },
      { skill: 'text-heavy' },
      { skill: 'empty-frontmatter' },
    ],
    'claude-keys': [],
    empty: [{ skill: 'anything' }],
    'gemini-names': [
      { skill: 'yaml-fails' },
      { skill: '1.50' },
      { skill: '"quoted-fallback"' },
      { skill: 'team-deploy' },
      { skill: 'team:deploy' },
      { skill: 'Mixed-Case' },
      { skill: 'mixed-case' },
      { skill: 'skill-creator' },
      { skill: 'one-down' },
      { skill: 'two-down' },
      { skill: 'padded-body' },
      { skill: 'leading-blank' },
    ],
    'gemini-tree': [{ skill: 'tree' }, { skill: 'big' }],
    'gemini-root': [{ skill: 'root-skill' }, { skill: 'child' }],
  },
};

/**
 * The agents' own settings each is also recorded under: per agent, a label → the studio's
 * AgentSettings patch (shared/agent/settings.ts), which record-agents.mjs gives the agent its
 * own way, and the libraries whose catalogues are recorded so.
 */
export const SETTINGS_CASES = {
  'claude-code': {
    // The per-entry cap, low enough to cut most descriptions (and when_to_use).
    'cap-40': {
      settings: { claudeCode: { skillListingMaxDescChars: 40 } },
      libraries: ['basic', 'claude-keys'],
    },
    // The smallest cap Claude Code takes: every description is "…".
    'cap-1': { settings: { claudeCode: { skillListingMaxDescChars: 1 } }, libraries: ['basic'] },
    // A tenth of the default budget (3,000 characters): most descriptions are left out.
    'fraction-0.001': {
      settings: { claudeCode: { skillListingBudgetFraction: 0.001 } },
      libraries: ['budget-100'],
    },
    // Both at once, and a budget above the default (the whole listing fits again).
    'cap-120-fraction-0.05': {
      settings: { claudeCode: { skillListingMaxDescChars: 120, skillListingBudgetFraction: 0.05 } },
      libraries: ['budget-100', 'budget-400'],
    },
  },
  codex: {
    // Its bundled system skills switched on ([skills.bundled] enabled = true, Codex's own
    // default): listed with the library's, and counted against the same budget.
    'system-skills': {
      settings: { codex: { bundledSystemSkills: true } },
      libraries: ['basic', 'empty', 'budget-400'],
    },
    // The model 0.171.0 runs when none is set: no "How to use skills" part, a 500,000-token
    // window (so a budget of 10,000 tokens).
    'model-gpt-6.2-sol': {
      settings: { codex: { model: 'gpt-6.2-sol' } },
      libraries: ['basic', 'codex-plugin', 'budget-400'],
    },
    // Another model without that part, with gpt-5.5's window.
    'model-gpt-5.6-sol': {
      settings: { codex: { model: 'gpt-5.6-sol' } },
      libraries: ['basic', 'codex-meta', 'budget-400'],
    },
    // Models whose base instructions explain skills in other words ("# Using skills").
    'model-gpt-6-sol': { settings: { codex: { model: 'gpt-6-sol' } }, libraries: ['empty'] },
    'model-gpt-6.1-sol': {
      settings: { codex: { model: 'gpt-6.1-sol' } },
      libraries: ['empty', 'codex-plugins'],
    },
  },
};

// skills-ref has no tool to call: its cases are the libraries it is run on, whole.
CASES['skills-ref'] = ['basic', 'yaml', 'claude-keys', 'codex-meta', 'budget-100', 'empty'];

/** Folders skills-ref's to-prompt is also run on one at a time (its first error stops it). */
export const SINGLES = {
  'skills-ref': {
    basic: [
      'bad-yaml',
      'no-description',
      'skipped-bom',
      '中文写作',
      'hidden-skill',
      'group/nested-skill',
    ],
    yaml: Object.keys(LIBRARIES.yaml).map((path) => path.split('/')[0] ?? ''),
    files: [
      'bom',
      'crlf',
      'latin1',
      'no-newline',
      'unclosed',
      'no-frontmatter',
      'empty-frontmatter',
      'lowercase',
    ],
    'claude-keys': ['multiline', 'heading-first', 'no-fm-claude', 'huge-entry'],
  },
};

/**
 * Folders skills-ref's to-prompt is also given in an order of their own (not path order), to
 * show it lists them as given; the last one also holds an unreadable skill after good ones.
 */
export const ORDERED = {
  'skills-ref': {
    basic: [
      ['one-resource', 'group/nested-skill', 'hidden-skill', 'no-resources'],
      ['中文写作', 'dup-b', 'dup-a'],
      ['one-resource', 'bad-yaml', 'no-resources'],
    ],
  },
};

/**
 * Claude Code's scopes: a personal library (~/.claude/skills) and a project one
 * (<project>/.claude/skills) recorded together, a folder name in both, and the calls made.
 */
export const SCOPE_CASES = {
  'claude-code': {
    'personal-and-project': {
      personal: {
        'same/SKILL.md':
          '---\nname: same\ndescription: The personal copy. Use when testing scopes.\n---\n\nThe personal copy. Use when testing scopes.\n',
        'only-personal/SKILL.md':
          '---\nname: only-personal\ndescription: Only in the personal folder. Use when testing scopes.\n---\n\nOnly in the personal folder. Use when testing scopes.\n',
      },
      project: {
        'same/SKILL.md':
          '---\nname: same\ndescription: The project copy. Use when testing scopes.\n---\n\nThe project copy. Use when testing scopes.\n',
        'only-project/SKILL.md':
          '---\nname: only-project\ndescription: Only in the project folder. Use when testing scopes.\n---\n\nOnly in the project folder. Use when testing scopes.\n',
      },
      calls: [
        { skill: 'same', args: '' },
        { skill: 'only-personal', args: '' },
        { skill: 'only-project', args: '' },
      ],
    },
  },
};

/**
 * Writes a library into `dir` (which must exist). A path starting with "../" lands above it,
 * which is allowed only into a root laid out as a project's .agents/skills (libraryRoot), so
 * that it stays inside the project.
 */
export function materialize(library, dir) {
  for (const [rel, entry] of Object.entries(library)) {
    if (rel.startsWith('../') && !/[\\/]project[\\/]\.agents[\\/]skills$/.test(dir))
      throw new Error(`${rel} goes above ${dir}: write the library into libraryRoot(base)`);
    const path = join(dir, rel);
    mkdirSync(dirname(path), { recursive: true });
    if (typeof entry === 'string') writeFileSync(path, entry);
    else if ('bytes' in entry) writeFileSync(path, Uint8Array.from(entry.bytes));
    else if ('link' in entry) symlinkSync(entry.link, path);
    else mkdirSync(path, { recursive: true });
  }
}

/** A library root two folders down in `base`, as Codex's recordings have it: project/.agents/skills. */
export function libraryRoot(base) {
  const root = join(base, 'project/.agents/skills');
  mkdirSync(root, { recursive: true });
  return root;
}

/**
 * Names whose winner varies from run to run, per agent and library, with the folders that
 * declare them: OpenCode reads every SKILL.md at once and keeps the one read last. A recording
 * shows one of them; the test checks the simulator says it varies and matches the recording
 * once the other folders are taken out (or, for one file reached by two paths, with either
 * path read as the same).
 */
export const VARIES = {
  // Gemini CLI keeps the last of a name in its glob's order, the order the disk lists a folder in.
  'gemini-cli': { basic: { 'dup-skill': ['dup-a', 'dup-b'] } },
  opencode: {
    basic: { 'dup-skill': ['dup-a', 'dup-b'] },
    // One file reached two ways (a folder link and its target): only the path differs.
    files: { 'linked-dir': { samePaths: ['linked-dir', 'store/linked-dir'] } },
  },
};

/** A library without some of its folders (paths equal to or below `rels`). */
export function without(library, rels) {
  return Object.fromEntries(
    Object.entries(library).filter(
      ([path]) => !rels.some((r) => path === r || path.startsWith(`${r}/`)),
    ),
  );
}
