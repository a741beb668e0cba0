/**
 * The service's error messages by id (one catalogue with the core's messages: their Chinese is
 * checked with the rest in translations.test.ts): errors keep their id and values across the
 * call boundary, and the UI shows them in its language (English stays the service's own
 * sentence; other errors keep their words).
 */
import { describe, expect, it } from 'vitest';
import { dispatchCall } from '../../../shared/ipc/dispatch';
import type { StudioHandlers } from '../../../shared/ipc/contract';
import type { ServiceTextId } from '../../../shared/ipc/service-text';
import { SkillOpError } from '../../../shared/node/service/skills/skill-ops';
import { AccessDenied } from '../../../shared/node/service/path-guard';
import { StudioCallError } from '../../../renderer/src/bridge/call-error';
import { errorText } from '../../../renderer/src/i18n/service-text';

/** Runs readFile with a handler that throws `error`, and returns the envelope's error. */
async function failureOf(error: unknown) {
  const handlers = {
    readFile: () => Promise.reject(error instanceof Error ? error : new Error(String(error))),
  } as unknown as StudioHandlers;
  const envelope = await dispatchCall(handlers, 'readFile', { path: '/lib/s/SKILL.md' });
  if (envelope.ok) throw new Error('expected a failure');
  return envelope.error;
}

describe('service messages', () => {
  it('a skill operation error travels with its id and values, and reads in Chinese', async () => {
    const error = await failureOf(new SkillOpError('folder-exists', { name: 'csv-report' }));
    expect(error).toEqual({
      kind: 'user',
      message: 'A folder named "csv-report" already exists in this library.',
      text: { id: 'folder-exists', params: { name: 'csv-report' } },
    });
    const thrown = StudioCallError.from(error);
    expect(errorText(thrown, 'zh')).toBe('这个技能库里已经有名为 "csv-report" 的文件夹。');
    expect(errorText(thrown, 'en')).toBe(error.message);
  });

  it('a device name is refused naming every device name Windows reserves, in both languages', async () => {
    const error = await failureOf(new SkillOpError('name-device', { name: 'conin$.txt' }));
    // The full list from Microsoft's "Naming Files, Paths, and Namespaces" (Naming conventions).
    const list = [
      'CON, PRN, AUX, NUL, CONIN$, CONOUT$, COM1-COM9, LPT1-LPT9, COM¹ COM² COM³ and LPT¹ LPT² LPT³',
      'CON、PRN、AUX、NUL、CONIN$、CONOUT$、COM1-COM9、LPT1-LPT9、COM¹ COM² COM³ 和 LPT¹ LPT² LPT³',
    ];
    expect(error.message).toBe(
      `"conin$.txt" is a device name on Windows (${list[0]}, in any case and with any extension), so no file can have it there.`,
    );
    expect(errorText(StudioCallError.from(error), 'zh')).toBe(
      `"conin$.txt" 在 Windows 上是设备名（${list[1]}，不分大小写，带任何扩展名都一样），那里没有文件能用这个名称。`,
    );
  });

  it('a path outside the libraries is denied, in words for both languages', async () => {
    const error = await failureOf(new AccessDenied('/etc/passwd'));
    expect(error.kind).toBe('denied');
    const thrown = StudioCallError.from(error);
    expect(errorText(thrown, 'zh')).toBe(
      '"/etc/passwd" 不在你的任何技能库中，Skill Studio 不会动它。',
    );
  });

  it('a file system refusal names the file; one without words of its own keeps the system message', async () => {
    const gone = Object.assign(new Error('ENOENT: no such file'), {
      code: 'ENOENT',
      path: '/lib/s/a.md',
    });
    const error = await failureOf(gone);
    expect(error).toMatchObject({ kind: 'user', code: 'ENOENT', text: { id: 'file-gone' } });
    expect(error.message).toBe(
      '"/lib/s/a.md" does not exist any more (it may have been moved or deleted).',
    );
    const odd = await failureOf(
      Object.assign(new Error('EMLINK: too many links'), { code: 'EMLINK' }),
    );
    expect(odd).toEqual({ kind: 'user', code: 'EMLINK', message: 'EMLINK: too many links' });
    expect(errorText(StudioCallError.from(odd), 'zh')).toBe('EMLINK: too many links');
  });

  it('a file error without a path says "the file" in Chinese too; an unknown id keeps its English', async () => {
    const full = await failureOf(Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' }));
    expect(full.message).toBe(
      'The file could not be written: the disk is full. Free some space and try again.',
    );
    expect(errorText(StudioCallError.from(full), 'zh')).toBe(
      '无法写入 该文件：磁盘已满。请腾出空间后重试。',
    );
    // From a newer host, say: its English words rather than a crash.
    const unknown = new StudioCallError('user', 'Something new.', undefined, {
      id: 'from-the-future' as ServiceTextId,
      params: {},
    });
    expect(errorText(unknown, 'zh')).toBe('Something new.');
  });

  it('a bug is reported as internal, with its detail, in either language', async () => {
    const error = await failureOf(new TypeError('x is undefined'));
    expect(error.kind).toBe('internal');
    const thrown = StudioCallError.from(error);
    expect(errorText(thrown, 'en')).toBe(
      'Skill Studio hit an internal error (x is undefined). Please report it.',
    );
    expect(errorText(thrown, 'zh')).toBe(
      'Skill Studio 遇到内部错误（x is undefined）。请报告此问题。',
    );
  });
});
