/**
 * The user's settings: the library roots they chose, kept in a JSON file in the user-data
 * folder and written atomically. A session with roots given on the command line keeps them in
 * memory only, so it never rewrites the user's choices.
 */
import { cpSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../atomic-file';
import { readRegularFileSync } from '../regular-file';

/** What is persisted. */
export interface Settings {
  roots: string[];
  /** The copy of the bundled examples made on first run, if any. */
  bundledRoot?: string;
}

/** Where settings live and how they change. */
export interface SettingsStore {
  read(): Settings;
  write(settings: Settings): Promise<void>;
}

/** Settings in `userData/settings.json`; on first run the bundled examples are copied to `userData/skills` and opened. */
export function fileSettings(userData: string, bundledSkills?: string): SettingsStore {
  const file = join(userData, 'settings.json');
  let cached: Settings | undefined;
  return {
    read() {
      if (cached) return cached;
      mkdirSync(userData, { recursive: true });
      if (existsSync(file)) {
        try {
          const raw = JSON.parse(readRegularFileSync(file).toString('utf8')) as Partial<Settings>;
          cached = {
            roots: Array.isArray(raw.roots) ? raw.roots.filter((r) => typeof r === 'string') : [],
          };
          if (typeof raw.bundledRoot === 'string') cached.bundledRoot = raw.bundledRoot;
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
    async write(settings) {
      cached = settings;
      mkdirSync(userData, { recursive: true });
      await writeFileAtomic(
        file,
        new TextEncoder().encode(`${JSON.stringify(settings, null, 2)}\n`),
      );
    },
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
  };
}
