/**
 * Command-line arguments. Hand-parsed because of one rule node's parseArgs cannot express:
 * a word that starts with "-" is a path, not an option, when such a path exists (skills-ref
 * mistakes a folder named "-my-skill" for an option).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { UsageError } from './io';

/** The options a command accepts: flags take no value, values take one. */
export interface OptionSpec {
  flags?: readonly string[];
  values?: readonly string[];
  /** Short aliases, e.g. { o: 'out' }. */
  short?: Readonly<Record<string, string>>;
}

/** Parsed arguments of one command. */
export interface ParsedArgs {
  positionals: string[];
  flags: Set<string>;
  values: Map<string, string[]>;
}

/** Splits `argv` into positionals and options for `command`. */
export function parseArgs(
  argv: readonly string[],
  spec: OptionSpec,
  command: string,
  cwd: string,
): ParsedArgs {
  const out: ParsedArgs = { positionals: [], flags: new Set(), values: new Map() };
  const flags = new Set(spec.flags ?? []);
  const values = new Set(spec.values ?? []);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') {
      out.positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      out.positionals.push(arg);
      continue;
    }
    const long = arg.startsWith('--');
    const [name, inline] = long
      ? splitOnce(arg.slice(2), '=')
      : [spec.short?.[arg.slice(1)] ?? arg.slice(1), undefined];
    // An option of this command is one, even if a file of that name exists; anything else
    // that exists is a path (a folder named "-x").
    const known = flags.has(name) || values.has(name);
    if (!known && existsSync(resolve(cwd, arg))) {
      out.positionals.push(arg);
      continue;
    }
    if (flags.has(name)) {
      if (inline !== undefined) throw new UsageError(`--${name} takes no value.`, command);
      out.flags.add(name);
    } else if (values.has(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value.`, command);
      // `-o --json` means a forgotten value, not a file named "--json".
      if (inline === undefined && isOption(value, spec))
        throw new UsageError(`--${name} needs a value, but '${value}' is an option.`, command);
      out.values.set(name, [...(out.values.get(name) ?? []), value]);
    } else {
      throw new UsageError(
        `Unknown option '${arg}'. If it is a path, write ./${arg} or put -- before it.`,
        command,
      );
    }
  }
  return out;
}

/** The single value of an option, or a usage error when it was given twice. */
export function oneValue(args: ParsedArgs, name: string, command: string): string | undefined {
  const list = args.values.get(name);
  if (list && list.length > 1) throw new UsageError(`--${name} was given more than once.`, command);
  return list?.[0];
}

function splitOnce(s: string, sep: string): [string, string | undefined] {
  const at = s.indexOf(sep);
  return at < 0 ? [s, undefined] : [s.slice(0, at), s.slice(at + 1)];
}

/** True when `arg` names one of the command's options. */
function isOption(arg: string, spec: OptionSpec): boolean {
  if (!arg.startsWith('-') || arg === '-') return false;
  const name = arg.startsWith('--')
    ? splitOnce(arg.slice(2), '=')[0]
    : (spec.short?.[arg.slice(1)] ?? arg.slice(1));
  return (spec.flags ?? []).includes(name) || (spec.values ?? []).includes(name);
}
