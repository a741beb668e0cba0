/**
 * A fake provider's `respond` that plays a model for the description optimizer (Anthropic's
 * wire): as the trigger model it chooses the skill `skill` exactly when the skill's description
 * in the listing (the system prompt's `- skill: …` line) holds the query's keyword, a word like
 * `kw-p1`; as the improver (a request whose user turn is the optimizer's prompt) it answers
 * with the scripted replies in order, the last one again when they run out.
 */
import { splitTriggerQueries } from '../../shared/triggers/split';
import type { RecordedRequest, Step } from './fake-provider';

/** Six should-trigger queries (kw-p1..kw-p6) and four should-not (kw-n1..kw-n4). */
export const KEYWORD_QUERIES = [
  ...[1, 2, 3, 4, 5, 6].map((i) => ({
    query: `Please sort out kw-p${i} for me`,
    should_trigger: true,
  })),
  ...[1, 2, 3, 4].map((i) => ({
    query: `Could you look at kw-n${i} today`,
    should_trigger: false,
  })),
];

/** The keyword of a query. */
export const keywordOf = (query: string) => /kw-[pn]\d/.exec(query)?.[0] ?? '';

/** The split the optimizer will make (skill-creator's, seed 42), as keywords. */
export function keywordSplit() {
  const { train, test } = splitTriggerQueries(KEYWORD_QUERIES);
  const kw = (qs: typeof train, should: boolean) =>
    qs.filter((q) => q.should_trigger === should).map((q) => keywordOf(q.query));
  return {
    train,
    test,
    trainPos: kw(train, true),
    trainNeg: kw(train, false),
    testPos: kw(test, true),
    testNeg: kw(test, false),
  };
}

/** The text of the request's first user turn. */
export function userText(request: RecordedRequest): string {
  const body = request.body as { messages?: { content: unknown }[] };
  const content = body.messages?.[0]?.content;
  return typeof content === 'string' ? content : JSON.stringify(content ?? '');
}

/** True for the optimizer's request for a better description. */
export const isImprove = (request: RecordedRequest) =>
  userText(request).startsWith('You are optimizing a skill description');

/** The skill's description as the request's listing shows it. */
export function listedDescription(request: RecordedRequest, skill: string): string {
  const system = (request.body as { system?: unknown }).system;
  const text = typeof system === 'string' ? system : JSON.stringify(system ?? '');
  const line = text.split('\n').find((l) => l.startsWith(`- ${skill}: `));
  return line?.slice(`- ${skill}: `.length) ?? '';
}

/** The model (see the header); `improver` are its answers as the improver, in order. */
export function keywordModel(skill: string, improver: readonly string[]) {
  let asked = 0;
  return (request: RecordedRequest): Step => {
    if (isImprove(request)) {
      const text = improver[Math.min(asked++, improver.length - 1)] ?? '';
      return { kind: 'reply', text };
    }
    const keyword = keywordOf(userText(request));
    return keyword !== '' && listedDescription(request, skill).includes(keyword)
      ? { kind: 'reply', toolCalls: [{ name: 'Skill', input: { skill } }] }
      : { kind: 'reply', text: 'I can help with that.' };
  };
}

/** An improver's answer: reasoning, then the description in skill-creator's tags. */
export const answer = (description: string, reasoning = 'Changed the wording.') =>
  `${reasoning}\n<new_description>${description}</new_description>`;

/** A description naming `keywords`: the keyword model triggers on those alone. */
export const keywordDescription = (...keywords: string[]) =>
  `Use this skill for ${keywords.join(', ')}.`;

/** The split of KEYWORD_QUERIES, and a starting description naming one train and one test keyword. */
export function keywordStart() {
  const split = keywordSplit();
  return {
    S: split,
    ORIGINAL: keywordDescription(split.trainPos[0] ?? '', split.testPos[0] ?? ''),
  };
}
