/**
 * The Review view of a skill (issue 39): the security review run on every visit, again on
 * request and when the skill's files change; its findings by severity, each opening its file
 * at its line in the editor; "No findings" when there are none.
 */
import { useEffect } from 'react';
import type { ReviewFinding } from '../../../../shared/review/types';
import { joinPath } from '../../../../shared/studio/paths';
import { useT } from '../../i18n/i18n';
import { useDiskChanges } from '../../state/disk-changes';
import { useEditor } from '../../state/editor-store';
import { findEntry, useLibrary } from '../../state/library-store';
import { requestReveal } from '../../state/reveal-request';
import { reviewSkill, useReviews } from '../../state/review-store';
import { useUi } from '../../state/ui-store';
import { ErrorNote } from '../../ui/use-action';
import { ReviewFindings } from './review-findings';
import './review.css';

/** The Review view. */
export function ReviewView({ dir }: { dir: string }) {
  const t = useT();
  const entry = useLibrary((s) => findEntry(s.lists, dir)?.entry);
  const name = entry?.name ?? entry?.folderName ?? '';
  const review = useReviews((s) => s.byDir[dir]);
  const changed = useDiskChanges([dir]);
  useEffect(() => {
    void reviewSkill(dir);
  }, [dir, changed]);

  const open = (f: ReviewFinding) => {
    const line = Math.max(f.line, 1);
    void useEditor
      .getState()
      .openFile(joinPath(dir, f.file))
      .then(() => {
        requestReveal({ line, column: f.line > 0 ? Math.max(f.column, 1) : 1 });
        useUi.getState().setView('edit');
      });
  };

  const reviewing = review === undefined || review.status === 'reviewing';
  const findings = review?.status === 'failed' ? undefined : review?.findings;
  return (
    <div className="review-view">
      <header className="skill-header">
        <h1 className="skill-title">{t('reviewView.heading', { name })}</h1>
        <p className="field-hint">{t('reviewView.intro')}</p>
      </header>
      <div className="review-body" aria-busy={reviewing}>
        <div className="review-actions">
          <button type="button" disabled={reviewing} onClick={() => void reviewSkill(dir)}>
            {t('reviewView.run')}
          </button>
          <p className="muted" role="status">
            {reviewing
              ? t('reviewView.reviewing')
              : findings && findings.length > 0
                ? t('reviewView.count', { count: findings.length })
                : ''}
          </p>
        </div>
        {review?.status === 'failed' && (
          <ErrorNote message={t('reviewView.failed', { message: review.error })} />
        )}
        {review?.status === 'done' && review.findings.length === 0 && (
          <p className="review-none">{t('reviewView.none')}</p>
        )}
        {findings && findings.length > 0 && <ReviewFindings findings={findings} onOpen={open} />}
      </div>
    </div>
  );
}
