/**
 * Adds or changes a model connection: name, provider (and OpenAI's API), base URL and model.
 * The key is not asked here: it is set on the connection's row, once it exists. Changing the
 * provider or the server of one with a key warns first that the key goes with the change.
 */
import { useId, useState } from 'react';
import { PROVIDERS, type Provider } from '../../../../shared/models/connection';
import type { ConnectionDraft, ConnectionView } from '../../../../shared/ipc/model-calls';
import { useT } from '../../i18n/i18n';
import { addressOf } from './connection-row';
import { studio } from '../../state/studio';
import { FormDialog } from '../../ui/form-dialog';
import { useAction } from '../../ui/use-action';

const EXAMPLES: Record<Provider, string> = {
  anthropic: 'claude-sonnet-4-5',
  openai: 'gpt-5',
  'openai-compatible': 'llama3.1',
};

/** The draft the fields make (the service checks it again against the contract). */
function draftOf(fields: Fields, id: string | undefined): ConnectionDraft {
  const common = { ...(id !== undefined && { id }), label: fields.label, model: fields.model };
  const baseUrl = fields.baseUrl.trim();
  const url = baseUrl === '' ? {} : { baseUrl };
  if (fields.provider === 'openai')
    return { ...common, provider: 'openai', api: fields.api, ...url };
  if (fields.provider === 'anthropic') return { ...common, provider: 'anthropic', ...url };
  return { ...common, provider: 'openai-compatible', baseUrl };
}

interface Fields {
  label: string;
  provider: Provider;
  api: 'responses' | 'chat';
  baseUrl: string;
  model: string;
}

/** Props of the connection dialog: `connection` to change one, none to add one. */
export interface ConnectionDialogProps {
  connection?: ConnectionView;
  onClose: () => void;
}

/** The Add / Edit connection dialog. */
export function ConnectionDialog({ connection, onClose }: ConnectionDialogProps) {
  const t = useT();
  const id = useId();
  const action = useAction();
  const [fields, setFields] = useState<Fields>({
    label: connection?.label ?? '',
    provider: connection?.provider ?? 'anthropic',
    api: connection?.api ?? 'responses',
    baseUrl: connection?.baseUrl ?? '',
    model: connection?.model ?? '',
  });
  const set = (patch: Partial<Fields>) => {
    setFields((was) => ({ ...was, ...patch }));
  };
  const compatible = fields.provider === 'openai-compatible';
  const incomplete =
    fields.label.trim() === '' ||
    fields.model.trim() === '' ||
    (compatible && fields.baseUrl.trim() === '');
  const moves =
    connection?.key === 'set' &&
    (fields.provider !== connection.provider ||
      fields.baseUrl.trim() !== (connection.baseUrl ?? ''));
  const save = () =>
    void action
      .run(async () => {
        await studio().saveModelConnection(draftOf(fields, connection?.id));
      })
      .then((done) => done && onClose());
  const field = (name: string) => ({
    id: `${id}-${name}`,
    'aria-describedby': `${id}-${name}-hint`,
  });
  return (
    <FormDialog
      title={
        connection
          ? t('settings.models.editTitle', { label: connection.label })
          : t('settings.models.addTitle')
      }
      onClose={onClose}
      cancel={t('settings.models.cancel')}
      confirm={t('settings.models.save')}
      onConfirm={save}
      form
      busy={action.busy}
      disabled={incomplete}
      error={action.error}
    >
      <div className="field">
        <label htmlFor={`${id}-label`}>{t('settings.models.label')}</label>
        <input
          {...field('label')}
          value={fields.label}
          maxLength={100}
          autoFocus
          onChange={(e) => set({ label: e.target.value })}
        />
        <p id={`${id}-label-hint`} className="field-hint">
          {t('settings.models.labelHint')}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-provider`}>{t('settings.models.provider')}</label>
        <select
          id={`${id}-provider`}
          value={fields.provider}
          onChange={(e) => set({ provider: e.target.value as Provider })}
        >
          {PROVIDERS.map((p) => (
            <option key={p} value={p}>
              {t(`settings.models.provider.${p}`)}
            </option>
          ))}
        </select>
      </div>
      {fields.provider === 'openai' && (
        <div className="field">
          <label htmlFor={`${id}-api`}>{t('settings.models.api')}</label>
          <select
            id={`${id}-api`}
            value={fields.api}
            onChange={(e) => set({ api: e.target.value === 'chat' ? 'chat' : 'responses' })}
          >
            <option value="responses">{t('settings.models.api.responses')}</option>
            <option value="chat">{t('settings.models.api.chat')}</option>
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-url`}>{t('settings.models.baseUrl')}</label>
        <input
          {...field('url')}
          type="url"
          value={fields.baseUrl}
          required={compatible}
          spellCheck={false}
          placeholder={
            compatible ? 'http://localhost:11434/v1' : addressOf({ provider: fields.provider })
          }
          onChange={(e) => set({ baseUrl: e.target.value })}
        />
        <p id={`${id}-url-hint`} className="field-hint">
          {compatible
            ? t('settings.models.baseUrlNeeded')
            : t('settings.models.baseUrlHint', { url: addressOf({ provider: fields.provider }) })}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-model`}>{t('settings.models.model')}</label>
        <input
          {...field('model')}
          value={fields.model}
          spellCheck={false}
          onChange={(e) => set({ model: e.target.value })}
        />
        <p id={`${id}-model-hint`} className="field-hint">
          {t('settings.models.modelHint', { example: EXAMPLES[fields.provider] })}
        </p>
      </div>
      {moves && (
        <p className="models-keys-weak" role="alert">
          {t('settings.models.moveWarning')}
        </p>
      )}
    </FormDialog>
  );
}
