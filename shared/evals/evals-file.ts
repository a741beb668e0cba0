/**
 * A skill's evals: evals/evals.json in Anthropic skill-creator's schema (anthropics/skills
 * 9d2f1ae187231d8199c64b5b762e1bdf2244733d, skills/skill-creator/references/schemas.md,
 * "evals.json"): `skill_name` and `evals[]`, each with an integer `id`, the `prompt`, the
 * `expected_output` (a description of success), `files` (input paths relative to the skill's
 * root, optional) and `expectations` (verifiable statements, plain sentences). skill-creator's
 * SKILL.md writes evals before their expectations, so `expected_output`, `files` and
 * `expectations` may be missing; `id` and `prompt` may not. Keys besides these are kept, in
 * their order, so a file written by another tool survives a round trip.
 *
 * Reading refuses, with the file, line and column, what a run could not use: text that is not
 * JSON (the trigger queries' reader, shared/triggers/json-reader.ts), a wrong shape, an id
 * that is not a whole number or is repeated, an empty prompt, a file path leading out of the
 * skill. A repeated key counts by its last value, as json.loads and JSON.parse take it.
 */
import type { Message } from '../i18n/message';
import { LineIndex } from '../skill/text';
import { kindOf, type JsonNode, plainValue, readJson, setOwn } from '../triggers/json-reader';
import { evalMessage } from './messages';

/** Where a skill keeps its evals, relative to the skill's folder. */
export const EVALS_PATH = 'evals/evals.json';

/** Where an eval's input files go, relative to the skill's folder. */
export const EVAL_FILES_FOLDER = 'evals/files';

/** A JSON value, as the file's other keys hold them. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One task. */
export interface EvalCase {
  id: number;
  prompt: string;
  expected_output: string;
  /** Input files, "/"-separated paths relative to the skill's folder. */
  files: string[];
  expectations: string[];
  /** The eval's other keys, in the file's order. */
  extra: Record<string, JsonValue>;
}

/** The whole file. */
export interface EvalsFile {
  skill_name: string;
  evals: EvalCase[];
  /** The file's other top-level keys, in order. */
  extra: Record<string, JsonValue>;
}

/** Why a file could not be read: the words, and the 1-based line and UTF-16 column. */
export interface EvalsError {
  message: Message;
  line: number;
  column: number;
}

/** The evals, or the first thing wrong with the file. */
export type EvalsRead = { ok: true; file: EvalsFile } | { ok: false; error: EvalsError };

const TOP = new Set(['skill_name', 'evals']);
const CASE = new Set(['id', 'prompt', 'expected_output', 'files', 'expectations']);

class Refused extends Error {
  constructor(readonly error: EvalsError) {
    super('refused');
  }
}

/** Reads an evals file's text (a BOM is skipped; lines and columns count it). */
export function parseEvals(text: string, file: string = EVALS_PATH): EvalsRead {
  const index = new LineIndex(text);
  const where = (offset: number) => ({ file, ...index.position(offset) });
  const fail = (offset: number, message: Message): never => {
    throw new Refused({ message, ...index.position(offset) });
  };
  try {
    const from = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    if (text.slice(from).trim() === '') fail(from, evalMessage('evals.empty', { file }));
    const read = readJson(text, from);
    if (!read.ok)
      return fail(
        read.offset,
        evalMessage('evals.not-json', { ...where(read.offset), problem: read.problem }),
      );
    const top = read.node;
    if (top.kind !== 'object')
      return fail(
        top.start,
        evalMessage('evals.not-object', { ...where(top.start), found: kindOf(top) }),
      );
    const last = lastValues(top);
    const name = last.get('skill_name');
    if (name === undefined)
      fail(top.start, evalMessage('evals.skill-name-missing', where(top.start)));
    else if (name.kind !== 'string')
      fail(
        name.start,
        evalMessage('evals.skill-name-not-text', { ...where(name.start), found: kindOf(name) }),
      );
    const list = last.get('evals');
    if (list === undefined)
      return fail(top.start, evalMessage('evals.evals-missing', where(top.start)));
    if (list.kind !== 'array')
      return fail(
        list.start,
        evalMessage('evals.evals-not-list', { ...where(list.start), found: kindOf(list) }),
      );
    const seen = new Map<number, number>();
    const evals = list.items.map((node, i) => readCase(node, i + 1, seen, where, fail));
    return {
      ok: true,
      file: {
        skill_name: name?.kind === 'string' ? name.value : '',
        evals,
        extra: extraOf(top, TOP),
      },
    };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.error };
    throw error;
  }
}

type Where = (offset: number) => { file: string; line: number; column: number };
type Fail = (offset: number, message: Message) => never;

