/**
 * What a file of a skill is, from its name: its media type (from the `mime` package's
 * standard table) and how the studio previews it. SVG is an image shown through <img>, where
 * its scripts never run; nothing is ever shown as live markup.
 */
import mime from 'mime';

/** How the studio shows a file that is not edited as text. */
export type PreviewKind = 'image' | 'pdf' | 'audio' | 'video' | 'none';

// What Chromium (and so Electron) decodes itself; other image or media types get the
// size-and-type card rather than a broken player.
const IMAGES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'image/avif',
  'image/bmp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
]);
const AUDIO = new Set([
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'audio/x-wav',
  'audio/webm',
  'audio/flac',
  'audio/x-flac',
  'audio/mp4',
  'audio/aac',
]);
const VIDEO = new Set(['video/mp4', 'video/webm', 'video/ogg']);

/** The media type of a file name, or undefined when the table does not know its extension. */
export function mediaTypeOf(path: string): string | undefined {
  return mime.getType(path.slice(path.lastIndexOf('/') + 1)) ?? undefined;
}

/** How a file is previewed. */
export function previewKindOf(path: string): PreviewKind {
  const type = mediaTypeOf(path);
  if (type === undefined) return 'none';
  if (IMAGES.has(type)) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (AUDIO.has(type)) return 'audio';
  if (VIDEO.has(type)) return 'video';
  return 'none';
}
