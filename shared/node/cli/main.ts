/**
 * The `skill-studio` command line: one entry that dispatches to the commands, turns user
 * mistakes into a message and exit code 2, and never shows a stack trace for them.
 */
import { importCommand } from './import-command';
import { UsageError, type CliIo } from './io';
import { packageCommand } from './package-command';
import { readPropertiesCommand, toPromptCommand } from './properties-command';
import { serveCommand } from './serve-command';
import { simulateCommand } from './simulate-command';
import { validateCommand } from './validate-command';
import { VERSION } from './version';

type Command = (argv: readonly string[], io: CliIo) => number | Promise<number>;

const COMMANDS: Record<string, { run: Command; summary: string }> = {
  validate: { run: validateCommand, summary: 'check skills (a drop-in for skills-ref validate)' },
  'read-properties': {
    run: readPropertiesCommand,
    summary: "print a skill's frontmatter as JSON (as skills-ref)",
  },
  'to-prompt': {
    run: toPromptCommand,
    summary: 'print the <available_skills> block (as skills-ref)',
  },
  serve: {
    run: serveCommand,
    summary: 'run Skill Studio in your browser (127.0.0.1 only, with a session token)',
  },
  simulate: {
    run: simulateCommand,
    summary: "show exactly what an agent's model sees: the skill catalogue or a Skill tool call",
  },
  package: { run: packageCommand, summary: 'package skills into a reproducible .zip or .skill' },
  import: { run: importCommand, summary: 'import a skill archive into a library folder, safely' },
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
    return await command.run(rest, io);
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
