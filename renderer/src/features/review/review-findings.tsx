/**
 * A skill's security review findings, grouped by severity (high first): each with its rule's
 * title, where it is (a button that opens the file there, when the page can), the plain
 * sentence on what it means and what to do, and the public source the rule follows. The one
 * list of the Review view and of the gates before an install, import or package.
 */
import { useId } from 'react';
import { REVIEW_RULES } from '../../../../shared/review/rules';
import { reviewMessage } from '../../../../shared/review/messages';
import type { ReviewFinding } from '../../../../shared/review/types';
import { groupBySeverity } from '../../../../shared/studio/review-gate';
import { useT } from '../../i18n/i18n';
import { messageText } from '../../i18n/message-text';
import { useUi } from '../../state/ui-store';
import './review.css';

/** Props of the list. */
export interface ReviewFindingsProps {
  findings: readonly ReviewFinding[];
  /** Opens the finding's file at its line; without it the place is plain text. */
  onOpen?: (finding: ReviewFinding) => void;
  /** The groups' heading level: under the view's h1, or under a dialog's or a skill's heading. */
  level?: 2 | 3 | 4;
}

/** The findings, by severity. */
export function ReviewFindings({ findings, onOpen, level = 2 }: ReviewFindingsProps) {
  const t = useT();
  const locale = useUi((s) => s.locale);
  const base = useId();
  const Heading = `h${level}` as const;
  return (
    <div className="review-findings">
      {groupBySeverity(findings).map(({ severity, findings: found }) => (
        <section key={severity} aria-labelledby={`${base}-${severity}`}>
          <Heading id={`${base}-${severity}`} className={`review-group review-group-${severity}`}>
            {t(`review.group.${severity}`, { count: found.length })}
          </Heading>
          <ul className="review-list">
            {found.map((f, i) => {
              const file = f.file === '' ? t('review.wholeSkill') : f.file;
              const at = f.line > 0 ? t('review.at', { file, line: f.line }) : file;
              return (
                <li key={`${f.rule}:${f.file}:${f.line}:${i}`} className="review-finding">
                  <div className="review-finding-head">
                    <span className={`review-severity review-severity-${severity}`}>
                      {t(`review.severity.${severity}`)}
                    </span>
                    <strong className="review-title">
                      {messageText(reviewMessage(`review.title.${f.rule}`), locale)}
                    </strong>
                    {onOpen && f.file !== '' ? (
                      <button
                        type="button"
                        className="link-button mono review-where"
                        aria-label={
                          f.line > 0
                            ? t('review.open', { file: f.file, line: f.line })
                            : t('review.openFile', { file: f.file })
                        }
                        onClick={() => onOpen(f)}
                      >
                        {at}
                      </button>
                    ) : (
                      <span className="muted mono review-where">{at}</span>
                    )}
                  </div>
                  <p className="review-message">{messageText(f.message, locale)}</p>
                  <p className="muted review-source">
                    {t('review.source', { source: REVIEW_RULES[f.rule].source })}
                  </p>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
