/**
 * Claude Code's skill listing: a system reminder with one line per skill, each cut to 250
 * characters, the whole list fitted into 1% of the context window (4 characters a token).
 * Over budget, descriptions are shortened evenly, and below 20 columns dropped to "- name".
 */
import { agentMessage } from '../messages';
import { displayWidth, truncateToWidth } from '../text-width';
import type { CatalogueEntry, CatalogueView } from '../types';
import type { ClaudeLibrary, ClaudeSkill } from './skills';

/** Per-entry cap of the 2.1.8x builds (later builds default to 1,536, a setting). */
export const ENTRY_CAP = 250;
/** Below this many columns per description, descriptions are dropped altogether. */
const MIN_DESCRIPTION = 20;

/** The listing message, with what was cut or dropped and why. */
export function claudeCatalogue(
  { skills, skipped }: ClaudeLibrary,
  contextTokens = 200_000,
): CatalogueView {
  const listed = skills.filter((s) => !s.disableModelInvocation);
  const entries: CatalogueEntry[] = skills
    .filter((s) => s.disableModelInvocation)
    .map((s) => ({
      name: s.name,
      folder: s.folder.name,
      status: 'hidden',
      note: agentMessage('agent.claude.entry.hidden'),
    }));
  const budget = Math.floor(contextTokens * 4 * 0.01);
  const lines = fitToBudget(listed, budget, entries);
  const notes = [
    agentMessage('agent.claude.listing-budget', {
      budget,
      window: contextTokens.toLocaleString('en-US'),
    }),
    agentMessage('agent.claude.listing-order'),
  ];
  if (lines.length === 0) notes.push(agentMessage('agent.claude.no-listing'));
  return {
    agent: 'claude-code',
    placement: agentMessage('agent.placement.claude-code'),
    text:
      lines.length === 0
        ? ''
        : `<system-reminder>\nThe following skills are available for use with the Skill tool:\n\n${lines.join('\n')}\n</system-reminder>`,
    entries,
    skipped,
    notes,
  };
}

/** The description as listed: when_to_use appended, then the per-entry cap. */
export function listedDescription(skill: ClaudeSkill): string {
  const desc = skill.whenToUse ? `${skill.description} - ${skill.whenToUse}` : skill.description;
  return desc.length > ENTRY_CAP ? `${desc.slice(0, ENTRY_CAP - 1)}…` : desc;
}

function fitToBudget(listed: ClaudeSkill[], budget: number, entries: CatalogueEntry[]): string[] {
  const descs = listed.map(listedDescription);
  const full = listed.map((s, i) => `- ${s.name}: ${descs[i] ?? ''}`);
  const capped = (s: ClaudeSkill, i: number) =>
    descs[i] !== (s.whenToUse ? `${s.description} - ${s.whenToUse}` : s.description);
  if (
    full.reduce((n, line) => n + displayWidth(line), 0) + Math.max(0, full.length - 1) <=
    budget
  ) {
    listed.forEach((s, i) =>
      entries.push({
        name: s.name,
        folder: s.folder.name,
        status: capped(s, i) ? 'cut' : 'listed',
        ...(capped(s, i) && {
          note: agentMessage('agent.claude.entry.capped', { cap: ENTRY_CAP }),
        }),
      }),
    );
    return full;
  }
  const overhead =
    listed.reduce((n, s) => n + displayWidth(s.name) + 4, 0) + Math.max(0, listed.length - 1);
  const maxDesc = Math.floor((budget - overhead) / Math.max(1, listed.length));
  if (maxDesc < MIN_DESCRIPTION) {
    listed.forEach((s) =>
      entries.push({
        name: s.name,
        folder: s.folder.name,
        status: 'dropped',
        note: agentMessage('agent.claude.entry.name-only', { budget }),
      }),
    );
    return listed.map((s) => `- ${s.name}`);
  }
  return listed.map((s, i) => {
    const desc = truncateToWidth(descs[i] ?? '', maxDesc);
    const cut = desc !== descs[i];
    entries.push({
      name: s.name,
      folder: s.folder.name,
      status: cut || capped(s, i) ? 'cut' : 'listed',
      ...(cut && {
        note: agentMessage('agent.claude.entry.shortened', { columns: maxDesc, budget }),
      }),
    });
    return `- ${s.name}: ${desc}`;
  });
}
