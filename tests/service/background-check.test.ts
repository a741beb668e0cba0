/**
 * The service's two-step listing: a library is listed from the frontmatter first, then every
 * skill is checked in full in the background (body and files), a batch at a time. Calls are
 * answered while it runs, its changes arrive as a few coalesced updates, the result is what a
 * full scan gives, and stopping the service does not wait for it to finish.
 */
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EventPayload } from '../../shared/ipc/contract';
import { scanLibrary } from '../../shared/node/scan';
import { memorySettings } from '../../shared/node/service/settings/settings';
import { StudioService } from '../../shared/node/service/studio-service';
import { tempTree } from '../helpers/temp';
import { checkUnder } from '../helpers/skill';

const COUNT = 600;

/** Skills whose only problem is in the body: a link to a file they do not have. */
function library(count = COUNT): string {
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++)
    files[`s${i}/SKILL.md`] =
      `---\nname: s${i}\ndescription: Turns the notes of meeting ${i} into a list of actions. Use when asked for actions.\n---\nSee [the notes](references/notes-${i}.md).\n`;
  return realpathSync(tempTree(files));
}

function service(root: string): StudioService {
  return new StudioService({
    settings: memorySettings([root]),
    userData: join(tempTree(), 'user-data'),
    watch: false,
  });
}

describe('the background check', () => {
  it('answers calls while it runs, reports in a few updates, and ends as a full scan', async () => {
    const root = library();
    const studio = service(root);
    const deltas: EventPayload<'skillsChanged'>[] = [];
    studio.events.on('skillsChanged', (d) => deltas.push(d));
    await studio.start();
    const [first] = await studio.handlers.listSkills({});
    expect(first?.skills).toHaveLength(COUNT);
    expect(first?.skills.every((s) => s.depth === 'frontmatter')).toBe(true);
    // A call made while the check runs is answered before the check is over.
    await studio.handlers.readSkill({ dir: join(root, 's7') });
    const [meanwhile] = await studio.handlers.listSkills({});
    expect(meanwhile?.skills.some((s) => s.depth === 'frontmatter')).toBe(true);

    await studio.whenChecked();
    const [done] = await studio.handlers.listSkills({});
    expect(done?.skills).toEqual(scanLibrary(root, { depth: 'full' }).skills);
    expect(done?.skills.every((s) => checkUnder(s)?.codes.includes('reference-missing'))).toBe(
      true,
    );
    // Coalesced: far fewer updates than skills, and together they carry every change.
    expect(deltas.length).toBeLessThan(COUNT / 20);
    expect(new Set(deltas.flatMap((d) => d.changed.map((s) => s.dir))).size).toBe(COUNT);
    await studio.stop();
  });

  it('stopping the service does not wait for the check to end', async () => {
    const studio = service(library());
    await studio.start();
    await studio.stop();
    const [list] = await studio.handlers.listSkills({});
    expect(list?.skills.some((s) => s.depth === 'frontmatter')).toBe(true);
  });
});
