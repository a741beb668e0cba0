/**
 * Packaging's pure core: plans archives from file listings and checks archives before import.
 * No I/O here; shared/node gathers the listings, writes and reads the zips.
 */
export * from './types';
export { STORED_EXTENSIONS, archiveMode, isStored } from './compression';
export { collisionKey, compareUtf8, unsafeNameReason, unsafeSegmentReason } from './entry-names';
export {
  DEFAULT_EXCLUSIONS,
  SKILLIGNORE,
  createExclusions,
  type ExclusionRule,
  type Exclusions,
} from './exclusions';
export { PACKAGE_MESSAGES, packageMessage, type PackageMessageId } from './messages';
export { decideLink, type LinkDecision } from './symlink-policy';
export {
  planEntry,
  planSkill,
  unreadableReason,
  unreadableWhy,
  type GatheredSkill,
} from './plan-skill';
export { planArchive, type ArchivePlan } from './plan-archive';
export { MAX_UPLOAD_FILES, checkUploadRules, formatBytes, sizeReport } from './upload-rules';
export { DEFAULT_IMPORT_LIMITS, parseByteSize, type ImportLimits } from './import-limits';
export {
  checkImportEntries,
  junkReason,
  type ArchiveEntryInfo,
  type ImportCheck,
  type ImportFile,
} from './import-check';
export {
  detectLayout,
  freeFolderName,
  skillFolderProblem,
  rootFolderName,
  type ArchiveSkill,
  type ImportLayout,
  type ImportLayoutKind,
} from './import-layout';
