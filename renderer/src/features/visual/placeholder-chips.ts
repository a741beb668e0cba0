/**
 * `$ARGUMENTS`, `$0`, `${CLAUDE_SKILL_DIR}` and the other placeholders agents substitute
 * (shared/agent/placeholders.ts), marked in the visual editor as chips whose title says what
 * each agent makes of them. Decorations only: the document, and so the file, is unchanged.
 */
import { Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { placeholderSpans } from '../../../../shared/agent/placeholders';

/** What a placeholder becomes, in words; read anew whenever `chipsChanged` is dispatched. */
export interface ChipWords {
  current: (written: string) => string;
}

const key = new PluginKey<DecorationSet>('placeholderChips');

/** The meta that asks the chips to read their words again (the agents' answers came). */
export const CHIPS_CHANGED = 'placeholderChipsChanged';

function chipsOf(doc: PmNode, words: ChipWords): DecorationSet {
  const chips: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (!node.isText || node.text === undefined) return;
    for (const { at, written } of placeholderSpans(node.text))
      chips.push(
        Decoration.inline(pos + at, pos + at + written.length, {
          class: 'visual-chip',
          title: words.current(written),
          'data-placeholder': written,
        }),
      );
  });
  return DecorationSet.create(doc, chips);
}

/** The chips, worded by `words`. */
export function placeholderChips(words: ChipWords): Extension {
  return Extension.create({
    name: 'placeholderChips',
    addProseMirrorPlugins() {
      return [
        new Plugin<DecorationSet>({
          key,
          state: {
            init: (_, state) => chipsOf(state.doc, words),
            apply: (tr, chips) =>
              tr.docChanged || tr.getMeta(CHIPS_CHANGED) === true ? chipsOf(tr.doc, words) : chips,
          },
          props: { decorations: (state) => key.getState(state) },
        }),
      ];
    },
  });
}
