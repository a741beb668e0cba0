/**
 * The GitHub Copilot in VS Code view against its source. VS Code cannot run here, so nothing is
 * recorded: every expected text below is derived from the source read at the commits named in
 * shared/agent/versions.ts, and the fixed sentences are quoted verbatim from it:
 * - the list: microsoft/vscode extensions/copilot/src/platform/promptFiles/node/
 *   automaticInstructionsCollector.ts @0835bac, `_buildCustomizationsIndex` (read_file branch:
 *   `lines.push('<skills>')`, the three sentences, `<skill>`/`<name>`/`<description>`/`<file>`
 *   lines, `lines.push('</skills>', '', '')`, `lines.join('\n')`; skills without a description
 *   or with disable-model-invocation left out), `#tool:readFile` written as `'read_file'`
 *   (microsoft/vscode-copilot-chat 31acd00 promptVariablesService.ts L79);
 * - discovery and names: microsoft/vscode src/vs/workbench/contrib/chat/common/promptSyntax/
 *   service/promptsServiceImpl.ts @00eacc9 `computeSkillDiscoveryInfo`, `truncateAgentSkillName`,
 *   `truncateAgentSkillDescription`; utils/promptFilesLocator.ts `findAgentSkillsInFolder`;
 *   promptFileParser.ts (header lines, scalar values, `parseBoolean`);
 * - loading: vscode-copilot-chat 31acd00 src/extension/tools/node/readFileTool.tsx
 *   (ReadFileResult L401-L436: the text as it is, no fence; L408-L412 for an empty file).
 * Each case fails on a view that lists, names or loads otherwise.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGENTS } from '../../shared/agent/registry';
import { english } from '../../shared/i18n/catalogue';
import { readLibrarySnapshot } from '../../shared/node/library-snapshot';
import { tempTree } from '../helpers/temp';

const load = (files: Record<string, string>, roots: string[] = ['lib']) => {
  const base = tempTree(files);
  const dirs = roots.map((r) => join(base, r));
  return { agent: AGENTS['copilot-vscode'].load(readLibrarySnapshot(dirs)), dirs };
};

// automaticInstructionsCollector.ts, the read_file branch, verbatim.
const INTRO = [
  '<skills>',
  'Here is a list of skills that contain domain specific knowledge on a variety of topics.',
  'Each skill comes with a description of the topic and a file path that contains the detailed instructions.',
  "When a user asks you to perform a task that falls within the domain of a skill, use the 'read_file' tool to acquire the full instructions from the file URI.",
];
const list = (...skills: string[][]) =>
  [...INTRO, ...skills.flat(), '</skills>', '', ''].join('\n');
const entry = (name: string, description: string, file: string) => [
  '<skill>',
  `<name>${name}</name>`,
  `<description>${description}</description>`,
  `<file>${file}</file>`,
  '</skill>',
];

const ALPHA = '---\nname: alpha\ndescription: Does <b>alpha</b> things & more.\n---\n# Alpha\n';

describe('GitHub Copilot in VS Code: the <skills> list', () => {
  it('lists skills with a description, tags removed, nothing escaped, two empty lines after', () => {
    const { agent, dirs } = load({
      'lib/alpha/SKILL.md': ALPHA,
      'lib/beta/SKILL.md':
        '---\nname: beta\ndescription: Beta.\ndisable-model-invocation: true\n---\n',
      'lib/gamma/SKILL.md': '---\nname: gamma\n---\nNo description.\n',
    });
    const view = agent.catalogue();
    expect(view.text).toBe(
      list(entry('alpha', 'Does alpha things & more.', `${dirs[0]}/alpha/SKILL.md`)),
    );
    expect(view.entries.map((e) => [e.name, e.status])).toEqual([
      ['alpha', 'listed'],
      ['beta', 'hidden'],
      ['gamma', 'hidden'],
    ]);
  });

  it('has no <skills> section when no skill can be listed', () => {
    const { agent } = load({ 'lib/gamma/SKILL.md': '---\nname: gamma\n---\n' });
    expect(agent.catalogue().text).toBe('');
  });

  it('lists a skill under its folder name whatever its name says, and none without a name', () => {
    const { agent, dirs } = load({
      'lib/folder-a/SKILL.md': '---\nname: Other Name\ndescription: A.\n---\n',
      'lib/folder-b/SKILL.md': '---\ndescription: B.\n---\n',
      'lib/2024/SKILL.md': '---\nname: 2024\ndescription: Numbers are text.\n---\n',
    });
    const root = dirs[0] ?? '';
    expect(agent.catalogue().text).toBe(
      list(
        entry('2024', 'Numbers are text.', `${root}/2024/SKILL.md`),
        entry('folder-a', 'A.', `${root}/folder-a/SKILL.md`),
        entry('folder-b', 'B.', `${root}/folder-b/SKILL.md`),
      ),
    );
    const notes = agent.catalogue().notes.map(english).join('\n');
    expect(notes).toContain('its name "Other Name" is not its folder name');
    expect(notes).toContain('folder-b: no name in the frontmatter');
    expect(notes).not.toContain('2024: its name');
  });

  it('keeps the first 1,024 characters of a longer description', () => {
    const long = 'x'.repeat(1030);
    const { agent, dirs } = load({ 'lib/long/SKILL.md': `---\ndescription: ${long}\n---\n` });
    expect(agent.catalogue().text).toBe(
      list(entry('long', 'x'.repeat(1024), `${dirs[0]}/long/SKILL.md`)),
    );
  });

  it('keeps the first skill of a name across skills folders and skips the later one', () => {
    const { agent, dirs } = load(
      {
        'one/same/SKILL.md': '---\ndescription: First.\n---\n',
        'two/same/SKILL.md': '---\ndescription: Second.\n---\n',
      },
      ['one', 'two'],
    );
    const view = agent.catalogue();
    expect(view.text).toBe(list(entry('same', 'First.', `${dirs[0]}/same/SKILL.md`)));
    expect(view.skipped.map((s) => s.dir)).toEqual([`${dirs[1]}/same`]);
  });

  it('finds SKILL.md only one folder down, named in capitals (a case-sensitive disk)', () => {
    const { agent, dirs } = load({
      'lib/SKILL.md': '---\ndescription: Root.\n---\n',
      'lib/group/deep/SKILL.md': '---\ndescription: Deep.\n---\n',
      'lib/lower/skill.md': '---\ndescription: Lower.\n---\n',
      'lib/.hidden/SKILL.md': '---\ndescription: Dot folders are read.\n---\n',
    });
    const view = agent.catalogue();
    expect(view.text).toBe(
      list(entry('.hidden', 'Dot folders are read.', `${dirs[0]}/.hidden/SKILL.md`)),
    );
    const skipped = view.skipped.map((s) => `${s.folder}: ${english(s.reason)}`);
    expect(skipped).toContain(
      'lower: the file is named skill.md: Copilot looks for SKILL.md and does not find it on a case-sensitive disk (Linux); on macOS and Windows it does',
    );
    expect(skipped.filter((s) => s.includes('only in the folders directly inside'))).toHaveLength(
      2,
    );
  });

  it('reads a header from "---" to the next "---" line, CRLF, a byte-order mark and no closing line alike', () => {
    const { agent, dirs } = load({
      'lib/crlf/SKILL.md': '---  \r\ndescription: Windows.\r\n---\r\nBody\r\n',
      'lib/bom/SKILL.md': '\uFEFF---\ndescription: Marked.\n---\n',
      'lib/open/SKILL.md': '---\ndescription: Never closed.\n',
      'lib/late/SKILL.md': '\n---\ndescription: Not first.\n---\n',
    });
    const root = dirs[0] ?? '';
    expect(agent.catalogue().text).toBe(
      list(
        entry('bom', 'Marked.', `${root}/bom/SKILL.md`),
        entry('crlf', 'Windows.', `${root}/crlf/SKILL.md`),
        entry('open', 'Never closed.', `${root}/open/SKILL.md`),
      ),
    );
  });

  it('takes user-invocable and disable-model-invocation only as the text true or false', () => {
    const { agent } = load({
      'lib/a/SKILL.md':
        '---\ndescription: A.\nuser-invocable: false\nargument-hint: "[file]"\n---\n',
      'lib/b/SKILL.md':
        '---\ndescription: B.\nuser-invocable: False\ndisable-model-invocation: yes\n---\n',
      'lib/c/SKILL.md': '---\ndescription: C.\nuser-invokable: "false"\n---\n',
    });
    const view = agent.catalogue();
    expect(view.entries.map((e) => e.status)).toEqual(['listed', 'listed', 'listed']);
    const notes = view.notes.map(english);
    expect(notes).toContain('a: user-invocable is false, so it is not offered as /a in the chat.');
    expect(notes).toContain('c: user-invocable is false, so it is not offered as /c in the chat.');
    expect(notes.some((n) => n.startsWith('b: user-invocable'))).toBe(false);
  });
});

describe('GitHub Copilot in VS Code: read_file on a listed SKILL.md', () => {
  it('returns the whole file as it is, frontmatter included, with nothing substituted', () => {
    const text = '---\nname: alpha\ndescription: A.\n---\nUse $ARGUMENTS on ${CLAUDE_SKILL_DIR}.\n';
    const { agent, dirs } = load({ 'lib/alpha/SKILL.md': text, 'lib/alpha/ref.md': 'r' });
    const call = agent.call('alpha', 'some words');
    expect(call.ok).toBe(true);
    expect(call.parts.map((p) => [english(p.role), p.text])).toEqual([['tool result', text]]);
    expect(call.placeholders?.map((p) => p.becomes)).toEqual(['as-written', 'as-written']);
    expect(call.files).toEqual({ shown: 0, total: 1 });
    expect(call.notes.map(english)).toContain(
      `The model calls read_file with filePath "${dirs[0]}/alpha/SKILL.md", startLine 1 and endLine 6; the tool returns the file as it is, frontmatter included, with no code fence.`,
    );
  });

  it('gives the model no path for a skill it does not list', () => {
    const { agent } = load({
      'lib/beta/SKILL.md': '---\ndescription: B.\ndisable-model-invocation: true\n---\n',
    });
    const call = agent.call('beta', '');
    expect(call.ok).toBe(false);
    expect(call.errorCode).toBe('NOT_LISTED');
    expect(call.parts).toEqual([]);
  });
});
