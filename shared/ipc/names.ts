/**
 * The names of the contract's calls and events, without their schemas, for the preload (which
 * must stay a small self-contained bundle). contract.ts proves these lists match its tables.
 */

/** Every call, in the contract's order. */
export const CALL_NAMES = [
  'listLibraries',
  'addLibrary',
  'removeLibrary',
  'listSkills',
  'readSkill',
  'readFile',
  'saveFile',
  'createSkill',
  'renameSkill',
  'renameFile',
  'duplicateSkill',
  'deleteSkill',
  'createFile',
  'createFolder',
  'checkAdd',
  'addFiles',
  'moveEntry',
  'trashEntry',
  'listTrash',
  'restoreTrash',
  'emptyTrash',
  'setExecutable',
  'showInFolder',
  'validate',
  'simulate',
  'searchText',
  'readAgentSettings',
  'setAgentSettings',
  'readLastOpen',
  'setLastOpen',
  'readUiPrefs',
  'setUiPrefs',
  'packageSkills',
  'exportSkills',
  'importArchive',
  'listAgents',
  'installSkills',
  'listInstalls',
  'listLockedSkills',
  'updateInstalls',
  'compareInstall',
  'pullBack',
  'uninstallSkill',
  'browseFolders',
  'browseNewFolder',
  'listRecentFolders',
  'forgetRecentFolder',
  'pickPath',
] as const;

/** Every event. */
export const EVENT_NAMES = [
  'librariesChanged',
  'skillsChanged',
  'filesChanged',
  'saveConflict',
  'installsChanged',
  'lockedSkillsChanged',
  'agentSettingsChanged',
  'notice',
  'addProgress',
  'menuCommand',
] as const;

/** A call's name. */
export type CallName = (typeof CALL_NAMES)[number];
/** An event's name. */
export type EventName = (typeof EVENT_NAMES)[number];

/** The Electron IPC channel of a call or event. */
export function channelOf(name: CallName | EventName): string {
  return `studio:${name}`;
}
