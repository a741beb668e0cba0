// @vitest-environment happy-dom
/**
 * The form and the YAML stay in step both ways, on the YAML people really write: a change in
 * the form rewrites only that value (comments, order, quoting style, block scalars, unknown
 * keys, line endings and the body stay byte for byte), and a change in the text shows in the
 * form. Rendered with React in a DOM, as in the app.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { parse as parseYaml12 } from 'yaml';
import { safeLoad } from '../../../../shared/py/index';
import { FrontmatterForm } from '../../../../renderer/src/features/form/frontmatter-form';
import { checkSkill } from '../../../../renderer/src/state/diagnostics';
import type { SkillDetail } from '../../../../renderer/src/state/editor-store';
import { useUi } from '../../../../renderer/src/state/ui-store';
import { fieldText, hasLoneSurrogate } from '../../../helpers/unicode-text';

afterEach(() => {
  cleanup();
  useUi.setState({ locale: 'en' });
});

const detail: SkillDetail = {
  dir: '/lib/my-skill',
  root: '/lib',
  folderName: 'my-skill',
  skillMd: null,
  files: [{ path: 'SKILL.md', size: 100, executable: false }],
  folders: [],
};

/** The form over a text held in state, as the editor store holds it; returns a text probe. */
function mount(initial: string) {
  const seen: { text: string; set: (text: string) => void } = {
    text: initial,
    set: () => undefined,
  };
  function Harness() {
    const [text, setText] = useState(initial);
    seen.text = text;
    seen.set = setText;
    const checked = checkSkill(text, '/lib/my-skill/SKILL.md', detail, 'spec', {});
    return <FrontmatterForm checked={checked} onText={setText} onFix={() => undefined} />;
  }
  render(<Harness />);
  return seen;
}

