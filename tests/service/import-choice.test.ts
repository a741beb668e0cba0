/**
 * Importing what people download, through the service as the import dialog uses it: the
 * skills of an uploaded repository zip listed (name, description, where), only the ticked ones
 * imported; a folder the user chose read the same way; an archive the user did not choose
 * still refused.
 */
import { Readable } from 'node:stream';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dispatchCall } from '../../shared/ipc/dispatch';
import { inEnglish } from '../../shared/i18n/catalogue';
import { startService } from '../helpers/service';
import { rawZip } from '../helpers/raw-zip';
import { skillMd, tempTree } from '../helpers/temp';

const REPO = [
  { name: 'kit-main/README.md', data: '# kit\n' },
  {
    name: 'kit-main/skills/pdf/SKILL.md',
    data: skillMd('pdf', 'Fills PDF forms. Use when asked.'),
  },
  { name: 'kit-main/skills/csv/SKILL.md', data: skillMd('csv') },
  { name: 'kit-main/x/y/z/w/notes/SKILL.md', data: skillMd('notes') },
  { name: 'kit-main/x/y/z/w/v/deep/SKILL.md', data: skillMd('deep') },
];

describe('importing a repository zip or a folder through the service', () => {
  it('lists the skills of an upload and imports only the chosen ones', async () => {
    const { service, root } = await startService({ 'mine/SKILL.md': skillMd('mine') }, false);
    const upload = await service.receiveUpload('kit-main.zip', Readable.from([rawZip(REPO)]), 1e9);
    const scan = inEnglish(await service.handlers.scanImport({ path: upload }));
    expect(scan.kind).toBe('archive');
    expect(scan.problems).toEqual([]);
    expect(scan.skills.map((s) => [s.from, s.name, s.description])).toEqual([
      ['kit-main/skills/csv', 'csv', 'Does csv things. Use when asked.'],
      ['kit-main/skills/pdf', 'pdf', 'Fills PDF forms. Use when asked.'],
      ['kit-main/x/y/z/w/notes', 'notes', 'Does notes things. Use when asked.'],
    ]);
    const result = await service.handlers.importArchive({
      path: upload,
      root,
      conflict: 'refuse',
      skills: ['kit-main/skills/pdf', 'kit-main/x/y/z/w/notes'],
    });
    expect(result).toMatchObject({ imported: true, layout: 'bundle' });
    expect(
      readdirSync(root)
        .filter((n) => !n.startsWith('.'))
        .sort(),
    ).toEqual(['mine', 'notes', 'pdf']);
    const [list] = await service.handlers.listSkills({ root });
    expect(list?.skills.map((s) => s.rel)).toEqual(['mine', 'notes', 'pdf']);
    await service.stop();
  });

  it('a folder the user chose is read like an archive; an archive not chosen is still refused', async () => {
    const { service, root } = await startService({ 'mine/SKILL.md': skillMd('mine') }, false);
    const outside = tempTree({
      'kit/skills/pdf/SKILL.md': skillMd('pdf'),
      'kit/skills/csv/SKILL.md': skillMd('csv'),
      'kit.zip': rawZip(REPO),
    });
    const scan = await service.handlers.scanImport({ path: join(outside, 'kit') });
    expect(scan).toMatchObject({ kind: 'folder', problems: [] });
    expect(scan.skills.map((s) => s.from)).toEqual(['skills/csv', 'skills/pdf']);
    const result = await service.handlers.importArchive({
      path: join(outside, 'kit'),
      root,
      conflict: 'refuse',
      skills: ['skills/csv'],
    });
    expect(result.imported).toBe(true);
    expect(existsSync(join(root, 'csv', 'SKILL.md'))).toBe(true);
    expect(existsSync(join(root, 'pdf'))).toBe(false);
    expect(
      await dispatchCall(service.handlers, 'scanImport', { path: join(outside, 'kit.zip') }),
    ).toMatchObject({ ok: false, error: { kind: 'denied' } });
    await service.stop();
  });

  it('a ".." entry refuses the whole upload, before any skill is offered', async () => {
    const { service, root } = await startService({}, false);
    const upload = await service.receiveUpload(
      'evil.zip',
      Readable.from([rawZip([...REPO, { name: 'kit-main/../../../evil.sh', data: 'x' }])]),
      1e9,
    );
    const scan = inEnglish(await service.handlers.scanImport({ path: upload }));
    expect(scan).toEqual({
      skills: [],
      skipped: [],
      problems: ['"kit-main/../../../evil.sh": it climbs out of the target folder ("..").'],
    });
    const result = await service.handlers.importArchive({
      path: upload,
      root,
      conflict: 'refuse',
      skills: ['kit-main/skills/pdf'],
    });
    expect(result.imported).toBe(false);
    expect(readdirSync(root).filter((n) => !n.startsWith('.'))).toEqual([]);
    await service.stop();
  });
});
