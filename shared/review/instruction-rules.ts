/**
 * Instructions aimed at the agent against the user, found in prose: override phrasing,
 * hiding actions from the user, requests to read credentials or send data elsewhere, and
 * turning off approvals or safety settings. The patterns follow the cited scanners' rules
 * (rules.ts), widened to the wordings issue 39 names.
 *
 * Where they apply (decided for issue 39): prose, meaning Markdown outside fenced code blocks
 * and inline code spans, plus the frontmatter. Text in a code fence or a code span is shown to
 * the reader as a quotation, so a tutorial quoting "ignore previous instructions" in a fence
 * is not an override finding. Quotation marks in prose do not exempt anything: the agent reads
 * a quoted order as an order. Text the preview hides is checked whatever its markup
 * (hidden-rules.ts). A match preceded closely by a negation ("never", "do not", ...) is advice
 * against the act, not the act (Cisco's $negation_context and *_negated strings).
 */
import type { MessageParam } from '../i18n/message';
import { reviewMessage } from './messages';
import { excerpt, makeFinding, positionOf, type At } from './finding';
import type { ReviewRuleId } from './rules';
import type { ReviewFinding } from './types';

/** One pattern of a prose rule. */
export interface ProsePattern {
  rule:
    | 'override-instructions'
    | 'conceal-from-user'
    | 'credential-exfiltration-request'
    | 'disable-safety'
    | 'trigger-baiting'
    | 'system-skill-claim';
  pattern: RegExp;
  /** False when a negation before the match does not undo it ("do not tell the user" is the act). */
  negatable: boolean;
  /** Names that start where the match starts and are no request (sticky, case as written). */
  unless?: RegExp;
}

// MITRE ATT&CK Enterprise's technique names (T1528, T1539, T1558, T1649), which security
// skills list in tables: a label of an attack, not a request to make one.
const ATTACK_TECHNIQUE =
  /Steal (?:Application Access Token|Web Session Cookie|or Forge (?:Kerberos Tickets|Authentication Certificates))\b/y;

const SECRET_NOUN = String.raw`(?:\b(?:credentials?|passwords?|passphrases?|api[_\s-]?keys?|access[_\s-]?tokens?|auth[_\s-]?tokens?|tokens?|secrets?|secret[_\s-]?keys?|private[_\s-]?keys?|ssh[_\s-]?keys?|cookies|session[_\s-]?cookies|environment\s+variables|id_rsa|keychains?|wallets?)\b|~/\.ssh\b|~/\.aws\b|\.env\b)`;
const SEND_VERB = String.raw`(?:send|upload|post|forward|transmit|e-?mail|exfiltrate|leak|beam|pipe)`;
const DESTINATION = String.raw`(?:https?://|ftp://|\S+@\S+\.\w+|(?:our|my|this|that|the\s+following|an?\s+(?:external|remote|third[-\s]party))\s+(?:server|endpoint|webhook|url|address|inbox|channel|bucket|api|host|domain))`;
const r = (source: string) => new RegExp(source, 'gi');

