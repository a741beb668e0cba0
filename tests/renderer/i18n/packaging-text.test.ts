/**
 * Packaging in both languages, through the one catalogue (import-text.test.ts has the import half): every upload check,
 * every problem that stops a package, every reason a file stays out and every reason an
 * import is refused, brought out of the real planner, packager and import checks, reads in
 * English exactly as the CLI printed it before these became messages, and in Chinese as the
 * former pattern tables (renderer/src/i18n/package-text.ts, removed) translated it, values
 * carried over. The expected pairs are those former outputs, written down here.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageText } from '../../../renderer/src/i18n/message-text';
import { english } from '../../../shared/i18n/catalogue';
import type { Message } from '../../../shared/i18n/message';
import {
  packageSkills,
  planFolder,
  validateFolder,
} from '../../../shared/node/archive/package-skills';
import {
  checkUploadRules,
  createExclusions,
  decideLink,
  DEFAULT_EXCLUSIONS,
  packageMessage,
  planArchive,
  planEntry,
  planSkill,
  unreadableReason,
} from '../../../shared/package/index';
import { rewriteRestamped, skillMd, tempTree } from '../../helpers/temp';
import { tempName } from '../../../shared/studio/temp-names';

/** Each message as [English, Chinese]. */
const pairs = (messages: readonly Message[]) =>
  messages.map((m) => [english(m), messageText(m, 'zh')]);

