// Lists the Chinese translations that need a review, of the core's messages and of every UI
// table alike: those whose
// English template changed since they were made (the hash kept beside each no longer matches)
// and ids with no translation. For each it prints the English, the Chinese and the hash to put
// beside the Chinese once it is right. Exits 1 when any is stale (the tests fail then too).
//   node scripts/stale-translations.mjs
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { staleTranslations } from './translations.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundled = await build({
  stdin: {
    contents: `export { MESSAGES } from './shared/i18n/catalogue.ts';
export { MESSAGES_ZH } from './renderer/src/i18n/message-text.ts';
export { UI_MESSAGE_TABLES } from './renderer/src/i18n/ui-tables.ts';`,
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'neutral',
  logLevel: 'error',
});
const code = bundled.outputFiles[0]?.text ?? '';
/** @typedef {{ en: Record<string, string>, zh: Record<string, readonly [string, string]> }} Table */
/** @type {{ MESSAGES: Record<string, string>, MESSAGES_ZH: Table['zh'], UI_MESSAGE_TABLES: Table[] }} */
const { MESSAGES, MESSAGES_ZH, UI_MESSAGE_TABLES } = await import(
  `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
);
// Table by table: a UI key may repeat a core id, and each table answers for its own.
const tables = [{ en: MESSAGES, zh: MESSAGES_ZH }, ...UI_MESSAGE_TABLES];
const stale = tables.flatMap((t) => staleTranslations(t.en, t.zh));
for (const s of stale) {
  process.stdout.write(
    s.translation === undefined
      ? `${s.id}: no Chinese\n  en: ${s.english}\n  hash: ${s.hash}\n`
      : `${s.id}: English changed (hash ${s.was} -> ${s.hash})\n  en: ${s.english}\n  zh: ${s.translation}\n`,
  );
}
const total = tables.reduce((n, t) => n + Object.keys(t.en).length, 0);
process.stdout.write(
  stale.length === 0
    ? `All ${total} translations match their English.\n`
    : `${stale.length} of ${total} translations need a review.\n`,
);
process.exitCode = stale.length === 0 ? 0 : 1;
