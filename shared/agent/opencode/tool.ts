/**
 * OpenCode's skills: the `<available_skills>` block of its system prompt and the `skill`
 * tool's `<skill_content>` result with a sample of the skill's files.
 */
import { agentMessage } from '../messages';
import type { CallView, CatalogueEntry, CatalogueView } from '../types';
import type { OpenCodeLibrary, OpenCodeSkill } from './skills';

/** The system prompt's skills block (skills without a description are loadable, not listed). */
export function openCodeCatalogue({ skills, skipped, notes }: OpenCodeLibrary): CatalogueView {
  const described = skills
    .filter((s) => s.description !== undefined)
    .sort((a, b) => a.name.localeCompare(b.name));
  const entries: CatalogueEntry[] = skills.map((s) =>
    s.description === undefined
      ? {
          name: s.name,
          folder: s.folder.rel,
          status: 'hidden',
          note: agentMessage('agent.opencode.entry.no-description'),
        }
      : { name: s.name, folder: s.folder.rel, status: 'listed' },
  );
  const list =
    described.length === 0
      ? 'No skills are currently available.'
      : [
          '<available_skills>',
          ...described.flatMap((s) => [
            '  <skill>',
            `    <name>${s.name}</name>`,
            `    <description>${s.description ?? ''}</description>`,
            `    <location>${escapeHtml(s.location)}</location>`,
            '  </skill>',
          ]),
          '</available_skills>',
        ].join('\n');
  return {
    agent: 'opencode',
    placement: agentMessage('agent.placement.opencode'),
    text: [
      'Skills provide specialized instructions and workflows for specific tasks.',
      'Use the skill tool to load a skill when a task matches its description.',
      list,
    ].join('\n'),
    entries,
    skipped,
    notes: [...notes, agentMessage('agent.opencode.not-escaped')],
  };
}

/** The `skill` tool called with a name. OpenCode's tool takes no args. */
export function openCodeCall(
  { skills, byName, skipped, notes }: OpenCodeLibrary,
  skill: string,
  args: string,
): CallView {
  const allNotes = [...notes];
  if (args !== '') allNotes.push(agentMessage('agent.opencode.no-args'));
  const found = byName.get(skill);
  if (!found) {
    const available = sortedNames({ skills, byName, skipped, notes });
    return {
      agent: 'opencode',
      ok: false,
      errorCode: 'NOT_FOUND',
      parts: [
        {
          role: agentMessage('agent.role.tool-error'),
          text: `Skill "${skill}" not found. Available skills: ${available.join(', ') || 'none'}`,
        },
      ],
      notes: allNotes,
      skipped,
    };
  }
  const dir = found.folder.dir;
  // ripgrep's walk order is not stable; the studio samples in path order. Any path containing
  // "SKILL.md" is left out, as OpenCode does, and .git is never listed.
  const files = found.folder.files
    .filter((f) => !f.includes('SKILL.md') && !f.startsWith('.git/'))
    .slice(0, 10)
    .map((f) => `<file>${dir}/${f}</file>`);
  allNotes.push(agentMessage('agent.opencode.file-sample'));
  const text = [
    `<skill_content name="${found.name}">`,
    `# Skill: ${found.name}`,
    '',
    found.content.trim(),
    '',
    `Base directory for this skill: ${fileUrl(dir)}`,
    'Relative paths in this skill (e.g., scripts/, reference/) are relative to this base directory.',
    'Note: file list is sampled.',
    '',
    '<skill_files>',
    files.join('\n'),
    '</skill_files>',
    '</skill_content>',
  ].join('\n');
  return {
    agent: 'opencode',
    ok: true,
    parts: [{ role: agentMessage('agent.role.tool-result'), text }],
    skill: { name: found.name, folder: found.folder.rel, dir, body: found.content },
    notes: allNotes,
    skipped,
    data: { title: `Loaded skill: ${found.name}` },
  };
}

const namesMemo = new WeakMap<OpenCodeSkill[], string[]>();

// Object.keys(skills).toSorted(), once per load.
function sortedNames(library: OpenCodeLibrary): string[] {
  let names = namesMemo.get(library.skills);
  if (!names) {
    names = library.skills.map((s) => s.name).sort();
    namesMemo.set(library.skills, names);
  }
  return names;
}

function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// Node's pathToFileURL for a POSIX path: "%", "\\" and line breaks are escaped first, then the
// URL's path setter percent-encodes spaces, non-ASCII, "#" and "?".
function fileUrl(path: string): string {
  const url = new URL('file:///');
  url.pathname = path
    .replace(/%/g, '%25')
    .replace(/\\/g, '%5C')
    .replace(/\n/g, '%0A')
    .replace(/\r/g, '%0D')
    .replace(/\t/g, '%09');
  return url.href;
}
