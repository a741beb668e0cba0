/**
 * Fixes that need files or the user's eye: a missing reference offers to create the file
 * (from the Markdown template, run by the UI) or, for a Markdown link, to remove the link
 * and keep its words; a missing description offers the body's first paragraph as a proposal
 * the user edits before it is set.
 */
import { skillMessage } from '../../../shared/skill/messages';
import { describe, expect, it } from 'vitest';
import { firstParagraph } from '../../../shared/skill/fixes/description-fix';
import { applyFix, check, only, skill } from '../../helpers/skill';

const files = [{ path: 'SKILL.md', size: 100 }];

describe('reference-missing', () => {
  it('offers to create the file, and to remove a link keeping its text', () => {
    const text = skill('', '# Body\n\nRead [the API guide](references/api.md) when needed.\n');
    const d = only(check(text, 'my-skill', 'spec', { files }), 'reference-missing');
    expect(d.fixes?.[0]).toEqual({
      kind: 'create-file',
      title: skillMessage('fix.create-file', { path: 'references/api.md' }),
      path: 'references/api.md',
    });
    const fixed = applyFix(text, d, /Remove the link/);
    expect(fixed).toContain('Read the API guide when needed.');
    expect(
      check(fixed, 'my-skill', 'spec', { files }).diagnostics.map((x) => x.code),
    ).not.toContain('reference-missing');
  });

  it('offers only to create a bare path mentioned in prose, and nothing for a name no file may have', () => {
    const bare = skill('', 'Run scripts/fetch.py first.\n');
    expect(
      only(check(bare, 'my-skill', 'spec', { files }), 'reference-missing').fixes?.map(
        (f) => f.kind,
      ),
    ).toEqual(['create-file']);
    const odd = skill('', 'See [x](references/a|b.md).\n');
    expect(
      only(check(odd, 'my-skill', 'spec', { files }), 'reference-missing').fixes?.map(
        (f) => f.kind,
      ),
    ).toEqual(['edit']);
  });
});

describe('description-missing', () => {
  it('proposes the first paragraph of prose as one line, for the user to edit', () => {
    const text =
      '---\nname: my-skill\n---\n# My skill\n\n- a list item\n\nTurns **CSV files** into\n[reports](references/r.md) for the team.\n\nSecond paragraph.\n';
    const d = only(check(text), 'description-missing');
    expect(d.fixes).toEqual([
      {
        kind: 'propose-field',
        title: skillMessage('fix.description-from-body'),
        field: 'description',
        value: 'Turns CSV files into reports for the team.',
      },
    ]);
  });

  it('passes over code and stops at 1,024 characters; no body, no proposal', () => {
    expect(firstParagraph('```\ncode here\n```\n\nProse.\n')).toBe('Prose.');
    expect([...(firstParagraph('word '.repeat(400)) ?? '')].length).toBe(1024);
    expect(firstParagraph('# Only a heading\n')).toBeUndefined();
    expect(only(check('---\nname: my-skill\n---\n'), 'description-missing').fixes ?? []).toEqual(
      [],
    );
  });
});
