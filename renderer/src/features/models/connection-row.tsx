/**
 * One connection in Settings → Models: its name, provider, model and address, its key ("set"
 * or "not set", never the key) and Test connection, with Edit and Remove.
 */
import { useId } from 'react';
import { DEFAULT_BASE_URLS } from '../../../../shared/models/connection';
import type { ConnectionView } from '../../../../shared/ipc/model-calls';
import { useT } from '../../i18n/i18n';
import { KeyField } from './key-field';
import { TestConnection } from './test-connection';

/** The address in force: the one chosen, or the provider's own. */
export const addressOf = (c: Pick<ConnectionView, 'provider' | 'baseUrl'>): string =>
  c.baseUrl ?? DEFAULT_BASE_URLS[c.provider === 'anthropic' ? 'anthropic' : 'openai'];

/** Props of a connection's row. */
export interface ConnectionRowProps {
  connection: ConnectionView;
  /** Keys are kept weakly here: keeping one asks the user first. */
  weak: boolean;
  onEdit: () => void;
  onRemove: () => void;
}

/** A connection's row. */
export function ConnectionRow({ connection, weak, onEdit, onRemove }: ConnectionRowProps) {
  const t = useT();
  const title = useId();
  const { label, provider, api, model } = connection;
  const providerName =
    t(`settings.models.provider.${provider}`) +
    (api === undefined ? '' : ` (${t(`settings.models.api.${api}`)})`);
  return (
    <li className="models-row" aria-labelledby={title} data-testid="model-connection">
      <div className="models-row-head">
        <h3 id={title} className="models-row-title">
          {label}
        </h3>
        <span className="muted">
          {t('settings.models.summary', {
            provider: providerName,
            model,
            baseUrl: addressOf(connection),
          })}
        </span>
        <span className="models-row-actions">
          <button
            type="button"
            className="small"
            aria-label={t('settings.models.editNamed', { label })}
            onClick={onEdit}
          >
            {t('settings.models.edit')}
          </button>
          <button
            type="button"
            className="small"
            aria-label={t('settings.models.removeNamed', { label })}
            onClick={onRemove}
          >
            {t('settings.models.remove')}
          </button>
        </span>
      </div>
      <KeyField connection={connection} weak={weak} />
      <TestConnection connection={connection} />
    </li>
  );
}
