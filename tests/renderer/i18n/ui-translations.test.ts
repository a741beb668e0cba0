/**
 * The UI's own tables are reviewed the way the core's are (translations.test.ts): each Chinese
 * text keeps the hash of the English it was made from, so a reworded English flags its Chinese
 * until someone reviews it. Before, the UI's Chinese were plain strings, and a changed English
 * left its outdated Chinese showing with nothing to say so. When this fails,
 * `node scripts/stale-translations.mjs` lists what to review and the hash to put beside each.
 */
import { describe, expect, it } from 'vitest';
import { UI_MESSAGE_TABLES } from '../../../renderer/src/i18n/ui-tables';
import { lockMessages } from '../../../renderer/src/features/install/lock-messages';
import { englishHash, staleTranslations } from '../../../scripts/translations.mjs';

describe("the UI's Chinese tables", () => {
  it('were each reviewed against the English as it is now', () => {
    const stale = UI_MESSAGE_TABLES.flatMap((t) => staleTranslations(t.en, t.zh)).map((s) => s.id);
    expect(stale, 'run: node scripts/stale-translations.mjs').toEqual([]);
  });

  it('flag a Chinese text whose English changed, with the new hash', () => {
    const was = lockMessages.en['lock.unparsed'];
    const changed = { ...lockMessages.en, 'lock.unparsed': `${was} (reworded)` };
    expect(staleTranslations(changed, lockMessages.zh)).toEqual([
      {
        id: 'lock.unparsed',
        english: `${was} (reworded)`,
        translation: lockMessages.zh['lock.unparsed'][0],
        was: englishHash(was),
        hash: englishHash(`${was} (reworded)`),
      },
    ]);
  });
});
