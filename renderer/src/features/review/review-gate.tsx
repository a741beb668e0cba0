/**
 * The security review in the confirmation step of an install, import or package (issue 39):
 * while it runs, a count; with findings, the findings of each skill; with a high one, a warning
 * that only the "… anyway" button (named in it) goes on. Nothing to report: one quiet line.
 */
import type { ReviewFinding } from '../../../../shared/review/types';
import { gateOfReviews } from '../../../../shared/studio/review-gate';
import { useT } from '../../i18n/i18n';
import { ReviewFindings } from './review-findings';
import './review.css';

/** One skill's review as a gate shows it. */
export interface GateReview {
  key: string;
  name: string;
  /** Absent when the review failed (`error` says why). */
  findings?: ReviewFinding[];
  error?: string;
}

/** Props of the gate. */
export interface ReviewGateProps {
  /** Each skill's review; undefined while they run. */
  reviews: readonly GateReview[] | undefined;
  /** The count while they run, for more than one skill. */
  done?: number;
  total?: number;
  /** The label of the button that goes on despite a high finding ("Install anyway"). */
  anyway: string;
}

/** The review's part of a confirmation step. */
export function ReviewGateNote({ reviews, done = 0, total = 1, anyway }: ReviewGateProps) {
  const t = useT();
  if (reviews === undefined)
    return (
      <p className="muted review-gate-status" role="status" aria-busy="true">
        {total > 1 ? t('reviewGate.reviewingMany', { done, total }) : t('reviewGate.reviewing')}
      </p>
    );
  const gate = gateOfReviews(reviews.map((r) => r.findings));
  if (gate === 'clear')
    return (
      <p className="muted review-gate-status" role="status">
        {t('reviewGate.clear')}
      </p>
    );
  const many = reviews.length > 1;
  return (
    <section
      className={`review-gate${gate === 'confirm' ? ' review-gate-high' : ''}`}
      aria-label={t('reviewGate.heading')}
      data-gate={gate}
    >
      <p className="review-gate-note" role={gate === 'confirm' ? 'alert' : 'status'}>
        {gate === 'confirm' ? t('reviewGate.high', { button: anyway }) : t('reviewGate.warn')}
      </p>
      {reviews.map((r) =>
        r.findings === undefined ? (
          <p key={r.key} className="form-error">
            {t('reviewGate.failed', { name: r.name, message: r.error ?? '' })}
          </p>
        ) : r.findings.length === 0 ? null : (
          <div key={r.key}>
            {many && <h3 className="review-skill">{r.name}</h3>}
            <ReviewFindings findings={r.findings} level={many ? 4 : 3} />
          </div>
        ),
      )}
    </section>
  );
}