describe('packaging in English and Chinese', () => {
  it('the upload checks', () => {
    const plan = (folder: string, paths: string[]) =>
      planSkill(
        {
          folder,
          root: `/lib/${folder}`,
          entries: paths.map((path) => ({
            kind: 'file',
            path,
            size: 1,
            mode: 0o100644,
            dev: 1,
            ino: 1,
            ctimeMs: 1,
          })),
          leftOut: [{ path: 'private/', reason: unreadableReason('permission denied') }],
        },
        createExclusions(),
      );
    const checks = checkUploadRules(
      [
        plan('a', ['docs/SKILL.md']),
        plan('b', ['SKILL.md', 'skill.md', 'x/SKILL.md', 'A.md', 'a.md']),
        plan('c', ['skill.md', ...Array.from({ length: 201 }, (_, i) => `f${i}.md`)]),
      ],
      'claude-ai',
    );
    expect(pairs(checks.map((c) => c.message))).toEqual([
      [
        '"a/private/" cannot be read: permission denied, so the package would miss it. Make it readable, or leave it out on purpose in .skillignore.',
        '无法读取 "a/private/"（permission denied），打包会缺少它。请让它可读，或在 .skillignore 中有意排除它。',
      ],
      [
        '"a" has no SKILL.md at its top level (there is a/docs/SKILL.md: the skill\'s SKILL.md must sit directly in its folder).',
        '"a" 的顶层没有 SKILL.md（a/docs/SKILL.md 位置不对：技能的 SKILL.md 必须直接放在它的文件夹里）。',
      ],
      [
        '"b/private/" cannot be read: permission denied, so the package would miss it. Make it readable, or leave it out on purpose in .skillignore.',
        '无法读取 "b/private/"（permission denied），打包会缺少它。请让它可读，或在 .skillignore 中有意排除它。',
      ],
      [
        '"b" has SKILL.md and skill.md; keep exactly one.',
        '"b" 里同时有 SKILL.md 和 skill.md；只保留一个。',
      ],
      [
        '"b/x/SKILL.md" is a second SKILL.md; Claude\'s uploader accepts exactly one per skill.',
        '"b/x/SKILL.md" 是第二个 SKILL.md；Claude 的上传每个技能只接受一个。',
      ],
      [
        '"b/A.md" and "b/a.md" differ only in case or Unicode form: they overwrite each other on macOS and Windows, and import refuses such archives. Rename one.',
        '"b/A.md" 和 "b/a.md" 只有大小写或 Unicode 形式不同：在 macOS 和 Windows 上会互相覆盖，导入也会拒绝。请重命名其中一个。',
      ],
      [
        '"b/SKILL.md" and "b/skill.md" differ only in case or Unicode form: they overwrite each other on macOS and Windows, and import refuses such archives. Rename one.',
        '"b/SKILL.md" 和 "b/skill.md" 只有大小写或 Unicode 形式不同：在 macOS 和 Windows 上会互相覆盖，导入也会拒绝。请重命名其中一个。',
      ],
      [
        '"c/private/" cannot be read: permission denied, so the package would miss it. Make it readable, or leave it out on purpose in .skillignore.',
        '无法读取 "c/private/"（permission denied），打包会缺少它。请让它可读，或在 .skillignore 中有意排除它。',
      ],
      [
        '"c/skill.md" must be named SKILL.md in capitals for Claude\'s uploader.',
        'Claude 的上传要求 "c/skill.md" 命名为大写的 SKILL.md。',
      ],
      [
        '"c" would hold 202 files; Claude\'s uploader accepts at most 200.',
        '"c" 将包含 202 个文件；Claude 的上传最多接受 200 个。',
      ],
      [
        "This bundle holds 3 skills; Claude's uploader takes one skill per archive, so upload them one by one.",
        '这个合集包含 3 个技能；Claude 的上传每个压缩包只接受一个技能，请逐个上传。',
      ],
    ]);
  });

  it('the problems that stop packaging', async () => {
    const plan = (folder: string) =>
      planSkill(
        {
          folder,
          root: `/lib/${folder}`,
          entries: [
            { kind: 'file', path: 'SKILL.md', size: 1, mode: 0o100644, dev: 1, ino: 1, ctimeMs: 1 },
          ],
          leftOut: [],
        },
        createExclusions(),
      );
    const problems = planArchive(['x', 'x', 'Case', 'case', 'dot.'].map(plan)).problems;
    // The ones only packaging itself finds: the output inside a skill or in no folder, and a
    // SKILL.md saved while it was checked.
    const root = tempTree({ 's/SKILL.md': skillMd('s') });
    const dir = join(root, 's');
    const spec = { profile: 'spec' as const, force: true };
    problems.push(...(await packageSkills([dir], join(dir, 'out.zip'), spec)).problems);
    problems.push(...(await packageSkills([dir], join(root, 'none', 'out.zip'), spec)).problems);
    const planned = planFolder(dir);
    const was = planned.plan.files.find((f) => f.path === 'SKILL.md')?.ctimeMs ?? 0;
    rewriteRestamped(join(dir, 'SKILL.md'), `${skillMd('s')}\nSaved meanwhile.\n`, was);
    const changed = validateFolder(dir, planned, 'spec').changed;
    if (changed) problems.push(changed);
    const shown = pairs(problems).map((p) => p.map((t) => t.replaceAll(root, '<ROOT>')));
    expect(shown).toEqual([
      [
        'Two skills are both called "x": a bundle needs one folder name per skill.',
        '有两个技能都叫 "x"：合集里每个技能需要一个不同的文件夹名。',
      ],
      [
        '"Case" and "case" differ only in case or Unicode form; they would overwrite each other on macOS and Windows.',
        '"Case" 和 "case" 只有大小写或 Unicode 形式不同：在 macOS 和 Windows 上会互相覆盖。',
      ],
      [
        'The folder name "dot." cannot be an archive folder: "dot." ends with a dot or a space, which Windows drops (so names can collide or climb out).',
        '文件夹名 "dot." 不能用作压缩包里的文件夹："dot." 以点或空格结尾，Windows 会去掉它们（名称因此可能冲突或跳出文件夹）。',
      ],
      [
        'The archive would be written inside the skill "s" it packages; choose an output outside it.',
        '压缩包会写进它所打包的技能 "s" 里面；请选择这个技能之外的位置。',
      ],
      ['The output folder <ROOT>/none does not exist.', '输出文件夹 <ROOT>/none 不存在。'],
      [
        '"s/SKILL.md" was saved while packaging checked it; package again.',
        '"s/SKILL.md" 在打包检查它时被保存了；请重新打包。',
      ],
    ]);
  });

  it('why a file stays out: every default rule, .skillignore, links, special and unreadable files', () => {
    const exclusions = createExclusions('drafts/\n');
    const reason = (path: string) =>
      exclusions.reason(path) ?? packageMessage('package.kind.unknown');
    expect(
      pairs([reason('.env'), reason('drafts/'), unreadableReason('permission denied')]),
    ).toEqual([
      [
        'environment file: these often hold secrets (default rule ".env*")',
        '环境变量文件：常含有密钥（默认规则 ".env*"）',
      ],
      ['matches "drafts/" in .skillignore', '匹配 .skillignore 中的 "drafts/"'],
      ['cannot be read: permission denied', '无法读取：permission denied'],
    ]);
    // Every default rule's reason is said in both languages with its pattern.
    for (const rule of DEFAULT_EXCLUSIONS) {
      const [en, zh] =
        pairs([
          packageMessage('package.left-out.default', {
            reason: packageMessage(rule.reason),
            pattern: rule.pattern,
          }),
        ])[0] ?? [];
      expect(en).toMatch(
        new RegExp(`^[A-Za-z].* \\(default rule "${rule.pattern.replace(/[.*\\]/g, '\\$&')}"\\)$`),
      );
      expect(zh).toMatch(/[\u4e00-\u9fff]/);
      expect(zh).toContain(`（默认规则 "${rule.pattern}"）`);
    }
    const link = (type: 'file' | 'dir' | 'other' | 'missing', inside?: string) =>
      decideLink({ text: '../t', type, ...(inside !== undefined && { inside }) }, exclusions);
    const why = [
      link('missing'),
      link('file'),
      link('dir', 'sub'),
      link('other', 'fifo'),
      link('file', '.env'),
    ].map((d) => ('reason' in d ? d.reason : packageMessage('package.kind.unknown')));
    const left = (entry: Parameters<typeof planEntry>[0]) => {
      const planned = planEntry(entry, exclusions);
      return 'reason' in planned ? planned.reason : packageMessage('package.kind.unknown');
    };
    why.push(
      left({ kind: 'other', path: 'pipe', what: packageMessage('package.kind.pipe') }),
      left({ kind: 'unreadable', path: 'locked', reason: 'permission denied' }),
      left({ kind: 'file', path: 'x/a:b', size: 1, mode: 0o644, dev: 1, ino: 1, ctimeMs: 1 }),
      left({
        kind: 'file',
        path: tempName('notes.md', 1234, '0123abcd-0123-4567-89ab-0123456789ab'),
        size: 1,
        mode: 0o644,
        dev: 1,
        ino: 1,
        ctimeMs: 1,
      }),
    );
    expect(pairs(why)).toEqual([
      ['a broken symbolic link (-> ../t)', '失效的符号链接（-> ../t）'],
      [
        'a symbolic link to something outside the skill (-> ../t): never followed',
        '指向技能之外的符号链接（-> ../t）：从不跟随',
      ],
      [
        'a symbolic link to a folder (-> ../t): links to folders are not followed',
        '指向文件夹的符号链接（-> ../t）：不跟随指向文件夹的链接',
      ],
      [
        'a symbolic link to something that is not a regular file (-> ../t)',
        '指向非普通文件的符号链接（-> ../t）',
      ],
      [
        'a symbolic link to ".env", which is left out: environment file: these often hold secrets (default rule ".env*")',
        '指向 ".env" 的符号链接，而它被排除了：环境变量文件：常含有密钥（默认规则 ".env*"）',
      ],
      ['a named pipe, not a regular file', '命名管道，不是普通文件'],
      ['cannot be read: permission denied', '无法读取：permission denied'],
      [
        'the name would not import safely elsewhere: the name contains ":", which Windows reads as a drive or a hidden data stream',
        '这个名称在别处无法安全导入：名称含有 ":"，Windows 会把它当作盘符或隐藏的数据流',
      ],
      [
        "a temp file of a save that had not finished (Skill Studio's own)",
        '未完成的保存留下的临时文件（Skill Studio 自己的）',
      ],
    ]);
  });
});
