/**
 * One agent's treatment of one skill in a sentence a non-developer reads: whether the agent
 * lists it (and where the listing cut it), whether it loads it, and what becomes of its
 * placeholders. Read only from the simulators' own views (the catalogue entry and its note,
 * the call's recorded placeholders and notes), so no agent's rules are written twice.
 */
import { english } from '../i18n/catalogue';
import type { Message, MessageParam } from '../i18n/message';
import { pickFor, verdictOf, type ComparedSkill } from './compare';
import { agentMessage } from './messages';
import { AGENT_LABELS, type AgentId, type CallView, type CatalogueView } from './types';

/** How the verdict should be shown: fine, worth a look, or the skill does not work there. */
export type Tone = 'good' | 'warning' | 'bad';

/** A shape for each tone, so a verdict reads without colour (the agent view and the CLI). */
export const TONE_MARKS: Readonly<Record<Tone, string>> = { good: '✓', warning: '!', bad: '✕' };

/** One agent's verdict in plain words. */
export interface PlainVerdict {
  agent: AgentId;
  tone: Tone;
  /** The whole sentence, its clauses joined as the language joins them. */
  sentence: Message;
}

/** Writes a number as the reader's language does (the UI passes its locale's grouping). */
export type FormatNumber = (n: number) => string;

// The call's notes that say what became of the user's words when no placeholder took them.
const ARGS_NOTES: Partial<Record<string, Message>> = {
  'agent.claude.args-appended': agentMessage('agent.verdict.args-appended'),
  'agent.hello.args-dropped': agentMessage('agent.verdict.args-dropped'),
  'agent.opencode.no-args': agentMessage('agent.verdict.args-not-passed'),
};

/** What becomes of each placeholder the call met, those left as written in one clause. */
function placeholderClauses(call: CallView): { clauses: Message[]; literal: boolean } {
  const clauses: Message[] = [];
  const asWritten: string[] = [];
  for (const use of call.placeholders ?? []) {
    const written = use.written;
    if (use.becomes === 'as-written') asWritten.push(written);
    else if (use.becomes === 'word')
      clauses.push(
        use.word === 0
          ? agentMessage('agent.verdict.first-word', { written })
          : agentMessage('agent.verdict.nth-word', { written, n: (use.word ?? 0) + 1 }),
      );
    else if (use.becomes === 'arguments')
      clauses.push(agentMessage('agent.verdict.all-words', { written }));
    else if (use.becomes === 'skill-dir')
      clauses.push(agentMessage('agent.verdict.skill-dir', { written }));
    else if (use.becomes === 'effort')
      clauses.push(agentMessage('agent.verdict.effort', { written }));
    else clauses.push(agentMessage('agent.verdict.session-id', { written }));
  }
  if (asWritten.length > 0)
    clauses.push(
      agentMessage('agent.verdict.as-written', {
        list: joined(asWritten, 'agent.verdict.list'),
        count: asWritten.length,
      }),
    );
  for (const note of call.notes) {
    const said = ARGS_NOTES[note.id];
    if (said) clauses.push(said);
  }
  return { clauses, literal: asWritten.length > 0 };
}

// Folds parts into nested messages, so each language joins them its own way.
function joined(
  parts: MessageParam[],
  by: 'agent.verdict.list' | 'agent.verdict.then',
): MessageParam {
  return parts.reduceRight((tail, head) => agentMessage(by, { head, tail }));
}

const worse = (a: Tone, b: Tone): Tone =>
  a === 'bad' || b === 'bad' ? 'bad' : a === 'warning' || b === 'warning' ? 'warning' : 'good';

/**
 * The verdict of `catalogue`'s agent on `skill`, with `call` the view of loading it by name
 * (what the agent does when its model, or the user, asks for it).
 */
export function plainVerdict(
  catalogue: CatalogueView,
  call: CallView,
  skill: ComparedSkill,
  formatNumber: FormatNumber = String,
): PlainVerdict {
  const agent = AGENT_LABELS[catalogue.agent];
  const { outcome, why } = verdictOf(catalogue, skill);
  const loadsThis =
    call.ok &&
    call.skill !== undefined &&
    (skill.dir === undefined || call.skill.dir === skill.dir);
  const noTool = call.parts.length === 0 && !call.failure;
  const clauses: Message[] = [];
  let tone: Tone = 'good';
  const because = why ?? agentMessage('agent.verdict.no-reason');

  if (outcome === 'agent-fails') {
    clauses.push(agentMessage('agent.verdict.fails', { agent, why: because }));
    tone = 'bad';
  } else if (outcome === 'skipped') {
    clauses.push(agentMessage('agent.verdict.skipped', { agent, why: because }));
    tone = 'bad';
  } else if (outcome === 'not-seen') {
    clauses.push(agentMessage('agent.verdict.not-seen', { agent }));
    tone = 'bad';
  } else if (outcome === 'listed' && noTool) {
    clauses.push(agentMessage('agent.verdict.lists-no-tool', { agent }));
  } else if (outcome === 'listed' && loadsThis) {
    clauses.push(agentMessage('agent.verdict.lists-loads', { agent }));
  } else {
    const kept = outcome === 'cut' ? pickFor(catalogue.entries, skill)?.kept : undefined;
    const at = kept === undefined || kept === 0 ? undefined : kept;
    clauses.push(
      outcome === 'listed'
        ? agentMessage('agent.verdict.lists', { agent })
        : outcome === 'cut'
          ? at === undefined
            ? agentMessage('agent.verdict.cut', { agent, why: because })
            : agentMessage('agent.verdict.cut-at', { agent, at: formatNumber(at) })
          : outcome === 'dropped'
            ? agentMessage('agent.verdict.dropped', { agent, why: because })
            : agentMessage('agent.verdict.hidden', { agent, why: because }),
    );
    tone = outcome === 'listed' ? 'good' : 'warning';
    if (loadsThis) clauses.push(agentMessage('agent.verdict.loads'));
  }

  if (!noTool && !loadsThis && outcome !== 'agent-fails') {
    clauses.push(
      call.ok && call.skill !== undefined
        ? agentMessage('agent.verdict.loads-other')
        : agentMessage('agent.verdict.load-fails'),
    );
    tone = worse(tone, call.ok ? 'warning' : 'bad');
  }
  if (loadsThis) {
    const placeholders = placeholderClauses(call);
    clauses.push(...placeholders.clauses);
    if (placeholders.literal) tone = worse(tone, 'warning');
  }
  // A reason quoted whole may end its own sentence (skills-ref's error does): no second stop.
  const ended = clauses.length === 1 && why !== undefined && /[.。]$/.test(english(why));
  return {
    agent: catalogue.agent,
    tone,
    sentence: agentMessage(ended ? 'agent.verdict.sentence-ended' : 'agent.verdict.sentence', {
      text: joined(clauses, 'agent.verdict.then'),
    }),
  };
}
