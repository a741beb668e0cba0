/**
 * The other YAML readers' reads are remembered (issue 18, the keystroke check of a 30 KB
 * SKILL.md): the fixes write the same values again on every check of a file, and js-yaml's and
 * the `yaml` package's reads of them were most of that check. A remembered read must change
 * nothing: every finding and every fix of every conformance case and of the bench corpus's
 * shapes is checked with the memo emptied before each file (every read fresh, as before the
 * memo) and again with it full, and a text a reader refuses stays refused.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clearOtherReads, otherReads } from '../../../../shared/skill/edit/other-readers';
import { parseSkillFile, validateSkill, PROFILE_IDS } from '../../../../shared/skill/index';
import { makeSkill, rng } from '../../../bench/corpus';

const CASES = '/work/shared/conformance/cases';

function texts(): { name: string; text: string }[] {
  const out: { name: string; text: string }[] = [];
  // Each case's skill folders, at any depth (some hold a skill inside a skill).
  for (const entry of readdirSync(CASES, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && /^skill\.md$/i.test(entry.name)) {
      const path = join(entry.parentPath, entry.name);
      out.push({ name: path, text: readFileSync(path, 'utf8') });
    }
  const random = rng(18);
  for (let i = 0; i < 300; i++) {
    const text = makeSkill(i, random).files['SKILL.md'];
    if (text !== undefined) out.push({ name: `corpus-${i}`, text });
  }
  return out;
}

// Every profile's findings with their fixes, as the editor gets them.
const check = (text: string) =>
  PROFILE_IDS.map((profile) => validateSkill(parseSkillFile(text), 'bench', profile));

describe('the other readers, remembered', () => {
  it('give every finding and fix a fresh read gives', () => {
    const all = texts();
    expect(all.length).toBeGreaterThan(350);
    const fresh = all.map(({ text }) => {
      clearOtherReads();
      return check(text);
    });
    // Twice over with the memo kept: the second pass answers from it.
    for (let pass = 0; pass < 2; pass++)
      all.forEach(({ name, text }, i) => expect(check(text), name).toEqual(fresh[i]));
  });

  it('remember a refusal as a refusal, and a read as the same values', () => {
    clearOtherReads();
    // js-yaml refuses a repeated key; both read the list.
    expect(otherReads('k: 1\nk: 2\n')).toBeUndefined();
    expect(otherReads('k: 1\nk: 2\n')).toBeUndefined();
    const first = otherReads('k: [a, b]\n');
    expect(first).toEqual([{ k: ['a', 'b'] }, { k: ['a', 'b'] }]);
    expect(otherReads('k: [a, b]\n')).toEqual(first);
  });
});
