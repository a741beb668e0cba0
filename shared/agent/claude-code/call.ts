/**
 * The Skill tool in Claude Code: "Launching skill: NAME" as the tool result, then a hidden
 * user message with the base directory and the body after argument substitution. Shell lines
 * (!`cmd`) are shown as what would run: the simulator never runs anything.
 */
import { parse as parseShell } from 'shell-quote';
import type { Message } from '../../i18n/message';
import { agentMessage } from '../messages';
import type { CallView } from '../types';
import type { ClaudeLibrary } from './skills';

/** The Skill tool called with {skill, args}. */
export function claudeCall(
  { skills, skipped }: ClaudeLibrary,
  skill: string,
  args: string,
): CallView {
  const notes: Message[] = [];
  const error = (code: string, message: string): CallView => ({
    agent: 'claude-code',
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
  if (skill.trim() === '') return error('INVALID_FORMAT', `Invalid skill format: ${skill}`);
  const found = skills.find((s) => s.name === skill);
  if (!found) return error('UNKNOWN_SKILL', `Unknown skill: ${skill}`);
  if (found.disableModelInvocation) {
    return error(
      'MODEL_INVOCATION_DISABLED',
      `Skill ${skill} cannot be used with Skill tool due to disable-model-invocation`,
    );
  }

  const named = namedArguments(found.frontmatter.arguments);
  let body = substituteArguments(found.body, args, named, notes);
  body = body.replaceAll('${CLAUDE_SKILL_DIR}', found.folder.dir);
  if (body.includes('${CLAUDE_SESSION_ID}'))
    notes.push(agentMessage('agent.claude.session-id', { variable: '${CLAUDE_SESSION_ID}' }));
  body = showShellCommands(body, notes);
  return {
    agent: 'claude-code',
    ok: true,
    parts: [
      { role: agentMessage('agent.role.tool-result'), text: `Launching skill: ${skill}` },
      {
        role: agentMessage('agent.role.hidden-user-message'),
        text: `Base directory for this skill: ${found.folder.dir}\n\n${body}`,
      },
    ],
    skill: { name: skill, folder: found.folder.name, dir: found.folder.dir, body: found.body },
    notes,
    skipped,
  };
}

// `arguments:` names positional args: a YAML list or one space-separated string.
function namedArguments(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}

/** Claude Code's argument substitution, in its order; appends "ARGUMENTS: ..." when nothing matched. */
export function substituteArguments(
  content: string,
  args: string,
  named: readonly string[],
  notes: Message[] = [],
): string {
  // Args are split like a shell would: `a "b c" d` is three arguments.
  const parsed = parseShell(args).map((token) => {
    if (typeof token === 'string') return token;
    if ('op' in token) return token.op === 'glob' && 'pattern' in token ? token.pattern : token.op;
    return 'comment' in token ? `#${token.comment}` : '';
  });
  let out = content;
  named.forEach((name, i) => {
    out = out.replace(
      new RegExp(`\\$${escapeRegExp(name)}(?![\\[\\w])`, 'g'),
      () => parsed[i] ?? '',
    );
  });
  out = out.replace(/\$ARGUMENTS\[(\d+)\]/g, (_, n: string) => parsed[Number(n)] ?? '');
  out = out.replace(/\$(\d+)(?!\w)/g, (_, n: string) => parsed[Number(n)] ?? '');
  out = out.replaceAll('$ARGUMENTS', args);
  if (out === content && args !== '') {
    out += `\n\nARGUMENTS: ${args}`;
    notes.push(agentMessage('agent.claude.args-appended'));
  }
  return out;
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

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
