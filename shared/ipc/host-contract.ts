/**
 * The calls the service makes on its host, the other way round from the contract: what only
 * the desktop shell can do (the system trash, the file manager, native dialogs, the keychain
 * through safeStorage), asked for by the service's process and answered in Electron's main
 * process. Checked and dispatched as the contract's calls are (dispatchFrom), so both sides
 * are derived from this table.
 */
import { z } from 'zod';
import { CALLS } from './contract';
import { call } from './settings-calls';

const path = z.string().min(1).max(4096);
const base64 = z
  .string()
  .min(1)
  .max(64 * 1024)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/);

/** Every call the host answers: its input and output schemas. */
export const HOST_CALLS = {
  /** Moves a file or folder to the system trash (Electron's shell.trashItem). */
  trashItem: call(z.object({ path }), z.object({})),
  /** Shows a file in the system's file manager (Electron's shell.showItemInFolder). */
  showItemInFolder: call(z.object({ path }), z.object({})),
  /** A native dialog for a folder or an archive (the contract's pickPath). */
  pickPath: CALLS.pickPath,
  /** Whether safeStorage can encrypt keys, and with which Linux backend ('' elsewhere). */
  keyStorage: call(z.object({}), z.object({ available: z.boolean(), backend: z.string() })),
  /** A key to a model encrypted by safeStorage (base64): the service keeps only this. */
  encryptKey: call(z.object({ key: z.string().min(1).max(4096) }), z.object({ encrypted: base64 })),
  /** A key the service kept, decrypted by safeStorage for one request to its model. */
  decryptKey: call(z.object({ encrypted: base64 }), z.object({ key: z.string() })),
} as const;

/** A host call's name. */
export type HostCallName = keyof typeof HOST_CALLS;
/** What a host call takes. */
export type HostCallInput<K extends HostCallName> = z.infer<(typeof HOST_CALLS)[K]['input']>;
/** What a host call returns. */
export type HostCallOutput<K extends HostCallName> = z.infer<(typeof HOST_CALLS)[K]['output']>;

/** The host's side: one handler per call. */
export type HostHandlers = {
  [K in HostCallName]: (input: HostCallInput<K>) => Promise<HostCallOutput<K>>;
};
