/**
 * parseSkillFile on the inputs that trip other loaders. Each bad input becomes a diagnostic
 * at its place in the file; nothing throws and nothing is lost.
 */
import { english } from '../../../shared/i18n/catalogue';
import { skillMessage } from '../../../shared/skill/messages';
import { describe, expect, it } from 'vitest';
import { parseSkillFile } from '../../../shared/skill/index';
import { check, codes, only } from '../../helpers/skill';

describe('parseSkillFile', () => {
  it('reads frontmatter fields with their key and value ranges', () => {
    const parsed = parseSkillFile('---\nname: my-skill\ndescription: "Hi there"\n---\nBody\n');
    expect(parsed.data).toEqual({ name: 'my-skill', description: 'Hi there' });
    const desc = parsed.fields.find((f) => f.key === 'description');
    expect(desc?.keyRange).toEqual({ start: { line: 3, column: 1 }, end: { line: 3, column: 12 } });
    expect(desc?.valueRange).toEqual({
      start: { line: 3, column: 14 },
      end: { line: 3, column: 24 },
    });
    expect(parsed.body).toBe('Body\n');
    expect(parsed.bodyLine).toBe(5);
  });

  it('reads CRLF files like LF files and remembers their line ending', () => {
    const parsed = parseSkillFile('---\r\nname: my-skill\r\ndescription: d\r\n---\r\nBody\r\n');
    expect(parsed.eol).toBe('\r\n');
    expect(parsed.data).toEqual({ name: 'my-skill', description: 'd' });
    expect(parsed.text).toContain('\r\n');
  });

  it('treats every scalar as text, as strictyaml does', () => {
    const parsed = parseSkillFile(
      '---\nname: 123\ndescription: yes\nlicense: ~\ncompatibility:\nmetadata:\n  version: 1.0\n---\n',
    );
    expect(parsed.data).toEqual({
      name: '123',
      description: 'yes',
      license: '~',
      compatibility: '',
      metadata: { version: '1.0' },
    });
  });

  it('bad bytes: reports encoding-not-utf8 with the line and column of the first bad byte', () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('---\nname: caf'),
      0xe9,
      ...new TextEncoder().encode('\n---\n'),
    ]);
    const parsed = parseSkillFile(bytes);
    expect(parsed.utf8).toBe(false);
    expect(parsed.diagnostics).toHaveLength(1);
    const d = parsed.diagnostics[0];
    expect(d?.code).toBe('encoding-not-utf8');
    expect(d?.range.start).toEqual({ line: 2, column: 10 });
    expect(d && english(d.message)).toContain('0xe9');
  });

  it('BOM: reports bom with a fix, and still checks the fields behind it', () => {
    const result = check('\uFEFF---\nname: My-Skill\ndescription: d\n---\n');
    expect(codes(result)).toEqual(['bom', 'name-not-lowercase', 'name-dir-mismatch']);
    expect(only(result, 'bom').fixes?.[0]).toMatchObject({
      kind: 'edit',
      title: skillMessage('fix.remove-bom'),
    });
  });

  it('empty file, text only, blank first line, "----", "---name": frontmatter-missing, each with its reason', () => {
    for (const text of [
      '',
      '# Title\n',
      '\n---\nname: x\n---\n',
      '----\nname: x\n---\n',
      '---name: x\n---\n',
    ]) {
      const result = check(text);
      expect(codes(result)).toEqual(['frontmatter-missing']);
    }
  });

  it('no closing line: frontmatter-unclosed with a fix that closes it before the body', () => {
    const result = check('---\nname: my-skill\ndescription: d\n\n# Body\n');
    const d = only(result, 'frontmatter-unclosed');
    expect(d.fixes?.[0]?.title).toEqual(skillMessage('fix.close-before-line', { line: 4 }));
  });

  it('"---" inside a value stays in the value and warns that skills-ref reads it differently', () => {
    const parsed = parseSkillFile('---\nname: my-skill\ndescription: a---b\n---\n');
    expect(parsed.data?.description).toBe('a---b');
    expect(parsed.diagnostics.map((d) => d.code)).toEqual(['skills-ref-misparse']);
  });

  it('empty, comment-only, list and scalar frontmatter: frontmatter-not-mapping', () => {
    for (const yaml of ['', '# just a comment\n', '- a\n- b\n', 'hello\n']) {
      expect(codes(check(`---\n${yaml}---\n`))).toEqual(['frontmatter-not-mapping']);
    }
  });

  it("a YAML syntax error is placed at its line and column and carries skills-ref's text", () => {
    const result = check(
      '---\nname: my-skill\ndescription: Use this skill when: the user asks\n---\n',
    );
    const d = only(result, 'yaml-syntax');
    expect(d.range.start).toEqual({ line: 3, column: 33 });
    expect(d.ref).toBe(
      'Invalid YAML in frontmatter: mapping values are not allowed here\n  in "<unicode string>", line 3, column 33:\n    description: Use this skill when: the user asks\n                                    ^ (line: 3)',
    );
  });

  it('never throws, even on a huge or binary input', () => {
    expect(() =>
      parseSkillFile(new Uint8Array(100_000).map((_, i) => (i * 7919) % 256)),
    ).not.toThrow();
    expect(() => parseSkillFile(`---\n${'a: ['.repeat(5000)}\n---\n`)).not.toThrow();
  });

  it('a partial head (level-1 scan) skips body rules', () => {
    const parsed = parseSkillFile('---\nname: my-skill\ndescription: d\n---\n', {
      complete: false,
    });
    expect(parsed.complete).toBe(false);
  });
});
