/**
 * Instructions in what the Markdown preview hides: HTML comments and link reference
 * definitions (never rendered; "[//]: # (...)" is the comment idiom), elements hidden by
 * markup (hidden, display:none, ...), and link titles (shown only on hover). Hidden text is a
 * finding when it carries instructions: it matches a prose or command rule, or it addresses
 * the agent with an order (Snyk agent-scan E004: "hidden or deceptive instructions"). A
 * "<!-- TODO -->" note is no finding.
 */
import * as P from './command-patterns';
import { reviewMessage } from './messages';
import { excerpt, makeFinding, positionOf } from './finding';
import { matchesProse } from './instruction-rules';
import { hiddenTexts } from './markdown';
import type { ReviewFinding } from './types';

const AGENT =
  /\b(?:AI|LLMs?|(?:the\s+)?(?:assistant|agent|model)|Claude|Codex|Copilot|Gemini|ChatGPT|GPT-?\d?)\b/i;
const ORDER =
  /\b(?:you\s+(?:must|should|shall|will|are\s+to|need\s+to)|must|always|never|do\s+not|don't|make\s+sure|instead|from\s+now\s+on|important(?:ly)?:|instruction)\b/i;
const DIRECT_ORDER =
  /\b(?:(?:assistant|agent|AI|Claude|Codex)\s*[:,]\s*(?:please\s+)?(?:run|execute|send|upload|fetch|download|read|delete|install|ignore|reply|respond|say|print|output)\b)/i;

/** True when `text` reads as an instruction to the agent. */
export function isInstructionLike(text: string): boolean {
  if (matchesProse(text)) return true;
  const commands = [
    ...P.DOWNLOAD_AND_RUN,
    ...P.REVERSE_SHELL,
    ...P.ENCODED_EXEC,
    ...P.DESTRUCTIVE,
    P.SAFETY_SWITCH,
  ];
  if (commands.some((c) => c.test(text))) return true;
  return (AGENT.test(text) && ORDER.test(text)) || DIRECT_ORDER.test(text);
}

/** The hidden-instruction findings of a Markdown file. */
export function hiddenFindings(
  file: string,
  text: string,
  starts: readonly number[],
  fenced: (offset: number) => boolean,
): ReviewFinding[] {
  const out: ReviewFinding[] = [];
  for (const hidden of hiddenTexts(text, fenced)) {
    if (!isInstructionLike(hidden.text)) continue;
    const at = positionOf(starts, hidden.offset);
    const found = { excerpt: excerpt(hidden.text) };
    if (hidden.kind === 'link-title')
      out.push(
        makeFinding(
          'link-title-instructions',
          file,
          at,
          reviewMessage('review.link-title-instructions', found),
        ),
      );
    else if (hidden.kind === 'markup')
      out.push(
        makeFinding(
          'hidden-markup-instructions',
          file,
          at,
          reviewMessage('review.hidden-markup-instructions', found),
        ),
      );
    else
      out.push(
        makeFinding(
          'hidden-comment-instructions',
          file,
          at,
          reviewMessage('review.hidden-comment-instructions', found),
        ),
      );
  }
  return out;
}
