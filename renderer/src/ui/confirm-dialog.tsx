/**
 * The one confirmation the studio asks before it removes something (a skill, a file or folder,
 * a library from the list, everything in the Trash): a title that names it, what goes and
 * where, Cancel focused, and the action's button saying what it does. The action runs here:
 * the button is disabled while it runs, a failure is shown in the dialog (which stays open),
 * and the dialog closes once it has succeeded.
 */
import type { ReactNode } from 'react';
import { FormDialog } from './form-dialog';
import { useAction } from './use-action';

/** Props of a confirmation. */
export interface ConfirmDialogProps {
  title: string;
  /** The action's button ("Delete", "Remove", ...). */
  confirm: string;
  cancel: string;
  /** Does it; the dialog closes when this resolves, and shows why when it throws. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** What goes and where. */
  children: ReactNode;
  /** The action cannot be undone from the studio (default true: it destroys something). */
  danger?: boolean;
}

/** A confirmation that runs its action. */
export function ConfirmDialog({
  title,
  confirm,
  cancel,
  onConfirm,
  onClose,
  children,
  danger = true,
}: ConfirmDialogProps) {
  const action = useAction();
  const run = async () => {
    if (await action.run(onConfirm)) onClose();
  };
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      cancel={cancel}
      confirm={confirm}
      onConfirm={() => void run()}
      busy={action.busy}
      error={action.error}
      danger={danger}
    >
      {children}
    </FormDialog>
  );
}
