/**
 * Helpers for the packaging tests: the CLI in-process, snapshots of folder trees (every file
 * with its bytes and executable bit, hidden ones included) to prove what was written, and
 * archive entries as the import checks see them.
 */
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { ArchiveEntryInfo } from '../../shared/package/index';

export { cli } from './cli';

/** Every entry under `dir`: files as their x bit and base64 bytes, links and folders marked. */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (abs: string, rel: string) => {
    for (const name of readdirSync(abs).sort()) {
      const path = rel ? `${rel}/${name}` : name;
      const child = join(abs, name);
      const st = lstatSync(child);
      if (st.isSymbolicLink()) out[path] = `link -> ${readlinkSync(child)}`;
      else if (st.isDirectory()) {
        out[`${path}/`] = 'dir';
        walk(child, path);
      } else
        out[path] =
          `${(st.mode & 0o111) !== 0 ? 'x' : '-'} ${readFileSync(child).toString('base64')}`;
    }
  };
  walk(dir, '');
  return out;
}

/** The files of a snapshot only (no folders), for comparing skill contents. */
export function filesOf(snap: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(snap).filter(([k]) => !k.endsWith('/')));
}

/**
 * A maker of central-directory entries as the import checks see them, each stored after the
 * one before (so none overlap unless told where to start); names ending in "/" are folders.
 */
export function entryMaker(): (name: string, more?: Partial<ArchiveEntryInfo>) => ArchiveEntryInfo {
  let offset = 0;
  return (name, more = {}) => {
    const e = {
      index: 0,
      name,
      flags: 0x800,
      method: 8,
      compressedSize: 10,
      uncompressedSize: 20,
      unixMode: name.endsWith('/') ? 0o040755 : 0o100644,
      offset,
      nameBytes: Buffer.byteLength(name),
      ...more,
    };
    offset = e.offset + 30 + e.nameBytes + e.compressedSize;
    return e;
  };
}
