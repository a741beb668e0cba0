/**
 * The writer reads back what it wrote: every value the serializer writes comes back from the
 * validator's own reader (the ruamel/strictyaml port), from PyYAML's (safe_load, the
 * HelloAgents reader), from js-yaml 3.14.2 (OpenCode's) and from the `yaml` package (YAML 1.2)
 * as exactly that value, or the change is refused with a reason. Full Unicode and
 * YAML-looking values, through every way a value gets written.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import jsYaml from 'js-yaml-3';
import { parse as parseYaml12 } from 'yaml';
import { safeLoad, type PyValue } from '../../../shared/py/index';
import {
  applyTextEdits,
  editFrontmatter,
  parseSkillFile,
  planFrontmatterEdits,
} from '../../../shared/skill/index';
import type { FieldPath, PlainValue } from '../../../shared/skill/index';
import {
  anyText,
  fieldText,
  hasLoneSurrogate,
  wellFormedText,
  YAML_LOOKING,
} from '../../helpers/unicode-text';

const BASE = '---\nname: my-skill\ndescription: Old words. Use when asked.\n---\n# Body\n';

function edited(text: string, path: FieldPath, value: PlainValue): string {
  const out = editFrontmatter(text, [{ path, value }]);
  if (!out.ok) throw new Error(out.reason);
  return out.text;
}

function valueAt(data: Record<string, PlainValue> | undefined, path: FieldPath) {
  const top = data?.[path[0]];
  return path[1] === undefined ? top : (top as Record<string, PlainValue> | undefined)?.[path[1]];
}

// PyYAML's view of the same frontmatter, as text.
function pyText(v: PyValue | undefined): PlainValue | undefined {
  if (v?.type === 'str') return v.value;
  if (v?.type === 'list') return v.items.map((x) => pyText(x) ?? '?');
  if (v?.type === 'dict')
    return Object.fromEntries(v.entries.map(([k, x]) => [pyText(k) as string, pyText(x) ?? '?']));
  return undefined;
}

/** What each reader makes of the written file at `path`, and whether the file still reads. */
function readersSee(text: string, path: FieldPath) {
  const parsed = parseSkillFile(text);
  const yaml = parsed.frontmatter?.yaml ?? '';
  const py = safeLoad(yaml);
  const pyData = py.ok ? (pyText(py.value) as Record<string, PlainValue>) : undefined;
  const yaml12 = parseYaml12(yaml) as Record<string, PlainValue> | null;
  const js = jsYaml.safeLoad(yaml) as Record<string, PlainValue> | null;
  return {
    jsYaml: valueAt(js ?? undefined, path),
    studio: valueAt(parsed.data, path),
    pyyaml: valueAt(pyData, path),
    yaml12: valueAt(yaml12 ?? undefined, path),
    errors: parsed.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code),
    skillsRefMisparse: parsed.diagnostics.some((d) => d.code === 'skills-ref-misparse'),
  };
}

/** Every reader sees `value` at `path`, and the write added no YAML error to `original`'s. */
function expectReadBack(text: string, path: FieldPath, value: PlainValue, original = BASE) {
  const seen = readersSee(text, path);
  expect(seen.studio).toEqual(value);
  expect(seen.pyyaml).toEqual(value);
  expect(seen.yaml12).toEqual(value);
  expect(seen.jsYaml).toEqual(value);
  const had = new Set(readersSee(original, path).errors);
  expect(seen.errors.filter((c) => c.startsWith('yaml-') && !had.has(c))).toEqual([]);
  expect(seen.skillsRefMisparse).toBe(false);
}

