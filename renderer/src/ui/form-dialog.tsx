/**
 * The dialog that does one thing, and the one footer every such dialog of the studio has:
 * Cancel, then the button that does it, off while the work runs (`busy`) or while what was
 * typed would be refused (`disabled`); why the last try failed, as a line after the content
 * that is announced when it appears. With `form` the content is a form, so Enter in one of its
 * fields does it too.
 */
import { useId, type ReactNode } from 'react';
import { Dialog } from './dialog';
import { ErrorNote } from './use-action';

/** Props of a dialog with the usual footer. */
export interface FormDialogProps {
  title: string;
  /** Default true: most dialogs are there only while they are open. */
  open?: boolean;
  onClose: () => void;
  wide?: boolean;
  /** Cancel's label: it closes the dialog. */
  cancel: string;
  /** The action's label; without one the footer is Cancel alone. */
  confirm?: string;
  /** Runs the action (the confirm button, or Enter in a field of a `form`). */
  onConfirm?: () => void;
  /** The content is a form: the confirm button submits it, and so does Enter in its fields. */
  form?: boolean;
  /** The action is running: its button is off. */
  busy?: boolean;
  /** A running action that can be stopped: while busy, Cancel's place is its Stop. */
  stop?: { label: string; onStop: () => void };
  /** The action would be refused as things stand: its button is off. */
  disabled?: boolean;
  /** Why the action failed, shown after the content. */
  error?: string | undefined;
  /** The action destroys something: the button says so, and Cancel has the focus. */
  danger?: boolean;
  /**
   * Cancel takes the focus as the dialog opens (default: when `danger`). False for a dangerous
   * button that only asks first (its own confirmation then has Cancel focused).
   */
  focusCancel?: boolean;
  children: ReactNode;
}

/** A dialog with its content, its failure line, Cancel and the action. */
export function FormDialog({
  title,
  open = true,
  onClose,
  wide,
  cancel,
  confirm,
  onConfirm,
  form,
  busy,
  stop,
  disabled,
  error,
  danger,
  focusCancel = danger,
  children,
}: FormDialogProps) {
  const formId = useId();
  const content = (
    <>
      {children}
      <ErrorNote message={error} />
    </>
  );
  return (
    <Dialog
      title={title}
      open={open}
      onClose={onClose}
      wide={wide}
      actions={
        <>
          {busy && stop ? (
            <button type="button" onClick={stop.onStop}>
              {stop.label}
            </button>
          ) : (
            <button type="button" onClick={onClose} autoFocus={focusCancel}>
              {cancel}
            </button>
          )}
          {confirm !== undefined && (
            <button
              type={form ? 'submit' : 'button'}
              form={form ? formId : undefined}
              className={danger ? 'danger' : 'primary'}
              disabled={busy || disabled}
              onClick={form ? undefined : onConfirm}
            >
              {confirm}
            </button>
          )}
        </>
      }
    >
      {form ? (
        <form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm?.();
          }}
        >
          {content}
        </form>
      ) : (
        content
      )}
    </Dialog>
  );
}
