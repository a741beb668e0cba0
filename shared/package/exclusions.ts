/**
 * What packaging leaves out: secrets, version control, caches and OS junk by default, plus the
 * skill's own `.skillignore` (gitignore syntax, read with the `ignore` library). Every match
 * comes with the reason the report shows.
 */
import ignore, { type Ignore } from 'ignore';
import type { Message } from '../i18n/message';
import { isRecovered } from '../studio/recovered-names';
import { isStudioTemp } from '../studio/temp-names';
import { packageMessage, type PackageMessageId } from './messages';

/** A default rule: a gitignore pattern and, in plain words, why it is left out (a message). */
export interface ExclusionRule {
  pattern: string;
  reason: PackageMessageId & `package.rule.${string}`;
}

/** Left out of every package unless `.skillignore` re-includes them with `!pattern`. */
export const DEFAULT_EXCLUSIONS: readonly ExclusionRule[] = [
  { pattern: '.git', reason: 'package.rule.vcs' },
  { pattern: 'node_modules/', reason: 'package.rule.dependencies' },
  { pattern: '__pycache__/', reason: 'package.rule.python-cache' },
  { pattern: '*.pyc', reason: 'package.rule.compiled-python' },
  { pattern: '.env*', reason: 'package.rule.env' },
  // Credentials people keep next to scripts by accident. A skill that really needs one of
  // these (a public certificate, say) re-includes it with `!name` in its .skillignore.
  { pattern: 'id_rsa', reason: 'package.rule.ssh-key' },
  { pattern: 'id_dsa', reason: 'package.rule.ssh-key' },
  { pattern: 'id_ecdsa', reason: 'package.rule.ssh-key' },
  { pattern: 'id_ed25519', reason: 'package.rule.ssh-key' },
  { pattern: 'id_*_sk', reason: 'package.rule.ssh-security-key' },
  { pattern: '*.ppk', reason: 'package.rule.putty-key' },
  { pattern: '*.pem', reason: 'package.rule.pem' },
  { pattern: '*.key', reason: 'package.rule.key-file' },
  { pattern: '*.p12', reason: 'package.rule.key-store' },
  { pattern: '*.pfx', reason: 'package.rule.key-store' },
  { pattern: '.ssh/', reason: 'package.rule.ssh-folder' },
  { pattern: '.aws/', reason: 'package.rule.cloud' },
  { pattern: '.gnupg/', reason: 'package.rule.gnupg' },
  { pattern: '.docker/', reason: 'package.rule.docker' },
  { pattern: '.kube/', reason: 'package.rule.kube' },
  { pattern: 'credentials.json', reason: 'package.rule.credentials' },
  { pattern: '.npmrc', reason: 'package.rule.npmrc' },
  { pattern: '.pypirc', reason: 'package.rule.pypirc' },
  { pattern: '.netrc', reason: 'package.rule.netrc' },
  { pattern: '.git-credentials', reason: 'package.rule.git-credentials' },
  { pattern: '.DS_Store', reason: 'package.rule.ds-store' },
  { pattern: '._*', reason: 'package.rule.resource-fork' },
  { pattern: 'Thumbs.db', reason: 'package.rule.thumbs' },
  { pattern: 'desktop.ini', reason: 'package.rule.desktop-ini' },
  { pattern: '*.swp', reason: 'package.rule.swap' },
  { pattern: '*.swo', reason: 'package.rule.swap' },
  { pattern: '*~', reason: 'package.rule.backup' },
  { pattern: '.#*', reason: 'package.rule.lock' },
  // Escaped: a line starting with "#" is a comment in gitignore syntax.
  { pattern: '\\#*#', reason: 'package.rule.autosave' },
  { pattern: '/evals/', reason: 'package.rule.evals' },
];

/** The name of the per-skill ignore file. */
export const SKILLIGNORE = '.skillignore';

/** Decides, path by path, what stays out of a skill's package. */
export interface Exclusions {
  /** Why `path` (folders with a final "/") is left out, or undefined when it goes in. */
  reason(path: string): Message | undefined;
}

const DEFAULT_MARK = 'default';
const REASONS = new Map(DEFAULT_EXCLUSIONS.map((r) => [r.pattern, r.reason]));

function matcherWith(skillignore?: string): Ignore {
  // Case-insensitive (the library's default and git's on macOS and Windows), so `.ENV`
  // and `THUMBS.DB` are caught on every system alike.
  const matcher = ignore().add(
    DEFAULT_EXCLUSIONS.map((r) => ({ pattern: r.pattern, mark: DEFAULT_MARK })),
  );
  if (skillignore !== undefined) matcher.add(skillignore.replace(/^\uFEFF/, ''));
  return matcher;
}

// Compiling the rules costs more than matching; most skills have no .skillignore and share one.
let defaultMatcher: Ignore | undefined;

/** Rules for one skill: the defaults, then its `.skillignore` text (later rules win, as in git). */
export function createExclusions(skillignore?: string): Exclusions {
  const matcher =
    skillignore === undefined ? (defaultMatcher ??= matcherWith()) : matcherWith(skillignore);
  return {
    reason(path) {
      // The studio's own temp files (a save under way, or one a killed process left): never
      // content, and no .skillignore can bring them in.
      if (isStudioTemp(path.replace(/\/$/, '').split('/').pop() ?? ''))
        return packageMessage('package.left-out.temp');
      // A copy a save kept beside its file when another program wrote to it meanwhile: the
      // user's to compare and settle, never meant for the agent.
      if (isRecovered(path.replace(/\/$/, '').split('/').pop() ?? ''))
        return packageMessage('package.left-out.recovered');
      let rule;
      try {
        rule = matcher.test(path).rule;
      } catch {
        // The library refuses names it cannot read as relative paths; such a name would not
        // import back safely either.
        return packageMessage('package.left-out.unmatchable');
      }
      if (!rule) return undefined;
      const reason = rule.mark === DEFAULT_MARK ? REASONS.get(rule.pattern) : undefined;
      if (reason !== undefined)
        return packageMessage('package.left-out.default', {
          reason: packageMessage(reason),
          pattern: rule.pattern,
        });
      return packageMessage('package.left-out.skillignore', { pattern: rule.pattern });
    },
  };
}
