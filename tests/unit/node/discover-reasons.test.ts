/**
 * Why discovery passed over a folder is a Message (shared/i18n/discovery-messages.ts), so the
 * Chinese UI says it in Chinese; in English it is byte for byte the sentence the CLI printed
 * before the reasons were messages (the literals below are those sentences, from
 * shared/node/discover.ts at 76c5c21). Real folders on a temp disk, one per reason.
 */
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { english, isMessage } from '../../../shared/i18n/catalogue';
import { LibrarySkillsSchema } from '../../../shared/ipc/contract';
import { discoverSkills } from '../../../shared/node/discover';
import { fenceOf } from '../../../shared/node/link-fence';
import { messageText } from '../../../renderer/src/i18n/message-text';
import { skillMd, tempTree } from '../../helpers/temp';

/** Each skipped folder's reason in English and in Chinese, by folder. */
function reasons(found: ReturnType<typeof discoverSkills>) {
  return Object.fromEntries(
    found.skipped.map((s) => {
      if (!isMessage(s.reason)) throw new Error(`${s.rel}: the reason is not a message`);
      return [s.rel, { en: english(s.reason), zh: messageText(s.reason, 'zh') }];
    }),
  );
}

describe("discovery's skip reasons", () => {
  it('are messages: the English the CLI printed, the Chinese with none of it', () => {
    const other = tempTree({ 'theirs/SKILL.md': skillMd('theirs') });
    const outside = tempTree({ 'plain/notes.md': 'n\n' });
    const root = tempTree({
      'near/Skill.md': skillMd('near'),
      '1/2/3/4/5/6/7/SKILL.md': skillMd('seven'),
    });
    symlinkSync(join(outside, 'plain'), join(root, 'away'));
    symlinkSync(join(other, 'theirs'), join(root, 'theirs-link'));
    symlinkSync(join(root, 'nowhere'), join(root, 'broken'));
    const found = discoverSkills(root, undefined, undefined, { fence: fenceOf([root, other]) });
    expect(() => LibrarySkillsSchema.shape.skipped.parse(found.skipped)).not.toThrow();
    const said = reasons(found);
    expect(said).toEqual({
      '1/2/3/4/5/6/7': {
        en: 'deeper than 6 levels below the library root: not searched',
        zh: '位于库根目录之下超过 6 层：未搜索',
      },
      away: {
        en: 'a symbolic link to a folder outside the library root: not followed',
        zh: '指向库根目录之外文件夹的符号链接：不跟随',
      },
      broken: {
        en: 'a broken symbolic link (it does not exist)',
        zh: '损坏的符号链接（它不存在）',
      },
      near: {
        en: 'has "Skill.md" but not "SKILL.md": the file name must be SKILL.md in capitals',
        zh: '有“Skill.md”但没有“SKILL.md”：文件名必须是大写的 SKILL.md',
      },
      'theirs-link': {
        en: 'a symbolic link to a folder in another library: not followed (it is listed there)',
        zh: '指向另一个库中文件夹的符号链接：不跟随（它在那个库中列出）',
      },
    });
  });

  it('the root: not a folder, missing, and the folder bound', () => {
    const dir = tempTree({ file: 'x', 'a/SKILL.md': skillMd('a'), 'b/SKILL.md': skillMd('b') });
    expect(reasons(discoverSkills(join(dir, 'file')))).toEqual({
      '': { en: 'the library root is not a folder', zh: '库的根目录不是文件夹' },
    });
    expect(reasons(discoverSkills(join(dir, 'gone')))).toEqual({
      '': {
        en: 'the library root cannot be opened: it does not exist',
        zh: '无法打开库的根目录：它不存在',
      },
    });
    mkdirSync(join(dir, 'c'));
    const limited = reasons(discoverSkills(dir, undefined, { maxFolders: 2 }));
    expect(Object.values(limited)[0]).toEqual({
      en: 'the search stopped after 2 folders: this folder and the ones after it were not searched (add a smaller folder as the library)',
      zh: '搜索在 2 个文件夹后停止：此文件夹及其后的文件夹未被搜索（请添加一个更小的文件夹作为库）',
    });
  });
});
