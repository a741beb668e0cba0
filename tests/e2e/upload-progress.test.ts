/**
 * The progress line of a large upload in a real browser against the browser host: the upload
 * is slowed by Chromium's own network throttling (DevTools protocol,
 * Network.emulateNetworkConditions), so the line is seen moving by the bytes the browser
 * reports as sent (XMLHttpRequest upload progress), file by file, and gone once both files are
 * whole on disk; and its Stop, which ends the adding after the file under way.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../helpers/temp';
import { e2eSkipReason } from './harness';
import { row, studioWithSkill } from './skill-files';

const MiB = 1024 * 1024;

describe.skipIf(e2eSkipReason !== undefined)(
  `the upload progress line${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('shows files and bytes sent as a large upload goes, then goes away', async () => {
      const { page, dir } = await studioWithSkill({ 'demo/assets/.keep': '' });
      // Two files of distinct bytes (a pattern, so a reordered or cut upload would show).
      const from = tempTree();
      const big = Buffer.alloc(3 * MiB, 0).map((_, i) => i % 251);
      const small = Buffer.alloc(1.5 * MiB, 0).map((_, i) => (i * 7) % 253);
      writeFileSync(join(from, 'big.bin'), big);
      writeFileSync(join(from, 'small.bin'), small);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: 2 * MiB,
      });
      const line = page.getByRole('status').filter({ hasText: /^Adding / });
      const seen: { text: string; value: number; max: number }[] = [];
      const watching = { on: true };
      // Read the line as often as the page lets us while the upload runs.
      const watch = (async () => {
        while (watching.on) {
          // Read at once (a locator would wait for the line to come back).
          const now = await page.evaluate(() => {
            const el = [...document.querySelectorAll('[role="status"]')].find((e) =>
              e.textContent.startsWith('Adding '),
            );
            const bar = el?.querySelector('progress');
            return el && { text: el.textContent, value: bar?.value ?? -1, max: bar?.max ?? -1 };
          });
          if (now && seen.at(-1)?.text !== now.text) seen.push(now);
          await page.waitForTimeout(50);
        }
      })();
      await row(page, 'assets/').click({ button: 'right' });
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('menuitem', { name: 'Upload files here…' }).click();
      await (await chooser).setFiles([join(from, 'big.bin'), join(from, 'small.bin')]);
      await row(page, 'assets/small.bin').waitFor({ timeout: 30_000 });
      await expect.poll(() => line.count(), { timeout: 10_000 }).toBe(0);
      watching.on = false;
      await watch;
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      expect(readFileSync(join(dir, 'assets/big.bin')).equals(big)).toBe(true);
      expect(readFileSync(join(dir, 'assets/small.bin')).equals(small)).toBe(true);
      // The whole upload's size from the start, each file in turn, and bytes that only grow.
      const total = big.length + small.length;
      expect(seen.length).toBeGreaterThan(3);
      for (const s of seen) {
        expect(s.text).toMatch(/^Adding [12] of 2 files · [\d.]+ (B|KiB|MiB) of 4\.5 MiB$/);
        expect(s.max).toBe(total);
      }
      const values = seen.map((s) => s.value);
      expect(values).toEqual([...values].sort((a, b) => a - b));
      // Seen partway through the first file, and within the second after the first was whole.
      expect(
        seen.some((s) => s.text.startsWith('Adding 1 ') && s.value > 0 && s.value < big.length),
      ).toBe(true);
      expect(seen.some((s) => s.text.startsWith('Adding 2 ') && s.value >= big.length)).toBe(true);
    });

    it('Stop ends the adding after the file under way: it is added whole, the rest are not', async () => {
      const { page, dir } = await studioWithSkill({ 'demo/assets/.keep': '' });
      const from = tempTree();
      const first = Buffer.alloc(256 * 1024, 0).map((_, i) => i % 251);
      writeFileSync(join(from, 'one.bin'), first);
      writeFileSync(join(from, 'two.bin'), 'two');
      writeFileSync(join(from, 'three.bin'), 'three');
      // The first upload is held until Stop has been clicked, so the stop lands while a file
      // is under way however fast the machine is.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const sent: string[] = [];
      await page.route('**/api/add-file?*', async (route) => {
        sent.push(new URL(route.request().url()).searchParams.get('name') ?? '');
        if (sent.length === 1) await held;
        await route.continue();
      });
      await row(page, 'assets/').click({ button: 'right' });
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('menuitem', { name: 'Upload files here…' }).click();
      await (
        await chooser
      ).setFiles([join(from, 'one.bin'), join(from, 'two.bin'), join(from, 'three.bin')]);
      await expect.poll(() => sent.length).toBe(1);
      await page.getByRole('button', { name: 'Stop', exact: true }).click();
      release();
      await page.getByText('Stopped: added 1 file to assets/; the rest were not added.').waitFor();
      await row(page, 'assets/one.bin').waitFor();
      expect(readFileSync(join(dir, 'assets/one.bin')).equals(first)).toBe(true);
      expect(sent).toEqual(['one.bin']);
      expect(existsSync(join(dir, 'assets/two.bin'))).toBe(false);
      expect(existsSync(join(dir, 'assets/three.bin'))).toBe(false);
      await expect
        .poll(() => page.getByRole('button', { name: 'Stop', exact: true }).count())
        .toBe(0);
    });
  },
);
