/**
 * One model for everything the core says to a person: a `Message` is an id and the values it
 * names, never a finished sentence. The core and the CLI write it in English from the
 * domain's catalogue; the UI writes it in the user's language from tables the compiler checks
 * (renderer/src/i18n/). VS Code's `nls.localize(id, 'English {0}', arg)` is the model.
 *
 * Adding a message, the core's or the UI's own (one procedure, one check):
 * 1. Write the English template. The core's: `'domain.what-it-says': 'English with {value} and
 *    {n, plural, one {# file} other {# files}}'` in the domain's catalogue (shared/agent/messages.ts,
 *    ...), said with the domain's maker: `agentMessage('domain.what-it-says', { value, n })`. The
 *    UI's own words: the same template in the English half of the feature's
 *    `defineMessages(en, zh)` (renderer/src/features/<feature>/messages.ts, a new table listed
 *    in renderer/src/i18n/ui-tables.ts), said with `t('feature.what', { value, n })`. Either
 *    way the compiler reads the values' names from the template (`ParamsOf` below) and refuses
 *    a missing, extra or misspelled one.
 * 2. `npm run typecheck` then names the Chinese table that lacks it (renderer/src/i18n/*-text.ts
 *    for the core's, the `zh` half for the UI's); add `'domain.what-it-says': ['中文 {value}',
 *    '<hash>']` there. `node scripts/stale-translations.mjs` prints the hash of the English, and
 *    lists every translation, the core's or the UI's, whose English changed since (the tests in
 *    tests/renderer/i18n/ fail on one too).
 * Values that are words (a reason inside a sentence) are Messages too; names, paths, numbers
 * and what an agent or the system says in its own words stay plain values.
 */
import type { MessageId } from './catalogue';

/** A value a message names: text (from the disk or another program), a number, or a message. */
export type MessageParam = string | number | Message;

/** Something the core says: which message, and the values it names. */
export interface Message<Id extends string = MessageId> {
  id: Id;
  params: Record<string, MessageParam>;
}

/** A translation: the text in the language, and the hash of the English it was made from. */
export type Translation = readonly [text: string, englishHash: string];

type Trim<S extends string> = S extends ` ${infer R}`
  ? Trim<R>
  : S extends `${infer R} `
    ? Trim<R>
    : S;
type IsName<S extends string> = S extends '' | `${string}${' ' | '#' | '{' | ',' | '$'}${string}`
  ? false
  : true;
// V is what a "{name}" value may be: any MessageParam for the core, text or a number for the
// UI's own words (renderer/src/i18n/i18n.ts), which the same parsing checks.
// Walks the template brace by brace as template.ts parses it, keeping what each open brace
// is: a plural's branches ('plural') or text (the top level, a branch). Only braces in text
// start a value or a plural, so a branch's own words ("one {character}") are no value.
type Context = 'text' | 'plural';
type Pop<Stack extends Context[]> = Stack extends [Context, ...infer Rest extends Context[]]
  ? Rest
  : [];
type Slots<
  S extends string,
  V,
  Stack extends Context[] = [],
> = S extends `${infer Before}{${infer After}`
  ? Before extends `${string}}${string}`
    ? S extends `${string}}${infer Rest}`
      ? Slots<Rest, V, Pop<Stack>>
      : never
    : Stack extends ['plural', ...Context[]]
      ? Slots<After, V, ['text', ...Stack]>
      : After extends `${infer Name}}${infer Rest}`
        ? IsName<Name> extends true
          ? [Name, V] | Slots<Rest, V, Stack>
          : OpenPlural<After, V, Stack>
        : never
  : never;
type OpenPlural<
  After extends string,
  V,
  Stack extends Context[],
> = After extends `${infer N},${infer Kind},${infer Rest}`
  ? Trim<Kind> extends 'plural'
    ? IsName<Trim<N>> extends true
      ? [Trim<N>, number] | Slots<Rest, V, ['plural', ...Stack]>
      : Slots<After, V, Stack>
    : Slots<After, V, Stack>
  : Slots<After, V, Stack>;

/** The values a template names: "{n, plural, ...}" takes a number, "{name}" a `V`. */
export type ParamsOf<S extends string, V = MessageParam> = {
  [K in Slots<S, V> as K[0]]: K[1];
};

/** The arguments after the id: none for a template naming no value, else its values. */
export type ParamArgs<S extends string, V = MessageParam> = [Slots<S, V>] extends [never]
  ? []
  : [params: ParamsOf<S, V>];

/**
 * A domain's maker: `make(id, params)` with the id and the value names checked. It gives a
 * plain `Message`, so lists of different messages need no annotation.
 */
export type MessageMaker<T extends Record<string, string>> = <Id extends keyof T & string>(
  id: Id,
  ...params: ParamArgs<T[Id]>
) => Message;

/** The maker of a domain's messages from its catalogue of English templates. */
export function messageMaker<const T extends Record<string, string>>(
  _catalogue: T,
): MessageMaker<T> {
  // The ids of every catalogue are MessageIds (catalogue.ts merges them).
  return (id, ...params) => ({
    id: id as unknown as MessageId,
    params: { ...((params[0] ?? {}) as Record<string, MessageParam>) },
  });
}
