/**
 * The one name every temp file and folder of the studio has: `.<name>.<pid>-<uuid>.tmp`,
 * written beside what it will replace (saves, renames, new and copied skills, archives being
 * written). One pattern, so every listing, validation, packaging and watcher can leave them
 * out, and a library being opened can tell which ones a killed process left behind (the pid
 * says who wrote it). Names of earlier versions (`.<name>.<uuid>.tmp` and `.new` of saves and
 * skill operations, `.<name>.<12 hex>.partial` of archives) are recognised too, so their
 * leftovers are hidden and cleaned up the same way.
 */

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A studio temp name; group 1 is the writer's process id (absent in older names). */
const STUDIO_TEMP = new RegExp(
  `^\\..*\\.(?:(?:(\\d{1,10})-)?${UUID}\\.(?:tmp|new)|[0-9a-f]{12}\\.partial)$`,
);

/**
 * The part of the target's name kept in a temp name: enough to recognise it in a listing,
 * short enough that a 255-byte file name still gets a temp name under the 255-byte limit
 * (48 characters are at most 192 bytes of UTF-8; the rest takes at most 53).
 */
const KEPT_CHARS = 48;

/** The temp name for a file or folder called `name`, written by process `pid`. */
export function tempName(name: string, pid: number, uuid: string): string {
  const kept = [...name].slice(0, KEPT_CHARS).join('');
  return `.${kept}.${pid}-${uuid}.tmp`;
}

/** True when `name` (a file or folder name, not a path) is a studio temp name. */
export function isStudioTemp(name: string): boolean {
  return name.startsWith('.') && STUDIO_TEMP.test(name);
}

/** The process that wrote a temp file, when its name says (undefined: unknown, or not a temp name). */
export function tempWriter(name: string): number | undefined {
  const pid = STUDIO_TEMP.exec(name)?.[1];
  return pid === undefined ? undefined : Number(pid);
}
