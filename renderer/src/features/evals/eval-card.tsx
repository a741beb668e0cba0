/**
 * One eval in the editor: its task, expected output, input files (ticked from the skill's
 * evals/files/) and expectations as plain sentences, each added and removed by its own button.
 */
import { useId } from 'react';
import type { EvalCase } from '../../../../shared/evals/evals-file';
import { useT } from '../../i18n/i18n';
import { toggleFile } from './eval-edit';

/** Props of an eval card. */
export interface EvalCardProps {
  item: EvalCase;
  /** The input files the skill offers (evals/files/...). */
  offered: readonly string[];
  onChange: (item: EvalCase) => void;
  onRemove: () => void;
}

/** The card. */
export function EvalCard({ item, offered, onChange, onRemove }: EvalCardProps) {
  const t = useT();
  const ids = { prompt: useId(), expected: useId(), title: useId() };
  const id = item.id;
  // A file the eval names that the skill lacks stays listed, so it can be taken out.
  const files = [...offered, ...item.files.filter((f) => !offered.includes(f))];
  const setExpectation = (n: number, text: string) => {
    onChange({ ...item, expectations: item.expectations.map((x, i) => (i === n ? text : x)) });
  };
  return (
    <li className="eval-card" aria-labelledby={ids.title}>
      <div className="eval-card-head">
        <h3 id={ids.title}>{t('evalView.evalTitle', { id })}</h3>
        <button type="button" onClick={onRemove}>
          {t('evalView.remove', { id })}
        </button>
      </div>
      <label htmlFor={ids.prompt}>{t('evalView.prompt')}</label>
      <textarea
        id={ids.prompt}
        rows={3}
        value={item.prompt}
        aria-describedby={`${ids.prompt}-hint`}
        onChange={(e) => onChange({ ...item, prompt: e.target.value })}
      />
      <span id={`${ids.prompt}-hint`} className="field-hint">
        {t('evalView.promptHint')}
      </span>
      <label htmlFor={ids.expected}>{t('evalView.expected')}</label>
      <textarea
        id={ids.expected}
        rows={2}
        value={item.expected_output}
        aria-describedby={`${ids.expected}-hint`}
        onChange={(e) => onChange({ ...item, expected_output: e.target.value })}
      />
      <span id={`${ids.expected}-hint`} className="field-hint">
        {t('evalView.expectedHint')}
      </span>
      <fieldset className="eval-files">
        <legend>{t('evalView.files')}</legend>
        {files.length === 0 ? (
          <span className="field-hint">{t('evalView.noFiles')}</span>
        ) : (
          <>
            <span className="field-hint">{t('evalView.filesHint')}</span>
            {files.map((path) => (
              <label key={path} className="eval-file">
                <input
                  type="checkbox"
                  checked={item.files.includes(path)}
                  onChange={() => onChange({ ...item, files: toggleFile(item.files, path) })}
                />
                {offered.includes(path) ? path : t('evalView.missingFile', { path })}
              </label>
            ))}
          </>
        )}
      </fieldset>
      <fieldset className="eval-expectations">
        <legend>{t('evalView.expectations')}</legend>
        <span className="field-hint">{t('evalView.expectationsHint')}</span>
        <ol>
          {item.expectations.map((text, n) => (
            // Expectations have no ids of their own: their place is their name.
            <li key={n}>
              <input
                type="text"
                value={text}
                aria-label={t('evalView.expectationLabel', { id, n: n + 1 })}
                onChange={(e) => setExpectation(n, e.target.value)}
              />
              <button
                type="button"
                aria-label={t('evalView.removeExpectation', { id, n: n + 1 })}
                title={t('evalView.removeExpectation', { id, n: n + 1 })}
                onClick={() =>
                  onChange({ ...item, expectations: item.expectations.filter((_, i) => i !== n) })
                }
              >
                ×
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          onClick={() => onChange({ ...item, expectations: [...item.expectations, ''] })}
        >
          {t('evalView.addExpectation')}
        </button>
      </fieldset>
    </li>
  );
}
