/**
 * Settings → History…: how much space the kept versions may take, how old an unnamed one may
 * grow, and the size above which a binary file is kept by its hash only; with the space the
 * history takes now. Named versions are never cleared (history-prune.ts).
 */
import { useEffect, useId, useState } from 'react';
import type { CallOutput } from '../../../../shared/ipc/contract';
import { formatBytes } from '../../../../shared/package/upload-rules';
import { useT } from '../../i18n/i18n';
import { studio } from '../../state/studio';
import { FormDialog } from '../../ui/form-dialog';
import { toast } from '../../ui/toasts';
import { useAction } from '../../ui/use-action';

type Settings = CallOutput<'readHistorySettings'>;
type Field = 'maxMb' | 'maxAgeDays' | 'binaryMaxMb';

// What the contract accepts for each (history-calls.ts), so the form refuses what it would.
const BOUNDS: Record<Field, { min: number; max: number }> = {
  maxMb: { min: 10, max: 1_000_000 },
  maxAgeDays: { min: 0, max: 36_500 },
  binaryMaxMb: { min: 0, max: 10_000 },
};

/** A whole number within the field's bounds, or undefined. */
function valueOf(field: Field, typed: string): number | undefined {
  if (!/^\d+$/.test(typed.trim())) return undefined;
  const n = Number(typed.trim());
  return n >= BOUNDS[field].min && n <= BOUNDS[field].max ? n : undefined;
}

/** The history's settings dialog. */
export function HistorySettingsDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const ids = { maxMb: useId(), maxAgeDays: useId(), binaryMaxMb: useId() };
  const [read, setRead] = useState<Settings>();
  const [typed, setTyped] = useState<Record<Field, string>>();
  const action = useAction();
  useEffect(() => {
    void action.run(async () => {
      const settings = await studio().readHistorySettings({});
      setRead(settings);
      setTyped({
        maxMb: String(settings.maxMb),
        maxAgeDays: String(settings.maxAgeDays),
        binaryMaxMb: String(settings.binaryMaxMb),
      });
    });
    // Read once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const fields = ['maxMb', 'maxAgeDays', 'binaryMaxMb'] as const;
  const values = typed && fields.map((f) => valueOf(f, typed[f]));
  const valid = values?.every((v) => v !== undefined) ?? false;
  const submit = async () => {
    if (!typed || !values || !valid) return;
    const [maxMb, maxAgeDays, binaryMaxMb] = values as number[];
    const done = await action.run(async () => {
      const now = await studio().setHistorySettings({ maxMb, maxAgeDays, binaryMaxMb });
      setRead(now);
      toast(t('history.settingsSaved', { used: formatBytes(now.usedBytes) }));
    });
    if (done) onClose();
  };
  return (
    <FormDialog
      title={t('history.settingsTitle')}
      onClose={onClose}
      cancel={t('history.cancel')}
      confirm={t('history.settingsSave')}
      form
      onConfirm={() => void submit()}
      busy={action.busy}
      disabled={!valid}
      error={action.error}
    >
      {read && (
        <p role="note">
          {t('history.used', { used: formatBytes(read.usedBytes), count: read.versions })}
        </p>
      )}
      {typed &&
        fields.map((f) => (
          <div className="field" key={f}>
            <label htmlFor={ids[f]}>{t(`history.setting.${f}`)}</label>
            <input
              id={ids[f]}
              inputMode="numeric"
              value={typed[f]}
              aria-invalid={valueOf(f, typed[f]) === undefined}
              onChange={(e) => setTyped({ ...typed, [f]: e.target.value })}
            />
            <p className="field-hint">
              {valueOf(f, typed[f]) === undefined
                ? t('history.settingRange', BOUNDS[f])
                : t(`history.settingHint.${f}`)}
            </p>
          </div>
        ))}
    </FormDialog>
  );
}
