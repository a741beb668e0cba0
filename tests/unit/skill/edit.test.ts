/**
 * The frontmatter serializer: the form and the fixes change values without disturbing
 * comments, key order, quoting, line endings or the body.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editFrontmatter, parseSkillFile } from '../../../shared/skill/index';
import type { FieldChange } from '../../../shared/skill/index';

function edit(text: string, ...changes: FieldChange[]): string {
  const out = editFrontmatter(text, changes);
  if (!out.ok) throw new Error(out.reason);
  return out.text;
}

const SAMPLE = `---
# The skill's id
name: 'my-skill'   # keep quotes
description: >
  Folds these
  two lines. Use when asked.
metadata:
  author: Ann   # who
  version: "1.0"
---
Body stays: \`$ARGUMENTS\`
`;

describe('editFrontmatter', () => {
  it('setting a value to what it already is changes nothing', () => {
    expect(
      edit(
        SAMPLE,
        { path: ['name'], value: 'my-skill' },
        { path: ['metadata', 'author'], value: 'Ann' },
      ),
    ).toBe(SAMPLE);
    expect(edit(SAMPLE)).toBe(SAMPLE);
  });

  it('changes one value in place, keeping its quoting style and the comments around it', () => {
    const out = edit(SAMPLE, { path: ['name'], value: "it's-new" });
    expect(out).toBe(SAMPLE.replace("name: 'my-skill'", "name: 'it''s-new'"));
    const meta = edit(SAMPLE, { path: ['metadata', 'version'], value: '2.0' });
    expect(meta).toBe(SAMPLE.replace('version: "1.0"', 'version: "2.0"'));
  });

  it('rewrites a folded description as folded, leaving the rest byte for byte', () => {
    const out = edit(SAMPLE, {
      path: ['description'],
      value: 'A new description. Use when the user asks.',
    });
    expect(parseSkillFile(out).data?.description).toBe(
      'A new description. Use when the user asks.',
    );
    expect(out.split('metadata:')[1]).toBe(SAMPLE.split('metadata:')[1]);
    expect(out).toContain('description: >');
  });

  it('adds a metadata entry under the existing ones, and a new top-level key at the end', () => {
    const out = edit(
      SAMPLE,
      { path: ['metadata', 'team'], value: 'docs' },
      { path: ['license'], value: 'MIT' },
    );
    expect(out).toContain('  version: "1.0"\n  team: docs\nlicense: MIT\n---\n');
    expect(parseSkillFile(out).data?.metadata).toEqual({
      author: 'Ann',
      version: '1.0',
      team: 'docs',
    });
  });

  it('removes an entry with its lines and nothing else', () => {
    const out = edit(SAMPLE, { path: ['metadata', 'author'], value: undefined });
    expect(out).toBe(SAMPLE.replace('  author: Ann   # who\n', ''));
  });

  it('writes lists and maps in block style, and quotes values YAML would misread', () => {
    const out = edit(
      SAMPLE,
      { path: ['allowed-tools'], value: 'Read Bash(git:*)' },
      { path: ['compatibility'], value: 'yes' },
    );
    expect(out).toContain('allowed-tools: Read Bash(git:*)\ncompatibility: "yes"\n');
    const listed = edit(SAMPLE, { path: ['metadata'], value: { tags: ['a', 'b: c'] } });
    expect(parseSkillFile(listed).data?.metadata).toEqual({ tags: ['a', 'b: c'] });
  });

  it('keeps CRLF and a BOM', () => {
    const text = '\uFEFF---\r\nname: a\r\ndescription: d\r\n---\r\nBody\r\n';
    expect(edit(text, { path: ['name'], value: 'b' })).toBe(
      '\uFEFF---\r\nname: b\r\ndescription: d\r\n---\r\nBody\r\n',
    );
  });

  it('creates a frontmatter block for a file without one', () => {
    expect(
      edit('# Notes\n', { path: ['name'], value: 'notes' }, { path: ['description'], value: 'd' }),
    ).toBe('---\nname: notes\ndescription: d\n---\n# Notes\n');
  });

  it('refuses, with a reason, to edit frontmatter whose YAML is broken', () => {
    const out = editFrontmatter('---\nname: a: b\n---\n', [{ path: ['name'], value: 'x' }]);
    expect(out.ok).toBe(false);
    expect(!out.ok && out.reason).toContain('not valid YAML');
  });
});

// Random frontmatters: keys with values in every scalar style, comments between them.
interface ScalarLine {
  key: string;
  value: string;
  style: 'plain' | 'single' | 'double';
  comment: boolean;
}

const scalarLine: fc.Arbitrary<ScalarLine> = fc.record({
  key: fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/),
  value: fc
    .stringMatching(/^[A-Za-z0-9 .,-]{1,20}$/)
    .filter((v) => v.trim() === v && !/^[-,]/.test(v)),
  style: fc.constantFrom('plain' as const, 'single' as const, 'double' as const),
  comment: fc.boolean(),
});

function render(lines: ScalarLine[]): string {
  const seen = new Set<string>();
  const body = lines
    .filter((l) => !seen.has(l.key) && seen.add(l.key))
    .map((l) => {
      const v =
        l.style === 'single'
          ? `'${l.value}'`
          : l.style === 'double'
            ? `"${l.value}"`
            : /^[0-9]/.test(l.value)
              ? `'${l.value}'`
              : l.value;
      return `${l.comment ? '# note\n' : ''}${l.key}: ${v}`;
    });
  return `---\n${body.join('\n')}\n---\nBody line\r\n`;
}

describe('editFrontmatter properties', () => {
  it('editing one field leaves every other field, every comment and the body unchanged', () => {
    fc.assert(
      fc.property(
        fc.array(scalarLine, { minLength: 1, maxLength: 8 }),
        fc.nat(),
        fc.string({ maxLength: 30 }),
        (lines, pick, value) => {
          const text = render(lines);
          const before = parseSkillFile(text);
          const keys = Object.keys(before.data ?? {});
          const key = keys[pick % keys.length] ?? 'name';
          const out = edit(text, { path: [key], value });
          const after = parseSkillFile(out);
          expect(after.data?.[key]).toBe(value);
          for (const k of keys) if (k !== key) expect(after.data?.[k]).toBe(before.data?.[k]);
          expect(out.match(/# note/g)?.length ?? 0).toBe(text.match(/# note/g)?.length ?? 0);
          expect(out.endsWith('---\nBody line\r\n')).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('parse then serialize without edits returns the original bytes', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseSkillFile(text);
        const same = Object.entries(parsed.data ?? {}).map(([k, v]): FieldChange => ({
          path: [k],
          value: v,
        }));
        const out = editFrontmatter(text, same);
        if (out.ok) expect(out.text).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});
