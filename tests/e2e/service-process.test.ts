/**
 * The browser host with its service in a process of its own, as `serve` runs it (the built
 * service entry, dist/cli/service-process.mjs, forked and kept by the supervisor), in a real
 * browser. Attacks: the service's process killed outright (SIGKILL) while the page has unsaved
 * text, and a service that dies at every start.
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { forkService } from '../../shared/node/process/fork-service';
import { ServiceSupervisor, type ServiceChild } from '../../shared/node/process/service-supervisor';
import { startWebHost } from '../../shared/node/web/web-host';
import { skillMd, tempTree } from '../helpers/temp';
import { closeAfterTest, e2eSkipReason, newPage, repoRoot, skills } from './harness';

/** The studio over a supervised service process, its page open; `children`: each process. */
async function openServed(userData = join(tempTree(), 'user-data')) {
  const root = realpathSync(tempTree({ 'a-skill/SKILL.md': skillMd('a-skill') }));
  // The settings as the service's process reads them: this library, the first-start guide
  // already closed (it would stand over the page).
  if (!existsSync(userData)) mkdirSync(userData);
  if (statSync(userData).isDirectory())
    writeFileSync(
      join(userData, 'settings.json'),
      JSON.stringify({ roots: [root], uiPrefs: { guideDismissed: true } }),
    );
  const children: ServiceChild[] = [];
  const service = new ServiceSupervisor({
    spawn: () => {
      const child = forkService(join(repoRoot, 'dist/cli/service-process.mjs'));
      children.push(child);
      return child;
    },
    service: { userData, settings: { kind: 'file' }, hostEvents: true },
    log: () => undefined,
  });
  const host = await startWebHost({ service, rendererDir: join(repoRoot, 'dist/renderer') });
  await service.start();
  const { page, context, problems } = await newPage();
  closeAfterTest({ context, host, service });
  await page.goto(host.url);
  return { page, root, children, problems, service };
}

describe.skipIf(e2eSkipReason !== undefined)(
  `the service's own process${e2eSkipReason ? ` (skipped: ${e2eSkipReason})` : ''}`,
  () => {
    it('killed while a file has unsaved text: the page says so and reads again, the text is kept, and the next save works', async () => {
      const { page, root, children } = await openServed();
      const file = join(root, 'a-skill/SKILL.md');
      await skills(page).filter({ hasText: 'a-skill' }).click();
      const description = page
        .getByRole('complementary', { name: 'About this skill' })
        .getByLabel('Description', { exact: true });
      await description.fill('Typed before the service died. Use when testing a restart.');
      await expect.poll(() => page.getByTestId('save-state').textContent()).toBe('1 unsaved');
      children[0]?.kill();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'started again' }).count(), {
          timeout: 20_000,
        })
        .toBe(1);
      expect(children).toHaveLength(2);
      expect(await description.inputValue()).toBe(
        'Typed before the service died. Use when testing a restart.',
      );
      expect(readFileSync(file, 'utf8')).not.toContain('Typed before');
      await page.keyboard.press('Control+s');
      await expect
        .poll(() => page.getByTestId('save-state').textContent())
        .toBe('All changes saved');
      expect(readFileSync(file, 'utf8')).toContain(
        'Typed before the service died. Use when testing a restart.',
      );
      // The list is the new process's, and it is live: a skill made on disk shows.
      mkdirSync(join(root, 'b-skill'));
      writeFileSync(join(root, 'b-skill/SKILL.md'), skillMd('b-skill'));
      await expect.poll(() => skills(page).filter({ hasText: 'b-skill' }).count()).toBe(1);
    });

    it('a service that dies at every start: the page says why, in words, instead of waiting', async () => {
      // A file where the user-data folder should be: the service cannot make its folders.
      const userData = join(tempTree({ 'user-data': 'a file' }), 'user-data');
      const { page, children, service } = await openServed(userData);
      expect(service.state).toBe('failed');
      expect(children).toHaveLength(3);
      const alert = page.getByRole('alert');
      await expect
        .poll(() => alert.textContent())
        .toContain("Skill Studio's background service could not be started");
      expect(await alert.textContent()).toContain('user-data');
      expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
    });
  },
);
