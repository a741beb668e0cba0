/**
 * What an export would write, as the service reported it: the problems that refuse it, the
 * manifests exactly as they go in, and for each skill what the format's readers make of it
 * (its findings, why they would skip it, notes such as the name Claude Code gives it).
 */
import type { CallOutput } from '../../../../shared/ipc/contract';
import { isProblem } from '../../../../shared/skill/summary';
import { useMessageText, useT } from '../../i18n/i18n';
import { FindingText } from '../../ui/finding-text';

type Result = CallOutput<'exportSkills'>;

/** The report of one export check. */
export function ExportReport({ result }: { result: Result }) {
  const t = useT();
  const say = useMessageText();
  return (
    <>
      {result.problems.length > 0 && (
        <section className="banner banner-warning" role="alert">
          <strong>{t('export.problems')}</strong>
          <ul>
            {result.problems.map((p, i) => (
              <li key={i}>{say(p)}</li>
            ))}
          </ul>
        </section>
      )}
      {result.notes.length > 0 && (
        <ul className="field-findings">
          {result.notes.map((n, i) => (
            <li key={i} className="finding finding-info">
              {say(n)}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('export.manifests')}</h3>
      {result.manifests.map((m) => (
        <figure key={m.path} className="export-manifest">
          <figcaption className="mono">{m.path}</figcaption>
          <pre className="mono">{m.text}</pre>
        </figure>
      ))}
      <p className="muted">{t('export.files', { count: result.paths.length })}</p>
      <ul className="export-skills" aria-label={t('export.open')}>
        {result.skills.map((s) => {
          const findings = s.diagnostics.filter(isProblem);
          return (
            <li key={s.dir}>
              <p className={s.ok ? '' : 'form-error'}>
                {findings.length === 0 && !s.skipped
                  ? t('export.loads', { folder: s.folder, reader: s.reader })
                  : t('export.findings', {
                      folder: s.folder,
                      reader: s.reader,
                      count: findings.length + (s.skipped ? 1 : 0),
                    })}
              </p>
              <ul className="field-findings">
                {s.skipped && <li className="finding finding-error">{say(s.skipped)}</li>}
                {findings.map((d, i) => (
                  <li key={`${d.code}:${i}`} className={`finding finding-${d.severity}`}>
                    <FindingText finding={d} />
                  </li>
                ))}
                {s.notes.map((n, i) => (
                  <li key={`note:${i}`} className="finding finding-info">
                    {say(n)}
                  </li>
                ))}
              </ul>
              {s.leftOut.length > 0 && (
                <p className="muted">{t('export.leftOut', { count: s.leftOut.length })}</p>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