/** The prose patterns, rule by rule. */
export const PROSE_PATTERNS: readonly ProsePattern[] = [
  // Cisco PROMPT_INJECTION_IGNORE_INSTRUCTIONS, widened to "override"/"bypass" and more nouns.
  {
    rule: 'override-instructions',
    negatable: true,
    pattern: r(
      String.raw`\b(?:ignore|disregard(?:ing)?|forget|override|bypass)\s+(?:all\s+|any\s+|every\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+)?(?:previous|prior|earlier|above|preceding|system|original|existing|other)\s+(?:and\s+following\s+)?(?:instructions?|rules|prompts?|guidelines|directions|directives|commands?|context|guardrails|policies)\b`,
    ),
  },
  // Cisco PROMPT_INJECTION_UNRESTRICTED_MODE and PROMPT_INJECTION_BYPASS_POLICY; garak's DAN.
  {
    rule: 'override-instructions',
    negatable: true,
    pattern: r(
      String.raw`\byou\s+are\s+now\s+(?:in\s+)?(?:an?\s+)?(?:unrestricted|unfiltered|uncensored|jailbroken|jailbreak|DAN\b|developer\s+mode|debug\s+mode|god\s+mode|admin\s+mode|free\s+(?:from|of)|no\s+longer\s+bound)|\b(?:enter|switch\s+to|activate)\s+(?:unrestricted|developer|debug|jailbreak|god)\s+mode\b|\bdo\s+anything\s+now\b|\bignore\s+(?:your\s+)?(?:safety|content|ethical)\s+(?:guidelines|restrictions|limits|policies)\b|\bbypass\s+(?:the\s+)?(?:content|usage|safety)\s+polic(?:y|ies)\b|\bfrom\s+now\s+on,?\s+you\s+(?:will|must|are\s+to)\s+(?:ignore|disregard|no\s+longer\s+follow|not\s+follow)\b|\bnew\s+system\s+prompt\s*:|\byour\s+(?:real|true|new)\s+instructions\s+are\b`,
    ),
  },
  // Cisco PROMPT_INJECTION_CONCEALMENT.
  {
    rule: 'conceal-from-user',
    negatable: false,
    pattern: r(
      String.raw`\b(?:do\s+not|don't|never)\s+(?:tell|inform|mention\s+(?:this\s+|it\s+)?to|notify|alert|show|reveal\s+(?:this\s+|it\s+)?to)\s+(?:the\s+)?user\b|\bwithout\s+(?:telling|informing|notifying|alerting)\s+(?:the\s+)?user\b|\bhide\s+(?:this|that|these|the|your)\s+(?:actions?|operations?|steps?|commands?|requests?|output)\b|\bkeep\s+(?:this|that|it)\s+(?:secret|hidden)\b|\bdon't\s+mention\s+(?:that\s+)?you\s+used\s+this\s+skill\b`,
    ),
  },
  {
    rule: 'conceal-from-user',
    negatable: true,
    pattern: r(
      String.raw`\b(?:silently|secretly|quietly|covertly|discreetly)\s+(?:send|upload|post|transmit|forward|copy|install|download|run|execute|delete|exfiltrate|collect)\b`,
    ),
  },
  // Cisco $credential_theft_actions and $dump_creds.
  {
    rule: 'credential-exfiltration-request',
    negatable: true,
    unless: ATTACK_TECHNIQUE,
    pattern: r(
      String.raw`\b(?:steal|grab|exfiltrate|harvest|siphon|dump)\b[^.!?\n]{0,40}${SECRET_NOUN}`,
    ),
  },
  // A secret sent to a destination (Snyk TF001's private data to a public sink, in words).
  {
    rule: 'credential-exfiltration-request',
    negatable: true,
    pattern: r(
      String.raw`\b(?:${SEND_VERB}|copy|include|share|paste)\b[^.!?\n]{0,80}${SECRET_NOUN}[^.!?\n]{0,80}?\b(?:to|into|via)\s+${DESTINATION}|\b${SEND_VERB}\b\s+(?:it|them|everything|the\s+(?:contents?|results?|output))?\s*(?:to|into)\s+${DESTINATION}[^.!?\n]{0,100}${SECRET_NOUN}`,
    ),
  },
  {
    rule: 'credential-exfiltration-request',
    negatable: true,
    pattern: r(
      String.raw`\b(?:read|cat|open|load|collect|gather|copy|list)\b[^.!?\n]{0,40}(?:~/\.ssh/id_\w+|~/\.aws/credentials|\.git-credentials|\.netrc|keychain|Login\s+Data|cookies\.sqlite|browser\s+(?:passwords|cookies|profiles?))[^.!?\n]{0,120}\b${SEND_VERB}\b`,
    ),
  },
  // Cisco $skip_confirmation and "disable safety filters"; the agents' own switches.
  {
    rule: 'disable-safety',
    negatable: true,
    pattern: r(
      String.raw`\bdisable\s+(?:all\s+|the\s+|your\s+|any\s+)?(?:safety|security|content|ethical)\s+(?:filters?|checks?|guidelines|settings|guardrails|restrictions)\b|\b(?:don't|do\s+not|never)\s+(?:ask|wait\s+for|require|request)\s+(?:the\s+)?(?:user|human)(?:'s)?\s+(?:for\s+)?(?:confirmation|permission|approval|consent)\b|\bproceed\s+without\s+(?:asking|confirming\s+with|consulting)\s+(?:the\s+)?(?:user|human)\b|\b(?:turn\s+off|disable|skip|bypass)\s+(?:all\s+|the\s+|any\s+)?(?:approvals?|approval\s+prompts?|permission\s+(?:prompts?|checks?)|confirmation\s+(?:prompts?|dialogs?)|the\s+sandbox|sandboxing)\b|\bauto[- ]?approve\s+(?:all|every|any)\b`,
    ),
  },
];

