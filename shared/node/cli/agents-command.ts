/**
 * `skill-studio agents`: the agents the studio installs for, every folder each reads (user
 * level, and project level with --project), whether it exists, who else reads it, and the
 * skills in it; with --project also the project's skills-lock.json as `npx skills` wrote it.
 */
import { resolve } from 'node:path';
import { targetById } from '../../install/agents';
import { listAgents, type AgentListing, type FolderSkill } from '../install/agent-folders';
import { agentEnvFrom } from '../install/agent-env';
import { isDirectory } from '../skill-folder';
import { oneValue, parseArgs } from './args';
import { UsageError, type CliIo } from './io';
import { counted } from './counted';

/** Help text of the command. */
export const AGENTS_HELP = `Usage: skill-studio agents [--json] [--project DIR]

Lists the agents Skill Studio installs skills for, every folder each one reads skills
from, whether it exists, which other agents read it too, and the skills in it.
A "*" marks the folder "skill-studio install" writes to for that agent.

  --project DIR  also the project-level folders of DIR, each skill there that DIR's
                 skills-lock.json records (npx skills' lock) with its source and
                 whether the folder is unchanged since
  --json         print one JSON object instead
`;

/** Runs `agents`; returns the exit code. */
export function agentsCommand(argv: readonly string[], io: CliIo): number {
  const args = parseArgs(
    argv,
    { flags: ['json', 'help'], values: ['project'], short: { h: 'help' } },
    'agents',
    io.cwd,
  );
  if (args.flags.has('help')) {
    io.stdout(AGENTS_HELP);
    return 0;
  }
  if (args.positionals.length > 0)
    throw new UsageError(`Unexpected argument '${args.positionals[0] ?? ''}'.`, 'agents');
  const projectArg = oneValue(args, 'project', 'agents');
  const project = projectArg === undefined ? undefined : resolve(io.cwd, projectArg);
  if (project !== undefined && !isDirectory(project))
    throw new UsageError(`--project '${projectArg ?? ''}' is not a folder that exists.`, 'agents');
  const env = agentEnvFrom(io.env);
  const agents = listAgents(env, project);
  if (args.flags.has('json')) {
    io.stdout(
      `${JSON.stringify({ home: env.home, platform: env.platform, project: project ?? null, agents }, null, 2)}\n`,
    );
    return 0;
  }
  for (const agent of agents) io.stdout(describe(agent));
  return 0;
}

function describe(agent: AgentListing): string {
  const lines = [agent.name, `  (${targetById(agent.id)?.lookup ?? ''})`];
  const width = Math.max(...agent.folders.map((f) => f.display.length));
  for (const f of agent.folders) {
    const others = f.readBy.filter((id) => id !== agent.id).map((id) => targetById(id)?.name ?? id);
    const state = !f.exists
      ? 'not there'
      : f.skills.length === 0
        ? 'no skills'
        : `${counted(f.skills.length, 'skill')}: ${f.skills.map(skillWords).join(', ')}`;
    lines.push(
      `  ${f.installsHere ? '*' : ' '} ${f.scope.padEnd(8)} ${f.display.padEnd(width)}  ${state}`,
    );
    if (others.length > 0) lines.push(`      also read by ${others.join(', ')}`);
  }
  return `${lines.join('\n')}\n\n`;
}

// "pdf (skills-lock.json: anthropics/skills, unchanged)": where npx skills says it came from.
function skillWords(skill: FolderSkill): string {
  if (skill.lock === undefined) return skill.name;
  const { source, same } = skill.lock;
  return `${skill.name} (skills-lock.json: ${source}, ${same ? 'unchanged' : 'changed since'})`;
}
