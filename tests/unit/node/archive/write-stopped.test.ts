/**
 * Why writing a folder or an archive stopped reaches the user in their language: a file that
 * changed, was swapped for a link, or disappeared after planning stops the write with a
 * message (service "while-writing" around the fs-messages reason), which the call boundary
 * carries to the UI. The English is what the CLI has always printed. Before, these were
 * `new Error(English)`, so the boundary called them internal errors and the Chinese UI showed
 * "Skill Studio 遇到内部错误（while writing ...）".
 */
import { rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dispatchCall } from '../../../../shared/ipc/dispatch';
import type { StudioHandlers } from '../../../../shared/ipc/contract';
import { planFolder } from '../../../../shared/node/archive/package-skills';
import { writeFolderAtomically } from '../../../../shared/node/archive/write-folder';
import { writeZipAtomically } from '../../../../shared/node/archive/zip-writer';
import { StudioCallError } from '../../../../renderer/src/bridge/call-error';
import { errorText } from '../../../../renderer/src/i18n/service-text';
import { rewriteRestamped, skillMd, tempTree } from '../../../helpers/temp';

/** The planned notes.md of a fresh skill, as a source to write. */
function planned() {
  const root = tempTree({ 's/SKILL.md': skillMd('s'), 's/notes.md': 'validated text\n' });
  const file = planFolder(join(root, 's')).plan.files.find((f) => f.path === 'notes.md');
  if (!file) throw new Error('no plan');
  const abs = join(root, 's/notes.md');
  return { root, abs, source: { ...file, archivePath: 's/notes.md', abs } };
}

/** What the UI gets when a call fails with `error`, in both languages. */
async function said(error: unknown) {
  const handlers = {
    readFile: () => {
      throw error;
    },
  } as unknown as StudioHandlers;
  const envelope = await dispatchCall(handlers, 'readFile', { path: '/lib/s/SKILL.md' });
  if (envelope.ok) throw new Error('expected a failure');
  const failure = StudioCallError.from(envelope.error);
  return { kind: envelope.error.kind, en: errorText(failure, 'en'), zh: errorText(failure, 'zh') };
}

describe('a write that stopped, in the user language', () => {
  it('a file changed after planning: the folder write and the archive write', async () => {
    const { root, abs, source } = planned();
    // The same size: only the ctime stamp tells.
    rewriteRestamped(abs, 'swapped text!!\n', source.ctimeMs);
    for (const write of [
      () => writeFolderAtomically([source], join(root, 'out')),
      () => writeZipAtomically([source], join(root, 'out.zip')),
    ]) {
      const error = await write().catch((e: unknown) => e);
      expect((error as Error).message).toBe(
        'while writing "s/notes.md": it changed while packaging; package again',
      );
      expect(await said(error)).toEqual({
        kind: 'user',
        en: 'while writing "s/notes.md": it changed while packaging; package again',
        zh: '写入“s/notes.md”时停止：它在打包期间被改动了；请重新打包',
      });
    }
  });

  it('a file swapped for a link, and one that disappeared', async () => {
    const swapped = planned();
    rmSync(swapped.abs);
    symlinkSync(join(swapped.root, 's/SKILL.md'), swapped.abs);
    const linked = await writeFolderAtomically([swapped.source], join(swapped.root, 'out')).catch(
      (e: unknown) => e,
    );
    expect((await said(linked)).zh).toBe(
      '写入“s/notes.md”时停止：它在打包期间被替换成了符号链接；请重新打包',
    );
    const gone = planned();
    rmSync(gone.abs);
    const vanished = await writeFolderAtomically([gone.source], join(gone.root, 'out')).catch(
      (e: unknown) => e,
    );
    expect(await said(vanished)).toEqual({
      kind: 'user',
      en: 'while writing "s/notes.md": it disappeared while packaging; package again',
      zh: '写入“s/notes.md”时停止：它在打包期间消失了；请重新打包',
    });
  });
});
