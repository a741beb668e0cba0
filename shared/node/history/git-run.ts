/**
 * Running the system's `git` for a skill's history: never through a shell (an argument array),
 * in the skill's folder, with the environment cleaned of what could point it at another
 * repository, index or object store, in the C locale (its words are matched), with its answer
 * bounded, a time limit and a way to stop it.
 */
import { spawn } from 'node:child_process';
import { TextError } from '../../ipc/service-text';

/** How long a git command may take unless told otherwise (a large repository's log is slow). */
export const GIT_TIMEOUT_MS = 60_000;

/** The most a git answer is read into memory unless told otherwise. */
export const GIT_MAX_BYTES = 32 * 1024 * 1024;

// Kept: who the user is and which configuration files are theirs. Every other GIT_* variable is
// dropped: a studio started from a git hook or a terminal inside a rebase inherits GIT_DIR,
// GIT_INDEX_FILE, GIT_WORK_TREE, GIT_CONFIG_PARAMETERS and the like, which would send the
// commands to another repository or index than the skill's.
const KEPT = new Set([
  'GIT_AUTHOR_NAME',
  'GIT_AUTHOR_EMAIL',
  'GIT_COMMITTER_NAME',
  'GIT_COMMITTER_EMAIL',
  'GIT_CONFIG_GLOBAL',
  'GIT_CONFIG_SYSTEM',
  'GIT_CONFIG_NOSYSTEM',
]);

/** How to run one command. */
export interface GitRunOptions {
  /** The environment to start from (default: this process's); cleaned as above. */
  env?: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The most of its answer kept (past it, GitTooMuch); ignored with `sink`. */
  maxBytes?: number;
  /** Written to its standard input, which is closed after. */
  input?: string;
  /** Receives its answer as it comes instead of keeping it (for a blob larger than memory should hold). */
  sink?: (chunk: Buffer) => void;
  /** Reads may not take the index lock (git then skips refreshing it): for everything but a commit. */
  write?: boolean;
}

/** What a command answered. */
export interface GitResult {
  code: number;
  stdout: Buffer;
  stderr: string;
}

/** Git is not installed, or not on the PATH. */
export class GitMissing extends TextError {
  constructor() {
    super('GitMissing', 'git-missing');
  }
}

/** A command that ran past its time and was stopped. */
export class GitTimeout extends TextError {
  constructor(command: string, ms: number) {
    super('GitTimeout', 'git-timeout', { command, seconds: Math.ceil(ms / 1000) });
  }
}

/** A command whose answer was larger than the studio reads. */
export class GitTooMuch extends TextError {
  constructor(command: string, bytes: number) {
    super('GitTooMuch', 'git-too-much', { command, size: Math.round(bytes / 1024 / 1024) });
  }
}

/** The environment git runs in: `base` without the variables that redirect it, in the C locale. */
export function gitEnv(base: NodeJS.ProcessEnv, write = false): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(base))
    if (!/^GIT_/i.test(key) || KEPT.has(key.toUpperCase())) env[key] = value;
  // Literal paths: a file called "*.md" or ":(top)x" names itself, not a pattern.
  env.GIT_LITERAL_PATHSPECS = '1';
  // Never wait for a password or an editor no one can see.
  env.GIT_TERMINAL_PROMPT = '0';
  if (!write) env.GIT_OPTIONAL_LOCKS = '0';
  env.LC_ALL = 'C';
  return env;
}

/**
 * Runs `git args` in `cwd`. Resolves with its exit code, answer and messages (a failing
 * command is the caller's to read); rejects with GitMissing, GitTimeout, GitTooMuch, or the
 * AbortError of `signal`.
 */
export function runGit(
  cwd: string,
  args: readonly string[],
  options: GitRunOptions = {},
): Promise<GitResult> {
  const { signal, input, sink, write = false } = options;
  const timeoutMs = options.timeoutMs ?? GIT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? GIT_MAX_BYTES;
  const command = commandName(args);
  // A repository's own configuration may name a program git runs to watch its files: it is
  // not needed to read a skill's history, and a folder from elsewhere is not trusted with it.
  const full = ['-c', 'core.fsmonitor=false', ...args];
  return new Promise((resolve, reject) => {
    const child = spawn('git', full, {
      cwd,
      env: gitEnv(options.env ?? process.env, write),
      stdio: ['pipe', 'pipe', 'pipe'],
      windowsHide: true,
      signal,
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let outBytes = 0;
    let errBytes = 0;
    let failure: unknown;
    const fail = (error: unknown) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => fail(new GitTimeout(command, timeoutMs)), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      if (sink) return sink(chunk);
      outBytes += chunk.length;
      if (outBytes > maxBytes) fail(new GitTooMuch(command, maxBytes));
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      // Its words are for an error message: the first 64 KB say what went wrong.
      if (errBytes < 65_536) err.push(chunk);
      errBytes += chunk.length;
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
    child.on('error', (error: NodeJS.ErrnoException) => {
      failure ??= error.code === 'ENOENT' ? new GitMissing() : error;
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (failure !== undefined) return reject(failure instanceof Error ? failure : new Error());
      resolve({
        code: code ?? -1,
        stdout: Buffer.concat(out),
        stderr: Buffer.concat(err).toString('utf8'),
      });
    });
  });
}

/** The git command `args` run ("log", "commit"), for messages: past options and their `-c` values. */
export function commandName(args: readonly string[]): string {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '-c') i++;
    else if (!arg.startsWith('-')) return arg;
  }
  return 'git';
}

/** What git said went wrong, in a line: its "fatal:" or "error:" line, or its last. */
export function gitReason(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const said = lines.find((l) => /^(fatal|error):/.test(l)) ?? lines.at(-1) ?? '';
  return said.replace(/^(fatal|error):\s*/, '').slice(0, 500);
}
