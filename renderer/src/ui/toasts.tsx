/**
 * Short messages at the bottom of the window ("Saved", "Moved to the trash"), above the
 * problems panel when it shows (toast-placement.ts); errors stay until dismissed, the rest
 * fade after a few seconds. Announced to screen readers.
 */
import { create } from 'zustand';
import { useT } from '../i18n/i18n';
import { useToastsBottom } from './toast-placement';

/** One message. */
export interface Toast {
  id: number;
  text: string;
  tone: 'info' | 'error';
  /** A button beside the words that takes back what the toast reports (Undo). */
  action?: ToastAction;
}

/** A toast's button: its label and what it does (the toast goes with the click). */
export interface ToastAction {
  label: string;
  run: () => void;
}

interface ToastState {
  toasts: Toast[];
  /** Adds a toast; `once`: one already showing with the same words and tone goes first. */
  show: (text: string, tone?: Toast['tone'], once?: boolean, action?: ToastAction) => void;
  dismiss: (id: number) => void;
}

let next = 1;

/** The toast store. */
export const useToasts = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (text, tone = 'info', once = false, action) => {
    const id = next++;
    set((s) => ({
      toasts: [
        ...s.toasts.filter((t) => !once || t.text !== text || t.tone !== tone).slice(-3),
        { id, text, tone, ...(action && { action }) },
      ],
    }));
    // One with an Undo stays longer: time to reach its button by keyboard.
    if (tone === 'info')
      setTimeout(
        () => {
          get().dismiss(id);
        },
        action ? 10000 : 4000,
      );
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

/**
 * Shows a message (callable from anywhere, not only components): each call its own toast, so
 * four saves in a row say so four times.
 */
export function toast(text: string, tone: Toast['tone'] = 'info'): void {
  useToasts.getState().show(text, tone);
}

/** Shows a message with a button that takes back what it reports (Undo). */
export function toastWithAction(text: string, action: ToastAction): void {
  useToasts.getState().show(text, 'info', false, action);
}

/**
 * Shows what the service tells unasked: the same notice again while it shows (two overflowed
 * bursts read a library again twice) is one toast, shown anew and its time started again, not
 * two alike stacked, which would say nothing more.
 */
export function notice(text: string, tone: Toast['tone'] = 'info'): void {
  useToasts.getState().show(text, tone, true);
}

/** The toast area. */
export function Toasts() {
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  const t = useT();
  const bottom = useToastsBottom(toasts.length > 0);
  return (
    <div className="toasts" role="status" aria-live="polite" style={{ bottom }}>
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`toast toast-${item.tone}`}
          role={item.tone === 'error' ? 'alert' : undefined}
        >
          <span>{item.text}</span>
          {item.action && (
            <button
              type="button"
              className="small"
              onClick={() => {
                dismiss(item.id);
                item.action?.run();
              }}
            >
              {item.action.label}
            </button>
          )}
          <button
            type="button"
            className="icon-button"
            aria-label={t('app.dismiss')}
            onClick={() => dismiss(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
