// The review state of the Chinese translations, of the core's messages and of the UI's tables
// alike: each translation keeps a hash of the English it was made from, and a translation whose
// English has changed since is stale until someone reviews it. Used by scripts/stale-translations.mjs and the tests.
import { createHash } from 'node:crypto';

/**
 * The hash kept beside a translation: the first 8 hex digits of the English template's SHA-256.
 * @param {string} english
 */
export function englishHash(english) {
  return createHash('sha256').update(english, 'utf8').digest('hex').slice(0, 8);
}

/**
 * Ids whose translation is missing or was made from other English, with what a reviewer needs.
 * @param {Record<string, string>} english the English template of every id
 * @param {Record<string, readonly [string, string]>} translated each id's translation and hash
 * @returns {{ id: string, english: string, translation?: string, was?: string, hash: string }[]}
 */
export function staleTranslations(english, translated) {
  const stale = [];
  for (const [id, template] of Object.entries(english)) {
    const hash = englishHash(template);
    const entry = Object.hasOwn(translated, id) ? translated[id] : undefined;
    if (!entry) stale.push({ id, english: template, hash });
    else if (entry[1] !== hash)
      stale.push({ id, english: template, translation: entry[0], was: entry[1], hash });
  }
  return stale;
}
