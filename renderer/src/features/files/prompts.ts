/**
 * Questions the file flows ask in the middle of their work (a name is taken: replace, keep
 * both or skip), and the progress of files being added. The flows await an answer; the
 * dialog that asks is drawn once, by FilePrompts.
 */
import { create } from 'zustand';
import type { CallInput } from '../../../../shared/ipc/contract';

/** An answer to "these names are taken" (undefined: the user cancelled). */
export type ClashChoice = Exclude<CallInput<'addFiles'>['clash'], 'refuse'> | undefined;

interface ClashQuestion {
  folder: string;
  names: string[];
  answer: (choice: ClashChoice) => void;
}

/** Files being added: how many, and bytes for uploads (undefined where not known). */
export interface AddProgress {
  done: number;
  total: number;
  sent?: number;
  bytes?: number;
  /** Stops the adding after the file being added; what was added stays. */
  stop?: () => void;
}

interface PromptState {
  clash?: ClashQuestion;
  progress?: AddProgress;
}

/** The open question and the progress line. */
export const usePrompts = create<PromptState>()(() => ({}));

/** Asks what to do with names taken in `folder`; resolves with the choice. */
export function askClash(folder: string, names: string[]): Promise<ClashChoice> {
  return new Promise((resolve) => {
    usePrompts.setState({
      clash: {
        folder,
        names,
        answer: (choice) => {
          usePrompts.setState({ clash: undefined });
          resolve(choice);
        },
      },
    });
  });
}

/** Sets (or, with undefined, clears) the progress line. */
export function showProgress(progress: AddProgress | undefined): void {
  usePrompts.setState({ progress });
}
