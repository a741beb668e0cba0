/**
 * The codecs of the calls whose answers travel in a form of their own (the contract's WIRE):
 * `toWire` where the service's answer is put on the wire (dispatch.ts, for Electron's IPC and
 * the web host alike), `fromWire` in the renderer's bridge. Apart from the contract so the
 * page loads the codecs without the contract's schemas.
 */
import type { CallName, CallOutput, WIRE, WireOutput } from './contract';
import { decodeSkillLists, encodeSkillLists } from './skill-list-wire';

type WiredCall = keyof typeof WIRE;

/** How one call's answer is put on the wire and read back. */
interface Codec<K extends WiredCall> {
  encode: (value: CallOutput<K>) => WireOutput<K>;
  decode: (wire: WireOutput<K>) => CallOutput<K>;
}

/** One codec per call of WIRE (a call missing, or one too many, does not compile). */
const CODECS: { [K in WiredCall]: Codec<K> } = {
  listSkills: { encode: encodeSkillLists, decode: decodeSkillLists },
};

/** A call's answer as it travels. */
export function toWire<K extends CallName>(name: K, value: CallOutput<K>): WireOutput<K> {
  const codec = (CODECS as Partial<Record<CallName, Codec<WiredCall>>>)[name];
  return (codec ? codec.encode(value as never) : value) as WireOutput<K>;
}

/** A call's answer from the form it travelled in. */
export function fromWire<K extends CallName>(name: K, wire: WireOutput<K>): CallOutput<K> {
  const codec = (CODECS as Partial<Record<CallName, Codec<WiredCall>>>)[name];
  return (codec ? codec.decode(wire as never) : wire) as CallOutput<K>;
}
