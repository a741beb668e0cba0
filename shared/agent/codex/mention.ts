/**
 * Codex has no Skill tool: the model opens SKILL.md itself. When the user writes `$name`,
 * Codex injects the whole file (frontmatter included) as a user message.
 */
import type { Message } from '../../i18n/message';
import { otherFiles } from '../files-shown';
import { agentMessage } from '../messages';
import { usesIn } from '../placeholders';
import type { CallView } from '../types';
import { codexMentions, isCommonEnvVar, type CodexMentions } from './mention-syntax';
import type { CodexLibrary, CodexSkill } from './skills';
import { REPRODUCES } from '../versions';

/**
 * The user's message `$skill args` (with no skill, `args` is the whole message): what Codex adds
 * to the conversation. Every mention in it counts, wherever it stands (mention-syntax.ts); the
 * skills mentioned are injected in the order Codex holds its skills, each once, a linked
 * `[$name](path)` first, and a name that more than one skill bears selects none
 * (core-skills/src/injection.rs @0cf1484, `collect_explicit_skill_mentions` and
 * `select_skills_from_mentions`).
 */
export function codexMention(library: CodexLibrary, skill: string, args: string): CallView {
  const { skills, skipped } = library;
  const userText = skill === '' ? args : `$${skill}${args === '' ? '' : ` ${args}`}`;
  const user = { role: agentMessage('agent.role.user-message'), text: userText };
  const notes: Message[] = [agentMessage('agent.codex.no-tool')];
  if (skill !== '' && skills.some((s) => s.name === skill && !s.implicit))
    notes.push(agentMessage('agent.codex.mention-only', { name: skill }));
  const selected = selectMentioned(skills, codexMentions(userText));
  const why = skill === '' ? undefined : whyNot(library, skill, selected);
  if (why) notes.push(why.note);
  const [found] = selected;
  if (!found)
    return {
      agent: 'codex',
      reproduces: REPRODUCES['codex'],
      ok: false,
      errorCode: why?.code ?? 'NOT_FOUND',
      parts: [user],
      notes: why ? notes : [...notes, agentMessage('agent.codex.no-mention')],
      skipped,
    };
  for (const s of selected)
    if (s.system) notes.push(agentMessage('agent.codex.system-skill-call', { name: s.name }));
  return {
    agent: 'codex',
    reproduces: REPRODUCES['codex'],
    ok: true,
    parts: [user, ...selected.map(injected)],
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

const injected = (s: CodexSkill) => ({
  role: agentMessage('agent.role.injected-user-message'),
  text: `<skill>\n<name>${s.name}</name>\n<path>${s.realPath}</path>\n${
    s.system ? `[${s.name}'s bundled SKILL.md]` : s.text
  }\n</skill>`,
});

// The skills a message selects: linked paths first, then plain names borne by one skill only.
function selectMentioned(skills: CodexSkill[], mentions: CodexMentions): CodexSkill[] {
  const count = new Map<string, number>();
  for (const s of skills) count.set(s.name, (count.get(s.name) ?? 0) + 1);
  const paths = new Set([...mentions.paths].map((p) => p.replace(/^skill:\/\//, '')));
  const byPath = skills.filter((s) => paths.has(s.realPath));
  const names = new Set(byPath.map((s) => s.name));
  const byName = skills.filter(
    (s) =>
      !byPath.includes(s) &&
      mentions.plain.has(s.name) &&
      count.get(s.name) === 1 &&
      !names.has(s.name),
  );
  return [...byPath, ...byName];
}

// Why `$skill`, the call's own mention, injects nothing (undefined when it injects its skill).
function whyNot(
  { skills }: CodexLibrary,
  skill: string,
  selected: CodexSkill[],
): { code: string; note: Message } | undefined {
  const mention = `$${skill}`;
  if (!/^[A-Za-z0-9_:-]+$/.test(skill))
    return {
      code: 'NOT_MENTIONABLE',
      note: agentMessage('agent.codex.not-a-mention', { mention }),
    };
  if (isCommonEnvVar(skill))
    return {
      code: 'NOT_MENTIONABLE',
      note: agentMessage('agent.codex.environment-variable', { mention }),
    };
  if (selected.some((s) => s.name === skill)) return undefined;
  const matches = skills.filter((s) => s.name === skill).length;
  if (matches === 0)
    return { code: 'NOT_FOUND', note: agentMessage('agent.codex.not-found', { name: skill }) };
  return {
    code: 'AMBIGUOUS',
    note: agentMessage('agent.codex.ambiguous', { count: matches, name: skill, mention }),
  };
}
