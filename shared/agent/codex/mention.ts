/**
 * Codex has no Skill tool: the model opens SKILL.md itself. When the user writes `$name`,
 * Codex injects the whole file (frontmatter included) as a user message.
 */
import type { Message } from '../../i18n/message';
import { otherFiles } from '../files-shown';
import { agentMessage } from '../messages';
import { usesIn } from '../placeholders';
import type { CallView } from '../types';
import type { CodexLibrary } from './skills';
import { REPRODUCES } from '../versions';

// Words Codex never takes for a skill mention, because they are common environment variables.
const ENV_WORDS = new Set([
  'PATH',
  'HOME',
  'USER',
  'SHELL',
  'PWD',
  'TMPDIR',
  'TEMP',
  'TMP',
  'LANG',
  'TERM',
  'XDG_CONFIG_HOME',
]);

/** The user mentions `$skill` (followed by args): what Codex adds to the conversation. */
export function codexMention(
  { skills, skipped }: CodexLibrary,
  skill: string,
  args: string,
): CallView {
  const userText = `$${skill}${args === '' ? '' : ` ${args}`}`;
  const user = { role: agentMessage('agent.role.user-message'), text: userText };
  const notes: Message[] = [agentMessage('agent.codex.no-tool')];
  if (skills.some((s) => s.name === skill && !s.implicit))
    notes.push(agentMessage('agent.codex.mention-only', { name: skill }));
  const fail = (code: string, note: Message): CallView => ({
    agent: 'codex',
    reproduces: REPRODUCES['codex'],
    ok: false,
    errorCode: code,
    parts: [user],
    notes: [...notes, note],
    skipped,
  });
  if (!/^[A-Za-z0-9_:-]+$/.test(skill)) {
    return fail(
      'NOT_MENTIONABLE',
      agentMessage('agent.codex.not-a-mention', { mention: `$${skill}` }),
    );
  }
  if (ENV_WORDS.has(skill))
    return fail(
      'NOT_MENTIONABLE',
      agentMessage('agent.codex.environment-variable', { mention: `$${skill}` }),
    );
  const matches = skills.filter((s) => s.name === skill);
  const [found] = matches;
  if (!found) return fail('NOT_FOUND', agentMessage('agent.codex.not-found', { name: skill }));
  if (matches.length > 1)
    return fail(
      'AMBIGUOUS',
      agentMessage('agent.codex.ambiguous', {
        count: matches.length,
        name: skill,
        mention: `$${skill}`,
      }),
    );
  if (found.system) notes.push(agentMessage('agent.codex.system-skill-call', { name: found.name }));
  const contents = found.system ? `[${found.name}'s bundled SKILL.md]` : found.text;
  return {
    agent: 'codex',
    reproduces: REPRODUCES['codex'],
    ok: true,
    parts: [
      user,
      {
        role: agentMessage('agent.role.injected-user-message'),
        text: `<skill>\n<name>${found.name}</name>\n<path>${found.realPath}</path>\n${contents}\n</skill>`,
      },
    ],
    skill: {
      name: found.name,
      folder: found.walked.folder.rel,
      dir: found.walked.folder.dir,
      body: found.text,
    },
    notes,
    skipped,
    // The file goes in whole: nothing in it is replaced, and only its path says where it is.
    ...(!found.system && {
      placeholders: usesIn(found.text),
      files: { shown: 0, total: otherFiles(found.walked.folder).length },
    }),
  };
}
