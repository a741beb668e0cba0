/**
 * What the file system says reaches the Chinese UI in Chinese: real failing operations on temp
 * folders (a SKILL.md that is a link to itself or to nothing, a folder that cannot be removed
 * because it is not empty), through the service and the call
 * boundary, written by the UI's message tables. Before the file system's reasons were
 * messages, each of these Chinese sentences carried the OS's English ("a symbolic link points
 * at itself", "ENOTEMPTY: directory not empty, rmdir ...").
 */
import { mkdirSync, realpathSync, symlinkSync } from 'node:fs';
import { rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { english } from '../../../shared/i18n/catalogue';
import { dispatchCall } from '../../../shared/ipc/dispatch';
import type { StudioHandlers } from '../../../shared/ipc/contract';
import { StudioCallError } from '../../../renderer/src/bridge/call-error';
import { messageText } from '../../../renderer/src/i18n/message-text';
import { errorText } from '../../../renderer/src/i18n/service-text';
import { startService, startServiceOver } from '../../helpers/service';
import { tempTree } from '../../helpers/temp';

const SKILL = '---\nname: fine\ndescription: A skill that reads.\n---\n\nBody.\n';

/** A library with a fine skill, a SKILL.md linked to itself and one linked to nothing. */
function library(): string {
  const root = realpathSync(tempTree({ 'fine/SKILL.md': SKILL }));
  mkdirSync(join(root, 'loop'));
  symlinkSync(join(root, 'loop', 'SKILL.md'), join(root, 'loop', 'SKILL.md'));
  mkdirSync(join(root, 'dangling'));
  symlinkSync(join(root, 'dangling', 'gone.md'), join(root, 'dangling', 'SKILL.md'));
  return root;
}

/** The envelope's error of a call whose handler runs `operation`. */
async function failureOf(operation: () => Promise<unknown>) {
  const handlers = { readFile: operation } as unknown as StudioHandlers;
  const envelope = await dispatchCall(handlers, 'readFile', { path: '/lib/s/SKILL.md' });
  if (envelope.ok) throw new Error('expected a failure');
  return StudioCallError.from(envelope.error);
}

describe('file system reasons in Chinese', () => {
  it('a SKILL.md that is a link to itself, and one to nothing, are said in Chinese when validated', async () => {
    const { service, root } = await startServiceOver(library());
    const said = async (dir: string) => {
      const result = await service.handlers.validate({ dir: join(root, dir), profile: 'spec' });
      const [finding] = result.diagnostics;
      if (!finding) throw new Error(`no finding for ${dir}`);
      return { zh: messageText(finding.message, 'zh'), en: english(finding.message) };
    };
    // The English is what the CLI has always printed (conformance cases keep it).
    expect(await said('loop')).toEqual({
      zh: '无法读取 SKILL.md：符号链接指向了自身。',
      en: 'SKILL.md cannot be read: a symbolic link points at itself.',
    });
    expect(await said('dangling')).toEqual({
      zh: '无法读取 SKILL.md：它不存在。',
      en: 'SKILL.md cannot be read: it does not exist.',
    });
  });

  it('a file system error of a code without a sentence of its own reads in Chinese, naming the file', async () => {
    const { root } = await startService({ 'full/a.md': 'a' });
    const error = await failureOf(() => rmdir(join(root, 'full')));
    expect(errorText(error, 'zh')).toBe(`无法使用 "${join(root, 'full')}"：文件夹不是空的。`);
    expect(errorText(error, 'en')).toBe(
      `"${join(root, 'full')}" could not be used: the folder is not empty.`,
    );
  });
});
