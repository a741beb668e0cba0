/**
 * A connection's key: a password field until one is set, then only "set" with Replace and
 * Remove. What was typed is sent once (setModelKey) and the field emptied at once, so neither
 * the page's state nor its DOM keeps it; nothing the service answers holds it.
 */
import { useId, useState } from 'react';
import type { ConnectionView } from '../../../../shared/ipc/model-calls';
import { useT } from '../../i18n/i18n';
import { studio } from '../../state/studio';
import { ErrorNote, useAction } from '../../ui/use-action';

/** Props of a key field. */
export interface KeyFieldProps {
  connection: ConnectionView;
  /** Keys are kept weakly here: the user ticks that they keep it anyway. */
  weak: boolean;
}

/** The key of one connection. */
export function KeyField({ connection, weak }: KeyFieldProps) {
  const t = useT();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [replacing, setReplacing] = useState(false);
  const [weakOk, setWeakOk] = useState(false);
  const action = useAction();
  const { id: connectionId, label } = connection;
  if (connection.key === 'set' && !replacing)
    return (
      <div className="models-key">
        <span data-testid="key-state">{t('settings.models.keySet')}</span>
        <button
          type="button"
          className="small"
          onClick={() => {
            action.setError(undefined);
            setReplacing(true);
          }}
        >
          {t('settings.models.replaceKey')}
        </button>
        <button
          type="button"
          className="small"
          disabled={action.busy}
          onClick={() =>
            void action.run(async () => {
              await studio().clearModelKey({ id: connectionId });
            })
          }
        >
          {t('settings.models.removeKey')}
        </button>
        <ErrorNote message={action.error} />
      </div>
    );
  const save = () => {
    const key = typed;
    // Emptied before the call: the key lives in the page only for the request's way out.
    setTyped('');
    void action
      .run(async () => {
        await studio().setModelKey({ id: connectionId, key, ...(weak && { weakStorageOk: true }) });
      })
      .then((done) => done && setReplacing(false));
  };
  return (
    <form
      className="models-key"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      {!replacing && (
        <span data-testid="key-state">
          {t(
            connection.provider === 'openai-compatible'
              ? 'settings.models.keyOptional'
              : 'settings.models.keyNotSet',
          )}
        </span>
      )}
      <label htmlFor={`${id}-key`} className="visually-hidden">
        {t('settings.models.keyOf', { label })}
      </label>
      <input
        id={`${id}-key`}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={typed}
        placeholder={t('settings.models.key')}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setTyped(e.target.value)}
      />
      {weak && (
        <label htmlFor={`${id}-weak`}>
          <input
            id={`${id}-weak`}
            type="checkbox"
            checked={weakOk}
            onChange={(e) => setWeakOk(e.target.checked)}
          />{' '}
          {t('settings.models.weakOk')}
        </label>
      )}
      <button
        type="submit"
        className="small"
        disabled={action.busy || typed.trim() === '' || (weak && !weakOk)}
      >
        {t('settings.models.saveKey')}
      </button>
      {replacing && (
        <button type="button" className="small" onClick={() => setReplacing(false)}>
          {t('settings.models.cancel')}
        </button>
      )}
      <p id={`${id}-hint`} className="field-hint">
        {t('settings.models.keyHint')}
      </p>
      <ErrorNote message={action.error} />
    </form>
  );
}
