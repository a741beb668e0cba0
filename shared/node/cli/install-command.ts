/**
 * `skill-studio install`: library skills into agents' folders (user level, or a project's with
 * --project), checked first against what each agent accepts, copied (or linked), never over a
 * folder the user would lose without --overwrite, recorded for the sync state and, in a
 * project, in its skills-lock.json.
 */
import { join, resolve } from 'node:path';
import { english, inEnglish } from '../../i18n/catalogue';
import { targetById, TARGET_IDS, type TargetId } from '../../install/agents';
import type { TargetOutcome } from '../../install/outcomes';
import { isValidName } from '../../skill/index';
import { userDataDir } from '../host-paths';
import { agentEnvFrom } from '../install/agent-env';
import { installSkills } from '../install/installer';
import type { InstallTrash } from '../install/place-install';
import { RecordsFile } from '../install/records-file';
import { realPath } from '../real-path';
import { StudioTrash } from '../service/trash/trash';
import { isDirectory } from '../skill-folder';
import { oneValue, parseArgs } from './args';
import { UsageError, type CliIo } from './io';
import { skillPathArg } from './paths';

/** Help text of the command. */
export const INSTALL_HELP = `Usage: skill-studio install PATH... --agent ID[,ID...] [--project DIR] [--link]
                              [--overwrite] [--force] [--name NAME] [--json]

Installs skills where agents read them: each agent's own user-level folder, or with
--project that project's folder for the agent (recorded in its skills-lock.json as
"npx skills" reads it). See "skill-studio agents" for the folders.

  --agent ID     ${TARGET_IDS.join(', ')}
                 (several with commas; copilot and gemini also work)
  --project DIR  install into the project DIR instead of your user folders
  --link         link to the library's folder instead of copying (a directory junction on
                 Windows without the right to make symbolic links; a copy, with a note,
                 where neither works)
  --overwrite    replace a folder of that name that holds another skill or was changed
                 in the agent folder (the old one goes to the studio's trash)
  --force        install even when the check for the agent finds errors
  --name NAME    install one skill under another folder name (its SKILL.md name set to it)
  --json         print the outcome of every skill and agent as JSON

Exit codes: 0 all installed or already current, 1 something was refused or failed,
2 usage error.
`;

/** Runs `install`; returns the exit code. */
export async function installCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(
    argv,
    {
      flags: ['json', 'help', 'link', 'overwrite', 'force'],
      values: ['agent', 'project', 'name'],
      short: { h: 'help' },
    },
    'install',
    io.cwd,
  );
  if (args.flags.has('help')) {
    io.stdout(INSTALL_HELP);
    return 0;
  }
  if (args.positionals.length === 0)
    throw new UsageError('Give at least one skill PATH.', 'install');
  const agents = agentList(args.values.get('agent') ?? []);
  const projectArg = oneValue(args, 'project', 'install');
  const project = projectArg === undefined ? undefined : resolve(io.cwd, projectArg);
  if (project !== undefined && !isDirectory(project))
    throw new UsageError(`--project '${projectArg ?? ''}' is not a folder that exists.`, 'install');
  const rename = oneValue(args, 'name', 'install');
  if (rename !== undefined && (args.positionals.length > 1 || !isValidName(rename)))
    throw new UsageError(
      args.positionals.length > 1
        ? '--name renames one skill; give one PATH with it.'
        : `--name '${rename}' is not a valid skill name (lower-case letters, digits, single hyphens).`,
      'install',
    );
  const dirs = args.positionals.map((p) => realPath(skillPathArg(p, io.cwd, 'install').abs));
  const env = agentEnvFrom(io.env);
  const userData = userDataDir(io.env ?? process.env);
  const outcomes = await installSkills(
    {
      dirs,
      agents,
      scope: project === undefined ? 'personal' : 'project',
      ...(project !== undefined && { project: realPath(project) }),
      mode: args.flags.has('link') ? 'link' : 'copy',
      overwrite: args.flags.has('overwrite'),
      ...(rename !== undefined && { rename }),
      force: args.flags.has('force'),
    },
    {
      env,
      records: new RecordsFile(userData),
      trash: trashFor(new StudioTrash(join(userData, 'trash'))),
    },
  );
  if (args.flags.has('json')) io.stdout(`${JSON.stringify(inEnglish(outcomes), null, 2)}\n`);
  else for (const o of outcomes) io.stdout(describe(o, env.home));
  const good = new Set(['installed', 'updated', 'replaced', 'unchanged']);
  return outcomes.every((o) => good.has(o.status)) ? 0 : 1;
}

