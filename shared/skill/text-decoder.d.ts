/**
 * The WHATWG TextDecoder, which both hosts of the core (Node and the browser) provide. Declared
 * here in its smallest useful shape because the pure core compiles without Node or DOM types.
 */
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  decode(input?: Uint8Array): string;
}