function readCase(
  node: JsonNode,
  item: number,
  seen: Map<number, number>,
  where: Where,
  fail: Fail,
): EvalCase {
  if (node.kind !== 'object')
    return fail(
      node.start,
      evalMessage('evals.item-not-object', { ...where(node.start), item, found: kindOf(node) }),
    );
  const last = lastValues(node);
  const id = last.get('id');
  if (id === undefined)
    return fail(node.start, evalMessage('evals.id-missing', { ...where(node.start), item }));
  // A JSON number with no fraction or exponent: json.loads makes it an int, as schemas.md asks.
  if (id.kind !== 'number' || !/^-?\d+$/.test(id.raw) || !Number.isSafeInteger(id.value))
    return fail(
      id.start,
      evalMessage('evals.id-not-integer', { ...where(id.start), item, found: kindOf(id) }),
    );
  const first = seen.get(id.value);
  if (first !== undefined)
    fail(
      id.start,
      evalMessage('evals.id-repeated', { ...where(id.start), item, id: id.raw, first }),
    );
  seen.set(id.value, item);

  const prompt = last.get('prompt');
  if (prompt === undefined)
    fail(node.start, evalMessage('evals.prompt-missing', { ...where(node.start), item }));
  const text = (field: string, value: JsonNode | undefined): string => {
    if (value === undefined) return '';
    if (value.kind === 'string') return value.value;
    return fail(
      value.start,
      evalMessage('evals.field-not-text', {
        ...where(value.start),
        item,
        field,
        found: kindOf(value),
      }),
    );
  };
  const promptText = text('prompt', prompt);
  if (promptText.trim() === '')
    fail(prompt.start, evalMessage('evals.prompt-empty', { ...where(prompt.start), item }));
  const texts = (field: string): string[] => {
    const value = last.get(field);
    if (value === undefined) return [];
    if (value.kind !== 'array')
      return fail(
        value.start,
        evalMessage('evals.field-not-list', {
          ...where(value.start),
          item,
          field,
          found: kindOf(value),
        }),
      );
    return value.items.map((entry, i) => {
      if (entry.kind === 'string') return entry.value;
      return fail(
        entry.start,
        evalMessage('evals.entry-not-text', {
          ...where(entry.start),
          item,
          field,
          index: i + 1,
          found: kindOf(entry),
        }),
      );
    });
  };
  const files = texts('files');
  const filesNode = last.get('files');
  files.forEach((path, i) => {
    if (isInsideSkill(path)) return;
    const at = filesNode?.kind === 'array' ? (filesNode.items[i]?.start ?? 0) : 0;
    fail(at, evalMessage('evals.file-outside', { ...where(at), item, index: i + 1, path }));
  });
  return {
    id: id.value,
    prompt: promptText,
    expected_output: text('expected_output', last.get('expected_output')),
    files,
    expectations: texts('expectations'),
    extra: extraOf(node, CASE),
  };
}

/** Whether `path` names something inside the skill's folder: relative, no "..", no drive. */
export function isInsideSkill(path: string): boolean {
  if (path.trim() === '' || path.includes('\0')) return false;
  if (/^[\\/]/.test(path) || /^[A-Za-z]:/.test(path)) return false;
  return path.split(/[\\/]/).every((part) => part !== '..');
}

const lastValues = (node: Extract<JsonNode, { kind: 'object' }>) =>
  new Map(node.members.map((m) => [m.key, m.value] as const));

function extraOf(node: Extract<JsonNode, { kind: 'object' }>, known: Set<string>) {
  const last = lastValues(node);
  const extra: Record<string, JsonValue> = {};
  for (const m of node.members)
    if (!known.has(m.key)) setOwn(extra, m.key, plainValue(last.get(m.key) ?? m.value));
  return extra;
}

/**
 * The file's text: `skill_name` and `evals` first, each eval's fields in schemas.md's order
 * (`files` and `expectations` always written, empty lists included), then the other keys;
 * indented by 2 spaces with a final newline, as skill-creator's examples are.
 */
export function serializeEvals(file: EvalsFile): string {
  const top: Record<string, unknown> = { skill_name: file.skill_name };
  top.evals = file.evals.map((e) => {
    const item: Record<string, unknown> = {
      id: e.id,
      prompt: e.prompt,
      expected_output: e.expected_output,
      files: e.files,
      expectations: e.expectations,
    };
    for (const [key, value] of Object.entries(e.extra))
      if (!CASE.has(key)) setOwn(item, key, value);
    return item;
  });
  for (const [key, value] of Object.entries(file.extra)) if (!TOP.has(key)) setOwn(top, key, value);
  return `${JSON.stringify(top, null, 2)}\n`;
}
