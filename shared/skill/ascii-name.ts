/**
 * An ASCII skill name made from any text, for the destinations that take only a-z, 0-9 and
 * hyphens (Claude uploads): "数据分析" becomes "shu-ju-fen-xi", "Ünïcödé Tools" "unicode-tools".
 * Transliterated by any-ascii (Unicode's scripts to Latin, pinyin for Chinese), which writes
 * each Chinese syllable capitalised with nothing between ("ShuJuFenXi"): those capitals are
 * where the hyphens go.
 */
import anyAscii from 'any-ascii';
import { MAX_NAME } from './rules/name-rules';

/** The reserved words Claude uploads refuse in a name. */
export const RESERVED_NAME_WORDS = /claude|anthropic/i;

const ASCII_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True when `name` is a valid name Claude uploads accept: a-z, 0-9, single hyphens, no reserved word. */
export function isUploadName(name: string): boolean {
  return name.length <= MAX_NAME && ASCII_NAME.test(name) && !RESERVED_NAME_WORDS.test(name);
}

/** `text` as an ASCII name ('' when nothing of it can be written in ASCII letters or digits). */
export function asciiName(text: string): string {
  const slug = anyAscii(text.normalize('NFKC'))
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_NAME) return slug;
  const cut = slug.slice(0, MAX_NAME);
  const hyphen = cut.lastIndexOf('-');
  return (hyphen > 0 ? cut.slice(0, hyphen) : cut).replace(/-+$/, '');
}
