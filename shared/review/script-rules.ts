/**
 * The script rules over one text file's logical lines: downloading and running code, fetching
 * programs, reverse shells, authorized_keys, start-up files and other persistence, credential
 * stores read together with a network send, destructive deletes, encoded code run, unpinned
 * installs, the agents' approval switches, and links to bare IPs, shorteners and paste sites.
 * The patterns and their sources are in command-patterns.ts, install-rules.ts, url-rules.ts.
 */
import * as P from './command-patterns';
import { reviewMessage } from './messages';
import { excerpt, lineStarts, makeFinding } from './finding';
import { unpinnedInstalls } from './install-rules';
import type { ReviewRuleId } from './rules';
import type { ReviewFinding } from './types';
import { isPublicIp, isShortenerOrPaste, urlsIn } from './url-rules';

/** A line with its backslash continuations joined, and where it starts. */
export interface LogicalLine {
  line: number;
  text: string;
}

/**
 * Joins lines ending in a backslash (shell) or a space and a backtick (PowerShell) with the
 * next; a Markdown fence ("```") is no continuation.
 */
export function logicalLines(text: string): LogicalLine[] {
  const out: LogicalLine[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let joined = lines[i] ?? '';
    // Bounded: a file of continuation lines still yields lines of at most 64 joined.
    while (CONTINUED.test(joined) && i + 1 < lines.length && i - start < 64) {
      joined = `${joined.replace(CONTINUED, ' ')}${lines[++i] ?? ''}`;
    }
    out.push({ line: start + 1, text: joined });
  }
  return out;
}

