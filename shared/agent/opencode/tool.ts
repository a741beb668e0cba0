/**
 * OpenCode 1.18.33's skills section of the system prompt and its `skill` tool. The section is
 * SystemPrompt.skills: two lines, then Skill.fmt(available, { verbose: true }) (index.ts `fmt`:
 * described skills sorted with localeCompare, the location HTML-escaped, names and descriptions
 * inserted as written). The tool (packages/opencode/src/tool/skill.ts in the release) answers
 * `Skill.require(name)`'s NotFoundError, or a `<skill_content>` block with up to ten files that
 * ripgrep lists in the skill's folder (hidden files included, links not followed, SKILL.md
 * files left out).
 */
import type { Message } from '../../i18n/message';
import { agentMessage } from '../messages';
import { usesIn } from '../placeholders';
import type { CallView, CatalogueEntry, CatalogueView } from '../types';
import { BUILT_IN_NAME, type OpenCodeLibrary, type OpenCodeSkill } from './skills';
import { REPRODUCES } from '../versions';

/** The version this view reproduces. */
export const OPENCODE_VERSION = REPRODUCES.opencode;

// localeCompare in the agent's ICU root locale, whatever the studio's UI language is.
const collator = new Intl.Collator('en');

/** The system prompt's skills section (skills without a description are loadable, not listed). */
export function openCodeCatalogue({ skills, skipped, notes }: OpenCodeLibrary): CatalogueView {
  const all = [...skills.values()];
  const described = all
    .filter((s) => s.description !== undefined)
    .sort((a, b) => collator.compare(a.name, b.name));
  const entries: CatalogueEntry[] = all.map((s) =>
    s.description === undefined
      ? {
          name: s.name,
          ...whereOf(s),
          status: 'hidden',
          note: agentMessage('agent.opencode.entry.no-description'),
        }
      : { name: s.name, ...whereOf(s), status: 'listed', text: skillBlock(s) },
  );
  const list =
    described.length === 0
      ? 'No skills are currently available.'
      : ['<available_skills>', ...described.map(skillBlock), '</available_skills>'].join('\n');
  return {
    agent: 'opencode',
    reproduces: REPRODUCES['opencode'],
    placement: agentMessage('agent.placement.opencode'),
    text: [
      'Skills provide specialized instructions and workflows for specific tasks.',
      'Use the skill tool to load a skill when a task matches its description.',
      list,
    ].join('\n'),
    entries,
    skipped,
    notes: [
      agentMessage('agent.opencode.reproduces', { version: OPENCODE_VERSION }),
      agentMessage('agent.opencode.built-in', { name: BUILT_IN_NAME }),
      ...notes,
      agentMessage('agent.opencode.not-escaped'),
    ],
  };
}

// One skill of Skill.fmt's verbose list.
const skillBlock = (s: OpenCodeSkill) =>
  [
    '  <skill>',
    `    <name>${s.name}</name>`,
    `    <description>${s.description ?? ''}</description>`,
    `    <location>${escapeHtml(s.location)}</location>`,
    '  </skill>',
  ].join('\n');

const folderOf = (s: OpenCodeSkill) =>
  s.walked ? s.walked.folder.rel || s.walked.folder.name : '(built-in)';
const whereOf = (s: OpenCodeSkill) => ({
  folder: folderOf(s),
  ...(s.walked && { dir: s.walked.folder.dir }),
});

/** The `skill` tool called with a name. OpenCode's tool takes no args. */
export function openCodeCall(library: OpenCodeLibrary, skill: string, args: string): CallView {
  const { skills, skipped } = library;
  const notes = [...library.notes];
  if (args !== '') notes.push(agentMessage('agent.opencode.no-args'));
  const found = skills.get(skill);
  if (!found) {
    const available = [...skills.keys()].sort();
    return {
      agent: 'opencode',
      reproduces: REPRODUCES['opencode'],
      ok: false,
      errorCode: 'NOT_FOUND',
      parts: [
        {
          role: agentMessage('agent.role.tool-result'),
          text: `Skill "${skill}" not found. Available skills: ${available.join(', ') || 'none'}`,
        },
      ],
      notes,
      skipped,
    };
  }
  if (!found.walked) return builtIn(found, notes, skipped);
  const dir = found.walked.folder.dir;
  // ripgrep's walk order is not stable (and it honours .gitignore); the studio lists by path.
  const others = found.walked.folder.files.filter((f) => (f.split('/').pop() ?? '') !== 'SKILL.md');
  const files = others.slice(0, 10).map((f) => `<file>${dir}/${f}</file>`);
  notes.push(agentMessage('agent.opencode.file-sample'));
  return {
    agent: 'opencode',
    reproduces: REPRODUCES['opencode'],
    ok: true,
    parts: [
      {
        role: agentMessage('agent.role.tool-result'),
        text: skillContent(found.name, found.content, dir, files),
      },
    ],
    skill: { name: found.name, folder: folderOf(found), dir, body: found.content },
    notes,
    skipped,
    data: { title: `Loaded skill: ${found.name}` },
    // Its tool takes no arguments: every placeholder reaches the model as written.
    placeholders: usesIn(found.content),
    files: { shown: files.length, total: others.length },
  };
}

function skillContent(name: string, content: string, dir: string, files: string[]): string {
  return [
    `<skill_content name="${name}">`,
    `# Skill: ${name}`,
    '',
    content.trim(),
    '',
    `Base directory for this skill: ${dir}`,
    'Relative paths in this skill (e.g., scripts/, reference/) are relative to this base directory.',
    'Note: file list is sampled.',
    '',
    '<skill_files>',
    files.join('\n'),
    '</skill_files>',
    '</skill_content>',
  ].join('\n');
}

// The built-in's instructions ship inside OpenCode; the studio does not copy them.
function builtIn(found: OpenCodeSkill, notes: Message[], skipped: CallView['skipped']): CallView {
  return {
    agent: 'opencode',
    reproduces: REPRODUCES['opencode'],
    ok: true,
    parts: [
      {
        role: agentMessage('agent.role.tool-result'),
        text: skillContent(
          found.name,
          '[the instructions of OpenCode’s built-in skill, which ship inside OpenCode]',
          '.',
          ['[files of the folder OpenCode was started in]'],
        ),
      },
    ],
    notes: [...notes, agentMessage('agent.opencode.built-in-call', { name: BUILT_IN_NAME })],
    skipped,
    data: { title: `Loaded skill: ${found.name}` },
  };
}

function escapeHtml(s: string): string {
  return s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
