/**
 * The Skill tool in Claude Code 2.1.332: "Launching skill: NAME" as the tool result, then a
 * hidden user message with the base directory and the body after argument substitution
 * (the release's `_vt`). A `context: fork` skill's text goes instead to a sub-agent as its
 * first message, and the tool result is 'Skill "NAME" completed (forked execution).' with the
 * sub-agent's final answer, which the studio cannot know (SUB_AGENT_ANSWER stands in for it);
 * both as recorded from 2.1.332 (tests/fixtures/agent-recordings/claude-code.json, `fork`).
 * A leading "/" in the name is dropped; the name finds a skill by folder, then by display
 * name. Shell lines (!`cmd`) are shown as what would run: the studio never runs anything.
 */
import { parse as parseShell } from 'shell-quote';
import type { Message } from '../../i18n/message';
import { agentMessage } from '../messages';
import { otherFiles } from '../files-shown';
import { recordUse } from '../placeholders';
import type { CallView, PlaceholderUse } from '../types';
import { REPRODUCES } from '../versions';
import { findSkill, type ClaudeLibrary } from './skills';

// ${CLAUDE_EFFORT} (2.1.120) becomes the effort level the session sends the model: with none
// chosen, on the default model (claude-opus-5-5), 2.1.332 sent and substituted "medium"
// (recorded: claude-code.json's claude-effort). /effort, --effort, effortLevel and the model
// change it; the studio has no such setting yet, so the note says so.
const EFFORT = '${CLAUDE_EFFORT}';
const DEFAULT_EFFORT = 'medium';

/** Where a forked skill's tool result holds the sub-agent's answer, which no simulation knows. */
export const SUB_AGENT_ANSWER = "[the sub-agent's final answer]";

/** The Skill tool called with {skill, args}. */
export function claudeCall(
  { skills, skipped }: ClaudeLibrary,
  skill: string,
  args: string,
): CallView {
  const notes: Message[] = [];
  const name = skill.startsWith('/') ? skill.slice(1) : skill;
  const error = (code: string, message: string): CallView => ({
    agent: 'claude-code',
    reproduces: REPRODUCES['claude-code'],
    ok: false,
    errorCode: code,
    parts: [
      {
        role: agentMessage('agent.role.tool-result-error'),
        text: `<tool_use_error>${message}</tool_use_error>`,
      },
    ],
    notes,
    skipped,
  });
  if (name.trim() === '') return error('INVALID_FORMAT', `Invalid skill format: ${skill}`);
  const found = findSkill(skills, name);
  if (!found) return error('UNKNOWN_SKILL', `Unknown skill: ${name}`);
  if (found.disableModelInvocation) {
    return error(
      'MODEL_INVOCATION_DISABLED',
      `Skill ${name} cannot be used with Skill tool due to disable-model-invocation. Ask the user to run /${name} themselves — it cannot be invoked via the Skill tool. Do not replicate this skill's workflow by other means — it is reserved for explicit user invocation.`,
    );
  }
  if (!found.folder) {
    notes.push(agentMessage('agent.claude.built-in-call', { name: found.name }));
    return {
      agent: 'claude-code',
      reproduces: REPRODUCES['claude-code'],
      ok: true,
      parts: [{ role: agentMessage('agent.role.tool-result'), text: `Launching skill: ${name}` }],
      notes,
      skipped,
    };
  }
  if (found.fork) notes.push(agentMessage('agent.claude.fork', { placeholder: SUB_AGENT_ANSWER }));
  const uses: PlaceholderUse[] = [];
  let body = substituteArguments(found.body, args, found.argumentNames, notes, uses);
  if (body.includes('${CLAUDE_SKILL_DIR}'))
    recordUse(uses, { written: '${CLAUDE_SKILL_DIR}', becomes: 'skill-dir' });
  body = body.replaceAll('${CLAUDE_SKILL_DIR}', found.folder.dir);
  if (body.includes('${CLAUDE_SESSION_ID}')) {
    recordUse(uses, { written: '${CLAUDE_SESSION_ID}', becomes: 'session-id' });
    notes.push(agentMessage('agent.claude.session-id', { variable: '${CLAUDE_SESSION_ID}' }));
  }
  if (body.includes(EFFORT)) {
    recordUse(uses, { written: EFFORT, becomes: 'effort' });
    notes.push(agentMessage('agent.claude.effort', { variable: EFFORT, effort: DEFAULT_EFFORT }));
  }
  body = body.replaceAll(EFFORT, DEFAULT_EFFORT);
  body = showShellCommands(body, notes);
  const given = `Base directory for this skill: ${found.folder.dir}\n\n${body}`;
  return {
    agent: 'claude-code',
    reproduces: REPRODUCES['claude-code'],
    ok: true,
    parts: found.fork
      ? [
          { role: agentMessage('agent.role.sub-agent-prompt'), text: given },
          {
            role: agentMessage('agent.role.tool-result'),
            text: `Skill "${name}" completed (forked execution).\n\nResult:\n${SUB_AGENT_ANSWER}`,
          },
        ]
      : [
          { role: agentMessage('agent.role.tool-result'), text: `Launching skill: ${name}` },
          { role: agentMessage('agent.role.hidden-user-message'), text: given },
        ],
    skill: { name, folder: found.folder.name, dir: found.folder.dir, body: found.body },
    notes,
    skipped,
    placeholders: uses.sort(
      (a, b) => found.body.indexOf(a.written) - found.body.indexOf(b.written),
    ),
    // It names only the folder ("Base directory for this skill"), never the files in it.
    files: { shown: 0, total: otherFiles(found.folder).length },
  };
}

