/**
 * Why an install failed reaches the user as a message (shared/install/messages.ts), not the
 * system's English inside a Chinese sentence: a real failing install on a temp home (the
 * agent's folder blocked by a file), a target without a folder, and both languages of each.
 * Before the failure's detail was a message, the Chinese UI showed "ENOTDIR: not a directory,
 * mkdir ..." (or "EEXIST: ...") inside "没有为 Claude Code 安装：...".
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { english, isMessage } from '../../shared/i18n/catalogue';
import type { Message } from '../../shared/i18n/message';
import { TargetOutcomeSchema } from '../../shared/ipc/install-schemas';
import { messageText } from '../../renderer/src/i18n/message-text';
import type { LinkSystem } from '../../shared/node/install/make-link';
import { install, world } from './world';

/** The failure's detail in both languages, after the contract's schema has checked it. */
function said(detail: unknown): { en: string; zh: string } {
  if (!isMessage(detail)) throw new Error(`the detail is not a message: ${JSON.stringify(detail)}`);
  const message: Message = detail;
  return { en: english(message), zh: messageText(message, 'zh') };
}

describe('why an install failed, in the user language', () => {
  it('a file where the agent folder should be: the path and the reason, in Chinese too', async () => {
    const w = world();
    // ~/.claude is a file, so ~/.claude/skills cannot be made.
    writeFileSync(join(w.home, '.claude'), 'not a folder\n');
    const [outcome] = await install(w, { agents: ['claude-code'] });
    expect(outcome?.status).toBe('failed');
    expect(() => TargetOutcomeSchema.parse(outcome)).not.toThrow();
    const { en, zh } = said(outcome?.failure?.detail);
    expect(en).toMatch(/^\/.+: (a part of the path is not a folder|it already exists)$/);
    expect(en).toContain(join(w.home, '.claude'));
    expect(zh).toMatch(/^\/.+：(路径中有一部分不是文件夹|它已存在)$/);
    // None of the system's English (its code or its words) is left in the Chinese.
    expect(zh).not.toMatch(/E[A-Z]{3,}|not a directory|file exists/);
  });

  it('a project install without a project, and an agent with no folder in a scope', async () => {
    const w = world();
    const [noProject] = await install(w, { agents: ['claude-code'], scope: 'project' });
    expect(noProject?.status).toBe('refused');
    expect(said(noProject?.failure?.detail)).toEqual({
      en: 'a project install needs the project folder',
      zh: '项目安装需要项目文件夹',
    });
    const [noFolder] = await install(w, { agents: ['hello-agents'] });
    expect(noFolder?.status).toBe('refused');
    expect(said(noFolder?.failure?.detail)).toEqual({
      en: 'it has no personal skills folder',
      zh: '它没有个人技能文件夹',
    });
  });

  it('why a link could not be made (then it was copied), in Chinese too', async () => {
    const w = world();
    const refuse: LinkSystem = {
      platform: 'win32',
      symlink: (_t, _p, type) =>
        Promise.reject(
          Object.assign(new Error(type), { code: type === 'dir' ? 'EPERM' : 'EACCES' }),
        ),
    };
    const [outcome] = await install(w, { agents: ['claude-code'], mode: 'link' }, refuse);
    expect(outcome).toMatchObject({ status: 'installed', mode: 'copy' });
    expect(() => TargetOutcomeSchema.parse(outcome)).not.toThrow();
    expect((outcome?.linkFailed ?? []).map(said)).toEqual([
      {
        en: 'a symbolic link was refused (EPERM: Windows allows symbolic links only to administrators or with Developer Mode on)',
        zh: '创建符号链接被拒绝（Windows 只允许管理员或开启了开发者模式的用户创建符号链接）',
      },
      {
        en: 'a directory junction was refused (permission denied)',
        zh: '创建目录联接被拒绝（权限不足）',
      },
    ]);
  });

  it('an EPERM names Windows only on Windows, and only for the symbolic link', async () => {
    const eperm = (platform: string): LinkSystem => ({
      platform,
      symlink: () => Promise.reject(Object.assign(new Error('x'), { code: 'EPERM' })),
    });
    const [linux] = await install(world(), { agents: ['cursor'], mode: 'link' }, eperm('linux'));
    // symlink(2): EPERM "The filesystem containing linkpath does not support the creation of
    // symbolic links" (Linux man-pages); macOS's symlink(2) says the same of its EPERM.
    expect((linux?.linkFailed ?? []).map(said)).toEqual([
      {
        en: 'a symbolic link was refused (EPERM: the file system there does not allow symbolic links)',
        zh: '创建符号链接被拒绝（EPERM：那里的文件系统不支持符号链接）',
      },
    ]);
    const [windows] = await install(world(), { agents: ['cursor'], mode: 'link' }, eperm('win32'));
    // A junction needs no privilege: its EPERM is the plain "permission denied".
    expect((windows?.linkFailed ?? []).map(said)).toEqual([
      {
        en: 'a symbolic link was refused (EPERM: Windows allows symbolic links only to administrators or with Developer Mode on)',
        zh: '创建符号链接被拒绝（Windows 只允许管理员或开启了开发者模式的用户创建符号链接）',
      },
      {
        en: 'a directory junction was refused (permission denied)',
        zh: '创建目录联接被拒绝（权限不足）',
      },
    ]);
  });
});
