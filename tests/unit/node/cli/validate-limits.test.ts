/**
 * `validate --json` on issue 42's attack files: thousands of keys, a frontmatter of 90,000
 * keys (about 1 MB), a key repeated thousands of times. Each is checked and said in words, never
 * "internal error: Maximum call stack size exceeded".
 */
import { describe, expect, it } from 'vitest';
import { cli } from '../../../helpers/cli';
import { tempTree } from '../../../helpers/temp';

const skill = (lines: string[]) =>
  `---\nname: attack\ndescription: Attack file. Use when asked.\n${lines.join('\n')}\n---\nBody.\n`;

async function validateJson(text: string) {
  const root = tempTree({ 'attack/SKILL.md': text });
  const run = await cli(root, 'validate', '--json', 'attack');
  expect(run.out).not.toContain('internal error');
  const [report] = JSON.parse(run.out) as { diagnostics: { code: string; message: string }[] }[];
  return { rc: run.rc, found: report?.diagnostics ?? [] };
}

describe('validate --json on a frontmatter of many keys', () => {
  it('names every one of 2,001 unexpected keys', async () => {
    const keys = Array.from({ length: 2001 }, (_, i) => `k${i}`);
    const { rc, found } = await validateJson(skill(keys.map((k) => `${k}: v`)));
    expect(rc).toBe(1);
    const unknown = found.find((d) => d.code === 'field-unknown');
    for (const k of keys) expect(unknown?.message).toContain(`"${k}"`);
  });

  it('says a frontmatter of 90,000 keys is too large to check here', async () => {
    const lines = Array.from({ length: 90_000 }, (_, i) => `k${i}: v`);
    const { rc, found } = await validateJson(skill(lines));
    expect(rc).toBe(1);
    expect(found.map((d) => d.code)).toEqual(['frontmatter-too-large']);
    expect(found[0]?.message).toContain('too large to check here');
  });

  it('finds each of 3,000 repeats of one key', async () => {
    const { rc, found } = await validateJson(skill(Array.from({ length: 3000 }, () => 'k: v')));
    expect(rc).toBe(1);
    expect(found.filter((d) => d.code === 'yaml-duplicate-key')).toHaveLength(2999);
  });
});
