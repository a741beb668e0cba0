/**
 * The writer's memo (render-value.ts): a remembered rendering is the one a fresh one gives.
 */
import { describe, expect, it } from 'vitest';
import { clearOtherReads } from '../../../../shared/skill/edit/other-readers';
import { clearRendered, renderAfterKey } from '../../../../shared/skill/edit/render-value';
import type { PlainValue } from '../../../../shared/skill/index';

describe('renderings remembered', () => {
  it('are what a fresh rendering gives', () => {
    const values: PlainValue[] = [
      'pdf-report',
      'Ada Lovelace <ada@example.org>',
      '1.0',
      'yes',
      'a: b',
      'line\nnext',
      ['Read', 'Bash(git:*)'],
      { version: '1.0.0', author: 'Ada Lovelace <ada@example.org>' },
      { openclaw: { emoji: '🦞', requires: { bins: ['curl'] } } },
    ];
    const fresh = values.map((v) => {
      clearRendered();
      clearOtherReads();
      return [
        renderAfterKey(v, 0),
        renderAfterKey(v, 2, 'double'),
        renderAfterKey(v, 0, 'plain', false),
      ];
    });
    for (let pass = 0; pass < 2; pass++)
      values.forEach((v, i) =>
        expect([
          renderAfterKey(v, 0),
          renderAfterKey(v, 2, 'double'),
          renderAfterKey(v, 0, 'plain', false),
        ]).toEqual(fresh[i]),
      );
  });
});
