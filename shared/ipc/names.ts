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
  'reviewSkill',
  'simulate',
  'searchText',
  'readAgentSettings',
  'setAgentSettings',
  'readLastOpen',
  'setLastOpen',
  'readUiPrefs',
  'setUiPrefs',
  'readTargets',
  'setTargets',
  'readHiddenAdvice',
  'setAdviceHidden',
  'listModelConnections',
  'saveModelConnection',
  'setModelKey',
  'clearModelKey',
  'testModelConnection',
  'removeModelConnection',
  'estimateTriggerTest',
  'runTriggerTest',
  'listTriggerRuns',
  'suggestTriggerQueries',
  'optimizeTriggerDescription',
  'listHistory',
  'versionFiles',
  'readVersion',
  'restoreVersion',
  'nameVersion',
  'linkHistory',
  'readHistorySettings',
  'setHistorySettings',
  'gitHistory',
  'readGitVersion',
  'commitSkill',
  'readEvals',
  'saveEvals',
  'suggestEvals',
  'runEvals',
  'estimateEvals',
  'findAgentClis',
  'listEvalIterations',
  'readEvalIteration',
  'recordFeedback',
  'packageSkills',
  'exportSkills',
  'scanImport',
  'importArchive',
  'listAgents',
  'installSkills',
  'listInstalls',
  'listLockedSkills',
  'updateInstalls',
  'undoInstallUpdate',
  'compareInstall',
  'pullBack',
  'uninstallSkill',
  'browseFolders',
  'browseNewFolder',
  'listRecentFolders',
  'forgetRecentFolder',
  'pickPath',
  'cancelJob',
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
  'targetsChanged',
  'notice',
  'addProgress',
  'menuCommand',
  'serviceState',
  'historyChanged',
  'modelConnectionsChanged',
  'jobProgress',
] as const;

/** A call's name. */
export type CallName = (typeof CALL_NAMES)[number];
/** An event's name. */
export type EventName = (typeof EVENT_NAMES)[number];

/** The Electron IPC channel of an event the main process sends (HOST_EVENTS). */
export function channelOf(name: EventName): string {
  return `studio:${name}`;
}

/** The events the desktop app's main process sends itself; the service sends the others. */
export const HOST_EVENTS = ['menuCommand', 'serviceState'] as const satisfies readonly EventName[];

/** The channel a desktop window asks for its port to the service on (sent by its preload). */
export const PORT_REQUEST = 'studio:port-request';
/**
 * The channel the main process answers on: a port to the service's process (again after the
 * service restarted), or, when the service could not be started, why (ServiceText), no port.
 */
export const PORT_GIVEN = 'studio:port';
