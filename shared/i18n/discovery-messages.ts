/**
 * Why discovery passed over a folder of a library (shared/node/discover.ts and the library
 * index): English here, what the CLI prints; the UI's Chinese in
 * renderer/src/i18n/discovery-text.ts. See shared/i18n/message.ts for adding one.
 */
import { messageMaker } from './message';

/** The English of every reason a folder was skipped. */
export const DISCOVERY_MESSAGES = {
  'discovery.root-not-folder': 'the library root is not a folder',
  'discovery.root-unreadable': 'the library root cannot be opened: {reason}',
  'discovery.folder-limit':
    'the search stopped after {limit} folders: this folder and the ones after it were not searched (add a smaller folder as the library)',
  'discovery.unreadable': 'cannot be read: {reason}',
  'discovery.skill-md-case':
    'has "{name}" but not "SKILL.md": the file name must be SKILL.md in capitals',
  'discovery.too-deep': 'deeper than {depth} levels below the library root: not searched',
  'discovery.link-other-library':
    'a symbolic link to a folder in another library: not followed (it is listed there)',
  'discovery.link-outside': 'a symbolic link to a folder outside the library root: not followed',
  'discovery.broken-link': 'a broken symbolic link ({reason})',
  'discovery.root-now-link':
    'the library folder was replaced by a link to {target}: not followed (add that folder as a library if it is the one you mean)',
  'discovery.root-gone': 'the library folder does not exist (it may have been moved or deleted)',
} as const;

/** Which reason. */
export type DiscoveryMessageId = keyof typeof DISCOVERY_MESSAGES;

/** Says why a folder was skipped. */
export const discoveryMessage = messageMaker(DISCOVERY_MESSAGES);
