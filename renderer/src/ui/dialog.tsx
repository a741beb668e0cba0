/**
 * A modal dialog on the platform's own <dialog>: focus moves in and is trapped, Escape closes,
 * focus returns where it was. Every dialog of the studio is one of these.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { focusTrail, restoreFocus } from './focus';

/** Props of a dialog. */
export interface DialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** The buttons row. */
  actions?: ReactNode;
  wide?: boolean;
}

/** The focus trail to return to, when the dialog is opening. */
const openerTrail = (open: boolean) => (open ? focusTrail(document.activeElement) : []);

/** A modal dialog with a title, content and actions. */
export function Dialog({ title, open, onClose, children, actions, wide }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  // Where focus was before the dialog opened, taken while rendering: by the time an effect runs
  // the dialog's autofocus has already moved it inside. (React's pattern for state that follows
  // a prop: set during render when the prop changed.)
  const [opener, setOpener] = useState(() => ({ open, trail: openerTrail(open) }));
  if (opener.open !== open) setOpener({ open, trail: open ? openerTrail(true) : opener.trail });
  // Most dialogs are unmounted rather than closed, and then the browser does not give focus
  // back: put it where it was when the dialog opened (or, if that went away with what the
  // dialog did, in the panel around it).
  const trail = opener.trail;
  useEffect(() => {
    if (!open) return;
    return () => restoreFocus(trail);
  }, [open, trail]);
  return (
    <dialog
      ref={ref}
      className={wide ? 'dialog dialog-wide' : 'dialog'}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          <div className="dialog-body">{children}</div>
          {actions && <div className="dialog-actions">{actions}</div>}
        </>
      )}
    </dialog>
  );
}
