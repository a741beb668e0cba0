/**
 * Claude Code 2.1.332's skill listing (the release's `q3n`, `W3n`, `rBn` and `Cdn`): one line
 * per skill the model may call, `- name: description`, where the name gets the frontmatter's
 * display name in brackets when that differs, is a valid name and finds this skill; the
 * description has `when_to_use` appended after " - " and, past skillListingMaxDescChars
 * characters, is cut to one less and "…" (`W3n`: `n.length>o?n.slice(0,o-1)+"…":n`, the cap
 * `Rt().skillListingMaxDescChars??1536`). The whole listing gets floor(context window ×
 * characters per token × skillListingBudgetFraction) characters (`Cdn`, the fraction
 * `Rt().skillListingBudgetFraction` defaulting to 0.01). Over that, Claude Code ranks skills by
 * use (`K1e`/`Dmo`: usageCount × max(0.5^(days since last use / 7), 0.1), from `skillUsage` in
 * ~/.claude.json; never used scores 0), keeps whole entries in that order while they fit and
 * lists the others by name only; its own bundled skills always keep theirs. The studio has no
 * usage record and assumes none of the skills was used yet: all score 0, and the sort being
 * stable, the first ones in the listing keep their descriptions.
 */
import { agentMessage } from '../messages';
import type { CatalogueEntry, CatalogueView } from '../types';
import { findSkill, type ClaudeLibrary, type ClaudeSkill } from './skills';
import { REPRODUCES } from '../versions';
import { AGENT_SETTINGS_DEFAULTS } from '../settings';

const CLAUDE_VERSION = REPRODUCES['claude-code'];

/** The listing's settings, as Claude Code's settings.json names them. */
export interface ClaudeListingSettings {
  /** The model's context window, in tokens. */
  contextTokens: number;
  /** Characters per token the model is counted at (3 for the newer models, 4 for older). */
  charsPerToken: number;
  skillListingBudgetFraction: number;
  skillListingMaxDescChars: number;
}

/**
 * 2.1.332's defaults: its default model (claude-opus-5-5: 1,000,000 tokens, 3 characters
 * each) and the two listing settings' defaults (settings.ts).
 */
export const CLAUDE_LISTING_DEFAULTS: ClaudeListingSettings = {
  contextTokens: 1_000_000,
  charsPerToken: 3,
  ...AGENT_SETTINGS_DEFAULTS.claudeCode,
};

const HEADER = 'The following skills are available for use with the Skill tool:';

/** The listing as the model sees it, with what was cut or left out and why. */
export function claudeCatalogue(
  library: ClaudeLibrary,
  settings: ClaudeListingSettings = CLAUDE_LISTING_DEFAULTS,
): CatalogueView {
  const { skills, skipped } = library;
  const listed = skills.filter((s) => !s.disableModelInvocation);
  const entries: CatalogueEntry[] = skills
    .filter((s) => s.disableModelInvocation)
    .map((s) => ({
      name: s.name,
      folder: s.folder?.name ?? '',
      ...(s.folder && { dir: s.folder.dir }),
      status: 'hidden',
      note: agentMessage('agent.claude.entry.hidden'),
    }));
  const budget = Math.max(
    1,
    Math.floor(
      settings.contextTokens * settings.charsPerToken * settings.skillListingBudgetFraction,
    ),
  );
  const lines = fitToBudget(listed, skills, budget, settings.skillListingMaxDescChars, entries);
  return {
    agent: 'claude-code',
    reproduces: CLAUDE_VERSION,
    placement: agentMessage('agent.placement.claude-code'),
    text: `${HEADER}\n\n${lines.join('\n')}`,
    entries,
    skipped,
    notes: [
      agentMessage('agent.claude.reproduces', { version: CLAUDE_VERSION }),
      agentMessage('agent.claude.listing-budget', {
        budget,
        window: settings.contextTokens.toLocaleString('en-US'),
        perToken: settings.charsPerToken,
        fraction: String(settings.skillListingBudgetFraction),
      }),
      agentMessage('agent.claude.listing-cap', {
        cap: settings.skillListingMaxDescChars,
        keep: settings.skillListingMaxDescChars - 1,
      }),
      agentMessage('agent.claude.listing-usage'),
      agentMessage('agent.claude.listing-order'),
      agentMessage('agent.claude.built-in', { name: skills.at(-1)?.name ?? '' }),
      ...library.notes,
    ],
  };
}

/** The entry's name: `folder (display name)` when the display name is valid and finds it. */
export function listedName(skill: ClaudeSkill, all: ClaudeSkill[]): string {
  const shown = skill.displayName ?? skill.name;
  if (shown === skill.name || skill.name.endsWith(`:${shown}`)) return skill.name;
  if (shown.length > 256 || !/^[\p{L}\p{M}\p{N}_:.-]+$/u.test(shown)) return skill.name;
  return findSkill(all, shown) === skill ? `${skill.name} (${shown})` : skill.name;
}

/** The description as listed: when_to_use appended, then the per-entry cap. */
export function listedDescription(skill: ClaudeSkill, cap: number): string {
  const full = skill.whenToUse ? `${skill.description} - ${skill.whenToUse}` : skill.description;
  const oneLine = full
    .replace(/\r\n|[\r\n\t]/g, ' ')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
  return oneLine.length > cap ? `${oneLine.slice(0, cap - 1)}…` : oneLine;
}

function fitToBudget(
  listed: ClaudeSkill[],
  all: ClaudeSkill[],
  budget: number,
  cap: number,
  entries: CatalogueEntry[],
): string[] {
  const lines = listed.map((s) => {
    const name = `- ${listedName(s, all)}`;
    const desc = listedDescription(s, cap);
    return { skill: s, nameOnly: name, full: `${name}: ${desc}`, capped: desc.endsWith('…') };
  });
  const total = lines.reduce((n, l) => n + l.full.length, 0) + Math.max(0, lines.length - 1);
  const keep = new Set<number>();
  if (total <= budget) lines.forEach((_, i) => keep.add(i));
  else {
    // Built-in skills keep their entries; the rest take what remains, in listing order (all
    // scores equal), each whole or not at all.
    let room =
      budget -
      lines.reduce((n, l) => n + (l.skill.builtIn ? l.full.length : l.nameOnly.length), 0) -
      Math.max(0, lines.length - 1);
    lines.forEach((l, i) => {
      if (l.skill.builtIn) {
        keep.add(i);
        return;
      }
      const extra = l.full.length - l.nameOnly.length;
      if (extra <= room) {
        keep.add(i);
        room -= extra;
      }
    });
  }
  return lines.map((l, i) => {
    if (l.skill.builtIn) return l.full;
    const folder = l.skill.folder?.name ?? l.skill.name;
    const dir = l.skill.folder?.dir;
    if (!keep.has(i)) {
      entries.push({
        name: l.skill.name,
        folder,
        ...(dir !== undefined && { dir }),
        status: 'dropped',
        note: agentMessage('agent.claude.entry.name-only', { budget }),
        text: l.nameOnly,
      });
      return l.nameOnly;
    }
    entries.push(
      l.capped
        ? {
            name: l.skill.name,
            folder,
            ...(dir !== undefined && { dir }),
            status: 'cut',
            note: agentMessage('agent.claude.entry.capped', { cap }),
            kept: cap - 1,
            text: l.full,
          }
        : {
            name: l.skill.name,
            folder,
            ...(dir !== undefined && { dir }),
            status: 'listed',
            text: l.full,
          },
    );
    return l.full;
  });
}
