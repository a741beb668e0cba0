/**
 * Package installs without a pinned version (OpenSSF Scorecard's Pinned-Dependencies check,
 * ossf/scorecard docs/checks.md: "pip install", "npm install" and the like should name an
 * exact version or a hash). Read word by word, because whether a version is pinned is a
 * question of each argument. System package managers (apt, brew, dnf) are left out: their
 * versions come from the distribution. `npx` counts only with -y/--yes, where it installs
 * and runs without asking; without it npx asks first, or runs the project's own copy.
 */

/** The unpinned install commands of a logical line: where each starts and its text. */
export function unpinnedInstalls(line: string): { index: number; text: string }[] {
  const out: { index: number; text: string }[] = [];
  for (const { re, pinned } of INSTALLERS) {
    for (const m of line.matchAll(re)) {
      const args = splitArgs(m[1] ?? '');
      // A command quoted in a message or a string keeps its closing quote out of the excerpt.
      if (!pinned(args)) out.push({ index: m.index, text: m[0].trim().replace(/["'`]+$/, '') });
    }
  }
  return out;
}

const TAIL = String.raw`([^\n;&|#)]{0,500})`;
const PIP_VALUE_OPTIONS = new Set([
  '-i',
  '--index-url',
  '--extra-index-url',
  '-t',
  '--target',
  '-f',
  '--find-links',
  '--prefix',
  '--root',
  '-c',
  '--constraint',
  '--python',
  '--platform',
  '--python-version',
  '--src',
]);

interface Installer {
  re: RegExp;
  /** True when every package the arguments name is pinned (or none is named). */
  pinned: (args: string[]) => boolean;
}

const INSTALLERS: readonly Installer[] = [
  {
    re: new RegExp(
      String.raw`\b(?:pip[23]?(?:\.\d+)?|python[23]?(?:\.\d+)?\s+-m\s+pip|uv\s+pip|pipx)\s+install\s${TAIL}`,
      'gi',
    ),
    pinned: (args) => {
      // A requirements file or an editable local install: what it pins is elsewhere.
      if (args.some((a) => /^(?:-r|--requirement|-e|--editable)(?:=|$)/.test(a))) return true;
      return packages(args, PIP_VALUE_OPTIONS).every(
        (p) => /===?[\w.*+!-]+$/.test(p) || isLocalOrUrl(p) || /@\s*\S+:\/\//.test(p),
      );
    },
  },
  {
    re: /\b(?:uvx|pipx\s+run)\s((?:\s*-{1,2}[\w-]+(?:=\S+)?)*\s*[^\s;&|#)]{1,200})/gi,
    pinned: (args) =>
      packages(args, new Set(['--from', '--with', '--python']))
        .slice(0, 1)
        .every((p) => /(?:===?|@)\d[\w.+-]*$/.test(p) || isLocalOrUrl(p)),
  },
  {
    re: new RegExp(
      String.raw`\b(?:npm\s+(?:install|i|add)|pnpm\s+(?:add|install|i)|yarn\s+(?:global\s+)?add|bun\s+(?:add|install|i))\s${TAIL}`,
      'gi',
    ),
    pinned: (args) =>
      packages(args, new Set(['--registry', '--prefix', '-C', '--dir', '--cwd'])).every(
        isNpmPinned,
      ),
  },
  {
    re: /\b(?:npx|pnpm\s+dlx|bunx|yarn\s+dlx)\s((?:\s*-{1,2}[\w-]+(?:=\S+)?)*\s*[^\s;&|#)]{1,200})/gi,
    pinned: (args) => {
      const autoInstall = args.some((a) => a === '-y' || a === '--yes');
      const pkg = packages(args, new Set(['-p', '--package', '-c', '--call']))[0];
      return !autoInstall || pkg === undefined || isNpmPinned(pkg);
    },
  },
  {
    re: new RegExp(String.raw`\bgem\s+install\s${TAIL}`, 'gi'),
    pinned: (args) =>
      args.some((a) => /^(?:-v|--version)(?:=|$)/.test(a)) ||
      packages(args, new Set(['-i', '--install-dir', '-s', '--source'])).every(
        (p) => /:\d[\w.]*$/.test(p) || isLocalOrUrl(p),
      ),
  },
  {
    re: /\bgo\s+install\s((?:-\S+\s+){0,5}[^\s;&|#)]{1,300})/gi,
    pinned: (args) =>
      packages(args, new Set()).every((p) => !/@(?:latest|master|main|head)$/i.test(p)),
  },
  {
    re: new RegExp(String.raw`\bcargo\s+install\s${TAIL}`, 'gi'),
    pinned: (args) =>
      args.some((a) => /^(?:--version|--vers|--path|--rev|--tag)(?:=|$)/.test(a)) ||
      packages(args, new Set(['--git', '--branch', '--root', '--registry', '--index'])).every(
        (p) => /@\d/.test(p) || isLocalOrUrl(p),
      ),
  },
];

function splitArgs(tail: string): string[] {
  return tail
    .trim()
    .split(/\s+/)
    .filter((a) => a !== '' && a !== '\\')
    .map((a) => a.replace(/^["']|["']$/g, ''));
}

/** The package arguments: words that are no option and no option's value. */
function packages(args: readonly string[], valueOptions: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    if (a.startsWith('-')) {
      if (valueOptions.has(a)) i++;
      continue;
    }
    // A shell variable or a placeholder says nothing about pinning.
    if (/[$<>{}]/.test(a) || a === '') continue;
    out.push(a);
  }
  return out;
}

function isLocalOrUrl(p: string): boolean {
  return /^(?:\.{1,2}\/|\/|~\/|file:|git\+|https?:\/\/|[\w.-]+\.(?:whl|tar\.gz|zip|tgz|gem|crate)$|\.$)/i.test(
    p,
  );
}

function isNpmPinned(p: string): boolean {
  if (isLocalOrUrl(p) || /^(?:github:|git:|npm:.+@\d)/.test(p)) return true;
  const at = p.lastIndexOf('@');
  if (at <= 0) return false;
  return /^\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/.test(p.slice(at + 1));
}