describe('the writer reads back what it wrote', () => {
  it('writes a description with a tab so that it reads back (it wrote `description: tab<TAB>here`, which ruamel, PyYAML and the port all refuse)', () => {
    const out = edited(BASE, ['description'], 'tab\there');
    expect(out).toContain('description: "tab\\there"\n');
    expectReadBack(out, ['description'], 'tab\there');
  });

  it('keeps a leading no-break space and a leading BOM character (they were dropped)', () => {
    for (const value of ['\u00a0indented', '\ufeffmarked', 'a\u00a0', '\u3000wide']) {
      expectReadBack(edited(BASE, ['description'], value), ['description'], value);
    }
  });

  it('escapes the characters YAML 1.1 reads as line breaks (U+0085, U+2028, U+2029 were folded or cut)', () => {
    for (const value of ['a\x85b', 'a\u2028b', 'end\u2029', 'x\n\u2028y']) {
      const out = edited(BASE, ['description'], value);
      expect(out).not.toMatch(/[\x85\u2028\u2029]/);
      expectReadBack(out, ['description'], value);
    }
  });

  it('never writes "---", where skills-ref would end the frontmatter', () => {
    for (const value of ['---', 'a --- b', 'x\n---\ny', '-----']) {
      const out = edited(BASE, ['description'], value);
      expect(out.split('\n---\n')[0]?.slice(3)).not.toContain('---');
      expectReadBack(out, ['description'], value);
    }
  });

  it.each(YAML_LOOKING.map((v) => [v]))(
    'a value that looks like YAML (%j) reads back as text',
    (value) => {
      for (const path of [['description'], ['license'], ['metadata', 'key']] as FieldPath[]) {
        expectReadBack(edited(BASE, path, value), path, value);
      }
    },
  );

  it('writes multi-line text as a literal block when that reads back, else double-quoted', () => {
    expect(edited(BASE, ['description'], 'one\ntwo')).toContain('description: |-\n  one\n  two\n');
    const tabbed = edited(BASE, ['description'], 'one\ttab\nnext\r');
    expectReadBack(tabbed, ['description'], 'one\ttab\nnext\r');
  });

  it('refuses a lone surrogate with a reason that says which field and where, changing nothing', () => {
    const plan = planFrontmatterEdits(parseSkillFile(BASE), [
      { path: ['metadata', 'note'], value: 'ok \ud83d here' },
    ]);
    expect(plan.ok).toBe(false);
    if (plan.ok) return;
    expect(plan.refusal).toMatchObject({ code: 'lone-surrogate', field: 'metadata.note', at: 3 });
    expect(plan.reason).toBe(
      'The new metadata.note holds an unpaired surrogate (U+D83D) at character 4: it is half of a character, which a UTF-8 file cannot hold. Remove it, or paste the character again.',
    );
    const key = editFrontmatter(BASE, [{ path: ['metadata', '\udc00'], value: 'v' }]);
    expect(key.ok).toBe(false);
  });

  it('refuses a key longer than YAML allows for a key (1,024 characters), naming it short', () => {
    const key = 'k'.repeat(1100);
    const plan = planFrontmatterEdits(parseSkillFile(BASE), [
      { path: ['metadata', key], value: 'v' },
    ]);
    expect(!plan.ok && plan.refusal).toEqual({
      code: 'not-read-back',
      field: `metadata.${'k'.repeat(48)}…`,
    });
  });

  it('keys are written so they read back too', () => {
    for (const key of ['a: b', '- x', 'tab\tkey', '\u00a0k', 'yes', '#', '']) {
      expectReadBack(edited(BASE, ['metadata', key], 'v'), ['metadata', key], 'v');
    }
  });
});

describe('the file around the value', () => {
  it('a trailing comment moves to the key line when the value becomes a block (it became part of the text)', () => {
    const out = edited('---\nname: x\ndescription: Old.  # why\n---\n', ['description'], 'a\nb');
    expect(out).toBe('---\nname: x\ndescription: |-  # why\n  a\n  b\n---\n');
  });

  it('new keys line up with an indented frontmatter (they were written at column 0, breaking it)', () => {
    const out = edited('---\n  name: x\n  description: y\n---\n', ['license'], 'MIT');
    expect(out).toBe('---\n  name: x\n  description: y\n  license: MIT\n---\n');
  });

  it('refuses, saying why, to write into flow style or through a shared anchor', () => {
    const flow = planFrontmatterEdits(parseSkillFile('---\n{name: x, description: y}\n---\n'), [
      { path: ['license'], value: 'MIT' },
    ]);
    expect(!flow.ok && flow.refusal).toEqual({ code: 'flow-style', field: 'license' });
    const text = '---\nname: x\nmetadata: &m\n  a: b\nother: *m\n---\n';
    const shared = planFrontmatterEdits(parseSkillFile(text), [
      { path: ['metadata', 'a'], value: 'z' },
    ]);
    expect(!shared.ok && shared.refusal).toEqual({ code: 'anchors', field: 'metadata.a' });
    expect(!shared.ok && shared.reason).toContain('would change other fields too');
  });
});

