/**
 * Linking an agent's skill folder to the library's, the way each OS allows: a symbolic link on
 * macOS and Linux; on Windows a directory symlink, which needs administrator rights or
 * Developer Mode, and when that is refused (EPERM) a directory junction, which needs neither
 * (but must point at an absolute path on a local drive). When neither can be made the caller
 * copies instead and says so: a link that silently failed is how installs "never show up".
 */
import { english } from '../../i18n/catalogue';
import { fsReasonOfCode } from '../../i18n/fs-messages';
import type { Message, MessageParam } from '../../i18n/message';
import { installMessage } from '../../install/messages';
import { symlink as fsSymlink } from 'node:fs/promises';
import { isAbsolute, win32 } from 'node:path';

/** How a link was made. */
export type LinkKind = 'symlink' | 'junction';

/** The system calls linking needs (tests replace them to act as another OS). */
export interface LinkSystem {
  platform: string;
  symlink: (target: string, path: string, type?: 'dir' | 'junction') => Promise<void>;
}

/** This machine's. */
export const NODE_LINKS: LinkSystem = {
  platform: process.platform,
  symlink: (target, path, type) => fsSymlink(target, path, type),
};

/** A link could not be made; `reasons` say what each attempt met. */
export class LinkFailed extends Error {
  constructor(readonly reasons: Message[]) {
    super(`could not link: ${reasons.map(english).join('; ')}`);
    this.name = 'LinkFailed';
  }
}

/** Makes `path` a link to the folder `target` (absolute); throws LinkFailed when no kind works. */
export async function makeFolderLink(
  target: string,
  path: string,
  system: LinkSystem = NODE_LINKS,
): Promise<LinkKind> {
  const windows = system.platform === 'win32';
  // A relative target would be read against the link's folder; Windows paths must be Windows'.
  if (windows ? !win32.isAbsolute(target) : !isAbsolute(target))
    throw new LinkFailed([installMessage('install.link-not-absolute', { target })]);
  const reasons: Message[] = [];
  try {
    await system.symlink(target, path, windows ? 'dir' : undefined);
    return 'symlink';
  } catch (error) {
    // EPERM means something else on each system: a missing privilege on Windows, a file
    // system without symbolic links (FAT, some network shares) on Linux and macOS.
    const eperm = windows ? 'install.link-privilege' : 'install.link-unsupported';
    reasons.push(installMessage('install.symlink-refused', { reason: describe(error, eperm) }));
    // Only a missing privilege is worth a junction: any other error would recur.
    if (!windows || code(error) !== 'EPERM') throw new LinkFailed(reasons);
  }
  try {
    await system.symlink(target, path, 'junction');
    return 'junction';
  } catch (error) {
    reasons.push(installMessage('install.junction-refused', { reason: describe(error) }));
    throw new LinkFailed(reasons);
  }
}

function code(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}

// The file system's reason where its catalogue has one (shared/i18n/fs-messages.ts), else the
// code as the system names it (EINVAL), else its own words.
function describe(
  error: unknown,
  eperm?: 'install.link-privilege' | 'install.link-unsupported',
): MessageParam {
  const c = code(error);
  if (c === 'EPERM' && eperm !== undefined) return installMessage(eperm);
  return fsReasonOfCode(c) ?? c ?? (error instanceof Error ? error.message : String(error));
}
