/**
 * The limits of Codex 0.171.0's scan of each skills root (openai/codex
 * codex-rs/core-skills/src/loader/discovery.rs @6162409: `WalkOptions { max_depth:
 * MAX_SCAN_DEPTH, max_directories: MAX_SKILLS_DIRS_PER_ROOT, max_entries:
 * MAX_SKILLS_ENTRIES_PER_ROOT }`, 6, 2,000 and 20,000). How the walk spends them was recorded
 * from the binary (codex.json's codex-scan-folders and codex-scan-entries): breadth first, each
 * folder's entries in name order; the root is the first of the folders read and every file or
 * folder listed is an entry; past either limit nothing more is met, and Codex logs "skills scan
 * reached its traversal limit (root: file://ROOT)".
 */

/** Depth, folders read and entries listed per root. */
export const CODEX_SCAN_LIMITS = { maxDepth: 6, maxFolders: 2000, maxEntries: 20_000 } as const;
