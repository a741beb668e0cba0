/**
 * What packaging leaves out: secrets, version control, caches and OS junk by default, plus the
 * skill's own `.skillignore` (gitignore syntax, read with the `ignore` library). Every match
 * comes with the reason the report shows.
 */
import ignore, { type Ignore } from 'ignore';
import { isStudioTemp } from '../studio/temp-names';

/** A default rule: a gitignore pattern and, in plain words, why it is left out. */
export interface ExclusionRule {
  pattern: string;
  reason: string;
}

/** Left out of every package unless `.skillignore` re-includes them with `!pattern`. */
export const DEFAULT_EXCLUSIONS: readonly ExclusionRule[] = [
  { pattern: '.git', reason: 'version-control data' },
  { pattern: 'node_modules/', reason: 'installed dependencies' },
  { pattern: '__pycache__/', reason: 'Python cache' },
  { pattern: '*.pyc', reason: 'compiled Python' },
  { pattern: '.env*', reason: 'environment file: these often hold secrets' },
  // Credentials people keep next to scripts by accident. A skill that really needs one of
  // these (a public certificate, say) re-includes it with `!name` in its .skillignore.
  { pattern: 'id_rsa', reason: 'SSH private key' },
  { pattern: 'id_dsa', reason: 'SSH private key' },
  { pattern: 'id_ecdsa', reason: 'SSH private key' },
  { pattern: 'id_ed25519', reason: 'SSH private key' },
  { pattern: 'id_*_sk', reason: 'SSH private key (security key)' },
  { pattern: '*.ppk', reason: 'PuTTY private key' },
  { pattern: '*.pem', reason: 'key or certificate file: these often hold a private key' },
  { pattern: '*.key', reason: 'key file: these often hold a private key' },
  { pattern: '*.p12', reason: 'key store: holds private keys' },
  { pattern: '*.pfx', reason: 'key store: holds private keys' },
  { pattern: '.ssh/', reason: 'SSH keys and settings' },
  { pattern: '.aws/', reason: 'cloud credentials' },
  { pattern: '.gnupg/', reason: 'GnuPG keys' },
  { pattern: '.docker/', reason: 'Docker settings: these often hold registry logins' },
  { pattern: '.kube/', reason: 'Kubernetes settings: these hold cluster credentials' },
  { pattern: 'credentials.json', reason: 'credentials file' },
  { pattern: '.npmrc', reason: 'npm settings: these often hold a registry token' },
  { pattern: '.pypirc', reason: 'PyPI settings: these often hold an upload token' },
  { pattern: '.netrc', reason: 'login file: holds passwords' },
  { pattern: '.git-credentials', reason: 'saved Git passwords' },
  { pattern: '.DS_Store', reason: 'macOS folder settings' },
  { pattern: '._*', reason: 'macOS resource fork' },
  { pattern: 'Thumbs.db', reason: 'Windows thumbnail cache' },
  { pattern: 'desktop.ini', reason: 'Windows folder settings' },
  { pattern: '*.swp', reason: 'editor swap file' },
  { pattern: '*.swo', reason: 'editor swap file' },
  { pattern: '*~', reason: 'editor backup file' },
  { pattern: '.#*', reason: 'editor lock file' },
  // Escaped: a line starting with "#" is a comment in gitignore syntax.
  { pattern: '\\#*#', reason: 'editor autosave file' },
  { pattern: '/evals/', reason: 'evaluations (a top-level evals/ folder)' },
];

/** The name of the per-skill ignore file. */
export const SKILLIGNORE = '.skillignore';

/** Decides, path by path, what stays out of a skill's package. */
export interface Exclusions {
  /** Why `path` (folders with a final "/") is left out, or undefined when it goes in. */
  reason(path: string): string | undefined;
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
        return "a temp file of a save that had not finished (Skill Studio's own)";
      let rule;
      try {
        rule = matcher.test(path).rule;
      } catch {
        // The library refuses names it cannot read as relative paths; such a name would not
        // import back safely either.
        return 'the name cannot be checked against the ignore rules';
      }
      if (!rule) return undefined;
      if (rule.mark === DEFAULT_MARK)
        return `${REASONS.get(rule.pattern) ?? 'left out'} (default rule "${rule.pattern}")`;
      return `matches "${rule.pattern}" in ${SKILLIGNORE}`;
    },
  };
}
