/**
 * What the browser tests of a skill's files share: a studio opened on a skill, the tree and
 * its rows, and real media files built from their formats' own definitions (so a preview must
 * decode them).
 */
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { skillMd } from '../helpers/temp';
import { openStudio, skills, type StudioOptions } from './harness';

/** A real 2×2 PNG (so the preview must decode it), built from the format's own chunks. */
export function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 255, 0, 255, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The file tree (English or Chinese UI). */
export const tree = (page: Page) => page.getByRole('navigation', { name: /^(Files|文件)$/ });
/** A row of the tree by its path inside the skill (folders end in "/"). */
export const row = (page: Page, path: string) => tree(page).locator(`button[title="${path}"]`);

/** A studio on a library holding the skill "demo" (plus `files`), with demo open. */
export async function studioWithSkill(
  files: Record<string, string> = {},
  options: Omit<StudioOptions, 'files'> = {},
) {
  const studio = await openStudio({
    ...options,
    files: { 'demo/SKILL.md': skillMd('demo'), ...files },
  });
  await skills(studio.page).filter({ hasText: 'demo' }).click();
  await row(studio.page, 'SKILL.md').waitFor();
  return { ...studio, dir: join(studio.root, 'demo') };
}

/**
 * A real PDF of `pages` pages, 200×100 points each, the first filled red: the objects, the
 * cross-reference table with each object's byte offset and the trailer, as ISO 32000-1 §7.5
 * lays out a file.
 */
export function pdf(pages: number): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${4 + i} 0 R`).join(' ');
  const paint = '1 0 0 rg 0 0 200 100 re f';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${String(pages)} >>`,
    `<< /Length ${String(paint.length)} >>\nstream\n${paint}\nendstream`,
    ...Array.from(
      { length: pages },
      (_, i) =>
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100]${i === 0 ? ' /Contents 3 0 R' : ''} >>`,
    ),
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${String(i + 1)} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  for (const at of offsets) out += `${String(at).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A real WAV file: `seconds` of a 440 Hz tone, 8 kHz mono 16-bit PCM (RIFF header, fmt, data). */
export function wav(seconds: number): Buffer {
  const rate = 8000;
  const samples = Math.round(rate * seconds);
  const out = Buffer.alloc(44 + samples * 2);
  out.write('RIFF', 0);
  out.writeUInt32LE(36 + samples * 2, 4);
  out.write('WAVEfmt ', 8);
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36);
  out.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    out.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return out;
}

/** A real WebM video (VP8), recorded by Chromium's own MediaRecorder from a 64×48 canvas. */
export async function webm(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const g = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let i = 0; i < 6; i++) {
      if (g) {
        g.fillStyle = i % 2 ? 'blue' : 'green';
        g.fillRect(0, 0, 64, 48);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    recorder.stop();
    await stopped;
    return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
  });
  return Buffer.from(bytes);
}
