/**
 * Every feature's table of the UI's words, apart from React and the store so that
 * scripts/stale-translations.mjs can bundle it with the core's tables and check both alike.
 */
import type { MessageTable } from './define';
import { appMessages } from '../app/messages';
import { libraryMessages } from '../features/library/messages';
import { editorMessages } from '../features/editor/messages';
import { formMessages } from '../features/form/messages';
import { agentMessages } from '../features/agent/messages';
import { packagingMessages } from '../features/packaging/messages';
import { exportMessages } from '../features/packaging/export-messages';
import { importMessages } from '../features/packaging/import-messages';
import { filesMessages } from '../features/files/messages';
import { installMessages } from '../features/install/messages';
import { lockMessages } from '../features/install/lock-messages';
import { helpMessages } from '../features/help/messages';
import { modelsMessages } from '../features/models/messages';
import { triggerViewMessages } from '../features/triggers/messages';
import { evalViewMessages } from '../features/evals/messages';
import { targetMessages } from '../features/targets/messages';
import { historyMessages } from '../features/history/messages';
import { visualMessages } from '../features/visual/messages';
import { reviewViewMessages } from '../features/review/messages';
import { findingHeadlines } from './finding-headlines';
import { problemHeadlines } from './problem-headlines';
import { plainFixTitles } from './fix-titles';

/** The tables with their literal English, so keys (and their values) are typed. */
export const TABLES = [
  appMessages,
  libraryMessages,
  editorMessages,
  formMessages,
  agentMessages,
  packagingMessages,
  exportMessages,
  importMessages,
  filesMessages,
  installMessages,
  lockMessages,
  helpMessages,
  modelsMessages,
  visualMessages,
  triggerViewMessages,
  evalViewMessages,
  reviewViewMessages,
  targetMessages,
  historyMessages,
  findingHeadlines,
  problemHeadlines,
  plainFixTitles,
] as const;

/** Every feature's table, for the checks that walk all of the UI's words (tests, scripts). */
export const UI_MESSAGE_TABLES: readonly MessageTable[] = TABLES;
