/**
 * A form field's findings, each with its fixes as buttons (focus stays in the field a fix
 * changed, as the button goes away with its finding).
 */
import type { Diagnostic, Fix } from '../../../../shared/skill/types';
import { fixTitle } from '../../i18n/diagnostic-text';
import { useUi } from '../../state/ui-store';
import { restoreFocus } from '../../ui/focus';
import { FindingDetails, FindingHeadline } from '../../ui/finding-text';

/** The findings of one field. */
export function FieldFindings({
  id,
  findings,
  onFix,
}: {
  id?: string;
  findings: Diagnostic[];
  onFix: (fix: Fix) => void;
}) {
  const locale = useUi((s) => s.locale);
  if (findings.length === 0) return null;
  return (
    <ul id={id} className="field-findings">
      {findings.map((d, i) => (
        <li key={`${d.code}:${i}`} className={`finding finding-${d.severity}`}>
          <FindingHeadline finding={d} />
          {d.fixes?.map((fix) => (
            <button
              key={JSON.stringify(fix.title)}
              type="button"
              className="small"
              onClick={(event) => {
                // The button goes away with its finding: focus stays in the field it fixed.
                const field = event.currentTarget.closest('.field');
                onFix(fix);
                restoreFocus(field?.querySelector('input, textarea') ?? field);
              }}
            >
              {fixTitle(fix, locale)}
            </button>
          ))}
          <FindingDetails finding={d} line={false} />
        </li>
      ))}
    </ul>
  );
}
