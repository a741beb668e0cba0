/**
 * The live findings in the visual editor's margin: each top-level block that a finding belongs
 * to (shared/studio/markdown/block-findings.ts) is marked at its left edge in the colour of its
 * worst finding, the findings' words as its title, with a button in the margin that opens them
 * and their quick fixes (as Ctrl/Cmd+. does at the cursor: findingsAt). Decorations only; set
 * anew with FINDINGS_CHANGED and moved with the text as the user types until the next check.
 */
import { Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { blockFindings } from '../../../../shared/studio/markdown/block-findings';
import { parseBody } from '../../../../shared/studio/markdown/body-blocks';

/** A quick fix of a finding: its title in words, and what carries it out. */
export interface FindingFix {
  title: string;
  run: () => void;
}

/** One finding of the body: its line (from 0, in the body), how grave, its words, its fixes. */
export interface BodyFinding {
  line: number;
  severity: 'error' | 'warning' | 'advice' | 'info';
  text: string;
  fixes?: readonly FindingFix[];
}

/** Opens a block's findings beside `anchor` (the margin button, or the block itself). */
export type OpenFindings = (found: readonly BodyFinding[], anchor: HTMLElement) => void;

/** The words of the margin button, for `count` findings. */
export type ButtonLabel = (count: number) => string;

/** The meta that sets the marks: the body the findings were placed in, and the findings. */
export const FINDINGS_CHANGED = 'findingMarksChanged';

const RANK = { error: 0, warning: 1, advice: 2, info: 3 } as const;
const key = new PluginKey<DecorationSet>('findingMarks');

function marksOf(
  doc: PmNode,
  { body, findings }: { body: string; findings: readonly BodyFinding[] },
  open: { current: OpenFindings | undefined },
  label: ButtonLabel,
): DecorationSet {
  const { blocks } = parseBody(body);
  // The document no longer stands for the body checked (typing went on): the next check places them.
  if (blocks.length !== doc.childCount || findings.length === 0) return DecorationSet.empty;
  const beside = blockFindings(
    body,
    blocks,
    findings.map((f) => f.line),
  );
  const marks: Decoration[] = [];
  doc.forEach((node, offset, index) => {
    const found = (beside.get(index) ?? []).flatMap((i) => findings[i] ?? []);
    if (found.length === 0) return;
    const worst = found.reduce((a, b) => (RANK[b.severity] < RANK[a.severity] ? b : a));
    marks.push(
      Decoration.node(
        offset,
        offset + node.nodeSize,
        {
          class: `visual-finding is-${worst.severity}`,
          title: found.map((f) => f.text).join('\n'),
        },
        { found },
      ),
      // Keyed by what it shows, so a check that finds the same redraws nothing; a click asks
      // the block's findings as they stand then.
      Decoration.widget(
        offset,
        (view, getPos) =>
          marginButton(found, worst.severity, label, (button) => {
            const at = getPos();
            const now = at === undefined ? [] : findingsOfBlock(view.state, at);
            if (now.length > 0) open.current?.(now, button);
          }),
        {
          side: -1,
          ignoreSelection: true,
          stopEvent: () => true,
          key: `${worst.severity}:${found.map((f) => f.text).join('\n')}`,
        },
      ),
    );
  });
  return DecorationSet.create(doc, marks);
}

function marginButton(
  found: readonly BodyFinding[],
  severity: BodyFinding['severity'],
  label: ButtonLabel,
  onClick: (button: HTMLElement) => void,
): HTMLElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `visual-finding-button is-${severity}`;
  button.contentEditable = 'false';
  button.tabIndex = -1;
  button.setAttribute('aria-label', label(found.length));
  button.title = found.map((f) => f.text).join('\n');
  button.addEventListener('mousedown', (event) => {
    event.preventDefault();
  });
  button.addEventListener('click', () => {
    onClick(button);
  });
  return button;
}

// The findings of the top-level block that starts at `from`.
function findingsOfBlock(state: EditorState, from: number): readonly BodyFinding[] {
  const node = state.doc.nodeAt(from);
  if (!node) return [];
  // find() also gives the marks that only touch the range: the block before ends at `from`.
  const mark = key
    .getState(state)
    ?.find(from, from + node.nodeSize, (spec: { found?: unknown }) => Array.isArray(spec.found))
    .find((m) => m.from === from);
  return (mark?.spec as { found?: readonly BodyFinding[] } | undefined)?.found ?? [];
}

/** The findings of the top-level block at the selection's head, if it has any. */
export function findingsAt(state: EditorState): readonly BodyFinding[] {
  const $head = state.selection.$head;
  return $head.depth === 0 ? [] : findingsOfBlock(state, $head.before(1));
}

/** The margin marks; `open` shows a block's findings, `label` words its button. */
export function findingMarks(
  open: { current: OpenFindings | undefined },
  label: ButtonLabel,
): Extension {
  return Extension.create({
    name: 'findingMarks',
    addProseMirrorPlugins() {
      return [
        new Plugin<DecorationSet>({
          key,
          state: {
            init: () => DecorationSet.empty,
            apply: (tr, marks) => {
              const set = tr.getMeta(FINDINGS_CHANGED) as
                { body: string; findings: readonly BodyFinding[] } | undefined;
              if (set) return marksOf(tr.doc, set, open, label);
              return marks.map(tr.mapping, tr.doc);
            },
          },
          props: { decorations: (state) => key.getState(state) },
        }),
      ];
    },
  });
}
