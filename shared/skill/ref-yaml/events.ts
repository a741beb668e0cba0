/**
 * Parser events and tags.
 * Ported from ruamel.yaml 0.19.1 events.py and tag.py (MIT, Anthon van der Neut; derived from
 * PyYAML, MIT, Kirill Simonov).
 */
import type { Mark, ScalarStyle } from './types';

/** The event classes of ruamel's parser. */
export type EventKind =
  | 'stream-start'
  | 'stream-end'
  | 'document-start'
  | 'document-end'
  | 'alias'
  | 'scalar'
  | 'sequence-start'
  | 'sequence-end'
  | 'mapping-start'
  | 'mapping-end';

/** A tag as written (handle and raw suffix) and as resolved against the document's handles. */
export interface ParsedTag {
  handle: string | null;
  suffix: string;
  /** str(Tag): the handle's prefix plus the %-decoded suffix. */
  text: string;
}

/** One parser event; fields beyond kind and marks are used by the kinds that have them. */
export class ParserEvent {
  /** Anchor name (node events) or the alias's target name. */
  anchor: string | null = null;
  tag: ParsedTag | null = null;
  /** ScalarEvent.implicit[0]: plain and untagged (or tagged '!'), so implicit resolvers apply. */
  implicit = false;
  value = '';
  style: ScalarStyle = 'plain';
  /** Collection start: flow style. */
  flow = false;

  constructor(
    readonly kind: EventKind,
    readonly start: Mark,
    readonly end: Mark,
  ) {}
}

/** An event without properties. */
export function makeEvent(kind: EventKind, start: Mark, end: Mark): ParserEvent {
  return new ParserEvent(kind, start, end);
}

/** A node event (scalar or collection start) with its properties. */
export function nodeEvent(
  kind: EventKind,
  start: Mark,
  end: Mark,
  anchor: string | null,
  tag: ParsedTag | null,
  implicit: boolean,
): ParserEvent {
  const event = new ParserEvent(kind, start, end);
  event.anchor = anchor;
  event.tag = tag;
  event.implicit = implicit;
  return event;
}

/** process_empty_scalar: an empty plain scalar at `mark`. */
export function emptyScalar(mark: Mark): ParserEvent {
  return nodeEvent('scalar', mark, mark, null, null, true);
}

/** Tag.uri_decoded_suffix: each %XX becomes chr(0xXX) (bytes are not re-assembled as UTF-8). */
export function uriDecode(suffix: string): string {
  let out = '';
  for (let i = 0; i < suffix.length;) {
    const ch = suffix[i] ?? '';
    i++;
    if (ch !== '%') {
      out += ch;
    } else {
      out += String.fromCharCode(parseInt(suffix.slice(i, i + 2), 16));
      i += 2;
    }
  }
  return out;
}
