/**
 * `read-properties` and `to-prompt`: byte for byte what skills-ref prints, except where the
 * conformance cases record a deliberate divergence (clear errors instead of tracebacks,
 * `---` only closing the frontmatter on a line of its own).
 */
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import {
  availableSkillsXml,
  parseSkillFile,
  readProperties,
  type PromptEntry,
  type SkillsRefFailure,
} from '../../skill/index';
import { english, inEnglish } from '../../i18n/catalogue';
import { fenceOf } from '../link-fence';
import { findSkillMd, outsideReason, readBytes } from '../skill-folder';
import { parseArgs } from './args';
import { UsageError, type CliIo } from './io';
import { skillPathArg } from './paths';

/** Help text of read-properties. */
export const READ_PROPERTIES_HELP = `Usage: skill-studio read-properties PATH

Prints the skill's frontmatter properties as JSON, exactly as skills-ref does.
Exit codes: 0 success, 1 the skill cannot be read, 2 usage error.
`;

/** Help text of to-prompt. */
export const TO_PROMPT_HELP = `Usage: skill-studio to-prompt PATH...

Prints the <available_skills> XML block for the skills, exactly as skills-ref does.
Exit codes: 0 success, 1 a skill cannot be read, 2 usage error.
`;

type Props =
  | { ok: true; name: string; description: string; json: string; location: string }
  | { ok: false; failure: SkillsRefFailure };

const fail = (text: string): Props => ({ ok: false, failure: { kind: 'message', text } });

/** Reads a skill folder the way skills-ref's read_properties does; `shownAs` names it in errors. */
function readSkillProperties(dir: string, shownAs: string): Props {
  const lookup = findSkillMd(dir);
  if (lookup.kind === 'missing' || lookup.kind === 'not-directory')
    return fail(`SKILL.md not found in ${shownAs}`);
  if (lookup.kind === 'unreadable')
    return fail(`SKILL.md cannot be read: ${inEnglish(lookup.reason)}`);
  // The folder named is the library: a link out of it is not read (link-fence.ts).
  if (lookup.kind === 'outside')
    return fail(`SKILL.md cannot be read: ${english(outsideReason(lookup.link))}`);
  const read = readBytes(lookup.path, fenceOf([dir]));
  if (!read.ok) return fail(`SKILL.md cannot be read: ${inEnglish(read.reason)}`);
  const props = readProperties(parseSkillFile(read.bytes));
  if (!props.ok) return props;
  return {
    ok: true,
    name: props.name,
    description: props.description,
    json: props.json,
    location: join(dir, lookup.fileName),
  };
}

/** Runs `read-properties`; returns the exit code. */
export function readPropertiesCommand(argv: readonly string[], io: CliIo): number {
  const args = parseArgs(
    argv,
    { flags: ['help'], short: { h: 'help' } },
    'read-properties',
    io.cwd,
  );
  if (args.flags.has('help')) {
    io.stdout(READ_PROPERTIES_HELP);
    return 0;
  }
  if (args.positionals.length !== 1)
    throw new UsageError('Give exactly one skill PATH.', 'read-properties');
  const arg = skillPathArg(args.positionals[0] ?? '', io.cwd, 'read-properties');
  const props = readSkillProperties(arg.abs, arg.display);
  if (!props.ok) {
    // A crash inside skills-ref's YAML library reaches its generic handler.
    const { failure } = props;
    io.stderr(
      failure.kind === 'crash'
        ? `An unexpected error occurred reading properties for ${arg.name}\n`
        : `Error: ${failure.text}\n`,
    );
    return 1;
  }
  io.stdout(`${props.json}\n`);
  return 0;
}

/** Runs `to-prompt`; returns the exit code. */
export function toPromptCommand(argv: readonly string[], io: CliIo): number {
  const args = parseArgs(argv, { flags: ['help'], short: { h: 'help' } }, 'to-prompt', io.cwd);
  if (args.flags.has('help')) {
    io.stdout(TO_PROMPT_HELP);
    return 0;
  }
  if (args.positionals.length === 0)
    throw new UsageError('Give at least one skill PATH.', 'to-prompt');
  const dirs = args.positionals.map((p) => skillPathArg(p, io.cwd, 'to-prompt').abs);
  const entries: PromptEntry[] = [];
  for (const dir of dirs) {
    // skills-ref resolves each folder first, so its errors and locations show real paths.
    const real = realpathSync(dir);
    const props = readSkillProperties(real, real);
    if (!props.ok) {
      const { failure } = props;
      io.stderr(
        failure.kind === 'crash'
          ? 'An unexpected error occurred generating prompts\n'
          : `Error: ${failure.text}\n`,
      );
      return 1;
    }
    entries.push({ name: props.name, description: props.description, location: props.location });
  }
  io.stdout(`${availableSkillsXml(entries)}\n`);
  return 0;
}