// The file shapes a value is written into: in place in every scalar style, as a new key, as
// a metadata entry, into a new block, in a CRLF file, beside anchors, in an indented block.
const SHAPES: { text: string; path: FieldPath }[] = [
  { text: BASE, path: ['description'] },
  { text: "---\nname: 'my-skill'\ndescription: 'single'\n---\n", path: ['description'] },
  { text: '---\nname: my-skill\ndescription: "double"\n---\n', path: ['description'] },
  { text: '---\nname: my-skill\ndescription: |\n  literal\n  two\n---\n', path: ['description'] },
  { text: '---\nname: my-skill\ndescription: >\n  folded\n---\nBody\n', path: ['description'] },
  { text: BASE, path: ['compatibility'] },
  { text: '---\nname: x\nmetadata:\n  author: Ann  # who\n---\n', path: ['metadata', 'author'] },
  { text: '---\nname: x\nmetadata:\n  author: Ann\n---\n', path: ['metadata', 'new'] },
  { text: BASE, path: ['metadata', 'added'] },
  { text: '# No frontmatter yet\n', path: ['description'] },
  { text: '---\nname: &n x\ndescription: *n\nlicense: MIT\n---\n', path: ['license'] },
  { text: '---\n  name: x\n  description: indented\n---\n', path: ['compatibility'] },
  { text: '\ufeff---\r\nname: crlf\r\ndescription: d\r\n---\r\nBody\r\n', path: ['description'] },
];

describe('round trip on full-Unicode input', () => {
  it.each(['file', 'values'] as const)(
    'every written value reads back unchanged in every reader, or a lone surrogate is refused (read back by %s)',
    (readBack) => {
      fc.assert(
        fc.property(fc.constantFrom(...SHAPES), fieldText, ({ text, path }, value) => {
          const before = parseSkillFile(text);
          const plan = planFrontmatterEdits(before, [{ path, value }], { readBack });
          if (hasLoneSurrogate(value)) {
            expect(plan.ok).toBe(false);
            return;
          }
          if (!plan.ok) throw new Error(plan.reason);
          const out = applyTextEdits(text, plan.edits, before.eol);
          expectReadBack(out, path, value, text);
          const after = parseSkillFile(out);
          for (const [k, v] of Object.entries(before.data ?? {}))
            if (k !== path[0]) expect(after.data?.[k]).toEqual(v);
          expect(after.body).toBe(before.frontmatter ? before.body : text.replace(/^\ufeff/, ''));
        }),
        { numRuns: 3000 },
      );
    },
  );

  it('keys, lists and maps of full-Unicode text read back unchanged', () => {
    const key = wellFormedText.filter((k) => k.length <= 200);
    const value = fc.oneof(
      wellFormedText,
      fc.array(wellFormedText, { minLength: 1, maxLength: 4 }),
      fc.dictionary(key, wellFormedText, { minKeys: 1, maxKeys: 4 }),
    );
    fc.assert(
      fc.property(key, value, (k, v) => {
        for (const path of [['metadata', k], [`x-${k}`]] as FieldPath[]) {
          const out = editFrontmatter(BASE, [{ path, value: v }]);
          if (!out.ok) throw new Error(out.reason);
          expect(valueAt(parseSkillFile(out.text).data, path)).toEqual(v);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('any UTF-16 string is written or refused, never written wrong', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const out = editFrontmatter(BASE, [{ path: ['description'], value }]);
        expect(out.ok).toBe(!hasLoneSurrogate(value));
        if (out.ok) expect(parseSkillFile(out.text).data?.description).toBe(value);
      }),
      { numRuns: 2000 },
    );
  });
});