function type(label: string, value: string) {
  const field = screen.getByLabelText(label);
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

describe('form → YAML', () => {
  it('keeps comments, key order and the body when a value changes', () => {
    const text = [
      '---',
      '# Owned by the docs team',
      'description: Old words. Use when asked.  # keep this note',
      'name: my-skill',
      'x-team: docs',
      '---',
      '# Body',
      '',
      'Steps.',
      '',
    ].join('\n');
    const seen = mount(text);
    type('Description', 'New words. Use when asked.');
    expect(seen.text).toBe(
      text.replace('Old words. Use when asked.', 'New words. Use when asked.'),
    );
  });

  it('quotes what YAML would otherwise read differently, and reads it back the same', () => {
    const seen = mount('---\nname: my-skill\ndescription: d. Use when asked.\nlicense: MIT\n---\n');
    type('License', 'yes');
    expect(seen.text).toContain('license: "yes"');
    type('License', 'a: b # not a comment');
    expect(
      checkSkill(seen.text, '/lib/my-skill/SKILL.md', detail, 'spec', {}).parsed.data?.license,
    ).toBe('a: b # not a comment');
    expect(screen.getByLabelText<HTMLInputElement>('License').value).toBe('a: b # not a comment');
  });

  it('keeps a folded block scalar a block scalar, with the other lines untouched', () => {
    const text =
      '---\nname: my-skill\ndescription: >\n  Folded over\n  two lines.\nlicense: MIT\n---\nBody\n';
    const seen = mount(text);
    type('Description', 'Folded, changed. Use when asked.');
    expect(seen.text).toMatch(
      /^---\nname: my-skill\ndescription: >-?\n {2}Folded, changed\. Use when asked\.\nlicense: MIT\n---\nBody\n$/,
    );
  });

  it('writes multi-line text as a literal block, and keeps CRLF line endings', () => {
    const seen = mount('---\r\nname: my-skill\r\ndescription: one line\r\n---\r\nBody\r\n');
    type('Description', 'First line.\nUse when asked.');
    expect(seen.text).toBe(
      '---\r\nname: my-skill\r\ndescription: |-\r\n  First line.\r\n  Use when asked.\r\n---\r\nBody\r\n',
    );
  });

  it('adds and removes metadata entries and tools, leaving unknown keys alone', () => {
    const seen = mount(
      '---\nname: my-skill\ndescription: d. Use when asked.\nx-owner: me   # mine\n---\n',
    );
    const add = screen.getByLabelText('Add an entry');
    fireEvent.change(add, { target: { value: 'version' } });
    fireEvent.keyDown(add, { key: 'Enter' });
    type('Value: version', '1.0');
    expect(seen.text).toContain('metadata:\n  version: "1.0"\n');
    const tools = screen.getByLabelText('Add a tool');
    fireEvent.change(tools, { target: { value: 'Bash(git commit:*)' } });
    fireEvent.keyDown(tools, { key: 'Enter' });
    fireEvent.change(tools, { target: { value: 'Read' } });
    fireEvent.keyDown(tools, { key: 'Enter' });
    expect(seen.text).toContain('allowed-tools: Bash(git commit:*) Read\n');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Bash(git commit:*)' }));
    expect(seen.text).toContain('allowed-tools: Read\n');
    fireEvent.click(screen.getByRole('button', { name: 'Remove version' }));
    expect(seen.text).not.toContain('version');
    expect(seen.text).toContain('x-owner: me   # mine\n');
  });

  it('creates the frontmatter when the file has none', () => {
    const seen = mount('# Just a body\n');
    type('Name', 'my-skill');
    expect(seen.text).toMatch(/^---\nname: my-skill\n---\n# Just a body\n$/);
  });
});

const fieldOf = (text: string, key: string) =>
  checkSkill(text, '/lib/my-skill/SKILL.md', detail, 'spec', {}).parsed.data?.[key];

describe('form → YAML reads back what it wrote', () => {
  const BASE = '---\nname: my-skill\ndescription: d. Use when asked.\nlicense: MIT\n---\nBody\n';

  it('a description typed with a tab is written so that it reads back (it wrote `description: tab<TAB>here`, which every YAML reader refuses)', () => {
    const seen = mount(BASE);
    type('Description', 'tab\there');
    expect(seen.text).toBe(BASE.replace('d. Use when asked.', '"tab\\there"'));
    expect(fieldOf(seen.text, 'description')).toBe('tab\there');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Description').value).toBe('tab\there');
  });

  it('a leading no-break space or BOM stays in the file and in the field', () => {
    const seen = mount(BASE);
    type('License', '\u00a0MIT');
    expect(fieldOf(seen.text, 'license')).toBe('\u00a0MIT');
    type('Description', '\ufeffHidden mark. Use when asked.');
    expect(fieldOf(seen.text, 'description')).toBe('\ufeffHidden mark. Use when asked.');
  });

  it('typed full-Unicode and YAML-looking text reads back unchanged from every reader, or is refused and the file kept', () => {
    const fields = [
      ['Description', 'description'],
      ['License', 'license'],
      ['Compatibility', 'compatibility'],
    ] as const;
    fc.assert(
      fc.property(fc.constantFrom(...fields), fieldText, ([label, key], value) => {
        cleanup();
        const seen = mount(BASE);
        // What the field holds is what the user typed: an input drops line breaks.
        const field = screen.getByLabelText<HTMLInputElement>(label);
        fireEvent.focus(field);
        fireEvent.change(field, { target: { value } });
        const typed = field.value;
        fireEvent.blur(field);
        const parsed = checkSkill(seen.text, '/lib/my-skill/SKILL.md', detail, 'spec', {}).parsed;
        if (hasLoneSurrogate(typed)) {
          expect(seen.text).toBe(BASE);
          expect(screen.getByRole('alert').textContent).toContain('is half of a character (U+');
          return;
        }
        // An empty license or compatibility removes the key.
        const expected = typed === '' && key !== 'description' ? undefined : typed;
        expect(parsed.data?.[key]).toBe(expected);
        const yaml = parsed.frontmatter?.yaml ?? '';
        const py = safeLoad(yaml);
        const pyValue =
          py.ok && py.value.type === 'dict'
            ? py.value.entries.find(([k]) => k.type === 'str' && k.value === key)?.[1]
            : undefined;
        expect(pyValue && pyValue.type === 'str' ? pyValue.value : undefined).toBe(expected);
        expect((parseYaml12(yaml) as Record<string, unknown>)[key]).toBe(expected);
        expect(parsed.body).toBe('Body\n');
      }),
      { numRuns: 200 },
    );
  }, 120_000);

  it('a metadata key and value typed in the form read back unchanged', () => {
    const text = fieldText.filter((t) => !hasLoneSurrogate(t));
    fc.assert(
      fc.property(text, text, (key, value) => {
        cleanup();
        const seen = mount(BASE);
        const add = screen.getByLabelText<HTMLInputElement>('Add an entry');
        fireEvent.change(add, { target: { value: key } });
        // The input drops line breaks; the form trims spaces (only spaces) off the key.
        const trimmed = add.value.replace(/^ +| +$/g, '');
        fireEvent.keyDown(add, { key: 'Enter' });
        if (trimmed === '') {
          expect(seen.text).toBe(BASE);
          return;
        }
        const field = screen.getByLabelText<HTMLInputElement>(`Value: ${trimmed}`, {
          normalizer: (t) => t,
        });
        fireEvent.focus(field);
        fireEvent.change(field, { target: { value } });
        const typed = field.value;
        fireEvent.blur(field);
        expect(fieldOf(seen.text, 'metadata')).toEqual({ [trimmed]: typed });
      }),
      { numRuns: 100 },
    );
  }, 120_000);

  it("says in the user's language why a value with a lone surrogate was not written, and keeps the file", () => {
    const seen = mount(BASE);
    type('Description', 'half \ud83d a smile');
    expect(seen.text).toBe(BASE);
    expect(screen.getByRole('alert').textContent).toBe(
      'description was not changed: character 6 is half of a character (U+D83D), which a text file cannot hold. Remove it, or paste the character again.',
    );
    act(() => {
      useUi.setState({ locale: 'zh' });
    });
    expect(screen.getByRole('alert').textContent).toContain('第 6 个字符只是半个字符（U+D83D）');
    type('描述', 'Fixed. Use when asked.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fieldOf(seen.text, 'description')).toBe('Fixed. Use when asked.');
  });
});

describe('YAML → form', () => {
  it('shows what the text says, including a change made in the editor', () => {
    const seen = mount(
      '---\nname: my-skill\ndescription: "Quoted: with colon. Use when asked."\n---\n',
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>('Description').value).toBe(
      'Quoted: with colon. Use when asked.',
    );
    act(() => seen.set('---\nname: other\ndescription: Changed in the editor.\n---\n'));
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('other');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Description').value).toBe(
      'Changed in the editor.',
    );
  });

  it('a field being typed in follows a change from outside, and typing builds on it', () => {
    const seen = mount('---\nname: my-skill\ndescription: Mine. Use when asked.\n---\n');
    const field = screen.getByLabelText<HTMLTextAreaElement>('Description');
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'Mine. Use when asked!' } });
    expect(field.value).toBe('Mine. Use when asked!');
    // The file changes on disk while the field still has focus.
    act(() => seen.set('---\nname: my-skill\ndescription: From disk. Use when asked.\n---\n'));
    expect(field.value).toBe('From disk. Use when asked.');
    fireEvent.change(field, { target: { value: 'From disk. Use when asked. More.' } });
    expect(seen.text).toContain('description: From disk. Use when asked. More.');
    fireEvent.blur(field);
  });

  it("shows each field's findings next to it", () => {
    mount('---\nname: My Skill\ndescription: Does things.\n---\n');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Use "my-skill"' })).toBeTruthy();
  });

  it('refuses to edit broken YAML, saying why, and changes nothing', () => {
    const text = '---\nname: [unclosed\n---\n';
    mount(text);
    expect(screen.getByText(/cannot edit this file yet/)).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
  });
});
