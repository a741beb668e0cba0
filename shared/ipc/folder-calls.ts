/**
 * The contract's calls for choosing a library's folder: the browser host's folder browser
 * (the desktop app has the system's dialog) and the recent library folders both hosts offer
 * first. Kept beside contract.ts, which spreads them into CALLS.
 */
import { z } from 'zod';
import { call } from './settings-calls';
import { FolderListingSchema } from './package-schemas';

/** A folder that was a library, most recent first. */
export const RecentFolderSchema = z.object({
  path: z.string(),
  /** As the user reads it: "~/..." under the home folder. */
  display: z.string(),
  /** It is still a folder on disk (a moved or deleted one stays listed, to be removed). */
  exists: z.boolean(),
});

/** The folder calls. */
export const FOLDER_CALLS = {
  /** The browser host's folder browser: the folders in one folder (default: home). */
  browseFolders: call(
    z.object({
      /** An absolute path, "~" or "~/...", or one relative to home. */
      path: z.string().max(4096).optional(),
      /** List dot-folders too. */
      hidden: z.boolean().optional(),
    }),
    FolderListingSchema,
  ),
  /** The folder browser's New folder: one empty folder `name` in `parent` (any name every system can hold). */
  browseNewFolder: call(
    z.object({ parent: z.string().max(4096), name: z.string().max(1024) }),
    z.object({ path: z.string() }),
  ),
  /** Folders added as libraries before that are not libraries now, most recent first. */
  listRecentFolders: call(z.object({}), z.array(RecentFolderSchema)),
  /** Takes one folder off the recent list (the folder itself is not touched). */
  forgetRecentFolder: call(z.object({ path: z.string().min(1).max(4096) }), z.object({})),
} as const;
