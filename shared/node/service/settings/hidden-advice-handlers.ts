/**
 * readHiddenAdvice and setAdviceHidden: the advice codes the user chose not to see again for
 * one skill, kept by library root and the skill's folder inside it (never in the skill's
 * folder, so nothing of it is packaged, installed or committed). The folder is the key: a
 * skill renamed or moved is another key, so its advice shows again (docs/user-guide.md).
 */
import { sep } from 'node:path';
import { cwd } from 'node:process';
import type { StudioHandlers } from '../../../ipc/contract';
import { withCodeHidden, withSkillCodes } from '../../../studio/hidden-advice';
import { isInside, relativeInside } from '../../../studio/paths';
import { AccessDenied } from '../path-guard';
import type { HiddenAdviceStore } from './hidden-advice-file';
import type { SettingsStore } from './settings';

/** What the calls use of the service. */
export interface HiddenAdviceContext {
  settings: SettingsStore;
  hidden: HiddenAdviceStore;
}

/** The calls of this group. */
export type HiddenAdviceCalls = 'readHiddenAdvice' | 'setAdviceHidden';

/** The handlers of readHiddenAdvice and setAdviceHidden. */
export function hiddenAdviceHandlers(
  ctx: HiddenAdviceContext,
): Pick<StudioHandlers, HiddenAdviceCalls> {
  // The open library holding `dir` (the longest root) and the folder's key inside it; a
  // folder in no open library is a bug or an attack, and nothing is read or kept for it.
  const place = (dir: string) => {
    let root: string | undefined;
    for (const r of ctx.settings.read().roots)
      if (isInside(r, dir, sep, cwd) && r.length > (root?.length ?? -1)) root = r;
    const folder = root === undefined ? undefined : relativeInside(root, dir, sep, cwd);
    if (root === undefined || folder === undefined) throw new AccessDenied(dir);
    return { root, folder };
  };
  return {
    readHiddenAdvice: ({ dir }) => {
      const { root, folder } = place(dir);
      return Promise.resolve({ codes: ctx.hidden.read()[root]?.[folder] ?? [] });
    },
    setAdviceHidden: async ({ dir, code, hidden }) => {
      const { root, folder } = place(dir);
      // Read and written with no await between: two windows' choices both stay.
      const stored = ctx.hidden.read();
      const codes = withCodeHidden(stored[root]?.[folder] ?? [], code, hidden);
      await ctx.hidden.write(withSkillCodes(stored, root, folder, codes));
      return { codes };
    },
  };
}
