/**
 * What installing says in the studio's own words (see shared/i18n/message.ts for adding one):
 * English here, the UI's Chinese in renderer/src/i18n/install-text.ts.
 */
import { messageMaker } from '../i18n/message';

/** The English of every install message, by id. */
export const INSTALL_MESSAGES = {
  'install.not-listed': '{agent} would not list it',
  'install.no-project': 'a project install needs the project folder',
  // Said after the agent's name ("Not installed for HelloAgents: it has no..."), so not again.
  'install.no-personal-folder': 'it has no personal skills folder',
  'install.no-project-folder': 'it has no project skills folder',
  'install.target-changed': '{target} changed while installing; nothing was replaced',
  'install.stopped': 'the install was stopped before it got here; nothing was written',
  'install.fs-failed': '{path}: {reason}',
  // What the system said in its own words (no code the file system catalogue knows).
  'install.failed': '{reason}',
  // Why a link could not be made (then the skill is copied).
  'install.link-not-absolute': 'the library folder {target} is not an absolute path',
  'install.symlink-refused': 'a symbolic link was refused ({reason})',
  'install.junction-refused': 'a directory junction was refused ({reason})',
  // Why the project's skills-lock.json was not changed (it is then left exactly as it is).
  'install.lock-left': '{path} was left as it is: {reason}',
  'install.lock-not-json': 'it is not JSON ({detail})',
  'install.lock-too-deep':
    'the lock file is nested too deeply to read (more than {limit, plural, one {# level} other {# levels}} of brackets)',
  'install.lock-shape': '{where}: {detail}',
  'install.lock-shape-top': 'the top level: {detail}',
  'install.lock-version-old': 'its version {version} is older than {current}',
  'install.lock-version-new':
    'its version {version} is newer than {current}, which this studio writes',
  'install.link-privilege':
    'EPERM: Windows allows symbolic links only to administrators or with Developer Mode on',
  'install.link-unsupported': 'EPERM: the file system there does not allow symbolic links',
} as const;

/** An install message's id. */
export type InstallMessageId = keyof typeof INSTALL_MESSAGES;

/** Says an install message. */
export const installMessage = messageMaker(INSTALL_MESSAGES);
