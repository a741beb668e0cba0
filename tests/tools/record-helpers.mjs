/**
 * The plumbing of record-agents.mjs that holds no recording state: running an agent with a
 * time limit, a throwaway project and home, and the text of what it said with the run's
 * folders and timestamps taken out (so recordings are the same from run to run).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs an agent to its end (killed after 3 minutes), with what it printed. */
export function runAgent(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** A fresh project (a git repository) and home folder, removed after the run. */
export function workspace() {
  const base = mkdtempSync(join(tmpdir(), 'skill-studio-record-'));
  const project = join(base, 'project');
  const home = join(base, 'home');
  mkdirSync(project, { recursive: true });
  mkdirSync(home, { recursive: true });
  execFileSync('git', ['init', '-q'], { cwd: project });
  return { base, project, home };
}

/** The text of a message's content, its non-text parts as JSON. */
export const textOf = (content) =>
  typeof content === 'string'
    ? content
    : (content ?? []).map((p) => (p.type === 'text' ? p.text : JSON.stringify(p))).join('');

/** Text with the run's own folders named <ROOT>, <PROJECT>, <HOME>. */
export function hide(text, ws, root) {
  if (typeof text !== 'string') return text;
  return text
    .replaceAll(root, '<ROOT>')
    .replaceAll(ws.project, '<PROJECT>')
    .replaceAll(ws.home, '<HOME>');
}

/**
 * The agents' own log lines about skills (OpenCode's `level=` lines, Codex's tracing lines),
 * without timestamps and run ids.
 */
export const diagnostics = (stderr, ws, root) =>
  stderr
    .split('\n')
    .map((l) =>
      hide(
        l
          .replace(/^\S*\d{4}-\d\d-\d\dT[\d:.]+Z?\s*/, '')
          .replace(/ (run|time|duration)=\S+/g, '')
          .trim(),
        ws,
        root,
      ),
    )
    .filter((l) => /skill/i.test(l) && /(level=|ERROR|WARN)/.test(l));
