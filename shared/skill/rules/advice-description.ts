/**
 * Authoring advice on the name and the description: a description in the first or second
 * person, one an agent's skill list cuts short, one another skill of the library shares, and a
 * name that says nothing. Sources are cited at each rule; all are advice (never a verdict).
 */
import { listOf } from '../../i18n/common-messages';
import { diagnostic } from '../diagnostic';
import { skillMessage } from '../messages';
import type { Diagnostic } from '../types';
import type { RuleContext } from './rule-context';

/**
 * Claude Code's per-entry cap on a listed description (with when_to_use after " - "): past it
 * the text is cut to one less and "…" (shared/agent/claude-code/listing.ts, the release's
 * `skillListingMaxDescChars ?? 1536`; its default in shared/agent/settings.ts).
 */
export const CLAUDE_CODE_LISTING_CAP = 1536;
/**
 * Codex keeps a description of at most this many characters (code points) and cuts a longer
 * one to 1021 and "..." (shared/agent/codex/skills.ts, MAX_DESCRIPTION).
 */
export const CODEX_DESCRIPTION_CAP = 1024;

// "I can help you…", "We…", "You can use this to…": Anthropic's "Skill authoring best
// practices" (platform.claude.com/docs/en/agents-and-tools/agent-skills/best-practices,
// "Writing effective descriptions"): "Always write in third person. The description is
// injected into the system prompt, and inconsistent point-of-view can cause discovery
// problems", its examples to avoid being "I can help you process Excel files" and "You can use
// this to process Excel files". Only at the start of a sentence: "Use when you need …" later on
// is a trigger, not a point of view.
const FIRST_OR_SECOND_PERSON =
  /(?:^|[.!?]\s+)((?:I|We)(?:'m|'ll|'ve| can| will| help| am| are| do| make)\b|Let me\b|Let us\b|You (?:can|could|should|will|may|might)\b|Use this (?:skill )?to\b)/;
const FIRST_OR_SECOND_PERSON_ZH = /(?:^|[。！？]\s*)(我们?(?:可以|能|会|将|帮)|你可以|您可以|让我)/;

/**
 * Names the best practices page lists as vague ("Avoid: vague names: helper, utils, tools;
 * overly generic: documents, data, files"), with the usual stand-ins. A name made only of these
 * words and fillers (e.g. "helper", "my-utils", "misc-tools") says nothing.
 */
const VAGUE_WORDS = new Set([
  'helper',
  'helpers',
  'util',
  'utils',
  'utility',
  'utilities',
  'tool',
  'tools',
  'misc',
  'stuff',
  'things',
  'documents',
  'data',
  'files',
  'general',
  'common',
  'untitled',
]);
// Words that add nothing either; a name of these alone ("my-skill", the studio's example name
// and the specification's) is left to the author.
const FILLER = new Set(['my', 'new', 'the', 'skill', 'skills']);

/** description-third-person, description-cut, description-duplicate, name-vague. */
export function descriptionAdviceRules(ctx: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  const name = ctx.field('name');
  if (name?.node.kind === 'scalar') {
    const value = name.node.value.trim().toLowerCase();
    const words = value.split('-');
    if (
      words.some((w) => VAGUE_WORDS.has(w)) &&
      words.every((w) => VAGUE_WORDS.has(w) || FILLER.has(w))
    )
      out.push(
        diagnostic(
          'name-vague',
          skillMessage('skill.name-vague', { name: value }),
          name.valueRange,
        ),
      );
  }
  const field = ctx.field('description');
  if (field?.node.kind !== 'scalar') return out;
  const description = field.node.value.trim();
  if (description === '') return out;
  const person =
    FIRST_OR_SECOND_PERSON.exec(description) ?? FIRST_OR_SECOND_PERSON_ZH.exec(description);
  if (person)
    out.push(
      diagnostic(
        'description-third-person',
        skillMessage('skill.description-third-person', { text: person[1] ?? '' }),
        field.valueRange,
      ),
    );
  out.push(...listingCuts(ctx, description, field.valueRange));
  const twins = ctx.skill.sameDescriptionAs;
  if (twins && twins.length > 0)
    out.push(
      diagnostic(
        'description-duplicate',
        skillMessage('skill.description-duplicate', { others: listOf(twins) }),
        field.valueRange,
      ),
    );
  return out;
}

// Where each agent's list of skills cuts the description (the agents' own code, cited at the
// caps). Claude Code appends when_to_use after " - " and cuts the whole; Codex the description.
function listingCuts(
  ctx: RuleContext,
  description: string,
  range: Diagnostic['range'],
): Diagnostic[] {
  const out: Diagnostic[] = [];
  // Claude Code trims the description and measures in UTF-16 units (`n.length`); Codex
  // collapses runs of white space and counts code points.
  const when = ctx.field('when_to_use')?.node;
  const whenText = when?.kind === 'scalar' && when.value.trim() !== '' ? when.value : undefined;
  const joined = whenText === undefined ? description : `${description} - ${whenText}`;
  // The listing writes "<" and ">" as "&lt;" and "&gt;", three characters more each.
  const listed = { length: joined.length + 3 * (joined.match(/[<>]/g)?.length ?? 0) };
  if (listed.length > CLAUDE_CODE_LISTING_CAP)
    out.push(
      diagnostic(
        'description-cut',
        skillMessage(
          whenText === undefined ? 'skill.description-cut' : 'skill.description-cut.with-when',
          {
            agent: 'Claude Code',
            at: CLAUDE_CODE_LISTING_CAP - 1,
            length: listed.length,
          },
        ),
        range,
      ),
    );
  // A code point is one or two UTF-16 units: only a long text can pass the cap.
  const points =
    description.length > CODEX_DESCRIPTION_CAP ? [...description.split(/\s+/).join(' ')].length : 0;
  if (points > CODEX_DESCRIPTION_CAP)
    out.push(
      diagnostic(
        'description-cut',
        skillMessage('skill.description-cut', {
          agent: 'Codex',
          at: CODEX_DESCRIPTION_CAP - 3,
          length: points,
        }),
        range,
      ),
    );
  return out;
}
