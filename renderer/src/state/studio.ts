/**
 * The bridge the stores talk through, set once at start-up (tests set their own).
 */
import type { StudioApi } from '../../../shared/ipc/contract';
import type { StudioBridge } from '../bridge/studio-bridge';

let current: StudioBridge | undefined;

/** Installs the bridge the stores use. */
export function installBridge(bridge: StudioBridge): void {
  current = bridge;
}

/** The bridge; throws if start-up has not installed one (a bug, not a user error). */
export function bridge(): StudioBridge {
  if (!current) throw new Error('The studio bridge is not connected yet.');
  return current;
}

/** The studio API. */
export function studio(): StudioApi {
  return bridge().api;
}
