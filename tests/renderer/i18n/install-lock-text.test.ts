/**
 * Why an install left the project's skills-lock.json alone reads in Chinese too: the outcome's
 * lock.problem is a Message (install catalogue), with the file's own reason nested in it, and
 * its English is the sentence the CLI printed before, word for word.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { english } from '../../../shared/i18n/catalogue';
import type { Message } from '../../../shared/i18n/message';
import { messageText } from '../../../renderer/src/i18n/message-text';
import { install, world } from '../../install/world';

/** Installs into a project whose lock file holds `text`; the outcome's problem both ways. */
async function problemWith(text: string): Promise<[string, string]> {
  const w = world();
  const lock = join(w.project, 'skills-lock.json');
  writeFileSync(lock, text);
  const [outcome] = await install(w, { agents: ['codex'], scope: 'project', project: w.project });
  expect(outcome).toMatchObject({ status: 'installed', lock: { written: false } });
  expect(readFileSync(lock, 'utf8')).toBe(text);
  const problem = outcome?.lock?.problem as Message;
  return [
    english(problem).replaceAll(lock, '<LOCK>'),
    messageText(problem, 'zh').replaceAll(lock, '<LOCK>'),
  ];
}

describe("an install's lock file problem in English and Chinese", () => {
  it('a newer version, an older one, a field of the wrong shape, and a file that is not JSON', async () => {
    expect(await problemWith('{"version": 2, "skills": {}}')).toEqual([
      '<LOCK> was left as it is: its version 2 is newer than 1, which this studio writes',
      '<LOCK> 保持原样，没有改动：它的版本 2 比 Skill Studio 写入的版本 1 新',
    ]);
    expect(await problemWith('{"version": 0, "skills": {}}')).toEqual([
      '<LOCK> was left as it is: its version 0 is older than 1',
      '<LOCK> 保持原样，没有改动：它的版本 0 比 1 旧',
    ]);
    const [en, zh] = await problemWith('{"version": 1, "skills": []}');
    expect(en).toMatch(/^<LOCK> was left as it is: skills: \S/);
    expect(zh).toMatch(/^<LOCK> 保持原样，没有改动：skills：\S/);
    const [notJson, notJsonZh] = await problemWith('{"version": 1, "skills": [oops\n');
    // The parser's own words stay as they are, inside the sentence in each language.
    const detail = /^<LOCK> was left as it is: it is not JSON \(([\s\S]+)\)$/.exec(notJson)?.[1];
    expect(detail).toBeDefined();
    expect(notJsonZh).toBe(`<LOCK> 保持原样，没有改动：它不是 JSON（${detail}）`);
  });
});
