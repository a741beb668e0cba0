/**
 * The advice the user chose not to see again for this skill, behind "Show hidden advice (n)":
 * listed greyed, each with "Show again". Nothing is shown when none is hidden.
 */
import { useState } from 'react';
import type { Diagnostic, RuleCode } from '../../../../shared/skill/types';
import { useT } from '../../i18n/i18n';
import { FindingText } from '../../ui/finding-text';
import { restoreFocus } from '../../ui/focus';

/** The hidden advice of the open skill and the way back. */
export function HiddenAdvice({
  hidden,
  onShow,
}: {
  hidden: readonly Diagnostic[];
  onShow: (code: RuleCode) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (hidden.length === 0) return null;
  return (
    <div className="hidden-advice">
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {t('editor.showHidden', { count: hidden.length })}
      </button>
      {open && (
        <ul className="problem-list" aria-label={t('editor.hiddenAdvice')}>
          {hidden.map((d, i) => (
            <li key={`${d.code}:${i}`} className="problem problem-hidden">
              <span className="problem-message">
                <FindingText finding={d} />
              </span>
              <button
                type="button"
                className="small"
                onClick={(event) => {
                  const panel = event.currentTarget.closest('section');
                  onShow(d.code);
                  // The item goes back to its file's list: focus stays in the panel.
                  restoreFocus(panel?.querySelector('.hidden-advice button') ?? panel);
                }}
              >
                {t('editor.showAgain')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
