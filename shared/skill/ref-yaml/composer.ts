/**
 * The composer: events to a node graph, aliases resolved to the anchored node itself.
 * Ported from ruamel.yaml 0.19.1 composer.py (MIT, Anthon van der Neut; derived from PyYAML, MIT,
 * Kirill Simonov).
 */
import type { ParserEvent } from './events';
import type { Parser } from './parser';
import { pyRepr } from '../../py/repr';
import type { Mark, RefMapping, RefNode, RefScalar, RefSequence } from './types';

// Python's default recursion limit (1000 frames) stops compose_node at about this nesting
// depth; measured with ruamel.yaml 0.19.1 on CPython 3.11 for nested block sequences.
const MAX_COMPOSE_DEPTH = 493;

/** ruamel's Composer over a parser. */
export class Composer {
  private anchors = new Map<string, RefNode>();
  private depth = 0;

  constructor(private readonly parser: Parser) {}

  /** get_single_node(): the one document's root; more than one document is an error. */
  getSingleNode(): RefNode | undefined {
    const parser = this.parser;
    parser.getEvent();
    let document: RefNode | undefined;
    if (!parser.checkEvent('stream-end')) document = this.composeDocument();
    if (!parser.checkEvent('stream-end')) {
      const event = parser.getEvent();
      throw parser.scanner.reader.fail({
        context: 'expected a single document in the stream',
        contextMark: document?.start,
        problem: 'but found another document',
        problemMark: event?.start,
      });
    }
    parser.getEvent();
    return document;
  }

  private composeDocument(): RefNode {
    this.anchors = new Map();
    this.parser.getEvent();
    const node = this.composeNode();
    this.parser.getEvent();
    return node;
  }

  private next(): ParserEvent {
    const event = this.parser.getEvent();
    if (event === undefined)
      throw this.parser.scanner.reader.crash(
        'AttributeError',
        "'NoneType' object has no attribute 'anchor'",
      );
    return event;
  }

  private composeNode(): RefNode {
    const parser = this.parser;
    if (parser.checkEvent('alias')) {
      const event = this.next();
      const alias = event.anchor ?? '';
      const target = this.anchors.get(alias);
      if (target === undefined) {
        throw parser.scanner.reader.fail({
          problem: `found undefined alias ${pyRepr(alias)}`,
          problemMark: event.start,
        });
      }
      return target;
    }
    this.depth++;
    const event = parser.peekEvent();
    if (event === undefined)
      throw parser.scanner.reader.crash(
        'AttributeError',
        "'NoneType' object has no attribute 'anchor'",
      );
    if (this.depth >= MAX_COMPOSE_DEPTH) {
      throw parser.scanner.reader.crash('RecursionError', 'maximum recursion depth exceeded');
    }
    let node: RefNode;
    if (event.kind === 'scalar') node = this.composeScalar();
    else if (event.kind === 'sequence-start') node = this.composeSequence();
    else node = this.composeMapping();
    this.depth--;
    return node;
  }

  private props(node: RefNode, event: ParserEvent): void {
    if (event.anchor !== null) {
      node.anchor = event.anchor;
      this.anchors.set(event.anchor, node);
    }
    if (event.tag !== null) node.tag = event.tag.text;
  }

  private composeScalar(): RefScalar {
    const event = this.next();
    const node: RefScalar = {
      kind: 'scalar',
      value: event.value,
      style: event.style,
      start: event.start,
      end: event.end,
    };
    this.props(node, event);
    return node;
  }

  private composeSequence(): RefSequence {
    const start = this.next();
    const node: RefSequence = {
      kind: 'sequence',
      items: [],
      flow: start.flow,
      start: start.start,
      end: start.end,
    };
    this.props(node, start);
    while (!this.parser.checkEvent('sequence-end')) node.items.push(this.composeNode());
    node.end = this.endMark();
    return node;
  }

  private composeMapping(): RefMapping {
    const start = this.next();
    const node: RefMapping = {
      kind: 'mapping',
      pairs: [],
      flow: start.flow,
      start: start.start,
      end: start.end,
    };
    this.props(node, start);
    while (!this.parser.checkEvent('mapping-end')) {
      const key = this.composeNode();
      const value = this.composeNode();
      node.pairs.push({ key, value });
    }
    node.end = this.endMark();
    return node;
  }

  private endMark(): Mark {
    return this.next().end;
  }
}
