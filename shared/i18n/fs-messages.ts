/**
 * What the file system said, as the reason inside a sentence ("SKILL.md cannot be read:
 * {reason}."): one message per error code the studio meets, so the Chinese UI says it in
 * Chinese instead of the OS's English ("EACCES: permission denied, open ..."). A code not in
 * the table stays in the system's own words (shared/node/skill-folder.ts, fsErrorReason).
 */
import { messageMaker, type Message } from './message';

/** The English of each reason. */
export const FS_MESSAGES = {
  'fs.name-too-long':
    'the path is longer than this system allows (shorten the folder or file names)',
  'fs.not-found': 'it does not exist',
  'fs.permission-denied': 'permission denied',
  'fs.is-folder': 'it is a folder, not a file',
  'fs.not-folder': 'a part of the path is not a folder',
  'fs.link-loop': 'a symbolic link points at itself',
  'fs.exists': 'it already exists',
  'fs.disk-full': 'the disk is full',
  'fs.read-only': 'the disk is read-only',
  'fs.busy': 'another program is using it',
  'fs.too-many-open': 'too many files are open at once',
  'fs.not-empty': 'the folder is not empty',
  'fs.io-error': 'the disk reported an input/output error',
  'fs.not-regular': 'it is not a regular file (a pipe, device or socket), so it is not read',
  'fs.named-folder': '{file} is a folder, not a file',
  'fs.is-pipe': 'it is a named pipe',
  'fs.is-socket': 'it is a socket',
  'fs.is-device': 'it is a device',
  'fs.is-link': 'it is a symbolic link',
  'fs.too-large': 'it is {size} MiB; files over {most} MiB are not read',
  'fs.changed-while-packaging': 'it changed while packaging; package again',
  'fs.link-while-packaging': 'it was replaced by a symbolic link while packaging; package again',
  'fs.gone-while-packaging': 'it disappeared while packaging; package again',
} as const;

/** Which reason. */
export type FsMessageId = keyof typeof FS_MESSAGES;

/** The maker of the file system's reasons. */
export const fsMessage = messageMaker(FS_MESSAGES);

// Node's error codes (libuv's names for errno) and the reason each stands for.
const BY_CODE = {
  ENAMETOOLONG: 'fs.name-too-long',
  ENOENT: 'fs.not-found',
  EACCES: 'fs.permission-denied',
  EPERM: 'fs.permission-denied',
  EISDIR: 'fs.is-folder',
  ENOTDIR: 'fs.not-folder',
  ELOOP: 'fs.link-loop',
  EEXIST: 'fs.exists',
  ENOSPC: 'fs.disk-full',
  EDQUOT: 'fs.disk-full',
  EROFS: 'fs.read-only',
  EBUSY: 'fs.busy',
  EMFILE: 'fs.too-many-open',
  ENFILE: 'fs.too-many-open',
  ENOTEMPTY: 'fs.not-empty',
  EIO: 'fs.io-error',
} as const satisfies Record<string, FsMessageId>;

/** The reason for a Node error code (`error.code`), or undefined for a code not in the table. */
export function fsReasonOfCode(code: unknown): Message | undefined {
  if (typeof code !== 'string' || !Object.hasOwn(BY_CODE, code)) return undefined;
  return fsMessage(BY_CODE[code as keyof typeof BY_CODE]);
}
