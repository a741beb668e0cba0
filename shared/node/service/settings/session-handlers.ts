/**
 * What was open when the studio was last used (LastOpenSchema), and the UI preferences that
 * must outlive a restart (UiPrefsSchema), kept in the settings file so
 * that a reload and a restart of either host open it again. A remembered skill or file that is
 * no longer inside an open library is left out quietly (the studio starts on the list); one
 * sent from a client that is not inside one is refused, so the record can never lead a later
 * start outside the libraries.
 */
import type { StudioHandlers } from '../../../ipc/contract';
import type { LastOpen } from '../../../ipc/settings-calls';
import { sep } from 'node:path';
import { cwd } from 'node:process';
import { isInside } from '../../../studio/paths';
import { AccessDenied, type PathGuard } from '../path-guard';
import type { SettingsStore } from './settings';

/** What the calls use of the service. */
export interface LastOpenContext {
  guard: PathGuard;
  settings: SettingsStore;
}

/** The calls of this group. */
export type SessionCalls = 'readLastOpen' | 'setLastOpen' | 'readUiPrefs' | 'setUiPrefs';

/** The handlers of readLastOpen and setLastOpen, and of the UI preferences kept beside them. */
export function sessionHandlers(ctx: LastOpenContext): Pick<StudioHandlers, SessionCalls> {
  return {
    readLastOpen: () => {
      const { roots, lastOpen } = ctx.settings.read();
      return Promise.resolve(lastOpen ? withinLibraries(lastOpen, roots) : {});
    },
    setLastOpen: async (input) => {
      // The guard resolves links and logs the refusal: a path outside is an attack or a bug.
      if (input.skill !== undefined) ctx.guard.resolve(input.skill);
      if (input.file !== undefined) {
        if (input.skill === undefined || !isInside(input.skill, input.file, sep, cwd))
          throw new AccessDenied(input.file);
        ctx.guard.resolve(input.file);
      }
      await ctx.settings.write({ ...ctx.settings.read(), lastOpen: input });
      return {};
    },
    readUiPrefs: () => Promise.resolve(ctx.settings.read().uiPrefs ?? {}),
    setUiPrefs: async (patch) => {
      // Merged with no await between read and write: two windows' changes both stay.
      const uiPrefs = { ...ctx.settings.read().uiPrefs, ...patch };
      await ctx.settings.write({ ...ctx.settings.read(), uiPrefs });
      return uiPrefs;
    },
  };
}

// Checked by name only, without touching the disk: the renderer opens the skill through the
// guarded calls, which resolve links and refuse anything outside on their own.
function withinLibraries(last: LastOpen, roots: readonly string[]): LastOpen {
  const { skill, file, ...rest } = last;
  if (
    skill === undefined ||
    !roots.some((root) => isInside(root, skill, sep, cwd) && root !== skill)
  )
    return rest;
  return {
    ...rest,
    skill,
    ...(file !== undefined && file !== skill && isInside(skill, file, sep, cwd) && { file }),
  };
}