/** The studio trash as installs use it: a replaced folder recorded as the skill it was. */
export function trashFor(trash: StudioTrash): InstallTrash {
  return async (path, was) => {
    await trash.put(path, { kind: 'skill', library: was.folder, rel: was.name });
  };
}

function agentList(values: readonly string[]): TargetId[] {
  const ids = values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (ids.length === 0)
    throw new UsageError(`Give --agent: one or more of ${TARGET_IDS.join(', ')}.`, 'install');
  return [
    ...new Set(
      ids.map((id) => {
        const agent = targetById(id);
        if (!agent)
          throw new UsageError(
            `Unknown agent '${id}'. Choose from: ${TARGET_IDS.join(', ')}.`,
            'install',
          );
        return agent.id;
      }),
    ),
  ];
}

const nameOf = (id: TargetId) => targetById(id)?.name ?? id;

function describe(o: TargetOutcome, home: string): string {
  const where = o.target.startsWith(`${home}/`) ? `~/${o.target.slice(home.length + 1)}` : o.target;
  const agents = [o.agent, ...o.sharedWith].map(nameOf).join(' and ');
  const lines: string[] = [];
  const how =
    o.mode === 'link' ? (o.linkKind === 'junction' ? 'a directory junction' : 'a link') : 'a copy';
  switch (o.status) {
    case 'installed':
    case 'updated':
    case 'replaced':
    case 'unchanged': {
      const verb = {
        installed: 'Installed',
        updated: 'Updated',
        replaced: 'Replaced',
        unchanged: 'Already current:',
      }[o.status];
      lines.push(`${verb} ${o.name} for ${agents}: ${where} (${how})`);
      const others = o.readBy.filter((id) => id !== o.agent && !o.sharedWith.includes(id));
      if (others.length > 0)
        lines.push(`  ${others.map(nameOf).join(', ')} will also see it there.`);
      if (o.linkFailed)
        lines.push(
          `  Not linked: ${o.linkFailed.map(english).join('; ')}. It was copied instead, so it will not follow edits in the library; install again to update it.`,
        );
      if (o.status === 'replaced') lines.push('  The folder it replaced is in the trash.');
      if (o.keptAt)
        lines.push(`  The trash would not take the folder it replaced; it is kept at ${o.keptAt}.`);
      if (o.lock?.written) lines.push("  Recorded in the project's skills-lock.json.");
      if (o.lock?.problem)
        lines.push(`  Not recorded in skills-lock.json: ${english(o.lock.problem)}`);
      break;
    }
    case 'conflict': {
      const why =
        o.conflict?.why === 'changed-there'
          ? 'was changed there since the studio installed it'
          : o.conflict?.why === 'other-link'
            ? 'is a link to another folder'
            : 'holds another skill';
      lines.push(`Not installed for ${agents}: ${where} ${why}.`);
      const d = o.conflict?.diff;
      if (d) {
        if (d.changed.length) lines.push(`  Different there: ${d.changed.join(', ')}`);
        if (d.added.length) lines.push(`  Only there: ${d.added.join(', ')}`);
        if (d.removed.length) lines.push(`  Only in the library: ${d.removed.join(', ')}`);
      }
      lines.push(
        '  Use --overwrite to replace it (the old folder goes to the trash), or --name to install it under another name.',
      );
      break;
    }
    case 'refused':
    case 'failed':
      lines.push(
        o.failure
          ? `Not installed for ${agents}: ${english(o.failure.detail)}.`
          : `Not installed for ${agents}: ${nameOf(o.agent)} would not accept ${o.name}${o.check?.skipped ? ` (${english(o.check.skipped)})` : ''}.`,
      );
      break;
  }
  for (const d of o.check?.diagnostics ?? []) {
    if (d.severity !== 'error' && o.status !== 'refused') continue;
    const fix = d.fixes?.[0]?.title;
    lines.push(
      `  - ${english(d.message)}${fix ? ` (fix: ${english(fix)})` : ''} [${d.code}, line ${d.range.start.line}]`,
    );
  }
  if (o.status === 'refused' && o.check)
    lines.push('  Fix it in the studio, or use --force to install it anyway.');
  return `${lines.join('\n')}\n`;
}
