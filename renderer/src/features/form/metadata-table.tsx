/**
 * The metadata field: a table of its keys and text values, each edited in place or removed,
 * and a row to add a key. A value that is not text is shown as such and kept.
 */
import { useState } from 'react';
import type { FieldChange, PlainValue } from '../../../../shared/skill/index';
import type { Diagnostic, Fix } from '../../../../shared/skill/types';
import { useT } from '../../i18n/i18n';
import { useFieldDraft } from './field-draft';
import { FieldFindings } from './field-findings';

// Only spaces: a tab, a no-break space or a BOM the user put in a key is theirs to keep.
function trimSpaces(text: string): string {
  return text.replace(/^ +| +$/g, '');
}

/** The metadata table. */
export function MetadataTable({
  value,
  write,
  findings,
  onFix,
}: {
  value: PlainValue | undefined;
  write: (changes: FieldChange[]) => void;
  findings: Diagnostic[];
  onFix: (fix: Fix) => void;
}) {
  const t = useT();
  const [newKey, setNewKey] = useState('');
  const entries =
    value !== undefined && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value)
      : [];
  return (
    <section className="field">
      <h3 className="field-label">{t('form.metadata')}</h3>
      <p className="field-hint">{t('form.metadataHint')}</p>
      <table className="metadata" aria-label={t('form.metadata')}>
        <thead>
          <tr>
            <th scope="col">{t('form.metadataKey')}</th>
            <th scope="col">{t('form.metadataValue')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {entries.map(([key, v]) => (
            <MetadataRow key={key} entryKey={key} value={v} write={write} />
          ))}
          <tr>
            <td colSpan={2}>
              <input
                aria-label={t('form.metadataAdd')}
                placeholder={t('form.metadataAdd')}
                value={newKey}
                onChange={(e) => setNewKey(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key !== 'Enter' || trimSpaces(newKey) === '') return;
                  e.preventDefault();
                  write([{ path: ['metadata', trimSpaces(newKey)], value: '' }]);
                  setNewKey('');
                }}
              />
            </td>
            <td>
              <button
                type="button"
                className="small"
                aria-label={t('form.metadataAddButton')}
                disabled={trimSpaces(newKey) === ''}
                onClick={() => {
                  write([{ path: ['metadata', trimSpaces(newKey)], value: '' }]);
                  setNewKey('');
                }}
              >
                +
              </button>
            </td>
          </tr>
        </tbody>
      </table>
      <FieldFindings findings={findings} onFix={onFix} />
    </section>
  );
}

function MetadataRow({
  entryKey,
  value,
  write,
}: {
  entryKey: string;
  value: PlainValue;
  write: (changes: FieldChange[]) => void;
}) {
  const t = useT();
  const isText = typeof value === 'string';
  const draft = useFieldDraft(isText ? value : '', (v) =>
    write([{ path: ['metadata', entryKey], value: v }]),
  );
  return (
    <tr>
      <th scope="row" className="mono">
        {entryKey}
      </th>
      <td>
        {isText ? (
          <input aria-label={`${t('form.metadataValue')}: ${entryKey}`} {...draft} />
        ) : (
          <span className="muted">{t('form.notText')}</span>
        )}
      </td>
      <td>
        <button
          type="button"
          className="icon-button"
          aria-label={t('form.metadataRemove', { key: entryKey })}
          onClick={() => write([{ path: ['metadata', entryKey], value: undefined }])}
        >
          ×
        </button>
      </td>
    </tr>
  );
}
