/**
 * One-click fixes: applying each one removes its finding, keeps the file otherwise as it was,
 * and never introduces a new error.
 */
import { describe, expect, it } from 'vitest';
import { english } from '../../../shared/i18n/catalogue';
import { applyTextEdits, parseSkillFile, validateSkill } from '../../../shared/skill/index';
import { applyFix, check, codes, only, skill } from '../../helpers/skill';

describe('fixes', () => {
  it('a stray CR after a null value: every offered fix can be applied', () => {
    // Found by fuzz.test.ts (seed -152975517): the fix moving the empty key under metadata
    // planned two edits that met, and applying it threw 'Overlapping edits'.
    const text =
      '---\nname: my-skill\ndescription: A test skill\nmetadata: \r\n: b}\n---\n# Body\n';
    const parsed = parseSkillFile(text);
    const offered = validateSkill(parsed, 'my-skill').diagnostics.flatMap((d) => d.fixes ?? []);
    for (const fix of offered)
      if (fix.kind === 'edit') expect(() => applyTextEdits(parsed.text, fix.edits)).not.toThrow();
  });

  it('flow style: rewrites the value as indented lines with the same data', () => {
    const text = skill('metadata: {author: Ann, version: "1.0", tags: [a, b]}\n');
    const fixed = applyFix(text, only(check(text), 'yaml-flow-style'), /indented/);
    expect(fixed).toContain(
      'metadata:\n  author: Ann\n  version: "1.0"\n  tags:\n    - a\n    - b\n',
    );
    expect(codes(check(fixed))).toEqual([]);
    expect(parseSkillFile(fixed).data?.metadata).toEqual(parseSkillFile(text).data?.metadata);
  });

  it('flow style that is really text ("[Draft] ..."): quotes the value', () => {
    const text =
      '---\nname: my-skill\ndescription: [Draft] Summarizes notes. Use when asked.\n---\n';
    const d = only(check(text), 'yaml-flow-style');
    const fixed = applyFix(text, d, /quotes/);
    expect(parseSkillFile(fixed).data?.description).toBe(
      '[Draft] Summarizes notes. Use when asked.',
    );
    expect(codes(check(fixed))).toEqual([]);
  });

  it('colon in a value: quoting fixes the YAML error', () => {
    const text = '---\nname: my-skill\ndescription: Use this skill when: the user asks\n---\n';
    const fixed = applyFix(text, only(check(text), 'yaml-syntax'));
    expect(fixed).toBe(
      "---\nname: my-skill\ndescription: 'Use this skill when: the user asks'\n---\n",
    );
    expect(codes(check(fixed))).toEqual([]);
  });

  it('tag: removes it; anchor and its aliases: one finding, one fix that writes the values out', () => {
    const tagged = skill('license: !!str MIT\n');
    expect(codes(check(applyFix(tagged, only(check(tagged), 'yaml-tag'))))).toEqual([]);
    const anchored = '---\nname: &n my-skill\ndescription: d\nlicense: *n\n---\n';
    const d = only(check(anchored), 'yaml-anchor-alias');
    expect(d.related).toHaveLength(1);
    expect(applyFix(anchored, d)).toBe(
      '---\nname: my-skill\ndescription: d\nlicense: my-skill\n---\n',
    );
  });

  it('duplicate key: deletes the repeated entry', () => {
    const text = '---\nname: my-skill\nname: my-skill\ndescription: d\n---\n';
    const fixed = applyFix(text, only(check(text), 'yaml-duplicate-key'));
    expect(fixed).toBe('---\nname: my-skill\ndescription: d\n---\n');
  });

  it('BOM, missing delimiters: restore a readable frontmatter', () => {
    const bom = '\uFEFF---\nname: my-skill\ndescription: d\n---\n';
    expect(applyFix(bom, only(check(bom), 'bom'))).toBe(bom.slice(1));
    const dashes = '---name: my-skill\ndescription: d\n---\n';
    expect(codes(check(applyFix(dashes, only(check(dashes), 'frontmatter-missing'))))).toEqual([]);
    const bare = '# Notes\n';
    const added = applyFix(bare, only(check(bare, 'my-notes'), 'frontmatter-missing'));
    expect(added.startsWith('---\nname: my-notes\n')).toBe(true);
    expect(added.endsWith('# Notes\n')).toBe(true);
    const unclosed = '---\nname: my-skill\ndescription: d\n';
    expect(codes(check(applyFix(unclosed, only(check(unclosed), 'frontmatter-unclosed'))))).toEqual(
      [],
    );
  });

  it('a mistyped or missing "---" around frontmatter is mended, never a second block', () => {
    const fields = 'name: my-skill\ndescription: Does a thing. Use when the user asks for it.\n';
    const titles = (d: ReturnType<typeof only>) => d.fixes?.map((f) => english(f.title));
    const mended = (text: string, title: string, fixed: string) => {
      const d = only(check(text), 'frontmatter-missing');
      expect(titles(d)).toEqual([title]);
      const after = applyFix(text, d);
      expect(after).toBe(fixed);
      expect(codes(check(after))).toEqual([]);
    };
    const good = `---\n${fields}---\n# Body\n`;
    // Indented delimiters, both of them (an editor's indent or a paste from a code block).
    mended(`  ---\n${fields}  ---\n# Body\n`, 'Remove the spaces before "---"', good);
    mended(`\t---\n${fields}---\n# Body\n`, 'Remove the spaces before "---"', good);
    // Dashes a Chinese input method or a word processor types, and spaced-out hyphens.
    mended(`——\n${fields}---\n# Body\n`, 'Make the first line exactly "---"', good);
    mended(`- - -\n${fields}- - -\n# Body\n`, 'Make the first line exactly "---"', good);
    mended(`--\n${fields}--\n# Body\n`, 'Make the first line exactly "---"', good);
    // The fields with no delimiters at all: the lines are kept, the "---" put round them.
    mended(
      `${fields}\n# Body\n`,
      'Add the "---" lines around the frontmatter',
      `---\n${fields}---\n\n# Body\n`,
    );
    mended(`${fields}---\n# Body\n`, 'Add the "---" lines around the frontmatter', good);
    mended(fields, 'Add the "---" lines around the frontmatter', `---\n${fields}---\n`);
    // Blank lines, then an indented "---": two fixes in turn.
    const blank = `\n\n  ---\n${fields}  ---\n# Body\n`;
    const step = applyFix(blank, only(check(blank), 'frontmatter-missing'), /blank lines/);
    mended(step, 'Remove the spaces before "---"', good);
    // Only a file with nothing block-like at its top gets a new block.
    expect(titles(only(check('# Notes\n\nSome text.\n'), 'frontmatter-missing'))).toEqual([
      'Add a frontmatter block',
    ]);
  });

  it('bad name: one fix makes it a valid slug; a folder mismatch offers both directions', () => {
    const text = '---\nname: -My__Skill--\ndescription: d\n---\n';
    const result = check(text, 'my-skill');
    const fixed = applyFix(text, only(result, 'name-not-lowercase'));
    expect(parseSkillFile(fixed).data?.name).toBe('my-skill');
    expect(codes(check(fixed, 'my-skill'))).toEqual([]);

    const mismatch = check('---\nname: other-name\ndescription: d\n---\n', 'my-skill');
    expect(only(mismatch, 'name-dir-mismatch').fixes?.map((f) => f.kind)).toEqual([
      'edit',
      'rename-folder',
    ]);
  });

  it('missing name: adds it from the folder, right after the opening line', () => {
    const text = '---\ndescription: d\n---\n';
    expect(applyFix(text, only(check(text, 'tidy-notes'), 'name-missing'))).toBe(
      '---\nname: tidy-notes\ndescription: d\n---\n',
    );
  });

  it('unknown keys: renames near misses and moves the rest under metadata', () => {
    const text = '---\nName: my-skill\ndescription: d\nauthor: Ann\nversion: 1.0\n---\n';
    const d = only(check(text), 'field-unknown');
    expect(d.related).toHaveLength(2);
    expect(applyFix(text, d, /Rename "Name"/)).toBe(
      '---\nname: my-skill\ndescription: d\nauthor: Ann\nversion: 1.0\n---\n',
    );
    const moved = applyFix(text, d, /Move/);
    expect(parseSkillFile(moved).data).toEqual({
      Name: 'my-skill',
      description: 'd',
      metadata: { author: 'Ann', version: '1.0' },
    });
  });

  it('allowed-tools as a list: joins it into one line', () => {
    const text = skill('allowed-tools:\n  - Read\n  - Bash(git:*)\n');
    const fixed = applyFix(text, only(check(text), 'allowed-tools-format'));
    expect(parseSkillFile(fixed).data?.['allowed-tools']).toBe('Read Bash(git:*)');
  });

  it('keeps CRLF line endings when a fix inserts lines', () => {
    const text = '---\r\ndescription: d\r\n---\r\nBody\r\n';
    const fixed = applyFix(text, only(check(text, 'crlf-skill'), 'name-missing'));
    expect(fixed).toBe('---\r\nname: crlf-skill\r\ndescription: d\r\n---\r\nBody\r\n');
  });
});
