/**
 * Codex has no Skill tool: the model opens SKILL.md itself. When the user writes `$name`,
 * Codex injects the whole file (frontmatter included) as a user message.
 */
import type { CallView } from '../types';
import type { CodexLibrary } from './skills';

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
  const user = { role: 'user message', text: userText };
  const notes: string[] = [
    'Codex has no Skill tool: a skill is loaded when the user mentions it as $name (simulated here) or when the model opens its SKILL.md.',
  ];
  const fail = (code: string, note: string): CallView => ({
    agent: 'codex',
    ok: false,
    errorCode: code,
    parts: [user],
    notes: [...notes, note],
    skipped,
  });
  if (!/^[A-Za-z0-9_:-]+$/.test(skill)) {
    return fail(
      'NOT_MENTIONABLE',
      `"$${skill}" is not a mention: names are matched with the characters A-Z, a-z, 0-9, "_", ":" and "-" only, so nothing is injected.`,
    );
  }
  if (ENV_WORDS.has(skill))
    return fail('NOT_MENTIONABLE', `$${skill} is read as an environment variable, not a skill.`);
  const matches = skills.filter((s) => s.name === skill);
  if (matches.length === 0)
    return fail(
      'NOT_FOUND',
      `No enabled skill is named "${skill}": nothing is injected, and the instructions tell the model to say so.`,
    );
  if (matches.length > 1)
    return fail(
      'AMBIGUOUS',
      `${matches.length} skills are named "${skill}": a plain $${skill} injects none of them (link one by path instead).`,
    );
  const found = matches[0];
  if (!found) return fail('NOT_FOUND', 'unreachable');
  return {
    agent: 'codex',
    ok: true,
    parts: [
      user,
      {
        role: 'user message (injected by Codex)',
        text: `<skill>\n<name>${found.name}</name>\n<path>${found.path}</path>\n${found.text}\n</skill>`,
      },
    ],
    skill: { name: found.name, folder: found.folder.rel, dir: found.folder.dir, body: found.text },
    notes,
    skipped,
  };
}
