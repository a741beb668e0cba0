/**
 * The description's length against the spec's limit, as a meter, and a note when Claude
 * Code's listing would cut it short (at the cap the user set for it).
 */
import { codePointLength } from '../../../../shared/py/index';
import { MAX_DESCRIPTION } from '../../../../shared/skill/rules/field-rules';
import { useT } from '../../i18n/i18n';
import { useAgentSettings } from '../../state/agent-settings-store';

/** From this length on, a description is near the spec's limit: meters and counters warn. */
export const DESCRIPTION_NEAR_LIMIT = 900;

/** The description's meter. */
export function DescriptionMeter({ description }: { description: string }) {
  const t = useT();
  const descriptionLength = codePointLength(description);
  // The cap in force: the user's Claude Code setting, as the agent view uses it.
  const cap = useAgentSettings((s) => s.settings.claudeCode.skillListingMaxDescChars);
  return (
    <>
      {/* Not a live region: it would be read out on every keystroke. */}
      <span className={descriptionLength > MAX_DESCRIPTION ? 'meter is-over' : 'meter'}>
        <meter
          min={0}
          max={MAX_DESCRIPTION}
          high={DESCRIPTION_NEAR_LIMIT}
          value={Math.min(descriptionLength, MAX_DESCRIPTION)}
          aria-label={t('form.meterLabel')}
        />{' '}
        {t(descriptionLength > MAX_DESCRIPTION ? 'form.meterOver' : 'form.meter', {
          count: descriptionLength,
        })}
      </span>
      {description.length > cap && (
        <span className="field-hint">{t('form.listingCap', { cap, keep: cap - 1 })}</span>
      )}
    </>
  );
}
