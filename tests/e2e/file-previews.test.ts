/**
 * Previews of a skill's files in a real browser, each of a real file that must decode: a PDF's
 * first page drawn (its red fill read back from the canvas) and its page count, a WAV's audio
 * player with its length, a WebM's video player with its frame size; and names in Chinese
 * through the Chinese UI (新建文件, 上传文件), written under those names, refusals in Chinese.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { e2eSkipReason } from './harness';
import { pdf, png, row, studioWithSkill, tree, wav, webm } from './skill-files';

describe.skipIf(e2eSkipReason !== undefined)(
  `previews and names${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it("shows a PDF's first page and page count, and plays audio and video", async () => {
      const { page, problems } = await studioWithSkill();
      const chooser = page.waitForEvent('filechooser');
      await tree(page).getByRole('button', { name: 'Upload files' }).click();
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
      await tree(page).getByRole('button', { name: '上传文件', exact: true }).click();
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
