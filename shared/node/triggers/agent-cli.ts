/**
 * Finding an agent's CLI for real agent mode: its command on PATH, as a shell finds it, and
 * whether a path is a program this user may run.
 */
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { RealAgentId } from '../../triggers/real-events';

/** The command each agent's CLI is run as. */
export const AGENT_COMMANDS: Record<RealAgentId, string> = {
  'claude-code': 'claude',
  codex: 'codex',
  opencode: 'opencode',
};

/** The path of the agent's CLI on `env`'s PATH (with PATHEXT on Windows), or undefined. */
export function findAgentCli(
  agent: RealAgentId,
  env: NodeJS.ProcessEnv = process.env,
  platform: string = process.platform,
): string | undefined {
  const path = env.PATH ?? env.Path ?? '';
  const exts =
    platform === 'win32' ? (env.PATHEXT ?? '.COM;.EXE;.BAT;.CMD').split(';').filter(Boolean) : [''];
  for (const dir of path.split(platform === 'win32' ? ';' : delimiter)) {
    if (dir === '') continue;
    for (const ext of exts) {
      const candidate = join(dir, `${AGENT_COMMANDS[agent]}${ext}`);
      if (checkProgram(candidate) === 'ok') return candidate;
    }
  }
  return undefined;
}

/** Whether `bin` is a file this user may execute. */
export function checkProgram(bin: string): 'ok' | 'missing' | 'not-executable' {
  try {
    if (!statSync(bin).isFile()) return 'not-executable';
  } catch {
    return 'missing';
  }
  try {
    accessSync(bin, constants.X_OK);
    return 'ok';
  } catch {
    return 'not-executable';
  }
}
