/**
 * Codex 0.171.0's "## Skills" section (codex-rs core-skills render.rs, `build_available_skills`
 * and what it calls): the skills the model may pick by itself, ordered by scope, name and
 * path, each `- name: description (file: rN/path/SKILL.md)` with a table of root aliases. The
 * budget is 2% of the model's context window in tokens, a line costing its UTF-8 bytes / 4
 * rounded up; over it, descriptions are shortened a character at a time across all skills, and
 * only when bare entries do not fit are skills left out, in order. For a model whose base
 * instructions explain skills (using-skills.ts), that part of them comes first, as it reaches
 * the model first.
 */
import { agentMessage } from '../messages';
import type { CatalogueEntry, CatalogueView } from '../types';
import { REPRODUCES } from '../versions';
import type { CodexModel, CodexModelSlug } from './models';
import type { CodexLibrary, CodexSkill } from './skills';
import {
  ABSOLUTE_HOW_TO,
  ABSOLUTE_INTRO,
  ALIASED_HOW_TO,
  ALIASED_INTRO,
  budgetWarning,
} from './texts';
import { USING_SKILLS } from './using-skills';

const utf8 = (s: string) => new TextEncoder().encode(s).length;
const tokens = (bytes: number) => Math.ceil(bytes / 4);
const lineCost = (line: string) => tokens(utf8(`${line}\n`));

/** The Skills section as the model sees it, with what the budget cut or left out. */
export function codexCatalogue(library: CodexLibrary, model: CodexModel): CatalogueView {
  const contextTokens = model.contextWindow;
  const usage = model.usageInstructions;
  const listed = library.skills.filter((s) => s.implicit);
  const limit = Math.max(1, Math.floor((contextTokens * 2) / 100));
  const entries: CatalogueEntry[] = library.skills
    .filter((s) => !s.implicit)
    .map((s) => ({
      name: s.name,
      ...whereOf(s),
      status: 'hidden',
      note: agentMessage('agent.codex.entry.not-implicit'),
    }));
  const notes = [
    agentMessage('agent.codex.reproduces', {
      version: REPRODUCES.codex,
      model: model.slug,
      window: contextTokens.toLocaleString('en-US'),
    }),
    agentMessage(usage ? 'agent.codex.usage-on' : 'agent.codex.usage-off', { model: model.slug }),
    agentMessage('agent.codex.budget', { limit, window: contextTokens.toLocaleString('en-US') }),
    ...library.notes,
  ];
  const usingSkills = USING_SKILLS[model.slug as CodexModelSlug];
  // The model's own "# Using skills" comes first: Codex sends its base instructions before.
  const withBase = (skills: string) => [usingSkills, skills].filter(Boolean).join('\n\n');
  if (listed.length === 0) {
    notes.push(agentMessage('agent.codex.no-skills'));
    return view(withBase(''), entries, library, notes);
  }
  const roots = [...new Set(listed.map((s) => s.root))];
  const rootLines = roots.map((r, i) => `- \`r${i}\` = \`${r.replace(/\\/g, '/')}\``);
  const tableCost = Math.max(
    0,
    tokens(utf8(body(rootLines, [], usage))) - tokens(utf8(body([], [], usage))),
  );
  const lines = listed.map((s) => ({
    skill: s,
    path: `r${roots.indexOf(s.root)}/${s.path.slice(s.root.length + 1)}`,
  }));
  const fitted = fit(lines, Math.max(0, limit - tableCost), entries);
  if (fitted.warning)
    notes.push(agentMessage('agent.codex.shows-user', { warning: fitted.warning }));
  return view(
    withBase(`<skills_instructions>${body(rootLines, fitted.lines, usage)}</skills_instructions>`),
    entries,
    library,
    notes,
  );
}

function view(
  text: string,
  entries: CatalogueEntry[],
  library: CodexLibrary,
  notes: CatalogueView['notes'],
): CatalogueView {
  return {
    agent: 'codex',
    reproduces: REPRODUCES.codex,
    placement: agentMessage('agent.placement.codex'),
    text,
    entries,
    skipped: library.skipped,
    notes,
  };
}

const whereOf = (s: CodexSkill) => ({
  folder: s.walked.folder.rel || s.walked.folder.name,
  dir: s.walked.folder.dir,
});

