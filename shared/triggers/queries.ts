/**
 * A skill's trigger queries: evals/trigger-queries.json, in Anthropic skill-creator's eval-set
 * format, `[{"query": "...", "should_trigger": true}, ...]` (skills/skill-creator/SKILL.md,
 * "Step 1: Generate trigger eval queries", and the `eval_set` run_eval.py and run_loop.py read
 * with json.loads; anthropics/skills b0cbd3df1533b396d281a6886d5132f623393a9c). Keys besides
 * the two are allowed and kept, in their order, so a file written by another tool (or by hand,
 * with notes) survives a round trip through the studio.
 *
 * Reading refuses, with the file, line and column, what skill-creator would trip over: text
 * that is not JSON, a top level that is not a list, an item that is not an object, a "query"
 * missing, not text or blank (its review page drops blank ones: assets/eval_review.html), a
 * "should_trigger" missing or not true/false (run_eval.py tests it for truth, so "false" in
 * quotes would count as true there). A repeated key counts by its last value, as json.loads
 * and JSON.parse take it.
 */
import type { Message } from '../i18n/message';
import { LineIndex } from '../skill/text';
import { kindOf, plainValue, readJson, setOwn } from './json-reader';
import { triggerMessage } from './messages';

/** Where a skill keeps its trigger queries, relative to the skill's folder. */
export const TRIGGER_QUERIES_PATH = 'evals/trigger-queries.json';

/** One request and whether the skill should be chosen for it. */
export interface TriggerQuery {
  query: string;
  should_trigger: boolean;
  /** The item's other keys, in the file's order (written after the two on saving). */
  extra: Record<string, unknown>;
}

/** Why a file could not be read: the words, and the 1-based line and UTF-16 column. */
export interface TriggerQueriesError {
  message: Message;
  line: number;
  column: number;
}

/** The queries, or the first thing wrong with the file. */
export type TriggerQueriesRead =
  { ok: true; queries: TriggerQuery[] } | { ok: false; error: TriggerQueriesError };

const KNOWN = new Set(['query', 'should_trigger']);

/**
 * Reads a trigger-queries file's text (a leading BOM is skipped; lines and columns count it,
 * as the editor shows the file). `file` is how the messages name it. A run refuses a blank
 * query; the queries editor keeps it (`blanks: 'keep'`): it is the row the user is writing.
 */
export function parseTriggerQueries(
  text: string,
  file: string,
  options: { blanks?: 'refuse' | 'keep' } = {},
): TriggerQueriesRead {
  const index = new LineIndex(text);
  const at = (offset: number, message: Message): TriggerQueriesRead => {
    const { line, column } = index.position(offset);
    return { ok: false, error: { message, line, column } };
  };
  const from = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (text.slice(from).trim() === '') return at(from, triggerMessage('triggers.empty', { file }));

  const read = readJson(text, from);
  if (!read.ok) {
    const { line, column } = index.position(read.offset);
    const problem = read.problem;
    return at(read.offset, triggerMessage('triggers.not-json', { file, line, column, problem }));
  }
  const top = read.node;
  if (top.kind !== 'array') {
    const { line, column } = index.position(top.start);
    const found = kindOf(top);
    return at(top.start, triggerMessage('triggers.not-list', { file, line, column, found }));
  }

  const queries: TriggerQuery[] = [];
  for (const [i, node] of top.items.entries()) {
    const item = i + 1;
    const where = (offset: number) => ({ file, item, ...index.position(offset) });
    if (node.kind !== 'object') {
      const found = kindOf(node);
      return at(
        node.start,
        triggerMessage('triggers.item-not-object', { ...where(node.start), found }),
      );
    }
    const last = new Map(node.members.map((m) => [m.key, m.value] as const));
    const query = last.get('query');
    if (query === undefined)
      return at(node.start, triggerMessage('triggers.query-missing', where(node.start)));
    if (query.kind !== 'string') {
      const found = kindOf(query);
      return at(
        query.start,
        triggerMessage('triggers.query-not-text', { ...where(query.start), found }),
      );
    }
    if (query.value.trim() === '' && options.blanks !== 'keep')
      return at(query.start, triggerMessage('triggers.query-empty', where(query.start)));
    const should = last.get('should_trigger');
    if (should === undefined)
      return at(node.start, triggerMessage('triggers.should-trigger-missing', where(node.start)));
    if (should.kind !== 'boolean') {
      const found = kindOf(should);
      const message = triggerMessage('triggers.should-trigger-not-boolean', {
        ...where(should.start),
        found,
      });
      return at(should.start, message);
    }
    const extra: Record<string, unknown> = {};
    for (const m of node.members)
      if (!KNOWN.has(m.key)) setOwn(extra, m.key, plainValue(last.get(m.key) ?? m.value));
    queries.push({ query: query.value, should_trigger: should.value, extra });
  }
  return { ok: true, queries };
}

/**
 * The file's text: a list of objects, each `query` and `should_trigger` first and then its
 * other keys in order, indented by 2 spaces as skill-creator's review page exports it
 * (JSON.stringify(data, null, 2)), with a final newline. An `extra` key named like one of the
 * two is left out: the query's own fields win.
 */
export function serializeTriggerQueries(queries: readonly TriggerQuery[]): string {
  const items = queries.map((q) => {
    const item: Record<string, unknown> = { query: q.query, should_trigger: q.should_trigger };
    for (const [key, value] of Object.entries(q.extra))
      if (!KNOWN.has(key)) setOwn(item, key, value);
    return item;
  });
  return `${JSON.stringify(items, null, 2)}\n`;
}