/**
 * Claude Code's argument words: its bash grammar's words, operators kept as written, globs
 * as their pattern, comments and words holding a variable ($HOME) dropped; an input with no
 * word left is split at whitespace. The release parses with tree-sitter; shell-quote stands in.
 */
export function argumentWords(args: string): string[] {
  if (!args.trim()) return [];
  const expanded = '\u0000';
  const words = parseShell(args, () => expanded).flatMap((token): string[] => {
    if (typeof token === 'string') return token.includes(expanded) || token === '' ? [] : [token];
    if ('comment' in token) return [];
    if ('op' in token)
      return [token.op === 'glob' && 'pattern' in token ? token.pattern : token.op];
    return [];
  });
  return words.length > 0 ? words : args.split(/\s+/).filter(Boolean);
}

// Substituted text is marked so that a later placeholder rule never rewrites it (the
// release's U+FFFE / U+FFFF sentinels); "\$" before a placeholder keeps a literal "$".
const DOLLAR = '\uffff';
const FENCE = '\ufffe';
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Claude Code's argument substitution, in its order; appends "ARGUMENTS: ..." when nothing
 * matched. Each placeholder met goes into `uses` (a word the user did not type leaves it as
 * written in this call, but it is still the placeholder of that word).
 */
export function substituteArguments(
  content: string,
  args: string,
  named: readonly string[],
  notes: Message[] = [],
  uses: PlaceholderUse[] = [],
): string {
  let out = content.replaceAll(DOLLAR, '\ufffd').replaceAll(FENCE, '\ufffd');
  let words: string[] | undefined;
  const word = (i: number) => (words ??= argumentWords(args))[i];
  const put = (value: string | undefined) =>
    FENCE +
    (value ?? '').replaceAll(DOLLAR, '\ufffd').replaceAll(FENCE, '\ufffd').replaceAll('$', DOLLAR) +
    FENCE;
  const names = named
    .map((name, i) => ({ name, i }))
    .filter((n) => n.name && n.name.length <= 64)
    .slice(0, 64)
    .sort((a, b) => b.name.length - a.name.length);
  const placeholder = [
    '\\d',
    'ARGUMENTS',
    ...names.map((n) => `${escapeRegExp(n.name)}(?![\\[\\w])`),
  ].join('|');
  out = out.replace(new RegExp(`(?<!\\\\)\\\\\\$(?=${placeholder})`, 'g'), DOLLAR);
  // Whether any placeholder took a value (a record: the replacers set it).
  const seen = { used: false };
  for (const { name, i } of names)
    out = out.replace(new RegExp(`\\$${escapeRegExp(name)}(?![\\[\\w])`, 'g'), (all) => {
      recordUse(uses, { written: all, becomes: 'word', word: i });
      seen.used = true;
      return put(word(i));
    });
  out = out.replace(/\$ARGUMENTS\[(\d+)\]/g, (all, n: string) => {
    recordUse(uses, { written: all, becomes: 'word', word: parseInt(n, 10) });
    const value = word(parseInt(n, 10));
    if (value === undefined) return DOLLAR + all.slice(1);
    seen.used = true;
    return put(value);
  });
  out = out.replace(/\$(\d+)(?!\w)/g, (all, n: string) => {
    recordUse(uses, { written: all, becomes: 'word', word: parseInt(n, 10) });
    const value = word(parseInt(n, 10));
    if (value === undefined) return all;
    seen.used = true;
    return put(value);
  });
  out = out.replaceAll('$ARGUMENTS', () => {
    recordUse(uses, { written: '$ARGUMENTS', becomes: 'arguments' });
    seen.used = true;
    return put(args);
  });
  if (!seen.used && args) {
    out += `\n\nARGUMENTS: ${put(args)}`;
    notes.push(agentMessage('agent.claude.args-appended'));
  }
  return out.replaceAll(DOLLAR, '$').replaceAll(FENCE, '');
}

// !`cmd` (after a line start or a blank) and ```! blocks run before the model sees the body.
function showShellCommands(body: string, notes: Message[]): string {
  let out = body.replace(/(?<=^|\s)!`([^`]+)`/g, (_, cmd: string) => {
    notes.push(agentMessage('agent.claude.would-run', { command: cmd }));
    return `[would run: ${cmd}]`;
  });
  out = out.replace(/```!\n([\s\S]*?)```/g, (_, script: string) => {
    notes.push(
      agentMessage('agent.claude.would-run-block', { line: script.trim().split('\n')[0] ?? '' }),
    );
    return `[would run: ${script.trim()}]`;
  });
  return out;
}
