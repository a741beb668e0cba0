/**
 * The file flows' question (names taken: replace, keep both as "name (2).ext", or skip) and
 * their progress line, drawn where the flows can reach them from anywhere in the edit view.
 */
import { formatBytes } from '../../../../shared/package/upload-rules';
import { useT } from '../../i18n/i18n';
import { Dialog } from '../../ui/dialog';
import { usePrompts } from './prompts';

/** The clash dialog, when a flow is asking. */
export function ClashPrompt() {
  const t = useT();
  const clash = usePrompts((s) => s.clash);
  if (!clash) return null;
  const shown = clash.names.slice(0, 6).join(', ') + (clash.names.length > 6 ? ', …' : '');
  return (
    <Dialog
      title={t('files.clashTitle')}
      open
      onClose={() => clash.answer(undefined)}
      actions={
        <>
          <button type="button" onClick={() => clash.answer(undefined)}>
            {t('files.cancel')}
          </button>
          <button type="button" onClick={() => clash.answer('skip')}>
            {t('files.clashSkip')}
          </button>
          <button type="button" onClick={() => clash.answer('keep-both')} autoFocus>
            {t('files.clashKeepBoth')}
          </button>
          <button type="button" className="danger" onClick={() => clash.answer('replace')}>
            {t('files.clashReplace')}
          </button>
        </>
      }
    >
      <p>{t('files.clashBody', { folder: clash.folder, names: shown })}</p>
      <p className="field-hint">{t('files.clashHint')}</p>
    </Dialog>
  );
}

/** "Adding 2 of 5 files · 12 MiB of 40 MiB", while files are being added. */
export function AddProgressLine() {
  const t = useT();
  const progress = usePrompts((s) => s.progress);
  if (!progress) return null;
  const large = progress.bytes !== undefined && progress.bytes > 1024 * 1024;
  return (
    <>
      <p className="file-tree-progress" role="status">
        {large
          ? t('files.progress', {
              done: Math.max(progress.done, 1),
              total: progress.total,
              sent: formatBytes(Math.min(progress.sent ?? 0, progress.bytes ?? 0)),
              bytes: formatBytes(progress.bytes ?? 0),
            })
          : t('files.progressFew', { done: Math.max(progress.done, 1), total: progress.total })}
        {progress.bytes !== undefined && (
          <progress max={progress.bytes} value={Math.min(progress.sent ?? 0, progress.bytes)} />
        )}
      </p>
      {progress.stop && (
        <button type="button" className="small file-tree-stop" onClick={progress.stop}>
          {t('files.stop')}
        </button>
      )}
    </>
  );
}
