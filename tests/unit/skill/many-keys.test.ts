/**
 * A frontmatter with thousands of keys (issue 42's attack: `k0: v` … `k2000: v` made
 * `validate --json` fail with "Maximum call stack size exceeded"): the check, its messages in
 * English and its fix all come through, and say every key.
 */
import { describe, expect, it } from 'vitest';
import { english, inEnglish } from '../../../shared/i18n/catalogue';
import { andList, listOf } from '../../../shared/i18n/common-messages';
import { applyTextEdits, parseSkillFile, validateSkill } from '../../../shared/skill/index';

const KEYS = 5000;
const keys = Array.from({ length: KEYS }, (_, i) => `k${i}`);
const text = `---\nname: many\ndescription: Has many keys. Use when asked.\n${keys.map((k) => `${k}: v`).join('\n')}\n---\nBody.\n`;

describe('a frontmatter with 5,000 unknown keys', () => {
  const result = validateSkill(parseSkillFile(text), 'many', 'spec');
  const unknown = result.diagnostics.find((d) => d.code === 'field-unknown');

  it("gives skills-ref's message, every key named in sorted order", () => {
    // skills-ref validator.py _validate_metadata_fields: "Unexpected fields in frontmatter:
    // {', '.join(sorted(extra_fields))}. Only {sorted(ALLOWED_FIELDS)} are allowed."
    const sorted = [...keys].sort();
    expect(unknown?.ref).toBe(
      `Unexpected fields in frontmatter: ${sorted.join(', ')}. Only ['allowed-tools', 'compatibility', 'description', 'license', 'metadata', 'name'] are allowed.`,
    );
  });

  it('writes its whole result in English (what validate --json prints)', () => {
    const written = inEnglish(result);
    const message = written.diagnostics.find((d) => d.code === 'field-unknown')?.message ?? '';
    for (const k of keys) expect(message).toContain(`"${k}"`);
  });

  it('offers a fix that moves every key under metadata, and the file reads back so', () => {
    const fix = unknown?.fixes?.find((f) => f.kind === 'edit');
    if (fix?.kind !== 'edit') throw new Error('no edit fix offered');
    const fixed = parseSkillFile(applyTextEdits(text, fix.edits));
    const metadata = fixed.data?.metadata as Record<string, unknown>;
    expect(Object.keys(metadata).sort()).toEqual([...keys].sort());
    expect(Object.keys(fixed.data ?? {}).sort()).toEqual(['description', 'metadata', 'name']);
  });
});

describe('a list of 100,000 values', () => {
  const items = Array.from({ length: 100_000 }, (_, i) => `v${i}`);
  it('reads "a, b, c" and "a and b and c" in English, in order', () => {
    expect(english({ id: 'common.list', params: { head: 'x', tail: 'y' } })).toBe('x, y');
    const written = inEnglish({ list: listOf(items), and: andList(items) });
    expect(written.list).toBe(items.join(', '));
    expect(written.and).toBe(items.join(' and '));
  });
});

describe('a frontmatter of 90,000 keys (about 1 MB)', () => {
  const huge = Array.from({ length: 90_000 }, (_, i) => `k${i}: v`).join('\n');
  const file = `---\nname: huge\ndescription: Too big. Use when asked.\n${huge}\n---\nBody.\n`;

  it('is not read: one finding on the opening line says it is too large to check here', () => {
    const parsed = parseSkillFile(file);
    expect(parsed.data).toBeUndefined();
    expect(parsed.fields).toEqual([]);
    const result = validateSkill(parsed, 'huge', 'spec');
    const codes = result.diagnostics.map((d) => d.code);
    expect(codes).toContain('frontmatter-too-large');
    expect(codes).not.toContain('field-unknown');
    expect(codes).not.toContain('name-missing');
    const found = result.diagnostics.find((d) => d.code === 'frontmatter-too-large');
    expect(found?.range.start.line).toBe(1);
    expect(result.valid).toBe(false);
    const words = inEnglish(result).diagnostics.find((d) => d.code === 'frontmatter-too-large');
    // 90,000 "kN: v" lines plus the two fields: 888,938 characters, 869 KiB rounded up.
    expect(words?.message).toMatch(
      /^The frontmatter is 869 KiB, too large to check here \(the studio checks up to 64 KiB\)/,
    );
  });

  it('the frontmatter just under the bound is still read key by key', () => {
    const body = 'x'.repeat(64 * 1024 - 40);
    const parsed = parseSkillFile(`---\nname: edge\ndescription: ${body}\n---\n`);
    expect(parsed.data?.name).toBe('edge');
  });
});
