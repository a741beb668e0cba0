/**
 * The UI's translations of the core's messages: every id has Chinese, every Chinese names the
 * values its English names (and no others; the UI's own tables too), and every Chinese was
 * reviewed against the
 * English it stands for now (the hash kept beside it). When this fails,
 * `node scripts/stale-translations.mjs` lists what to review and the hash to put beside each
 * reviewed translation.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUES, MESSAGES } from '../../../shared/i18n/catalogue';
import { templateSlots } from '../../../shared/i18n/template';
import { MESSAGES_ZH } from '../../../renderer/src/i18n/message-text';
import { UI_MESSAGE_TABLES } from '../../../renderer/src/i18n/ui-tables';
import { englishHash, staleTranslations } from '../../../scripts/translations.mjs';

const ids = Object.keys(MESSAGES) as (keyof typeof MESSAGES)[];

describe('the Chinese tables', () => {
  it('translate every message id of the core, and nothing else', () => {
    const missing = ids.filter((id) => !Object.hasOwn(MESSAGES_ZH, id));
    const extra = Object.keys(MESSAGES_ZH).filter((id) => !Object.hasOwn(MESSAGES, id));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('were each reviewed against the English as it is now', () => {
    const stale = staleTranslations(MESSAGES, MESSAGES_ZH).map((s) => s.id);
    expect(stale, 'run: node scripts/stale-translations.mjs').toEqual([]);
  });

  it('name the same values as the English, in Chinese words', () => {
    for (const id of ids) expectSameValues(id, MESSAGES[id], MESSAGES_ZH[id][0]);
  });

  it("name the same values as the English in the UI's own tables too", () => {
    for (const table of UI_MESSAGE_TABLES)
      for (const [key, english] of Object.entries(table.en)) {
        const zh = table.zh[key];
        expect(zh, key).toBeDefined();
        // The UI's words may stay as they are in Chinese: names ("Skill Studio"), "OK", "JSON".
        if (zh) expectSameValues(key, english, zh[0], false);
      }
  });
});

function expectSameValues(id: string, en: string, zh: string, translated = true): void {
  // A count the English uses only to choose a form ("The key is" / "The keys are", no "#")
  // need not appear in a language without those forms.
  const english = templateSlots(en);
  const needed = [...english].filter(([, kind]) => kind === 'value' || en.includes('#'));
  expect(
    [...templateSlots(zh).keys()].filter((k) => !english.has(k)),
    id,
  ).toEqual([]);
  for (const [name] of needed) expect(templateSlots(zh).has(name), `${id}: {${name}}`).toBe(true);
  // Identical only when there is nothing to translate ('"{char}"').
  if (translated && zh === en) expect(zh.replace(/\{\w+\}/g, ''), id).not.toMatch(/[A-Za-z]/);
}

describe('the review check', () => {
  const [id] = ids;
  if (id === undefined) throw new Error('no messages');

  it('flags a translation whose English changed, with the new hash', () => {
    const changed = { ...MESSAGES, [id]: `${MESSAGES[id]} (reworded)` };
    const [stale, ...more] = staleTranslations(changed, MESSAGES_ZH);
    expect(more).toEqual([]);
    expect(stale).toMatchObject({
      id,
      was: englishHash(MESSAGES[id]),
      hash: englishHash(`${MESSAGES[id]} (reworded)`),
      translation: MESSAGES_ZH[id][0],
    });
  });

  it('flags an id with no translation', () => {
    const { [id]: _gone, ...rest } = MESSAGES_ZH;
    expect(staleTranslations(MESSAGES, rest)).toEqual([
      { id, english: MESSAGES[id], hash: englishHash(MESSAGES[id]) },
    ]);
  });
});

describe('the catalogues', () => {
  it('never give one id twice', () => {
    const all = Object.values(CATALOGUES).flatMap((c) => Object.keys(c));
    expect(all.length).toBe(new Set(all).size);
    expect(all.length).toBe(ids.length);
  });
});
