/**
 * Packaging and import through the service, as the UI uses them. Paths outside the libraries
 * are only accepted when the user chose them: a file picked in a dialog, or an upload. An
 * archive written without a chosen file waits in the user-data folder for the browser.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { basename, dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { dispatchCall } from '../../shared/ipc/dispatch';
import { memorySettings } from '../../shared/node/service/settings/settings';
import { StudioService } from '../../shared/node/service/studio-service';
import { english } from '../../shared/i18n/catalogue';
import { keepBeside } from '../../shared/node/service/files/save-file';
import { messageText } from '../../renderer/src/i18n/message-text';
import { startService } from '../helpers/service';
import { portApi } from '../helpers/transports';
import type { ServiceText } from '../../shared/ipc/service-text';
import { skillMd, tempTree } from '../helpers/temp';

const files = {
  'a/SKILL.md': skillMd('a'),
  'a/scripts/run.sh': 'echo hi\n',
  'a/.env': 'SECRET=1\n',
};

describe('packaging through the service', () => {
  it('leaves out the copy a save kept beside a file, says why in both languages, and the tree still shows it', async () => {
    const { service, root } = await startService(files, false);
    const dir = join(root, 'a');
    // Made by the save's own code, as when another program wrote to the file meanwhile.
    const kept = await keepBeside(join(dir, 'SKILL.md'), new TextEncoder().encode('MINE'), {});
    const name = basename(kept);
    expect(name).toMatch(/^SKILL\.md\.recovered-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/);
    const result = await service.handlers.packageSkills({ dirs: [dir], format: 'zip' });
    expect(result.skills[0]?.files.map((f) => f.path)).toEqual(['SKILL.md', 'scripts/run.sh']);
    const left = result.skills[0]?.leftOut.find((f) => f.path === name);
    expect(left && [english(left.reason), messageText(left.reason, 'zh')]).toEqual([
      'a copy Skill Studio kept when another program wrote to the file during a save: compare it with the file, then delete or rename it',
      '保存时另一个程序写入了该文件，Skill Studio 因此保留的副本：请与该文件比较，然后删除或重命名它',
    ]);
    const zip = execFileSync('unzip', ['-Z1', result.written?.path ?? ''], { encoding: 'utf8' });
    expect(zip.trim().split('\n')).toEqual(['a/SKILL.md', 'a/scripts/run.sh']);
    // Not a temp file: the user sees it, to compare and settle.
    const detail = await service.handlers.readSkill({ dir });
    expect(detail.files.map((f) => f.path)).toContain(name);
  });

  it('a dry run lists what goes in and what stays out, and writes nothing', async () => {
    const { service, root } = await startService(files, false);
    const result = await service.handlers.packageSkills({
      dirs: [join(root, 'a')],
      format: 'zip',
      dryRun: true,
    });
    expect(result.written).toBeNull();
    expect(result.skills[0]?.files.map((f) => f.path)).toEqual(['SKILL.md', 'scripts/run.sh']);
    expect(result.skills[0]?.leftOut.map((f) => f.path)).toEqual(['.env']);
    expect(result.errors).toBe(0);
  });

  it('without a chosen file, writes a download that unzip accepts', async () => {
    const { service, root } = await startService(files, false);
    const result = await service.handlers.packageSkills({
      dirs: [join(root, 'a')],
      format: 'skill',
    });
    expect(result.written).toMatchObject({ fileName: 'a.skill', downloadable: true });
    const path = result.written?.path ?? '';
    expect(service.downloadable(path)).toBe(path);
    expect(execFileSync('unzip', ['-t', path], { encoding: 'utf8' })).toContain('No errors');
    // Nothing else in the user-data folder (or anywhere) is handed out as a download.
    expect(service.downloadable(join(root, 'a/SKILL.md'))).toBeUndefined();
  });

  it('a bundle downloads under the name the user typed, and a name no file can have is refused in words', async () => {
    const { service, root } = await startService({ ...files, 'b/SKILL.md': skillMd('b') }, false);
    const dirs = [join(root, 'a'), join(root, 'b')];
    const untyped = await service.handlers.packageSkills({ dirs, format: 'zip' });
    expect(untyped.written?.fileName).toBe('skills.zip');
    const typed = await service.handlers.packageSkills({
      dirs,
      format: 'zip',
      fileName: ' team skills ',
    });
    expect(typed.written).toMatchObject({ fileName: 'team skills.zip', downloadable: true });
    const path = typed.written?.path ?? '';
    expect(path.endsWith('/team skills.zip')).toBe(true);
    const names = execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).trim().split('\n');
    expect(names).toEqual(['a/SKILL.md', 'a/scripts/run.sh', 'b/SKILL.md']);
    for (const [fileName, id] of [
      ['CON.zip', 'name-device'],
      ['../skills.zip', 'not-a-file-name'],
      ['  ', 'path-empty'],
    ] as const) {
      const refused = await dispatchCall(service.handlers, 'packageSkills', {
        dirs,
        format: 'zip',
        fileName,
      });
      expect(refused).toMatchObject({ ok: false, error: { text: { id } } });
    }
    // Only the two downloads above were written: a refused name leaves no folder behind.
    expect(readdirSync(dirname(dirname(path)))).toHaveLength(2);
  });

  it('writes to a file only when the user chose it in the save dialog', async () => {
    const out = join(tempTree(), 'chosen.zip');
    const root = tempTree(files);
    const service = new StudioService({
      settings: memorySettings([root]),
      userData: tempTree(),
      watch: false,
      pickPath: () => Promise.resolve({ path: out, supported: true }),
    });
    await service.start();
    const input = { dirs: [join(root, 'a')], format: 'zip', dest: out };
    expect(await dispatchCall(service.handlers, 'packageSkills', input)).toMatchObject({
      ok: false,
      error: { kind: 'denied' },
    });
    expect(existsSync(out)).toBe(false);
    await service.handlers.pickPath({ kind: 'save-archive' });
    expect(await dispatchCall(service.handlers, 'packageSkills', input)).toMatchObject({
      ok: true,
      value: { written: { path: out, downloadable: false } },
    });
    await service.stop();
  });
});

describe('the file chosen to write to (issue 42)', () => {
  it('a pipe, a socket, a link or a folder chosen in the save dialog is refused, and left as it was', async () => {
    const there = tempTree();
    const elsewhere = tempTree({ 'keep.zip': 'not mine to replace' });
    const pipe = join(there, 'pipe.zip');
    expect(spawnSync('mkfifo', [pipe]).status).toBe(0);
    const link = join(there, 'link.zip');
    symlinkSync(join(elsewhere, 'keep.zip'), link);
    const folder = join(there, 'folder.zip');
    mkdirSync(folder);
    const socket = join(there, 'sock.zip');
    const server = createServer();
    await new Promise<void>((done) => server.listen(socket, done));
    let chosen = '';
    const root = tempTree(files);
    const service = new StudioService({
      settings: memorySettings([root]),
      userData: tempTree(),
      watch: false,
      pickPath: () => Promise.resolve({ path: chosen, supported: true }),
    });
    await service.start();
    const api = portApi(service);
    try {
      for (const [dest, kind] of [
        [pipe, 'it is a named pipe'],
        [socket, 'it is a socket'],
        [link, 'it is a symbolic link'],
        [folder, 'it is a folder, not a file'],
      ] as const) {
        chosen = dest;
        await service.handlers.pickPath({ kind: 'save-archive' });
        for (const call of ['packageSkills', 'exportSkills'] as const) {
          const input =
            call === 'packageSkills'
              ? { dirs: [join(root, 'a')], format: 'zip' as const, dest }
              : { dirs: [join(root, 'a')], format: 'claude-plugin' as const, dest };
          const answer = await (
            call === 'packageSkills'
              ? api.packageSkills(input as never)
              : api.exportSkills(input as never)
          ).then(
            () => 'written',
            (error: unknown) => error,
          );
          expect(answer, `${call} ${dest}`).toMatchObject({
            text: { id: 'output-not-file', params: { path: dest } },
          });
          expect(english((answer as { text: ServiceText }).text)).toBe(
            `'${dest}' is not a regular file (${kind}); nothing is written onto it. Choose another name.`,
          );
          expect(messageText((answer as { text: ServiceText }).text, 'zh')).toContain(dest);
        }
      }
    } finally {
      server.close();
      await service.stop();
    }
    expect(lstatSync(pipe).isFIFO()).toBe(true);
    expect(readlinkSync(link)).toBe(join(elsewhere, 'keep.zip'));
    expect(readFileSync(join(elsewhere, 'keep.zip'), 'utf8')).toBe('not mine to replace');
    expect(readdirSync(folder)).toEqual([]);
  });
});

describe('import through the service', () => {
  async function uploadedArchive(service: StudioService, root: string) {
    const packaged = await service.handlers.packageSkills({
      dirs: [join(root, 'a')],
      format: 'zip',
    });
    return service.receiveUpload('a.zip', createReadStream(packaged.written?.path ?? ''), 1e9);
  }

  it('refuses an archive the user did not choose, and says which folders clash', async () => {
    const { service, root } = await startService(files, false);
    const upload = await uploadedArchive(service, root);
    const elsewhere = join(tempTree({ 'x.zip': 'not really' }), 'x.zip');
    expect(
      await dispatchCall(service.handlers, 'importArchive', {
        path: elsewhere,
        root,
        conflict: 'refuse',
      }),
    ).toMatchObject({ ok: false, error: { kind: 'denied' } });
    const clash = await service.handlers.importArchive({ path: upload, root, conflict: 'refuse' });
    expect(clash).toMatchObject({ imported: false, clashes: ['a'] });
  });

  it('imports under a free name, lists it at once, and keeps the bytes', async () => {
    const { service, root } = await startService(files, false);
    const upload = await uploadedArchive(service, root);
    const result = await service.handlers.importArchive({ path: upload, root, conflict: 'rename' });
    expect(result).toMatchObject({ imported: true, skills: [{ folder: 'a-2', renamedFrom: 'a' }] });
    expect(readFileSync(join(root, 'a-2/scripts/run.sh'), 'utf8')).toBe('echo hi\n');
    expect(existsSync(join(root, 'a-2/.env'))).toBe(false);
    const [list] = await service.handlers.listSkills({ root });
    expect(list?.skills.map((s) => s.rel)).toEqual(['a', 'a-2']);
  });

  it('refuses an upload over the size limit', async () => {
    const { service } = await startService(files, false);
    const big = [new Uint8Array(600), new Uint8Array(600)];
    await expect(service.receiveUpload('big.zip', Readable.from(big), 1000)).rejects.toThrow(
      /larger than/,
    );
  });
});
