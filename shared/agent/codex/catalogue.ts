/**
 * Codex's "## Skills" section of the developer instructions, fitted to its budget: 2% of the
 * context window in tokens (UTF-8 bytes / 4 a line). Descriptions are shortened a character at
 * a time across all skills, and only when even bare entries do not fit are skills left out.
 */
import { agentMessage } from '../messages';
import type { CatalogueEntry, CatalogueView } from '../types';
import type { CodexLibrary, CodexSkill } from './skills';
import { REPRODUCES } from '../versions';

const INTRO =
  'A skill is a set of local instructions to follow that is stored in a `SKILL.md` file. Below is the list of skills that can be used. Each entry includes a name, description, and file path so you can open the source for full instructions when using a specific skill.';

const HOW_TO = `### How to use skills
- Discovery: The list above is the skills available in this session (name + description + file path). Skill bodies live on disk at the listed paths.
- Trigger rules: If the user names a skill (with \`$SkillName\` or plain text) OR the task clearly matches a skill's description shown above, you must use that skill for that turn. Multiple mentions mean use them all. Do not carry skills across turns unless re-mentioned.
- Missing/blocked: If a named skill isn't in the list or the path can't be read, say so briefly and continue with the best fallback.
- How to use a skill (progressive disclosure):
  1) After deciding to use a skill, open its \`SKILL.md\`. Read only enough to follow the workflow.
  2) When \`SKILL.md\` references relative paths (e.g., \`scripts/foo.py\`), resolve them relative to the skill directory listed above first, and only consider other paths if needed.
  3) If \`SKILL.md\` points to extra folders such as \`references/\`, load only the specific files needed for the request; don't bulk-load everything.
  4) If \`scripts/\` exist, prefer running or patching them instead of retyping large code blocks.
  5) If \`assets/\` or templates exist, reuse them instead of recreating from scratch.
- Coordination and sequencing:
  - If multiple skills apply, choose the minimal set that covers the request and state the order you'll use them.
  - Announce which skill(s) you're using and why (one short line). If you skip an obvious skill, say why.
- Context hygiene:
  - Keep context small: summarize long sections instead of pasting them; only load extra files when needed.
  - Avoid deep reference-chasing: prefer opening only files directly linked from \`SKILL.md\` unless you're blocked.
  - When variants exist (frameworks, providers, domains), pick only the relevant reference file(s) and note that choice.
- Safety and fallback: If a skill can't be applied cleanly (missing files, unclear instructions), state the issue, pick the next-best approach, and continue.`;

const utf8Length = (s: string) => new TextEncoder().encode(s).length;

/** The Skills section as the model sees it, with what the budget cut or left out. */
export function codexCatalogue(
  { skills, skipped }: CodexLibrary,
  contextTokens = 200_000,
): CatalogueView {
  const limit = Math.max(1, Math.floor((contextTokens * 2) / 100));
  const { lines, entries, warning } = fitToBudget(skills, limit);
  const notes = [
    agentMessage('agent.codex.budget', { limit, window: contextTokens.toLocaleString('en-US') }),
  ];
  if (warning) notes.push(agentMessage('agent.codex.shows-user', { warning }));
  const body = ['## Skills', INTRO, '### Available skills', ...lines, HOW_TO].join('\n');
  return {
    agent: 'codex',
    reproduces: REPRODUCES['codex'],
    placement: agentMessage('agent.placement.codex'),
    text: skills.length === 0 ? '' : `<skills_instructions>\n${body}\n</skills_instructions>`,
    entries,
    skipped,
    notes: skills.length === 0 ? [...notes, agentMessage('agent.codex.no-skills')] : notes,
  };
}

function fitToBudget(
  skills: CodexSkill[],
  limit: number,
): { lines: string[]; entries: CatalogueEntry[]; warning?: string } {
  const minimal = skills.map((s) => `- ${s.name}: (file: ${s.path})`);
  const cost = (line: string) => Math.ceil(utf8Length(`${line}\n`) / 4);
  const full = skills.map((s) => `- ${s.name}: ${s.description} (file: ${s.path})`);
  if (full.reduce((n, l) => n + cost(l), 0) <= limit) {
    return {
      lines: full,
      entries: skills.map((s) => ({ name: s.name, folder: s.folder.rel, status: 'listed' })),
    };
  }
  const minimalCost = minimal.reduce((n, l) => n + cost(l), 0);
  if (minimalCost <= limit) return shorten(skills, minimal, limit - minimalCost);
  // Not even bare entries fit: take them in order while they fit.
  let remaining = limit;
  const lines: string[] = [];
  const entries: CatalogueEntry[] = [];
  skills.forEach((s, i) => {
    const line = minimal[i] ?? '';
    if (cost(line) <= remaining) {
      remaining -= cost(line);
      lines.push(line);
      entries.push({
        name: s.name,
        folder: s.folder.rel,
        status: 'cut',
        note: agentMessage('agent.codex.entry.description-removed'),
      });
    } else
      entries.push({
        name: s.name,
        folder: s.folder.rel,
        status: 'dropped',
        note: agentMessage('agent.codex.entry.left-out'),
      });
  });
  const omitted = skills.length - lines.length;
  return {
    lines,
    entries,
    warning: `Exceeded skills context budget of 2%. All skill descriptions were removed and ${omitted} additional skill${omitted === 1 ? ' was' : 's were'} not included in the model-visible skills list.`,
  };
}

// Hands out description characters one at a time, round-robin, while the budget lasts.
function shorten(skills: CodexSkill[], minimal: string[], budget: number) {
  let remaining = budget;
  const chars = skills.map((s) => [...s.description]);
  // Bytes of the first k characters of each description (plus the space before them).
  const prefix = chars.map((cs) => {
    const sums = [0];
    for (const c of cs) sums.push((sums[sums.length - 1] ?? 0) + utf8Length(c));
    return sums;
  });
  const baseBytes = minimal.map((l) => utf8Length(`${l}\n`));
  const costAt = (i: number, k: number) =>
    Math.ceil(((baseBytes[i] ?? 0) + (k > 0 ? 1 + (prefix[i]?.[k] ?? 0) : 0)) / 4);
  const alloc = skills.map(() => 0);
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 0; i < skills.length; i++) {
      const k = alloc[i] ?? 0;
      if (k >= (chars[i]?.length ?? 0)) continue;
      const delta = costAt(i, k + 1) - costAt(i, k);
      if (delta <= remaining) {
        alloc[i] = k + 1;
        remaining -= delta;
        changed = true;
      }
    }
  }
  let truncated = 0;
  const entries: CatalogueEntry[] = [];
  const lines = skills.map((s, i) => {
    const k = alloc[i] ?? 0;
    const total = chars[i]?.length ?? 0;
    truncated += total - k;
    entries.push(
      k < total
        ? {
            name: s.name,
            folder: s.folder.rel,
            status: 'cut',
            note: agentMessage('agent.codex.entry.shortened', { kept: k, total }),
          }
        : { name: s.name, folder: s.folder.rel, status: 'listed' },
    );
    const desc = (chars[i] ?? []).slice(0, k).join('');
    return k > 0 ? `- ${s.name}: ${desc} (file: ${s.path})` : `- ${s.name}: (file: ${s.path})`;
  });
  const average = Math.ceil(truncated / Math.max(1, skills.length));
  const warning =
    average > 100
      ? 'Skill descriptions were shortened to fit the 2% skills context budget. Codex can still see every skill, but some descriptions are shorter. Disable unused skills or plugins to leave more room for the rest.'
      : undefined;
  return warning ? { lines, entries, warning } : { lines, entries };
}
