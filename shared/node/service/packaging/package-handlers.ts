/**
 * The packaging calls of the contract: package skills into archives, export them as plugins,
 * list what an archive or a folder holds and import its skills into a library.
 */
import type { StudioHandlers } from '../../../ipc/contract';
import { exportForClient } from './export-ops';
import type { RootIndex } from '../libraries/library-index';
import { importForClient, packageForClient, scanForClient } from './package-ops';
import { importSourcePath } from './import-source-path';
import type { PathGuard } from '../path-guard';
import type { Jobs } from '../jobs';
import { SkillOpError } from '../skills/skill-ops';

/** The packaging calls of the contract. */
export type PackageCalls = 'packageSkills' | 'exportSkills' | 'scanImport' | 'importArchive';

/** What the packaging calls use of the service. */
export interface PackageHandlersContext {
  guard: PathGuard;
  userData: string;
  /** The open libraries, by root. */
  indexes: ReadonlyMap<string, RootIndex>;
  /** The lists brought up to date at once for paths the service changed. */
  refresh: (paths: string[]) => void;
  /** Long calls the page can follow and stop. */
  jobs: Jobs;
}

/** The handlers of packageSkills, exportSkills, scanImport and importArchive. */
export function packageHandlers(ctx: PackageHandlersContext): Pick<StudioHandlers, PackageCalls> {
  const { guard } = ctx;
  return {
    packageSkills: async (input) => {
      const dirs = input.dirs.map((dir) => guard.resolve(dir));
      const dest = input.dest === undefined ? undefined : guard.resolveGranted(input.dest);
      return packageForClient(input, dirs, dest, ctx.userData);
    },
    exportSkills: async (input) => {
      const dirs = input.dirs.map((dir) => guard.resolve(dir));
      const dest = input.dest === undefined ? undefined : guard.resolveGranted(input.dest);
      return exportForClient(input, dirs, dest, ctx.userData);
    },
    scanImport: async ({ path }) => scanForClient(importSourcePath(guard, path)),
    importArchive: async ({ path, root, conflict, skills, job }) => {
      const file = importSourcePath(guard, path);
      const library = ctx.indexes.get(root);
      if (!library?.real) throw new SkillOpError('not-a-library', { path: root });
      const real = library.real;
      const result = await ctx.jobs.run(job, (control) =>
        importForClient(file, real, conflict, control, skills),
      );
      if (result.imported) ctx.refresh(result.skills.map((s) => s.dir));
      return result;
    },
  };
}
