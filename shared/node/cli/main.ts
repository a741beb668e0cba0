/**
 * The `skill-studio` command line: one entry that dispatches to the commands, turns user
 * mistakes into a message and exit code 2, and never shows a stack trace for them.
 */
import { UsageError, type CliIo } from './io';
import { VERSION } from './version';

type Command = (argv: readonly string[], io: CliIo) => number | Promise<number>;

// Each command is loaded when it runs: `validate` does not pay for the web server, the zip
// libraries or the IPC schemas (the bundle splits them into chunks of their own).
const COMMANDS: Record<string, { load: () => Promise<Command>; summary: string }> = {
  validate: {
    load: () => import('./validate-command').then((m) => m.validateCommand),
    summary: 'check skills (a drop-in for skills-ref validate)',
  },
  'read-properties': {
    load: () => import('./properties-command').then((m) => m.readPropertiesCommand),
    summary: "print a skill's frontmatter as JSON (as skills-ref)",
  },
  'to-prompt': {
    load: () => import('./properties-command').then((m) => m.toPromptCommand),
    summary: 'print the <available_skills> block (as skills-ref)',
  },
  serve: {
    load: () => import('./serve-command').then((m) => m.serveCommand),
    summary: 'run Skill Studio in your browser (127.0.0.1 only, with a session token)',
  },
  simulate: {
    load: () => import('./simulate-command').then((m) => m.simulateCommand),
    summary: "show exactly what an agent's model sees: the skill catalogue or a Skill tool call",
  },
  package: {
    load: () => import('./package-command').then((m) => m.packageCommand),
    summary: 'package skills into a reproducible .zip or .skill',
  },
  export: {
    load: () => import('./export-command').then((m) => m.exportCommand),
    summary:
      'export skills as a Claude Code plugin or marketplace, an Agent Plugin or a Codex plugin',
  },
  agents: {
    load: () => import('./agents-command').then((m) => m.agentsCommand),
    summary: 'list the agents, the folders each reads skills from, and the skills there',
  },
  review: {
    load: () => import('./review/review-command').then((m) => m.reviewCommand),
    summary: 'review skills for security before installing or sharing them (text, JSON, SARIF)',
  },
  install: {
    load: () => import('./install-command').then((m) => m.installCommand),
    summary: "install skills into agents' folders (copy or link), checked and recorded",
  },
  import: {
    load: () => import('./import-command').then((m) => m.importCommand),
    summary: 'import a skill archive into a library folder, safely',
  },
  triggers: {
    load: () => import('./triggers-command').then((m) => m.triggersCommand),
    summary: 'ask a model whether an agent would choose a skill, for each trigger query',
  },
  evals: {
    load: () => import('./evals/evals-command').then((m) => m.evalsCommand),
    summary: "run a skill's evals with and without it, grade them and print the benchmark",
  },
  history: {
    load: () => import('./history-command').then((m) => m.historyCommand),
    summary: "list a skill's kept versions, print one's file, or restore one",
  },
  'optimize-description': {
    load: () => import('./optimize-command').then((m) => m.optimizeCommand),
    summary: "improve a skill's description from its trigger tests, chosen by held-out queries",
  },
};

/** Top-level help. */
export function mainHelp(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((c) => c.length));
  const lines = Object.entries(COMMANDS).map(
    ([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`,
  );
  return `Usage: skill-studio COMMAND [ARGS]\n\nCommands:\n${lines.join('\n')}\n\nRun "skill-studio COMMAND --help" for a command's options.\n`;
}

/** Runs one command line; resolves to the process exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(mainHelp());
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-V') {
    io.stdout(`skill-studio ${VERSION}\n`);
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.stderr(`skill-studio: unknown command '${name}'.\n\n${mainHelp()}`);
    return 2;
  }
  try {
    const run = await command.load();
    return await run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(
        `skill-studio ${name}: ${error.message}\nRun "skill-studio ${name} --help" for usage.\n`,
      );
      return 2;
    }
    // Not the user's mistake: say so plainly, with what we know, and a distinct exit code.
    io.stderr(
      `skill-studio ${name}: internal error: ${error instanceof Error ? error.message : String(error)}\nPlease report this.\n`,
    );
    return 70;
  }
}
