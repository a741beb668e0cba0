/**
 * Exporting the package view's skills as a plugin: the format and the plugin's details, a
 * check that re-runs (shortly after typing stops, and as the files change) showing the
 * manifests exactly as they will be written and what the format's readers make of each skill,
 * then saving the zip (a save dialog on the desktop, a download in the browser). Everything is
 * decided by the service (exportSkills), the same code the CLI's `export` runs.
 */
import { useEffect, useId, useState } from 'react';
import { EXPORT_FORMATS, type ExportFormat } from '../../../../shared/export/formats';
import type { CallInput, CallOutput } from '../../../../shared/ipc/contract';
import { useT } from '../../i18n/i18n';
import { errorText } from '../../i18n/service-text';
import { useDiskChanges } from '../../state/disk-changes';
import { studio } from '../../state/studio';
import { ErrorNote, useAction } from '../../ui/use-action';
import { ExportReport } from './export-report';
import { archiveDestination, deliverArchive } from './save-archive';
import { SaveFooter } from './save-footer';
import type { ReviewGateState } from '../review/use-review-gate';
import './export.css';

type Result = CallOutput<'exportSkills'>;
type Details = Pick<
  CallInput<'exportSkills'>,
  'name' | 'version' | 'description' | 'author' | 'marketplace' | 'owner'
>;

const FIELDS = ['name', 'version', 'description', 'author', 'marketplace', 'owner'] as const;
/** How long typing pauses before the check runs again. */
const SETTLE_MS = 250;

/** The export part of the package view, for `dirs` (one skill, or a bundle). */
export function ExportSection({
  dirs,
  defaultName,
  review,
}: {
  dirs: readonly string[];
  defaultName: string;
  /** The package view's security review of `dirs`, shown there; a high finding needs "Export anyway". */
  review: ReviewGateState;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<ExportFormat>('claude-plugin');
  const [typed, setTyped] = useState<Record<(typeof FIELDS)[number], string>>({
    name: '',
    version: '',
    description: '',
    author: '',
    marketplace: '',
    owner: '',
  });
  const [check, setCheck] = useState<Result>();
  const [force, setForce] = useState(false);
  const action = useAction();
  const { busy, setError } = action;
  const changedOnDisk = useDiskChanges(dirs);
  const ids = { format: useId(), field: useId() };
  const key = dirs.join('\n');
  const name = typed.name.trim() === '' ? defaultName : typed.name.trim();
  const details: Details = { name };
  for (const f of FIELDS) if (f !== 'name' && typed[f].trim() !== '') details[f] = typed[f].trim();
  const detailsKey = JSON.stringify(details);

  useEffect(() => {
    if (!open) return undefined;
    let stale = false;
    setError(undefined);
    const timer = setTimeout(() => {
      studio()
        .exportSkills({
          dirs: key.split('\n'),
          format,
          ...(JSON.parse(detailsKey) as Details),
          dryRun: true,
        })
        .then(
          (result) => {
            if (!stale) setCheck(result);
          },
          (e: unknown) => {
            if (!stale) setError(errorText(e));
          },
        );
    }, SETTLE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [open, key, format, detailsKey, changedOnDisk, setError]);

  const anyway = review.gate === 'confirm';
  const save = (goAnyway: boolean) =>
    action.run(async () => {
      if ((await review.ready()) === 'confirm' && !goAnyway) return;
      const dest = await archiveDestination(`${name}-${format}.zip`);
      if (dest === null) return;
      const result = await studio().exportSkills({
        dirs: [...dirs],
        format,
        ...details,
        force,
        ...(dest !== undefined && { dest }),
      });
      setCheck(result);
      deliverArchive(result.written, 'export', t);
    });

  const field = (f: (typeof FIELDS)[number]) => (
    <label key={f} className="export-field">
      <span>{t(`export.${f}`)}</span>
      <input
        type="text"
        value={typed[f]}
        placeholder={f === 'name' ? defaultName : ''}
        onChange={(e) => setTyped((now) => ({ ...now, [f]: e.target.value }))}
      />
    </label>
  );
  const blocked = !check || check.problems.length > 0 || (check.errors > 0 && !force);
  return (
    <details
      className="package-section export-section"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>
        <h2>{t('export.open')}</h2>
      </summary>
      {/* Rendered only while open: its fields are not the page's until the user asks. */}
      {open && (
        <>
          <p className="field-hint">{t('export.hint')}</p>
          <div className="export-fields">
            <label htmlFor={ids.format}>{t('export.format')}</label>
            <select
              id={ids.format}
              value={format}
              onChange={(e) => setFormat(e.target.value as ExportFormat)}
            >
              {EXPORT_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {t(`export.format.${f}`)}
                </option>
              ))}
            </select>
            {field('name')}
            {field('version')}
            {field('description')}
            {field('author')}
            {format === 'marketplace' && field('marketplace')}
            {format === 'marketplace' && field('owner')}
          </div>
          <ErrorNote message={action.error} />
          {!check ? (
            <p className="muted" aria-busy="true">
              {t('export.checking')}
            </p>
          ) : (
            <>
              <ExportReport result={check} />
              <SaveFooter
                words="export"
                check={check}
                force={force}
                setForce={setForce}
                blocked={blocked}
                busy={busy}
                save={() => save(anyway)}
                anyway={anyway ? t('reviewGate.exportAnyway') : undefined}
              />
            </>
          )}
        </>
      )}
    </details>
  );
}
