/**
 * Previews of a skill's files in a real browser, each of a real file that must decode: JPEG, GIF
 * and WebP pictures made by ImageMagick (tests/fixtures/images/README.md), read back pixel by
 * pixel, the GIF's two frames through the browser's own decoder (WebCodecs' ImageDecoder); a PDF's
 * first page drawn (its red fill read back from the canvas) and its page count, a WAV's audio
 * player with its length, a WebM's video player with its frame size; an SVG as a picture whose
 * script never runs, any other file by type and size with Download, a file too large to edit,
 * the Runnable toggle; and names in Chinese through the Chinese UI (新建文件, 上传文件),
 * written under those names, refusals in Chinese.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, e2eSkipReason } from './harness';
import { pdf, png, row, studioWithSkill, tree, wav, webm } from './skill-files';

describe.skipIf(e2eSkipReason !== undefined)(
  `previews and names${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('decodes JPEG, GIF and WebP previews: their size and their pixels as drawn', async () => {
      const { page, problems } = await studioWithSkill();
      const images = join(repoRoot, 'tests/fixtures/images');
      const chooser = page.waitForEvent('filechooser');
      await tree(page).getByRole('button', { name: 'Upload…' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Upload files' }).click();
      await (
        await chooser
      ).setFiles(['halves.jpg', 'frames.gif', 'columns.webp'].map((n) => join(images, n)));
      // The picture as the page decoded it: its size, and the colour at each point asked for.
      const drawn = async (name: string, points: [number, number][]) => {
        await row(page, name).click();
        const image = page.getByRole('img', { name: `Preview of ${name}` });
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        return image.evaluate((img: HTMLImageElement, at: [number, number][]) => {
          const canvas = document.createElement('canvas');
          canvas.width = img.naturalWidth;
          canvas.height = img.naturalHeight;
          const context = canvas.getContext('2d');
          context?.drawImage(img, 0, 0);
          return {
            size: [img.naturalWidth, img.naturalHeight],
            colours: at.map(([x, y]) => [...(context?.getImageData(x, y, 1, 1).data ?? [])]),
          };
        }, points);
      };
      const near = (colour: number[], want: number[]) =>
        colour.every((c, i) => Math.abs(c - (want[i] ?? 0)) <= 24);
      const RED = [255, 0, 0, 255];
      const LIME = [0, 255, 0, 255];
      const BLUE = [0, 0, 255, 255];

      const jpg = await drawn('halves.jpg', [
        [4, 1],
        [4, 4],
      ]);
      expect(jpg.size).toEqual([8, 6]);
      expect(near(jpg.colours[0] ?? [], RED) && near(jpg.colours[1] ?? [], BLUE)).toBe(true);

      const webp = await drawn('columns.webp', [
        [0, 1],
        [3, 1],
        [4, 2],
      ]);
      expect(webp).toEqual({ size: [5, 3], colours: [RED, LIME, BLUE] });

      const gif = await drawn('frames.gif', [[3, 2]]);
      expect(gif.size).toEqual([6, 4]);
      // Whichever frame is showing, it is one of the two.
      expect([RED, LIME]).toContainEqual(gif.colours[0]);
      // Both frames, as the browser decodes the bytes the preview is served.
      const src = await page
        .getByRole('img', { name: 'Preview of frames.gif' })
        .evaluate((img: HTMLImageElement) => img.src);
      const frames = await page.evaluate(async (url) => {
        const decoder = new ImageDecoder({
          data: (await fetch(url)).body ?? new ReadableStream(),
          type: 'image/gif',
        });
        await decoder.tracks.ready;
        await decoder.completed;
        const out: number[][] = [];
        for (let i = 0; i < (decoder.tracks.selectedTrack?.frameCount ?? 0); i++) {
          const { image } = await decoder.decode({ frameIndex: i });
          const canvas = new OffscreenCanvas(image.displayWidth, image.displayHeight);
          const context = canvas.getContext('2d');
          context?.drawImage(image, 0, 0);
          out.push([...(context?.getImageData(3, 2, 1, 1).data ?? [])]);
          image.close();
        }
        return out;
      }, src);
      expect(frames).toEqual([RED, LIME]);
      expect(problems).toEqual([]);
    });

    it("shows a PDF's first page and page count, and plays audio and video", async () => {
      const { page, problems } = await studioWithSkill();
      const chooser = page.waitForEvent('filechooser');
      await tree(page).getByRole('button', { name: 'Upload…' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Upload files' }).click();
      await (
        await chooser
      ).setFiles([
        { name: 'guide.pdf', mimeType: 'application/pdf', buffer: pdf(3) },
        { name: 'tone.wav', mimeType: 'audio/wav', buffer: wav(0.5) },
        { name: 'clip.webm', mimeType: 'video/webm', buffer: await webm(page) },
      ]);
      await row(page, 'guide.pdf').click();
      await page.getByText('PDF document · 3 pages').waitFor();
      const canvas = page.getByRole('img', { name: 'Preview of guide.pdf' });
      // 200 points wide, drawn at twice the size; the page's middle is the red it was filled with.
      const middle = await canvas.evaluate((c: HTMLCanvasElement) => [
        c.width,
        ...(c.getContext('2d')?.getImageData(c.width / 2, c.height / 2, 1, 1).data ?? []),
      ]);
      expect(middle).toEqual([400, 255, 0, 0, 255]);

      await row(page, 'tone.wav').click();
      const audio = page.getByLabel('Preview of tone.wav');
      await expect
        .poll(() => audio.evaluate((a: HTMLAudioElement) => Math.round(a.duration * 10)))
        .toBe(5);
      await row(page, 'clip.webm').click();
      const video = page.getByLabel('Preview of clip.webm');
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight]))
        .toEqual([64, 48]);
      expect(problems).toEqual([]);
    });

    it('shows an SVG as a picture (its script never runs), any other file by type and size with Download, a file too large to edit as such, and a Runnable toggle under scripts/', async () => {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><script>parent.document.title="ran"</script><rect width="30" height="20" fill="red"/></svg>';
      const { page, dir, problems } = await studioWithSkill({
        'demo/assets/mark.svg': svg,
        'demo/assets/data.bin': 'binary\u0000bytes\u0000',
        'demo/references/huge.md': 'x'.repeat(5 * 1024 * 1024 + 1),
        'demo/scripts/run.sh': '#!/bin/sh\necho hi\n',
      });
      await row(page, 'assets/mark.svg').click();
      const picture = page.getByRole('img', { name: 'Preview of mark.svg' });
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(30);
      expect(await page.locator('.file-preview svg').count()).toBe(0);
      expect(await page.title()).not.toBe('ran');

      await row(page, 'assets/data.bin').click();
      const preview = page.getByTestId('file-preview');
      await expect.poll(() => preview.textContent()).toContain('application/octet-stream · 13 B');
      const download = page.waitForEvent('download');
      await preview.getByRole('link', { name: 'Download' }).click();
      const saved = await (await download).path();
      expect(readFileSync(saved, 'utf8')).toBe('binary\u0000bytes\u0000');

      await row(page, 'references/huge.md').click();
      await page.getByText('This file is too large to edit here (5.0 MiB)').waitFor();

      await row(page, 'scripts/run.sh').click();
      const runnable = page.getByRole('checkbox', { name: 'Runnable' });
      expect(await runnable.isChecked()).toBe(false);
      await runnable.click();
      await expect.poll(() => statSync(join(dir, 'scripts/run.sh')).mode & 0o111).toBe(0o111);
      await expect.poll(() => runnable.isChecked()).toBe(true);
      await runnable.click();
      await expect.poll(() => statSync(join(dir, 'scripts/run.sh')).mode & 0o111).toBe(0);
      await expect.poll(() => runnable.isChecked()).toBe(false);
      expect(problems).toEqual([]);
    });

    it('takes names in Chinese through the Chinese UI, and refuses in Chinese', async () => {
      const { page, dir, problems } = await studioWithSkill({}, { locale: 'zh' });
      await tree(page).getByRole('button', { name: '新建文件', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '新建文件' });
      const name = dialog.getByLabel('名称，或技能内的路径');
      await name.fill('CON.txt');
      await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('设备名');
      await name.fill('参考资料/使用 指南.md');
      await dialog.getByRole('button', { name: '创建' }).click();
      await row(page, '参考资料/使用 指南.md').waitFor();
      expect(readFileSync(join(dir, '参考资料/使用 指南.md'), 'utf8')).toMatch(/^# /);
      expect(existsSync(join(dir, 'CON.txt'))).toBe(false);

      const chooser = page.waitForEvent('filechooser');
      await tree(page).getByRole('button', { name: '上传…' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '上传文件', exact: true }).click();
      await (
        await chooser
      ).setFiles([{ name: '图表 一.png', mimeType: 'image/png', buffer: png() }]);
      await row(page, '图表 一.png').waitFor();
      expect(readFileSync(join(dir, '图表 一.png'))).toEqual(png());
      expect(readdirSync(dir).sort()).toEqual(['SKILL.md', '参考资料', '图表 一.png'].sort());
      await row(page, '图表 一.png').click();
      const image = page.getByRole('img', { name: '图表 一.png 的预览' });
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(2);
      expect(problems).toEqual([]);
    });
  },
);