const CONTINUED = /(?:\\|\s`)\s*$/;

/** The script-rule findings of one text file. */
export function scriptFindings(file: string, text: string): ReviewFinding[] {
  const out: ReviewFinding[] = [];
  const lines = logicalLines(text);
  const hashChecked = P.HASH_CHECK.test(text);
  const sends = P.NETWORK_SEND.test(text);
  const add = (rule: ReviewRuleId, line: LogicalLine, index: number, found: string) => {
    out.push(
      makeFinding(
        rule,
        file,
        { line: line.line, column: index + 1 },
        reviewMessage(`review.${rule as SimpleRule}`, { excerpt: excerpt(found) }),
      ),
    );
  };
  const triggered = triggeredLines(text);
  for (const [k, line] of lines.entries()) {
    const t = line.text;
    const next = lines[k + 1]?.line ?? triggered.length;
    if (t.length === 0 || !anyTriggered(triggered, line.line, next)) continue;
    firstMatch(P.DOWNLOAD_AND_RUN, t, (m) => add('download-and-run', line, m.index, m[0]));
    const thenRun = P.DOWNLOAD_THEN_RUN.exec(t);
    if (thenRun && !P.HASH_CHECK.test(t)) add('download-and-run', line, thenRun.index, thenRun[0]);
    fetchExecutable(file, line, hashChecked, out);
    firstMatch(P.REVERSE_SHELL, t, (m) => add('reverse-shell', line, m.index, m[0]));
    const keys = P.AUTHORIZED_KEYS.exec(t);
    if (keys && P.WRITE_OP.test(t)) add('ssh-authorized-keys', line, keys.index, t.trim());
    const startup = P.STARTUP_FILE.exec(t);
    const persist =
      (startup && P.WRITE_OP.test(t) ? startup : null) ?? P.CRONTAB.exec(t) ?? P.LOGIN_ITEM.exec(t);
    if (persist) add('persistence', line, persist.index, t.trim());
    const store = P.CREDENTIAL_STORE.exec(t);
    const read =
      (store && P.READ_OP.test(t) ? store : null) ??
      P.ENV_FILE_READ.exec(t) ??
      P.KEYCHAIN_READ.exec(t);
    if (read) add(sends ? 'credential-read-send' : 'credential-read', line, read.index, t.trim());
    destructive(t, (index, found) => add('destructive-delete', line, index, found));
    firstMatch(P.ENCODED_EXEC, t, (m) => add('encoded-exec', line, m.index, m[0]));
    for (const install of unpinnedInstalls(t))
      add('unpinned-install', line, install.index, install.text);
    const safety = P.SAFETY_SWITCH.exec(t);
    if (safety) add('disable-safety', line, safety.index, t.trim());
    for (const url of urlsIn(t)) {
      if (isPublicIp(url.host)) add('raw-ip-url', line, url.index, url.url);
      else if (isShortenerOrPaste(url.host))
        add('shortener-or-paste-url', line, url.index, url.url);
    }
  }
  return out;
}

/**
 * Which physical lines (1-based, CRLF, CR and LF ending one as logicalLines splits) hold a
 * LINE_TRIGGER word: one scan of the file, resumed at the next line after each hit.
 */
export function triggeredLines(text: string): Uint8Array {
  const starts = lineStarts(text);
  const out = new Uint8Array(starts.length + 1);
  const trigger = new RegExp(P.LINE_TRIGGER);
  let line = 0;
  for (let m = trigger.exec(text); m; m = trigger.exec(text)) {
    while (line + 1 < starts.length && (starts[line + 1] ?? 0) <= m.index) line++;
    out[line + 1] = 1;
    if (line + 1 >= starts.length) break;
    trigger.lastIndex = starts[line + 1] ?? text.length;
  }
  return out;
}

// Whether any physical line from `first` up to (not including) `next` holds a trigger.
function anyTriggered(triggered: Uint8Array, first: number, next: number): boolean {
  for (let l = first; l < next; l++) if (triggered[l] === 1) return true;
  return false;
}

// The rules whose message is `review.<rule>` with an excerpt.
type SimpleRule = Exclude<
  ReviewRuleId,
  | 'secret'
  | 'too-large'
  | 'too-deep'
  | 'too-many-files'
  | 'read-timeout'
  | 'unreadable'
  | 'binary-file'
>;

function firstMatch(
  patterns: readonly RegExp[],
  text: string,
  found: (m: RegExpExecArray) => void,
) {
  for (const pattern of patterns) {
    const m = pattern.exec(text);
    if (m) {
      found(m);
      return;
    }
  }
}

/**
 * A program downloaded: a downloader with a URL to an executable, or a download made
 * executable on the same line. From a bare IP it is high; elsewhere medium, and not reported
 * when the file checks a hash or signature (the safe way to fetch a pinned file).
 */
function fetchExecutable(
  file: string,
  line: LogicalLine,
  hashChecked: boolean,
  out: ReviewFinding[],
) {
  const t = line.text;
  const downloader = P.DOWNLOADER.exec(t);
  if (!downloader) return;
  const exe = P.EXECUTABLE_URL.exec(t);
  if (!exe && !P.CHMOD_EXEC.test(t)) return;
  const rawIp = urlsIn(t).some((u) => isPublicIp(u.host));
  if (!rawIp && hashChecked) return;
  const at = { line: line.line, column: (exe?.index ?? downloader.index) + 1 };
  const found = { excerpt: excerpt(t.trim()) };
  out.push(
    rawIp
      ? makeFinding(
          'fetch-executable',
          file,
          at,
          reviewMessage('review.fetch-executable.raw-ip', found),
          'high',
        )
      : makeFinding('fetch-executable', file, at, reviewMessage('review.fetch-executable', found)),
  );
}

/** rm -rf of home or root, and the other ways of deleting everything. */
function destructive(text: string, found: (index: number, text: string) => void) {
  for (const m of text.matchAll(P.RM_COMMAND)) {
    const flags = (m[1] ?? '').toLowerCase();
    const recursive = /(?:^|\s)-[a-z]*r|--recursive/.test(flags);
    const force = /(?:^|\s)-[a-z]*f|--force/.test(flags);
    if (recursive && force && P.EVERYTHING.has((m[2] ?? '').replace(/["']/g, ''))) {
      found(m.index, m[0]);
      return;
    }
  }
  firstMatch(P.DESTRUCTIVE, text, (m) => found(m.index, m[0]));
}
