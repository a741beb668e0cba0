/**
 * The advice the user chose not to see again, per skill, as the service keeps it
 * (readHiddenAdvice / setAdviceHidden): read when a skill is selected, so a reload and a new
 * browser find it; changed here at once, then by the service, and put back if it refuses.
 */
import { create } from 'zustand';
import type { RuleCode } from '../../../shared/skill/types';
import { withCodeHidden } from '../../../shared/studio/hidden-advice';
import { errorText } from '../i18n/service-text';
import { toast } from '../ui/toasts';
import { useLibrary } from './library-store';
import { studio } from './studio';

interface HiddenAdviceState {
  /** The hidden codes of each skill read so far, by its folder. */
  byDir: Readonly<Record<string, readonly RuleCode[]>>;
}

/** The hidden-advice store. */
export const useHiddenAdvice = create<HiddenAdviceState>()(() => ({ byDir: {} }));

const NONE: readonly RuleCode[] = [];

/** The codes hidden for the skill in `dir` (none until read). */
export function hiddenCodesOf(
  byDir: HiddenAdviceState['byDir'],
  dir: string | undefined,
): readonly RuleCode[] {
  return (dir !== undefined && byDir[dir]) || NONE;
}

const put = (dir: string, codes: readonly RuleCode[]) => {
  useHiddenAdvice.setState((s) => ({ byDir: { ...s.byDir, [dir]: codes } }));
};

/** Reads the skill's hidden codes from the service. */
export async function loadHiddenAdvice(dir: string): Promise<void> {
  const { codes } = await studio().readHiddenAdvice({ dir });
  put(dir, codes);
}

/** Hides `code` for the skill in `dir`, or shows it again. */
export async function setAdviceHidden(dir: string, code: RuleCode, hidden: boolean): Promise<void> {
  const before = hiddenCodesOf(useHiddenAdvice.getState().byDir, dir);
  put(dir, withCodeHidden(before, code, hidden));
  try {
    const { codes } = await studio().setAdviceHidden({ dir, code, hidden });
    put(dir, codes);
  } catch (error) {
    put(dir, before);
    toast(errorText(error), 'error');
  }
}

/** Reads the selected skill's hidden advice whenever the selection changes; returns the unsubscribe. */
export function wireHiddenAdvice(): () => void {
  let shown: string | undefined;
  const read = () => {
    const { selected } = useLibrary.getState();
    if (selected === shown) return;
    shown = selected;
    // Not answered (a folder since gone): nothing is hidden meanwhile.
    if (selected !== undefined) loadHiddenAdvice(selected).catch(() => undefined);
  };
  const off = useLibrary.subscribe(read);
  read();
  return off;
}
