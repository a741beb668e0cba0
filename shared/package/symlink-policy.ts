/**
 * The symbolic link policy. A link whose real target is a file inside the skill folder is
 * packaged as a regular file with that file's content and mode (so the archive holds no
 * link entries and imports anywhere); a link that leads outside the skill, a broken link, a
 * link to a folder and a link to a special file are left out, each with the reason. A link
 * to a file that is itself left out (say `config -> .env`) is left out too, so a link can
 * never smuggle an excluded file in under another name. Links are never followed outside.
 */
import type { Exclusions } from './exclusions';
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
  | { store: false; reason: string };

/** Applies the policy to a link, given what the gatherer found at its real target. */
export function decideLink(link: LinkFacts, exclusions: Exclusions): LinkDecision {
  const to = `(-> ${link.text})`;
  if (link.type === 'missing') return { store: false, reason: `a broken symbolic link ${to}` };
  if (link.inside === undefined)
    return {
      store: false,
      reason: `a symbolic link to something outside the skill ${to}: never followed`,
    };
  if (link.type === 'dir')
    return {
      store: false,
      reason: `a symbolic link to a folder ${to}: links to folders are not followed`,
    };
  if (link.type === 'other')
    return {
      store: false,
      reason: `a symbolic link to something that is not a regular file ${to}`,
    };
  const excluded = exclusions.reason(link.inside);
  if (excluded !== undefined)
    return {
      store: false,
      reason: `a symbolic link to "${link.inside}", which is left out: ${excluded}`,
    };
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
