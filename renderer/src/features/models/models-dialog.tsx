/**
 * Settings → Models: every connection with its provider, model and address, whether its key
 * is set, and Test connection; where keys are kept on this host (and, where that is weak, a
 * warning); Add, Edit and Remove. The list follows other windows' changes
 * (modelConnectionsChanged). No key is ever read back: there is none to read.
 */
import { useEffect, useState } from 'react';
import type { ConnectionList, ConnectionView } from '../../../../shared/ipc/model-calls';
import { isWeakStorage } from '../../../../shared/models/key-store';
import { useT } from '../../i18n/i18n';
import { errorText } from '../../i18n/service-text';
import { studio } from '../../state/studio';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Dialog } from '../../ui/dialog';
import { ErrorNote } from '../../ui/use-action';
import { ConnectionDialog } from './connection-dialog';
import { ConnectionRow } from './connection-row';
import './models.css';

type Editing = { kind: 'add' } | { kind: 'edit' | 'remove'; connection: ConnectionView };

/** The Models dialog. */
export function ModelsDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [list, setList] = useState<ConnectionList>();
  const [error, setError] = useState<string>();
  const [editing, setEditing] = useState<Editing>();
  useEffect(() => {
    let live = true;
    studio()
      .listModelConnections({})
      .then(
        (listed) => live && setList(listed),
        (e: unknown) => live && setError(errorText(e)),
      );
    const off = studio().on('modelConnectionsChanged', (changed) => setList(changed));
    return () => {
      live = false;
      off();
    };
  }, []);
  const keys = list?.keys;
  return (
    <Dialog
      title={t('settings.models.title')}
      open
      onClose={onClose}
      wide
      actions={
        <>
          <button type="button" onClick={() => setEditing({ kind: 'add' })}>
            {t('settings.models.add')}
          </button>
          <button type="button" className="primary" onClick={onClose}>
            {t('settings.models.close')}
          </button>
        </>
      }
    >
      <p>{t('settings.models.intro')}</p>
      {keys && (
        <p
          className={isWeakStorage(keys) ? 'models-keys models-keys-weak' : 'models-keys'}
          data-testid="key-storage"
          role={isWeakStorage(keys) ? 'alert' : undefined}
        >
          {t(`settings.models.keys.${keys}`)}
        </p>
      )}
      <ErrorNote message={error} />
      {list && list.connections.length === 0 && (
        <p className="muted">{t('settings.models.none')}</p>
      )}
      {list && list.connections.length > 0 && (
        <ul className="models-list" aria-label={t('settings.models.list')}>
          {list.connections.map((connection) => (
            <ConnectionRow
              key={connection.id}
              connection={connection}
              weak={isWeakStorage(list.keys)}
              onEdit={() => setEditing({ kind: 'edit', connection })}
              onRemove={() => setEditing({ kind: 'remove', connection })}
            />
          ))}
        </ul>
      )}
      {editing?.kind === 'add' && <ConnectionDialog onClose={() => setEditing(undefined)} />}
      {editing?.kind === 'edit' && (
        <ConnectionDialog connection={editing.connection} onClose={() => setEditing(undefined)} />
      )}
      {editing?.kind === 'remove' && (
        <ConfirmDialog
          title={t('settings.models.removeTitle', { label: editing.connection.label })}
          confirm={t('settings.models.remove')}
          cancel={t('settings.models.cancel')}
          onConfirm={async () => {
            await studio().removeModelConnection({ id: editing.connection.id });
          }}
          onClose={() => setEditing(undefined)}
        >
          <p>{t('settings.models.removeBody')}</p>
        </ConfirmDialog>
      )}
    </Dialog>
  );
}
