/**
 * validateSkill beyond the conformance cases: every finding is collected, profiles change
 * severities and add their own rules, and the advice rules (body, references, context) fire.
 */
import { english } from '../../../shared/i18n/catalogue';
import { describe, expect, it } from 'vitest';
import { check, codes, only, skill } from '../../helpers/skill';

describe('validateSkill', () => {
  it('collects all errors in skills-ref order, each with skills-ref wording as ref', () => {
    const result = check(
      '---\nname: Bad_Name\ndescription: ""\nextra: 1\ncompatibility:\n  - a\n---\n',
      'other',
    );
    expect(codes(result)).toEqual([
      'field-unknown',
      'name-not-lowercase',
      'name-invalid-chars',
      'name-dir-mismatch',
      'description-empty',
      'compatibility-not-string',
    ]);
    expect(only(result, 'name-dir-mismatch').ref).toBe(
      "Directory name 'other' must match skill name 'Bad_Name'",
    );
  });

  it('spec: flow style is an error but the fields behind it are still checked', () => {
    const result = check('---\nname: My\ndescription: d\nmetadata: {a: b}\n---\n', 'My');
    expect(codes(result)).toEqual(['yaml-flow-style', 'name-not-lowercase']);
  });

  it('claude-code: its extra keys and flow style are fine; the folder name is what counts', () => {
    const text =
      '---\nname: shown-name\ndescription: d. Use when asked.\nargument-hint: "[file]"\nmetadata: {a: b}\n---\nBody\n';
    expect(codes(check(text, 'folder', 'spec'))).toEqual([
      'yaml-flow-style',
      'field-unknown',
      'name-dir-mismatch',
    ]);
    const cc = check(text, 'folder', 'claude-code');
    expect(cc.valid).toBe(true);
    expect(only(cc, 'name-dir-mismatch').severity).toBe('info');
  });

  it('claude-ai: ASCII names without reserved words, no XML in descriptions', () => {
    const text = '---\nname: 技能-claude\ndescription: Reads <xml>. Use when asked.\n---\nBody\n';
    const result = check(text, '技能-claude', 'claude-ai');
    expect(codes(result)).toEqual(['name-not-ascii', 'name-reserved-word', 'description-xml']);
    expect(codes(check(text, '技能-claude', 'spec'))).toEqual([]);
  });

  it('claude-ai: more than 200 files, or a plugin manifest, fails the upload rules', () => {
    const files = Array.from({ length: 201 }, (_, i) => ({ path: `assets/${i}.txt`, size: 1 }));
    files.push({ path: '.claude-plugin/plugin.json', size: 10 });
    expect(codes(check(skill(''), 'my-skill', 'claude-ai', { files }))).toEqual([
      'too-many-files',
      'plugin-manifest',
    ]);
  });

  it('hello-agents: values PyYAML would type, and a file ending right after "---"', () => {
    const result = check('---\nname: 2024\ndescription: yes\n---', '2024', 'hello-agents');
    expect(codes(result)).toEqual(['value-typed', 'value-typed']);
    expect(codes(result, 'warning')).toContain('frontmatter-no-final-newline');
    expect(
      check('---\nname: "2024"\ndescription: "yes"\n---\n', '2024', 'hello-agents').valid,
    ).toBe(true);
  });

  it('hello-agents: unknown keys and name formatting do not stop it from loading', () => {
    const result = check(
      '---\nname: My_Skill\ndescription: d\nfoo: bar\n---\nBody\n',
      'x',
      'hello-agents',
    );
    expect(result.valid).toBe(true);
    expect(codes(result, 'warning')).toEqual(
      expect.arrayContaining(['name-not-lowercase', 'name-invalid-chars']),
    );
  });

  it('advice: empty body, a description without "when", metadata that is not a string map', () => {
    const result = check(
      '---\nname: my-skill\ndescription: Converts files.\nmetadata:\n  nested:\n    a: b\nlicense:\n  a: b\n---\n',
    );
    expect(codes(result, 'warning')).toEqual([
      'metadata-not-string-map',
      'license-not-string',
      'body-empty',
    ]);
    // Authoring advice, not a problem: the verdict stays valid.
    expect(codes(result, 'advice')).toEqual(['description-no-trigger', 'description-vague']);
    expect(result.valid).toBe(true);
  });

  it('advice: a body over 500 lines or about 5000 tokens (Chinese counted densely)', () => {
    expect(codes(check(skill('', 'line\n'.repeat(501))), 'advice')).toEqual(['body-too-long']);
    expect(codes(check(skill('', `${'技'.repeat(5200)}\n`)), 'advice')).toEqual([
      'body-too-many-tokens',
    ]);
    expect(codes(check(skill('', `${'a'.repeat(5200)}\n`)), 'advice')).toEqual([]);
  });

  it('advice: references to files that are missing or too deep', () => {
    const body =
      'See [guide](references/guide.md), run `scripts/run.py`, read references/a/b/deep.md and https://x.y/z.md.\n';
    const files = [
      { path: 'SKILL.md', size: 10 },
      { path: 'references/guide.md', size: 10 },
      { path: 'references/a/b/deep.md', size: 10 },
    ];
    const result = check(skill('', body), 'my-skill', 'spec', { files });
    expect(
      result.diagnostics.map((d) => [d.code, english(d.message).match(/"([^"]+)"/)?.[1]]),
    ).toEqual([
      ['reference-missing', 'scripts/run.py'],
      ['reference-deep', 'references/a/b/deep.md'],
    ]);
    const missing = only(result, 'reference-missing');
    expect(missing.range.start.line).toBe(5);
  });

  it('context: skill.md in lower case, nesting, duplicate names, large files', () => {
    const result = check(skill(''), 'my-skill', 'spec', {
      skillMdName: 'skill.md',
      parentSkill: 'outer',
      sameNameAs: ['elsewhere/my-skill'],
      files: [{ path: 'assets/big.bin', size: 2 * 1024 * 1024 }],
    });
    expect(codes(result, 'warning')).toEqual([
      'skill-md-lowercase',
      'skill-nested',
      'name-duplicate',
      'file-large',
    ]);
    expect(only(result, 'skill-md-lowercase').fixes?.[0]).toMatchObject({
      kind: 'rename-file',
      to: 'SKILL.md',
    });
  });

  it('a valid skill has no findings at all under spec', () => {
    expect(check(skill('license: MIT\n')).diagnostics).toEqual([]);
  });
});