// render_available_skills_body: the aliased texts when there is a roots table; "How to use
// skills" only for a model whose include_skills_usage_instructions is true (recorded: codex.json's
// gpt-5.5 libraries have it, its model-gpt-6.2-sol and model-gpt-5.6-sol settings do not).
function body(rootLines: string[], skillLines: string[], usage: boolean): string {
  const aliased = rootLines.length > 0;
  const lines = [
    '## Skills',
    aliased ? ALIASED_INTRO : ABSOLUTE_INTRO,
    ...(aliased ? ['### Skill roots', ...rootLines] : []),
    '### Available skills',
    ...skillLines,
    ...(usage ? ['### How to use skills', aliased ? ALIASED_HOW_TO : ABSOLUTE_HOW_TO] : []),
  ];
  return `\n${lines.join('\n')}\n`;
}

interface Line {
  skill: CodexSkill;
  path: string;
}

const render = (l: Line, description: string) =>
  description === ''
    ? `- ${l.skill.name}: (file: ${l.path})`
    : `- ${l.skill.name}: ${description} (file: ${l.path})`;

function fit(
  lines: Line[],
  limit: number,
  entries: CatalogueEntry[],
): { lines: string[]; warning?: string } {
  const full = lines.map((l) => render(l, l.skill.description));
  const listed = (l: Line): CatalogueEntry => ({
    name: l.skill.name,
    ...whereOf(l.skill),
    status: 'listed',
    text: render(l, l.skill.description),
  });
  if (full.reduce((n, line) => n + lineCost(line), 0) <= limit) {
    entries.push(...lines.map(listed));
    return { lines: full };
  }
  const minimum = lines.map((l) => render(l, ''));
  const minimumCost = minimum.reduce((n, line) => n + lineCost(line), 0);
  if (minimumCost <= limit) {
    const kept = shorten(lines, limit - minimumCost);
    const out = lines.map((l, i) => {
      const chars = [...l.skill.description];
      const k = kept[i] ?? 0;
      const text = render(l, chars.slice(0, k).join(''));
      entries.push(
        k < chars.length
          ? {
              name: l.skill.name,
              ...whereOf(l.skill),
              status: 'cut',
              note: agentMessage('agent.codex.entry.shortened', { kept: k, total: chars.length }),
              kept: k,
              text,
            }
          : listed(l),
      );
      return text;
    });
    // 0.171.0 tells the user nothing when it only shortens descriptions: its binary holds no
    // such warning (older releases said "Skill descriptions were shortened ...").
    return { lines: out };
  }
  // Not even bare entries fit: take them in order while they fit.
  let used = 0;
  const out: string[] = [];
  lines.forEach((l, i) => {
    const line = minimum[i] ?? '';
    if (used + lineCost(line) <= limit) {
      used += lineCost(line);
      out.push(line);
      entries.push({
        name: l.skill.name,
        ...whereOf(l.skill),
        status: 'cut',
        note: agentMessage('agent.codex.entry.description-removed'),
        text: line,
      });
    } else
      entries.push({
        name: l.skill.name,
        ...whereOf(l.skill),
        status: 'dropped',
        note: agentMessage('agent.codex.entry.left-out'),
      });
  });
  const omitted = lines.length - out.length;
  return {
    lines: out,
    warning: budgetWarning(omitted),
  };
}

// render_lines_with_description_budget: description characters handed out one at a time,
// round-robin, each costing what it adds to its line's tokens.
function shorten(lines: Line[], budget: number): number[] {
  const costs = lines.map((l) => {
    const minimumBytes = utf8(render(l, '')) + 1;
    const base = tokens(minimumBytes);
    const out = [0];
    let bytes = 0;
    for (const ch of l.skill.description) {
      bytes += utf8(ch);
      out.push(tokens(minimumBytes + bytes + 1) - base);
    }
    return out;
  });
  const alloc = lines.map(() => 0);
  const current = lines.map(() => 0);
  let remaining = budget;
  let changed = true;
  while (changed) {
    changed = false;
    costs.forEach((cost, i) => {
      const k = alloc[i] ?? 0;
      if (k >= cost.length - 1) return;
      const next = cost[k + 1] ?? 0;
      const delta = Math.max(0, next - (current[i] ?? 0));
      if (delta <= remaining) {
        alloc[i] = k + 1;
        current[i] = next;
        remaining -= delta;
        changed = true;
      }
    });
  }
  return alloc;
}
