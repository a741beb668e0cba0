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

/**
 * skills-ref's `to-prompt` as its cli.py runs it: argv[1] its source folder, argv[2] the folders
 * as JSON; prints the outcome as JSON (a SkillError as "Error: ..." with status 1).
 */
export const SKILLS_REF_SCRIPT = [
  'import json, sys',
  'from pathlib import Path',
  'sys.path.insert(0, sys.argv[1])',
  'from skills_ref.errors import SkillError',
  'from skills_ref.prompt import to_prompt',
  'paths = [Path(p) for p in json.loads(sys.argv[2])]',
  "paths = [p.parent if p.is_file() and p.name.lower() == 'skill.md' else p for p in paths]",
  'try:',
  "    print(json.dumps({'stdout': to_prompt(paths) + '\\n', 'code': 0}))",
  'except SkillError as e:',
  "    print(json.dumps({'stderr': f'Error: {e}\\n', 'code': 1}))",
  // Anything else escapes the command: Python prints its traceback and exits with 1.
  'except Exception as e:',
  "    print(json.dumps({'crash': f'{type(e).__name__}: {e}', 'code': 1}))",
].join('\n');

/**
 * The folders of `library` holding SKILL.md (or skill.md), in path order, outside dot-folders
 * and node_modules: the libraries recorded this way have no others.
 */
export function skillFolders(library) {
  const folders = new Set();
  for (const path of Object.keys(library)) {
    const parts = path.split('/');
    const file = parts.pop();
    if (
      (file === 'SKILL.md' || file === 'skill.md') &&
      !parts.some((p) => p.startsWith('.') || p === 'node_modules')
    )
      folders.add(parts.join('/'));
  }
  return [...folders].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
