/**
 * The skill's git commits beside the studio's own versions, when the skill sits in a git
 * repository and git is installed (a quiet line says which is missing otherwise), and Commit…
 * to commit the skill's changed files, and only those, with the user's message.
 */
import { useEffect, useId, useState } from 'react';
import type { CallOutput } from '../../../../shared/ipc/contract';
import { useT } from '../../i18n/i18n';
import { studio } from '../../state/studio';
import { useUi } from '../../state/ui-store';
import { FormDialog } from '../../ui/form-dialog';
import { toast } from '../../ui/toasts';
import { useAction } from '../../ui/use-action';
import type { GitCommit } from './compare-dialog';
import { exactTime, whenText } from './history-words';

type GitRead = CallOutput<'gitHistory'>;

/** The git part of the History panel; `onCompare` shows a commit's files beside now. */
export function GitSection({
  dir,
  file,
  onCompare,
}: {
  dir: string;
  file: string | undefined;
  onCompare: (commit: GitCommit) => void;
}) {
  const t = useT();
  const locale = useUi((s) => s.locale);
  const [read, setRead] = useState<GitRead>();
  const [seq, setSeq] = useState(0);
  const [committing, setCommitting] = useState(false);
  // A save changes what is uncommitted, a commit what is listed: both are said by the service.
  useEffect(
    () =>
      studio().on('historyChanged', (event) => {
        if (event.dir === dir) setSeq((n) => n + 1);
      }),
    [dir],
  );
  useEffect(() => {
    let live = true;
    studio()
      .gitHistory({ dir, limit: 50, ...(file !== undefined && { file }) })
      .then(
        (r) => live && setRead(r),
        // The service cannot ask git (yet): the studio's own history is all there is.
        () => live && setRead(undefined),
      );
    return () => {
      live = false;
    };
  }, [dir, file, seq]);
  if (!read) return null;
  if (read.state !== 'ok')
    return (
      <p className="muted history-git-note">
        {read.state === 'no-git' ? t('history.noGit') : t('history.notRepo')}
      </p>
    );
  const now = Date.now();
  return (
    <section className="history-git" aria-label={t('history.git')}>
      <div className="history-git-head">
        <h3>{t('history.git')}</h3>
        {read.uncommitted.length > 0 && (
          <span className="muted">
            {t('history.uncommitted', { count: read.uncommitted.length })}
          </span>
        )}
        <button
          type="button"
          className="small"
          disabled={read.uncommitted.length === 0}
          onClick={() => setCommitting(true)}
        >
          {t('history.commit')}
        </button>
      </div>
      <ol className="history-list">
        {read.commits.map((c) => (
          <li key={c.hash} className="history-item">
            <span className="history-kind">{c.subject}</span>
            <span className="muted">
              {c.author} ·{' '}
              <time dateTime={new Date(c.at).toISOString()} title={exactTime(c.at, locale)}>
                {whenText(c.at, now, locale)}
              </time>{' '}
              · <code>{c.hash.slice(0, 7)}</code>
            </span>
            <div className="history-actions" role="group" aria-label={c.subject}>
              <button type="button" className="small" onClick={() => onCompare(c)}>
                {t('history.compareNow')}
              </button>
            </div>
          </li>
        ))}
      </ol>
      {committing && (
        <CommitDialog
          dir={dir}
          onClose={() => setCommitting(false)}
          onDone={() => setSeq((n) => n + 1)}
        />
      )}
    </section>
  );
}

function CommitDialog({
  dir,
  onClose,
  onDone,
}: {
  dir: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const id = useId();
  const [message, setMessage] = useState('');
  const action = useAction();
  const submit = async () => {
    const done = await action.run(async () => {
      const { commit } = await studio().commitSkill({ dir, message: message.trim() });
      toast(t('history.committed', { commit: commit.slice(0, 7) }));
      onDone();
    });
    if (done) onClose();
  };
  return (
    <FormDialog
      title={t('history.commitTitle')}
      onClose={onClose}
      cancel={t('history.cancel')}
      confirm={t('history.commitConfirm')}
      onConfirm={() => void submit()}
      busy={action.busy}
      disabled={message.trim() === ''}
      error={action.error}
    >
      <div className="field">
        <label htmlFor={id}>{t('history.commitMessage')}</label>
        <textarea
          id={id}
          rows={4}
          value={message}
          autoFocus
          onChange={(e) => setMessage(e.target.value)}
        />
        <p className="field-hint">{t('history.commitHint')}</p>
      </div>
    </FormDialog>
  );
}
