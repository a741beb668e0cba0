/**
 * The user's settings: the library roots they chose and the agent settings the views use
 * (shared/agent/settings.ts), kept in a JSON file in the user-data folder and written atomically. A session with roots given on the command line keeps them in
 * memory only, so it never rewrites the user's choices.
 */
import { cpSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AGENT_SETTINGS_DEFAULTS, type AgentSettings } from '../../../agent/settings';
import { AgentSettingsSchema } from '../../../ipc/schemas';
import {
  LastOpenSchema,
  TargetsByRootSchema,
  UiPrefsSchema,
  type LastOpen,
  type UiPrefs,
} from '../../../ipc/settings-calls';
import type { ProfileId } from '../../../skill/types';
import { ModelConnectionSchema, type ModelConnection } from '../../../models/connection';
import { writeFileAtomic } from '../../atomic-file';
import { readRegularFileSync } from '../../regular-file';
import { parseBoundedJson } from '../../../json/bounded-json';

/** What is persisted. */
export interface Settings {
  roots: string[];
  /** The copy of the bundled examples made on first run, if any. */
  bundledRoot?: string;
  /** The agent settings the user changed (AGENT_SETTINGS_DEFAULTS when absent). */
  agents?: AgentSettings;
  /** What was open when the studio was last used (kept here so a restart finds it too). */
  lastOpen?: LastOpen;
  /** The UI's preferences that must outlive a restart (the guide was dismissed, say). */
  uiPrefs?: UiPrefs;
  /** Where each library's skills will be used, by library root (kept after it is closed). */
  targets?: Record<string, ProfileId[]>;
  /** Folders that were libraries, most recent first (recent-folders.ts). */
  recent?: string[];
  /** Connections to models, without their keys (kept in a KeyStore). */
  models?: ModelConnection[];
}

/** Where settings live and how they change. */
export interface SettingsStore {
  read(): Settings;
  write(settings: Settings): Promise<void>;
  /** Resolves once every write asked for is on disk (or has failed): before the process ends. */
  settled(): Promise<void>;
}

/** Settings in `userData/settings.json`; on first run the bundled examples are copied to `userData/skills` and opened. */
export function fileSettings(userData: string, bundledSkills?: string): SettingsStore {
  const file = join(userData, 'settings.json');
  let cached: Settings | undefined;
  let queue: Promise<void> = Promise.resolve();
  return {
    read() {
      if (cached) return cached;
      mkdirSync(userData, { recursive: true });
      if (existsSync(file)) {
        try {
          const raw = parseBoundedJson(
            readRegularFileSync(file).toString('utf8'),
          ) as Partial<Settings>;
          cached = {
            roots: Array.isArray(raw.roots) ? raw.roots.filter((r) => typeof r === 'string') : [],
          };
          if (typeof raw.bundledRoot === 'string') cached.bundledRoot = raw.bundledRoot;
          if (raw.agents !== undefined) cached.agents = agentSettingsFrom(raw.agents);
          // A hand-edited or damaged record is dropped: the studio then starts on the list.
          const lastOpen = LastOpenSchema.safeParse(raw.lastOpen);
          if (lastOpen.success) cached.lastOpen = lastOpen.data;
          const uiPrefs = UiPrefsSchema.safeParse(raw.uiPrefs);
          if (uiPrefs.success) cached.uiPrefs = uiPrefs.data;
          const targets = TargetsByRootSchema.safeParse(raw.targets);
          if (targets.success) cached.targets = targets.data;
          if (Array.isArray(raw.recent))
            cached.recent = raw.recent.filter((r): r is string => typeof r === 'string');
          // A connection edited by hand into something unusable is dropped, the others kept.
          if (Array.isArray(raw.models))
            cached.models = raw.models.flatMap((m) => {
              const parsed = ModelConnectionSchema.safeParse(m);
              return parsed.success ? [parsed.data] : [];
            });
          return cached;
        } catch {
          // An unreadable settings file is set aside rather than lost; start fresh (a pipe or
          // device in its place is only left alone).
          if (statSync(file).isFile()) cpSync(file, `${file}.unreadable-${Date.now()}`);
        }
      }
      cached = { roots: [] };
      if (bundledSkills && existsSync(bundledSkills)) {
        // The examples are copied so they can be edited without touching the installation.
        const copy = join(userData, 'skills');
        if (!existsSync(copy)) cpSync(bundledSkills, copy, { recursive: true });
        cached = { roots: [copy], bundledRoot: copy };
      }
      return cached;
    },
    write(settings) {
      cached = settings;
      // One write at a time, each writing what is in force when it starts: two quick changes
      // can never leave the older one on disk.
      const run = queue.then(async () => {
        mkdirSync(userData, { recursive: true });
        await writeFileAtomic(
          file,
          new TextEncoder().encode(`${JSON.stringify(cached, null, 2)}\n`),
        );
      });
      queue = run.catch(() => undefined);
      return run;
    },
    settled: () => queue,
  };
}

/** Settings held in memory (roots given on the command line, tests). */
export function memorySettings(roots: string[]): SettingsStore {
  let settings: Settings = { roots };
  return {
    read: () => settings,
    write: (next) => {
      settings = next;
      return Promise.resolve();
    },
    settled: () => Promise.resolve(),
  };
}

/**
 * The agent settings of a settings file as read back: each key the schema accepts is kept,
 * any other (hand-edited out of range, wrong type) falls back to its default, as Claude Code
 * ignores an invalid entry of its own settings file and keeps the rest.
 */
export function agentSettingsFrom(raw: unknown): AgentSettings {
  const given = record(raw);
  const claude = record(given.claudeCode);
  const codex = record(given.codex);
  const keep = <T>(
    schema: { safeParse(v: unknown): { success: boolean; data?: T } },
    value: unknown,
    fallback: T,
  ): T => {
    const parsed = schema.safeParse(value);
    return parsed.success ? (parsed.data as T) : fallback;
  };
  const { claudeCode: c, codex: x } = AgentSettingsSchema.shape;
  const d = AGENT_SETTINGS_DEFAULTS;
  return {
    claudeCode: {
      skillListingMaxDescChars: keep(
        c.shape.skillListingMaxDescChars,
        claude.skillListingMaxDescChars,
        d.claudeCode.skillListingMaxDescChars,
      ),
      skillListingBudgetFraction: keep(
        c.shape.skillListingBudgetFraction,
        claude.skillListingBudgetFraction,
        d.claudeCode.skillListingBudgetFraction,
      ),
    },
    codex: {
      bundledSystemSkills: keep(
        x.shape.bundledSystemSkills,
        codex.bundledSystemSkills,
        d.codex.bundledSystemSkills,
      ),
      model: keep(x.shape.model, codex.model, d.codex.model),
    },
  };
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The agent settings in force in `settings`. */
export const agentSettingsOf = (settings: Settings): AgentSettings =>
  settings.agents ?? AGENT_SETTINGS_DEFAULTS;
