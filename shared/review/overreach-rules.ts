/**
 * Over-reach in SKILL.md: allowed-tools that let the agent run any shell command, descriptions
 * that bait the agent into choosing the skill for unrelated requests (Cisco trigger_checks.py
 * and capability_inflation_generic.yara), and claims to be required, a system skill, or
 * endorsed by a vendor.
 */
import { reviewMessage } from './messages';
import { excerpt, makeFinding, type At } from './finding';
import type { ProsePattern } from './instruction-rules';
import type { ReviewFinding } from './types';

/** What the over-reach rules read of a SKILL.md. */
export interface SkillHead {
  file: string;
  description?: { value: string; at: At };
  allowedTools?: { value: string | string[]; at: At };
  /** True when the skill shows a command anywhere: a code block in SKILL.md, or a script. */
  showsCommands: boolean;
}

// Claude Code's unrestricted shell grants: "Bash", "Bash(*)", "Bash(:*)", "Bash(*:*)".
const UNRESTRICTED_SHELL = /^(?:Bash|Shell|PowerShell)(?:\(\s*(?:\*|:\s*\*|\*\s*:\s*\*)?\s*\))?$/i;

/** The allowed-tools finding, when a tool it grants is the whole shell. */
export function allowedToolsFindings(head: SkillHead): ReviewFinding[] {
  const tools = head.allowedTools;
  if (!tools) return [];
  const list = Array.isArray(tools.value) ? tools.value : splitTools(tools.value);
  const broad = list.find((t) => UNRESTRICTED_SHELL.test(t.trim()));
  if (broad === undefined) return [];
  const found = { excerpt: excerpt(broad) };
  return [
    makeFinding(
      'allowed-tools-broad',
      head.file,
      tools.at,
      head.showsCommands
        ? reviewMessage('review.allowed-tools-broad', found)
        : reviewMessage('review.allowed-tools-broad.no-commands', found),
    ),
  ];
}

/** allowed-tools as written: space- or comma-separated, commas inside parentheses kept. */
export function splitTools(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let word = '';
  for (const c of value) {
    if (c === '(') depth++;
    if (c === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && (c === ',' || /\s/.test(c))) {
      if (word) out.push(word);
      word = '';
    } else word += c;
  }
  if (word) out.push(word);
  return out;
}

// Cisco GENERIC_PATTERNS, matched against the whole description.
const GENERIC = [
  /^help\s*(?:me|you|with\s+anything)?\s*$/i,
  /^(?:a|an|the)?\s*assistant\s*$/i,
  /^(?:a|an|the)?\s*helper\s*$/i,
  /^(?:I |this )?(?:can |will )?do\s+(?:anything|everything)\s*(?:for you)?\.?$/i,
  /^general\s+purpose\s+(?:assistant|tool|skill)\s*$/i,
  /^universal\s+(?:assistant|tool|skill)\s*$/i,
  /^default\s+(?:assistant|tool|skill)\s*$/i,
  /^use\s+(?:this|me)\s+for\s+(?:everything|anything)\s*$/i,
];
// Cisco $overbroad_claims and $activation_priority, with the wordings issue 39 names.
const OVERBROAD =
  /\b(?:use\s+(?:this|me)(?:\s+skill)?\s+(?:for|on|with)\s+(?:every|all|any)(?:thing|\s+(?:tasks?|requests?|questions?|quer(?:y|ies)|prompts?|messages?|conversations?|situations?))|(?:this|the|our)\s+(?:tool|skill|assistant)\s+can\s+(?:do|handle)\s+(?:anything|everything)|always\s+use\s+(?:this|me)(?:\s+skill)?\s+(?:first|instead|for\s+(?:every|all|any))|use\s+(?:this|me)(?:\s+skill)?\s+(?:first|before\s+(?:anything|everything|any\s+other|all))|call\s+(?:this|me)\s+(?:before|first|instead)|(?:takes?\s+)?priority\s+over\s+(?:all\s+|every\s+|other\s+|any\s+)?(?:tools?|skills?)|default\s+(?:tool|skill|assistant)\s+for\s+(?:all|every|any))\b/i;
const KEYWORD_LIST = /[a-zA-Z]+(?:\s*,\s*[a-zA-Z]+){7,}/;

/** The trigger-baiting finding of a description. */
export function triggerFindings(head: SkillHead): ReviewFinding[] {
  const d = head.description;
  if (!d) return [];
  const text = d.value.trim();
  const found = (what: string) => [
    makeFinding(
      'trigger-baiting',
      head.file,
      d.at,
      reviewMessage('review.trigger-baiting', { excerpt: excerpt(what) }),
    ),
  ];
  if (GENERIC.some((g) => g.test(text))) return found(text);
  const broad = OVERBROAD.exec(text);
  if (broad) return found(broad[0]);
  // Cisco TRIGGER_KEYWORD_BAITING: 8+ comma-separated words, not introduced as examples,
  // repeating themselves or opening the description.
  const list = KEYWORD_LIST.exec(text);
  if (list) {
    const before = text.slice(0, list.index).toLowerCase();
    const examples = ['example', 'such as', 'including'].some((w) => before.includes(w));
    const words = list[0].split(',').map((w) => w.trim().toLowerCase());
    const unique = new Set(words).size / words.length;
    if (!examples && (unique < 0.7 || text.startsWith(list[0].slice(0, 20)))) return found(list[0]);
  }
  return [];
}

/** Claims no skill can make (Cisco $trusted_impersonation, $activation_priority). */
export const SYSTEM_CLAIM: ProsePattern = {
  rule: 'system-skill-claim',
  negatable: true,
  pattern:
    /\b(?:this|I)\s+(?:skill\s+)?(?:is|am)\s+(?:a\s+|an\s+|the\s+)?(?:required|mandatory|system|core\s+system|built-in|essential|privileged)\s+(?:system\s+)?(?:skill|component|extension|tool|module)\b|\b(?:must|should|needs?\s+to)\s+(?:always\s+)?be\s+(?:loaded|enabled|active|used|invoked|run)\s+(?:for|on|in|before|with)\s+(?:every|all|any)\b|\b(?:required|mandatory)\s+(?:for|by|in)\s+(?:all|every)\s+(?:tasks?|requests?|sessions?|conversations?|agents?)\b|\b(?:verified|certified|approved|endorsed)\s+by\s+(?:Anthropic|OpenAI|Google|Microsoft|GitHub|Claude)\b/gi,
};
