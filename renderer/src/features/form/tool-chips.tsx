/**
 * The allowed-tools field as chips: each tool removable, a new one added with Enter or on
 * leaving the input, written back as the space-separated list the spec defines.
 */
import { useId, useState } from 'react';
import type { Diagnostic, Fix } from '../../../../shared/skill/types';
import { useT } from '../../i18n/i18n';
import { FieldFindings } from './field-findings';
import { joinTools, splitTools } from './tools';

/** The allowed-tools chips. */
export function ToolChips({
  value,
  onWrite,
  findings,
  onFix,
}: {
  value: string;
  onWrite: (v: string) => void;
  findings: Diagnostic[];
  onFix: (fix: Fix) => void;
}) {
  const t = useT();
  const id = useId();
  const [adding, setAdding] = useState('');
  const tools = splitTools(value);
  const add = () => {
    if (adding.trim() === '') return;
    onWrite(joinTools([...tools, adding]));
    setAdding('');
  };
  return (
    <div className="field">
      <h3 id={id} className="field-label">
        {t('form.tools')}
      </h3>
      <ul className="chips" aria-labelledby={id}>
        {tools.map((tool, i) => (
          <li key={`${tool}:${i}`} className="tool-chip mono">
            {tool}
            <button
              type="button"
              className="icon-button"
              aria-label={t('form.toolsRemove', { tool })}
              onClick={() => onWrite(joinTools(tools.filter((_, j) => j !== i)))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        className="mono"
        aria-label={t('form.toolsAdd')}
        placeholder={t('form.toolsAdd')}
        value={adding}
        onChange={(e) => setAdding(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add();
          }
        }}
        onBlur={add}
      />
      <p className="field-hint">{t('form.toolsHint')}</p>
      <FieldFindings findings={findings} onFix={onFix} />
    </div>
  );
}
