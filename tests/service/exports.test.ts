/**
 * Exporting skills as a plugin through the service, as the package view does: a dry run that
 * writes nothing and shows the manifests, a download the web host may hand out, a refusal
 * (a reserved marketplace name) that leaves no download folder behind, and a chosen file
 * written only when the user chose it in the save dialog.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { english } from '../../shared/i18n/catalogue';
import { CALLS } from '../../shared/ipc/contract';
import { dispatchCall } from '../../shared/ipc/dispatch';
import { memorySettings } from '../../shared/node/service/settings/settings';
import { StudioService } from '../../shared/node/service/studio-service';
import { startService } from '../helpers/service';
import { skillMd, tempTree } from '../helpers/temp';

const files = {
  'report-tables/SKILL.md': skillMd(
    'report-tables',
    'Formats reports as tables. Use when a report needs a table.',
  ),
  'report-tables/.env': 'SECRET=1\n',
};

const exportsOf = (userData: string) =>
  existsSync(join(userData, 'exports')) ? readdirSync(join(userData, 'exports')) : [];

describe('exporting through the service', () => {
  it('a dry run shows the manifests and what each skill is to the reader, and writes nothing', async () => {
    const { service, root, userData } = await startService(files, false);
    const result = await service.handlers.exportSkills({
      dirs: [join(root, 'report-tables')],
      format: 'claude-plugin',
      version: '1.0.0',
      dryRun: true,
    });
    expect(result.written).toBeNull();
    expect(result.name).toBe('report-tables');
    expect(result.manifests).toEqual([
      {
        path: '.claude-plugin/plugin.json',
        text: '{\n  "name": "report-tables",\n  "version": "1.0.0"\n}\n',
      },
    ]);
    expect(result.paths).toEqual(['.claude-plugin/plugin.json', 'skills/report-tables/SKILL.md']);
    expect(result.skills[0]).toMatchObject({ reader: 'Claude Code', ok: true, files: 1 });
    expect(result.skills[0]?.leftOut.map((l) => l.path)).toEqual(['.env']);
    expect(exportsOf(userData)).toEqual([]);
  });

  it('without a chosen file, writes a download zip the web host hands out', async () => {
    const { service, root } = await startService(files, false);
    const result = await service.handlers.exportSkills({
      dirs: [join(root, 'report-tables')],
      format: 'codex-plugin',
    });
    expect(result.written).toMatchObject({
      fileName: 'report-tables-codex-plugin.zip',
      downloadable: true,
    });
    const path = result.written?.path ?? '';
    expect(service.downloadable(path)).toBe(path);
    const names = execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).trim().split('\n');
    expect(names).toEqual(['.codex-plugin/plugin.json', 'skills/report-tables/SKILL.md']);
  });

  it('a reserved marketplace name is refused in words, and no download folder stays behind', async () => {
    const { service, root, userData } = await startService(files, false);
    const result = await service.handlers.exportSkills({
      dirs: [join(root, 'report-tables')],
      format: 'marketplace',
      owner: 'Ann',
      marketplace: 'agent-skills',
    });
    expect(result.written).toBeNull();
    expect(result.problems.map(english)).toEqual([
      '.claude-plugin/marketplace.json: name "agent-skills" is reserved for official Anthropic use',
    ]);
    expect(exportsOf(userData)).toEqual([]);
  });

  it('says its problems only as messages: the contract refuses a problem in bare words', async () => {
    const { service, root } = await startService(files, false);
    const result = await service.handlers.exportSkills({
      dirs: [join(root, 'report-tables')],
      format: 'marketplace',
      marketplace: 'agent-skills',
      dryRun: true,
    });
    // No owner and a reserved name: two problems, each a message the UI says in its language.
    expect(result.problems.map((p) => p.id).sort()).toEqual([
      'export.field-invalid',
      'export.owner-needed',
    ]);
    expect(CALLS.exportSkills.output.safeParse(result).success).toBe(true);
    const inWords = { ...result, problems: ['the marketplace needs an owner'] };
    expect(CALLS.exportSkills.output.safeParse(inWords).success).toBe(false);
  });

  it('writes to a file only when the user chose it in the save dialog (a zip, whatever its name)', async () => {
    const out = join(tempTree(), 'chosen-plugin');
    const root = tempTree(files);
    const service = new StudioService({
      settings: memorySettings([root]),
      userData: tempTree(),
      watch: false,
      pickPath: () => Promise.resolve({ path: out, supported: true }),
    });
    await service.start();
    const input = { dirs: [join(root, 'report-tables')], format: 'agent-plugin', dest: out };
    expect(await dispatchCall(service.handlers, 'exportSkills', input)).toMatchObject({
      ok: false,
      error: { kind: 'denied' },
    });
    expect(existsSync(out)).toBe(false);
    await service.handlers.pickPath({ kind: 'save-archive' });
    expect(await dispatchCall(service.handlers, 'exportSkills', input)).toMatchObject({
      ok: true,
      value: { written: { path: out, downloadable: false } },
    });
    expect(execFileSync('unzip', ['-t', out], { encoding: 'utf8' })).toContain('No errors');
    await service.stop();
  });
});
