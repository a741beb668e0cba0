/**
 * Web APIs that both hosts of the core (Node and the browser) provide, declared in their
 * smallest useful shape because the pure core compiles without Node or DOM types.
 */
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  decode(input?: Uint8Array): string;
}

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}

declare class URL {
  constructor(url: string, base?: string);
  pathname: string;
  readonly href: string;
  readonly protocol: string;
  readonly host: string;
  readonly origin: string;
  readonly username: string;
  readonly password: string;
  readonly search: string;
  readonly hash: string;
}
