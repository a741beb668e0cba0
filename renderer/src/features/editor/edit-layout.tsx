/**
 * How the edit view lays out the code, the frontmatter form and the preview. Wide enough for
 * two, the form or the preview sits beside the code (the header's Form / Preview / Hide
 * switch); narrower, they become tabs beside Code and one of the three fills the view, so
 * nothing is ever cut off. Form and Preview say why they are off for a file they do not
 * apply to. In either layout the form comes before the code in the tab order: reaching the
 * code by keyboard goes through the fields the user most likely came for.
 */
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { useUi, type EditPane } from '../../state/ui-store';
import { ChoiceGroup } from '../../ui/choice-group';
import { moveInGroup, type RovingKeys } from '../../ui/focus';

/** The edit view needs this much width to show the code and a side panel side by side. */
export const SIDE_BY_SIDE_WIDTH = 860;

const TAB_KEYS: RovingKeys = {
  ArrowRight: 'next',
  ArrowLeft: 'previous',
  Home: 'first',
  End: 'last',
};

/** What the open file allows: a form (SKILL.md), a preview (Markdown), and why not. */
export interface PaneAvailability {
  form?: string;
  preview?: string;
}

// The choice kept for files it applies to; for this one, what is shown instead (the code).
const offFor = (want: string, unavailable: PaneAvailability) =>
  (want === 'form' && unavailable.form !== undefined) ||
  (want === 'preview' && unavailable.preview !== undefined);

/** The header's switch of the side panel (wide layout). */
export function SideSwitch({ unavailable }: { unavailable: PaneAvailability }) {
  const t = useT();
  const side = useUi((s) => s.side);
  const setSide = useUi((s) => s.setSide);
  return (
    <ChoiceGroup
      look="segmented"
      label={t('editor.side')}
      // A side panel that does not apply to the open file is not shown: the switch says Hide
      // (the choice comes back with the next file it applies to).
      value={offFor(side, unavailable) ? 'none' : side}
      onChange={setSide}
      options={[
        { value: 'form', label: t('editor.sideForm'), ...disabled(unavailable.form) },
        { value: 'preview', label: t('editor.sidePreview'), ...disabled(unavailable.preview) },
        { value: 'history', label: t('history.title') },
        { value: 'none', label: t('editor.sideNone') },
      ]}
    />
  );
}

/** The tabs of the narrow layout: Code, Form, Preview. */
export function PaneTabs({ unavailable }: { unavailable: PaneAvailability }) {
  const t = useT();
  const wanted = useUi((s) => s.pane);
  const setPane = useUi((s) => s.setPane);
  // The tab shown: the code, when the chosen one does not apply to the open file.
  const pane = offFor(wanted, unavailable) ? 'code' : wanted;
  const panes: { id: EditPane; label: string; off?: string }[] = [
    { id: 'code', label: t('editor.paneCode') },
    { id: 'form', label: t('editor.sideForm'), ...offIf(unavailable.form) },
    { id: 'preview', label: t('editor.sidePreview'), ...offIf(unavailable.preview) },
    { id: 'history', label: t('history.title') },
  ];
  const at = panes.findIndex((p) => p.id === pane);
  return (
    <div
      className="pane-tabs"
      role="tablist"
      aria-label={t('editor.panes')}
      onKeyDown={(event) =>
        moveInGroup(
          event,
          TAB_KEYS,
          'tab',
          at,
          panes.length,
          (i) => {
            const next = panes[i];
            if (next && next.off === undefined) setPane(next.id);
          },
          (i) => panes[i]?.off !== undefined,
        )
      }
    >
      {panes.map((p) => (
        <button
          key={p.id}
          type="button"
          role="tab"
          id={`pane-tab-${p.id}`}
          aria-selected={pane === p.id}
          aria-controls={`pane-${p.id}`}
          aria-disabled={p.off !== undefined || undefined}
          aria-description={p.off}
          title={p.off}
          tabIndex={pane === p.id ? 0 : -1}
          className="tab"
          onClick={() => {
            if (p.off === undefined) setPane(p.id);
          }}
        >
          {p.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The body of the edit view in either layout: the tree, the side panel, then the code, in
 * that order in the page (the tab order) whatever the layout shows. The code editor stays
 * in the page (hidden behind another tab) and in the same place in both layouts, so its undo
 * history survives switching tabs and resizing the window.
 */
export function EditBody({
  wide,
  tree,
  code,
  form,
  preview,
  history,
}: {
  wide: boolean;
  tree: ReactNode;
  code: ReactNode;
  /** Undefined when the open file has no form (not SKILL.md) or it cannot be shown. */
  form: ReactNode | undefined;
  preview: ReactNode | undefined;
  /** The skill's History panel. */
  history: ReactNode;
}) {
  const side = useUi((s) => s.side);
  const pane = useUi((s) => s.pane);
  // A pane that does not apply to the open file falls back to the code.
  const want = wide ? side : pane;
  const beside =
    want === 'form'
      ? form
      : want === 'preview'
        ? preview
        : want === 'history'
          ? history
          : undefined;
  const shown: EditPane = beside === undefined || want === 'none' ? 'code' : want;
  const panel = (id: EditPane) =>
    wide ? {} : { id: `pane-${id}`, role: 'tabpanel', 'aria-labelledby': `pane-tab-${id}` };
  const layout = wide ? (beside === undefined ? '' : ' has-side') : ' is-narrow';
  return (
    <div className={`edit-body${layout}`}>
      {tree}
      <div
        className="side-slot"
        hidden={beside === undefined}
        {...(shown !== 'code' && panel(shown))}
      >
        {beside}
      </div>
      <div className="editor-pane" hidden={!wide && shown !== 'code'} {...panel('code')}>
        {code}
      </div>
    </div>
  );
}

function disabled(reason: string | undefined): { disabled?: string } {
  return reason === undefined ? {} : { disabled: reason };
}

function offIf(reason: string | undefined): { off?: string } {
  return reason === undefined ? {} : { off: reason };
}
