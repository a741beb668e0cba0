/**
 * A finding for someone who is no developer: a plain headline first; the full message (in
 * Chinese with the core's English sentence too), the rule code and the line behind a
 * "Details" disclosure, a native <details> so the keyboard opens it with no script.
 */
import type { Diagnostic } from '../../../shared/skill/types';
import { diagnosticText, findingHeadline } from '../i18n/diagnostic-text';
import { useT } from '../i18n/i18n';
import { useUi } from '../state/ui-store';

type Finding = Pick<Diagnostic, 'code' | 'message'> & { range?: Diagnostic['range'] };

/** The headline and its details, for a finding shown on its own. */
export function FindingText({ finding }: { finding: Finding }) {
  return (
    <>
      <FindingHeadline finding={finding} />
      <FindingDetails finding={finding} />
    </>
  );
}

/** The plain headline alone: phrasing content, so it may sit inside a button. */
export function FindingHeadline({ finding }: { finding: Pick<Diagnostic, 'code' | 'message'> }) {
  const locale = useUi((s) => s.locale);
  return <span className="finding-headline">{findingHeadline(finding, locale)}</span>;
}

/**
 * What the headline leaves out. Never inside a button (a <summary> is interactive);
 * `line: false` where the row around it already says the line.
 */
export function FindingDetails({ finding, line = true }: { finding: Finding; line?: boolean }) {
  const t = useT();
  const locale = useUi((s) => s.locale);
  const { text, detail } = diagnosticText(finding, locale);
  const where = line && finding.range ? finding.range.start.line : undefined;
  return (
    <details className="finding-details">
      <summary>{t('finding.details')}</summary>
      <span className="finding-message">{text}</span>
      {detail !== undefined && (
        <span className="finding-detail" lang="en">
          {detail}
        </span>
      )}
      <span className="finding-rule">
        {t('finding.rule', { code: finding.code })}
        {where !== undefined && ` · ${t('finding.line', { line: where })}`}
      </span>
    </details>
  );
}
