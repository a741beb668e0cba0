/**
 * The live findings in the visual editor's margin: each top-level block that a finding belongs
 * to (shared/studio/markdown/block-findings.ts) is marked at its left edge in the colour of its
 * worst finding, the findings' words as its title. Decorations only; set anew with
 * FINDINGS_CHANGED and moved with the text as the user types until the next check.
 */
import { Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { blockFindings } from '../../../../shared/studio/markdown/block-findings';
import { parseBody } from '../../../../shared/studio/markdown/body-blocks';

/** One finding of the body: its line (from 0, in the body), how grave, its words. */
export interface BodyFinding {
  line: number;
  severity: 'error' | 'warning' | 'advice' | 'info';
  text: string;
}

/** The meta that sets the marks: the body the findings were placed in, and the findings. */
export const FINDINGS_CHANGED = 'findingMarksChanged';

const RANK = { error: 0, warning: 1, advice: 2, info: 3 } as const;
const key = new PluginKey<DecorationSet>('findingMarks');

function marksOf(
  doc: PmNode,
  { body, findings }: { body: string; findings: readonly BodyFinding[] },
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
      Decoration.node(offset, offset + node.nodeSize, {
        class: `visual-finding is-${worst.severity}`,
        title: found.map((f) => f.text).join('\n'),
      }),
    );
  });
  return DecorationSet.create(doc, marks);
}

/** The margin marks. */
export function findingMarks(): Extension {
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
              if (set) return marksOf(tr.doc, set);
              return marks.map(tr.mapping, tr.doc);
            },
          },
          props: { decorations: (state) => key.getState(state) },
        }),
      ];
    },
  });
}
