/**
 * The agent table's inputs on this machine: the home folder, the platform and the variables
 * that move agents' folders or switch them off. Taken from an environment object, so the CLI and the service can
 * be pointed at a temporary home in tests (and by a user, through HOME).
 */
import { homedir } from 'node:os';
import { OPENCODE_EXTERNAL_OFF, type AgentEnv } from '../../install/agents';

/** The variables the agent table reads: those that move folders, and those that switch them off. */
const TABLE_VARS = [
  'CLAUDE_CONFIG_DIR',
  'CODEX_HOME',
  'XDG_CONFIG_HOME',
  ...OPENCODE_EXTERNAL_OFF,
] as const;

/** The agent environment of `env` (default: this process's) on `platform`. */
export function agentEnvFrom(
  env: NodeJS.ProcessEnv = process.env,
  platform: string = process.platform,
): AgentEnv {
  // os.homedir() reads HOME on Unix and USERPROFILE on Windows, but only from the real process
  // environment; an environment handed in (a test's, a child's) says so itself.
  const fromEnv = platform === 'win32' ? env.USERPROFILE : env.HOME;
  const vars: Record<string, string | undefined> = {};
  for (const name of TABLE_VARS) vars[name] = env[name];
  return { home: fromEnv && fromEnv !== '' ? fromEnv : homedir(), platform, vars };
}
