/**
 * What pi's model (and so OpenClaw's) reads of its skills, badlogic/pi-mono @83378aa
 * packages/coding-agent/src/core/:
 * - the list: skills.ts `formatSkillsForPrompt` L314-L340, three sentences and an
 *   `<available_skills>` block, name, description and path escaped by `escapeXml` (L342-L349:
 *   & < > " '), skills with `disable-model-invocation: true` left out; nothing when none is
 *   left. system-prompt.ts L199-L202 appends it to the system prompt when the read tool is on
 *   (its default), before the date and working directory;
 * - loading: the model calls `read` on the listed path; tools/read.ts L129-L190 returns the
 *   file's text, cut by tools/truncate.ts `truncateHead` to 2,000 lines or 50 KB (whole lines)
 *   with a line saying where to go on.
 */
import { otherFiles } from '../files-shown';
import type { Message } from '../../i18n/message';
import { agentMessage } from '../messages';
import { usesIn } from '../placeholders';
import type { CallView, CatalogueEntry, CatalogueView } from '../types';
import { REPRODUCES } from '../versions';
import type { PiLibrary, PiSkill } from './skills';

const AGENT = 'openclaw';

/** The sentences before the block, verbatim (skills.ts L322-L324). */
export const PI_SKILLS_INTRO = [
  'The following skills provide specialized instructions for specific tasks.',
  "Use the read tool to load a skill's file when the task matches its description.",
  'When a skill file references a relative path, resolve it against the skill directory (parent of SKILL.md / dirname of the path) and use that absolute path in tool commands.',
] as const;

/** skills.ts `escapeXml`. */
export const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const listed = (s: PiSkill) => !s.disableModelInvocation;

const skillBlock = (s: PiSkill) =>
  [
    '  <skill>',
    `    <name>${escapeXml(s.name)}</name>`,
    `    <description>${escapeXml(s.description)}</description>`,
    `    <location>${escapeXml(s.file)}</location>`,
    '  </skill>',
  ].join('\n');

/** `formatSkillsForPrompt`: what pi appends to its system prompt ("" when nothing is listed). */
export function piSkillsText(skills: readonly PiSkill[]): string {
  const shown = skills.filter(listed);
  if (shown.length === 0) return '';
  return [
    `\n\n${PI_SKILLS_INTRO[0]}`,
    PI_SKILLS_INTRO[1],
    PI_SKILLS_INTRO[2],
    '',
    '<available_skills>',
    ...shown.map(skillBlock),
    '</available_skills>',
  ].join('\n');
}

/** The `<available_skills>` section of pi's system prompt. */
export function piCatalogue({ skills, skipped, notes }: PiLibrary): CatalogueView {
  const entries: CatalogueEntry[] = skills.map((s) => ({
    name: s.name,
    folder: s.folder.rel || s.folder.name,
    dir: s.folder.dir,
    ...(listed(s)
      ? { status: 'listed' as const, text: skillBlock(s) }
      : {
          status: 'hidden' as const,
          note: agentMessage('agent.openclaw.entry.disabled', { name: s.name }),
        }),
  }));
  return {
    agent: AGENT,
    reproduces: REPRODUCES[AGENT],
    placement: agentMessage('agent.placement.openclaw'),
    text: piSkillsText(skills),
    entries,
    skipped,
    notes: [
      agentMessage('agent.openclaw.reproduces', { version: REPRODUCES[AGENT] }),
      agentMessage('agent.openclaw.order'),
      agentMessage('agent.openclaw.not-simulated'),
      ...notes,
    ],
  };
}

const MAX_LINES = 2000;
const MAX_BYTES = 50 * 1024;
const bytes = (s: string) => new TextEncoder().encode(s).length;
// tools/truncate.ts `formatSize`.
const size = (n: number) =>
  n < 1024
    ? `${n}B`
    : n < 1024 * 1024
      ? `${(n / 1024).toFixed(1)}KB`
      : `${(n / (1024 * 1024)).toFixed(1)}MB`;

/** tools/read.ts with no offset or limit: the text the model gets for `path`. */
export function piReadResult(text: string, path: string): string {
  const lines = text.split('\n');
  if (lines.length <= MAX_LINES && bytes(text) <= MAX_BYTES) return text;
  const first = lines[0] ?? '';
  if (bytes(first) > MAX_BYTES)
    return `[Line 1 is ${size(bytes(first))}, exceeds ${size(MAX_BYTES)} limit. Use bash: sed -n '1p' ${path} | head -c ${MAX_BYTES}]`;
  const kept: string[] = [];
  let used = 0;
  let byBytes = false;
  for (let i = 0; i < lines.length && i < MAX_LINES; i++) {
    const line = lines[i] ?? '';
    const n = bytes(line) + (i > 0 ? 1 : 0);
    if (used + n > MAX_BYTES) {
      byBytes = true;
      break;
    }
    kept.push(line);
    used += n;
  }
  const end = kept.length;
  const where = byBytes
    ? `[Showing lines 1-${end} of ${lines.length} (${size(MAX_BYTES)} limit). Use offset=${end + 1} to continue.]`
    : `[Showing lines 1-${end} of ${lines.length}. Use offset=${end + 1} to continue.]`;
  return `${kept.join('\n')}\n\n${where}`;
}

/** The model reading a listed skill's file with pi's read tool. */
export function piCall(library: PiLibrary, skill: string, args: string): CallView {
  const { skills, skipped } = library;
  const notes: Message[] = [...library.notes];
  if (args !== '') notes.push(agentMessage('agent.openclaw.call.no-args'));
  const base = { agent: AGENT, reproduces: REPRODUCES[AGENT], skipped } as const;
  const found = skills.find((s) => s.name === skill && listed(s));
  if (!found) {
    notes.push(agentMessage('agent.openclaw.call.not-listed', { name: skill }));
    return { ...base, ok: false, errorCode: 'NOT_LISTED', parts: [], notes };
  }
  notes.push(agentMessage('agent.openclaw.call.read', { path: found.file }));
  const others = otherFiles(found.folder);
  return {
    ...base,
    ok: true,
    parts: [
      { role: agentMessage('agent.role.tool-result'), text: piReadResult(found.text, found.file) },
    ],
    skill: {
      name: found.name,
      folder: found.folder.rel || found.folder.name,
      dir: found.folder.dir,
      body: found.body,
    },
    notes,
    // The read tool substitutes nothing.
    placeholders: usesIn(found.text),
    files: { shown: 0, total: others.length },
  };
}
