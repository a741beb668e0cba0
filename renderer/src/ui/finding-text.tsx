/**
 * A finding's words in the UI's language; in Chinese, the core's English sentence follows
 * in small print, since it carries the details (the value, the length, the line).
 */
import type { Diagnostic } from '../../../shared/skill/types';
import { diagnosticText } from '../i18n/diagnostic-text';
import { useUi } from '../state/ui-store';

/** The text of one finding. */
export function FindingText({ finding }: { finding: Pick<Diagnostic, 'code' | 'message'> }) {
  const locale = useUi((s) => s.locale);
  const { text, detail } = diagnosticText(finding, locale);
  return (
    <>
      {text}
      {detail !== undefined && (
        <span className="finding-detail" lang="en">
          {detail}
        </span>
      )}
    </>
  );
}
