/**
 * `$ARGUMENTS`, `$0`, `${CLAUDE_SKILL_DIR}` and the other placeholders agents substitute
 * (shared/agent/placeholders.ts), marked in the visual editor as chips whose title says what
 * each agent makes of them. Decorations only: the document, and so the file, is unchanged.
 * The text shown has lost Markdown's escapes, so whether `\$ARGUMENTS` keeps one literal is read
 * from the block's Markdown in the body; they are placed anew with CHIPS_CHANGED (once the body
 * stands for the document) and moved with the text until then.
 */
import { Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { placeholderForms } from '../../../../shared/agent/placeholders';
import { parseBody } from '../../../../shared/studio/markdown/body-blocks';

/** What a placeholder becomes, in words; read anew whenever `chipsChanged` is dispatched. */
export interface ChipWords {
  current: (written: string) => string;
}

const key = new PluginKey<DecorationSet>('placeholderChips');

/** The meta that asks the chips to read their words again (the agents' answers came). */
export const CHIPS_CHANGED = 'placeholderChipsChanged';

function chipsOf(doc: PmNode, words: ChipWords, body: string): DecorationSet {
  const chips: Decoration[] = [];
  let blocks: ReturnType<typeof parseBody>['blocks'] | undefined;
  doc.forEach((block, offset, index) => {
    const shown: { at: number; written: string; escaped: boolean }[] = [];
    block.descendants((node, pos) => {
      if (!node.isText || node.text === undefined) return;
      for (const form of placeholderForms(node.text))
        shown.push({ ...form, at: offset + 1 + pos + form.at });
    });
    if (shown.length === 0) return;
    // The block's Markdown says which are escaped, when it writes as many as are shown.
    blocks ??= parseBody(body).blocks;
    const source = blocks.length === doc.childCount ? blocks[index]?.source : undefined;
    const written = source === undefined ? [] : placeholderForms(source);
    shown.forEach((form, k) => {
      const escaped = written.length === shown.length ? written[k]?.escaped : form.escaped;
      if (escaped) return;
      chips.push(
        Decoration.inline(form.at, form.at + form.written.length, {
          class: 'visual-chip',
          title: words.current(form.written),
          'data-placeholder': form.written,
        }),
      );
    });
  });
  return DecorationSet.create(doc, chips);
}

/** The placeholders of a body in order, escaped or not: the chips change only when it does. */
export function placeholderKey(body: string): string {
  return placeholderForms(body)
    .map((f) => (f.escaped ? `\\${f.written}` : f.written))
    .join(' ');
}

/** The chips, worded by `words`, in `body` (the Markdown the document stands for). */
export function placeholderChips(words: ChipWords, body: { current: string }): Extension {
  return Extension.create({
    name: 'placeholderChips',
    addProseMirrorPlugins() {
      return [
        new Plugin<DecorationSet>({
          key,
          state: {
            init: (_, state) => chipsOf(state.doc, words, body.current),
            apply: (tr, chips) =>
              tr.getMeta(CHIPS_CHANGED) === true
                ? chipsOf(tr.doc, words, body.current)
                : chips.map(tr.mapping, tr.doc),
          },
          props: { decorations: (state) => key.getState(state) },
        }),
      ];
    },
  });
}
