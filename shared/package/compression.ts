/**
 * How each file is stored: deflated, or kept as is when its format is already compressed
 * (deflating it again costs time and gains nothing); and the one permission it gets.
 */

/** Extensions of already-compressed formats: stored without deflate (method 0). */
// prettier-ignore
export const STORED_EXTENSIONS: readonly string[] = [
  // images
  'png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'heic',
  // archives and compressed streams
  'zip', 'gz', 'tgz', 'bz2', 'xz', 'zst', '7z', 'rar', 'skill', 'jar', 'whl', 'br',
  // audio and video
  'mp3', 'mp4', 'm4a', 'aac', 'ogg', 'opus', 'flac', 'mov', 'webm', 'mkv', 'avi',
  // documents that are zip containers or compressed inside
  'pdf', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'epub',
  // fonts
  'woff', 'woff2',
];

const STORED = new Set(STORED_EXTENSIONS);

/** True when a file is stored without deflate: an already-compressed format, or empty. */
export function isStored(path: string, size: number): boolean {
  if (size === 0) return true;
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 && STORED.has(name.slice(dot + 1).toLowerCase());
}

/** The permission a file gets in the archive: 0755 when any execute bit is set, else 0644. */
export function archiveMode(mode: number): number {
  return (mode & 0o111) !== 0 ? 0o755 : 0o644;
}
