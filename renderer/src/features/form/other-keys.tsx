/**
 * The keys the spec does not define, shown as they are (the form does not edit them), with
 * their findings.
 */
import type { PlainValue } from '../../../../shared/skill/index';
import type { Diagnostic, Fix } from '../../../../shared/skill/types';
import { useT } from '../../i18n/i18n';
import { FieldFindings } from './field-findings';

/** Props of the other keys. */
export interface OtherKeysProps {
  data: Record<string, PlainValue>;
  keys: readonly string[];
  findings: Diagnostic[];
  onFix: (fix: Fix) => void;
}

/** The other keys. */
export function OtherKeys({ data, keys, findings, onFix }: OtherKeysProps) {
  const t = useT();
  return (
    <section className="field">
      <h3 className="field-label">{t('form.other')}</h3>
      <p className="field-hint">{t('form.otherHint')}</p>
      <dl className="other-keys">
        {keys.map((k) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{typeof data[k] === 'string' ? data[k] : JSON.stringify(data[k])}</dd>
          </div>
        ))}
      </dl>
      <FieldFindings findings={findings} onFix={onFix} />
    </section>
  );
}
