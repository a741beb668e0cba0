/**
 * The symbolic link policy. A link whose real target is a file inside the skill folder is
 * packaged as a regular file with that file's content and mode (so the archive holds no
 * link entries and imports anywhere); a link that leads outside the skill, a broken link, a
 * link to a folder and a link to a special file are left out, each with the reason. A link
 * to a file that is itself left out (say `config -> .env`) is left out too, so a link can
 * never smuggle an excluded file in under another name. Links are never followed outside.
 */
import type { Message } from '../i18n/message';
import type { Exclusions } from './exclusions';
import { packageMessage } from './messages';
import type { LinkFacts } from './types';

/** What to do with one link: store its target's content, or leave it out and why. */
export type LinkDecision =
  | {
      store: true;
      source: string;
      size: number;
      mode: number;
      dev: number;
      ino: number;
      ctimeMs: number;
    }
  | { store: false; reason: Message };

/** Applies the policy to a link, given what the gatherer found at its real target. */
export function decideLink(link: LinkFacts, exclusions: Exclusions): LinkDecision {
  const target = link.text;
  const leftOut = (reason: Message): LinkDecision => ({ store: false, reason });
  if (link.type === 'missing')
    return leftOut(packageMessage('package.left-out.broken-link', { target }));
  if (link.inside === undefined)
    return leftOut(packageMessage('package.left-out.link-outside', { target }));
  if (link.type === 'dir')
    return leftOut(packageMessage('package.left-out.link-folder', { target }));
  if (link.type === 'other')
    return leftOut(packageMessage('package.left-out.link-special', { target }));
  const excluded = exclusions.reason(link.inside);
  if (excluded !== undefined)
    return leftOut(
      packageMessage('package.left-out.link-excluded', { inside: link.inside, reason: excluded }),
    );
  return {
    store: true,
    source: link.inside,
    size: link.size ?? 0,
    mode: link.mode ?? 0o644,
    dev: link.dev ?? 0,
    ino: link.ino ?? 0,
    ctimeMs: link.ctimeMs ?? 0,
  };
}