const NEGATIONS = String.raw`\b(?:never|not|don't|doesn't|won't|mustn't|shouldn't|cannot|can't|avoid|prevent|block|reject|refuse|forbid|forbidden)\b`;
// Within this many characters before a match, a negation undoes it.
const NEGATION = new RegExp(`${NEGATIONS}[^.!?\n]{0,24}$`, 'i');
// A negation earlier in the sentence.
const NEGATION_IN_SENTENCE = new RegExp(NEGATIONS, 'i');

/**
 * True when the words just before `index` negate what follows, or when the match is a quoted
 * example in a sentence a negation leads: anthropics/skills' claude-api skill advises
 * 'avoid override-style language ("ignore what the user said", …, "disregard the previous
 * instruction")', where the third example stands 90 characters after "avoid".
 */
export function negated(text: string, index: number): boolean {
  if (NEGATION.test(text.slice(Math.max(0, index - 40), index))) return true;
  const before = text.slice(Math.max(0, index - 300), index);
  const sentence = before.slice(
    Math.max(...['.', '!', '?', '\n\n'].map((c) => before.lastIndexOf(c))) + 1,
  );
  return quoted(sentence) && NEGATION_IN_SENTENCE.test(sentence);
}

// Whether the text's end lies inside a quotation ("…" or “…”) opened in it.
function quoted(text: string): boolean {
  const straight = text.split('"').length - 1;
  return straight % 2 === 1 || text.lastIndexOf('\u201c') > text.lastIndexOf('\u201d');
}

/**
 * The findings of `patterns` in `prose` (a file's prose with everything else blanked, lines
 * kept): one per rule and line.
 */
export function proseFindings(
  file: string,
  prose: string,
  starts: readonly number[],
  patterns: readonly ProsePattern[] = PROSE_PATTERNS,
): ReviewFinding[] {
  const out: ReviewFinding[] = [];
  const seen = new Set<string>();
  for (const { rule, pattern, negatable, unless } of patterns) {
    for (const m of prose.matchAll(pattern)) {
      if (negatable && negated(prose, m.index)) continue;
      if (unless && startsWith(unless, prose, m.index)) continue;
      const at = positionOf(starts, m.index);
      const key = `${rule}:${at.line}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(proseFinding(rule, file, at, m[0]));
    }
  }
  return out;
}

/** A finding of a prose rule with its excerpt. */
export function proseFinding(
  rule: ProsePattern['rule'],
  file: string,
  at: At,
  found: string,
): ReviewFinding {
  const params: { excerpt: MessageParam } = { excerpt: excerpt(found) };
  return makeFinding(rule, file, at, reviewMessage(`review.${rule}`, params));
}

/** True when any prose pattern matches `text` (not undone by a negation). */
export function matchesProse(text: string): ReviewRuleId | undefined {
  for (const { rule, pattern, negatable, unless } of PROSE_PATTERNS) {
    for (const m of text.matchAll(pattern))
      if ((!negatable || !negated(text, m.index)) && !(unless && startsWith(unless, text, m.index)))
        return rule;
  }
  return undefined;
}

// Whether the sticky `name` matches `text` at `index`.
function startsWith(name: RegExp, text: string, index: number): boolean {
  name.lastIndex = index;
  return name.test(text);
}
