/**
 * Packaging the open skill, or the skills marked in the list (two or more, whichever skill is
 * open) as one bundle under a name the user may change: what goes in and what is left out and
 * why, the verdict for each place the skills will be used (the library's targets; a .skill is
 * for a Claude.ai upload too) and the findings that would refuse it, then saving it (a save dialog on the desktop, a
 * download in the browser). The check re-runs as the files change.
 */
import { useEffect, useId, useState } from 'react';
import type { CallOutput } from '../../../../shared/ipc/contract';
import { errorText } from '../../i18n/service-text';
import { useT } from '../../i18n/i18n';
import { bundleDirs, findEntry, useLibrary } from '../../state/library-store';
import { studio } from '../../state/studio';
import { ErrorNote, useAction } from '../../ui/use-action';
import { useDiskChanges } from '../../state/disk-changes';
import { formatBytes } from '../../../../shared/package/upload-rules';
import { FindingText } from '../../ui/finding-text';
import { messageText } from '../../i18n/message-text';
import { useUi } from '../../state/ui-store';
import { isProblem } from '../../../../shared/skill/summary';
import { libraryOf, targetsOf, useTargets } from '../../state/targets-store';
import { TargetVerdicts } from '../targets/target-verdicts';
import { InstallDialog } from '../install/install-dialog';
import { archiveFileName, DEFAULT_BUNDLE_NAME } from '../../../../shared/studio/archive-name';
import { BundleSection } from './bundle-section';
import { ExportSection } from './export-section';
import { archiveDestination, deliverArchive } from './save-archive';
import { SaveFooter } from './save-footer';
import { ReviewGateNote } from '../review/review-gate';
import { useReviewGate } from '../review/use-review-gate';
import './packaging.css';

type Result = CallOutput<'packageSkills'>;

/** The package view. */
export function PackageView({ dir }: { dir: string }) {
  const t = useT();
  const locale = useUi((s) => s.locale);
  const marked = useLibrary((s) => s.marked);
  const lists = useLibrary((s) => s.lists);
  const dirs = bundleDirs(marked, dir);
  const bundle = dirs.length > 1;
  const [bundleName, setBundleName] = useState(DEFAULT_BUNDLE_NAME);
  const named = archiveFileName(bundleName, 'zip');
  const nameProblem = bundle && 'problem' in named ? named.problem : undefined;
  const [format, setFormat] = useState<'zip' | 'skill'>('zip');
  const effectiveFormat = bundle ? 'zip' : format;
  // The places the open skill's library ships to: the same verdicts as the editor's.
  const root = useLibrary((s) =>
    libraryOf(
      s.libraries.map((l) => l.root),
      dir,
    ),
  );
  const targets = useTargets((s) => targetsOf(s.byRoot, root));
  const [check, setCheck] = useState<Result>();
  const [force, setForce] = useState(false);
  const [installing, setInstalling] = useState(false);
  const action = useAction();
  const { busy, setError } = action;
  const changedOnDisk = useDiskChanges(dirs);
  const [written, setWritten] = useState<Result['written']>(null);
  const ids = { format: useId(), formatNote: useId() };
  const entries = dirs.map((d) => findEntry(lists, d)?.entry);
  const key = dirs.join('\n');

  useEffect(() => {
    let stale = false;
    setError(undefined);
    // The hash shown was of an archive of other skills, format or check: it says nothing now.
    setWritten(null);
    studio()
      .packageSkills({
        dirs: key.split('\n'),
        format: effectiveFormat,
        targets: [...targets],
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
    return () => {
      stale = true;
    };
  }, [key, effectiveFormat, targets, changedOnDisk, setError]);

  // The security review of what is packaged, shown before it is (issue 39).
  const review = useReviewGate(dirs);
  const anyway = review.gate === 'confirm';
  const save = (goAnyway: boolean) =>
    action.run(async () => {
      if ((await review.ready()) === 'confirm' && !goAnyway) return;
      const fileName = !bundle
        ? `${entries[0]?.folderName ?? 'skill'}.${effectiveFormat}`
        : 'name' in named
          ? named.name
          : undefined;
      if (fileName === undefined) return;
      const dest = await archiveDestination(fileName);
      if (dest === null) return;
      const result = await studio().packageSkills({
        dirs,
        format: effectiveFormat,
        targets: [...targets],
        force,
        ...(bundle && { fileName }),
        ...(dest !== undefined && { dest }),
      });
      setCheck(result);
      setWritten(result.written);
      deliverArchive(result.written, 'package', t);
    });

  const blocked =
    !check ||
    check.problems.length > 0 ||
    (check.errors > 0 && !force) ||
    nameProblem !== undefined;
  return (
    <div className="package-view">
      <header className="skill-header">
        <h1 className="skill-title">
          {bundle ? t('package.bundleHeading', { count: dirs.length }) : t('package.heading')}
        </h1>
        <label htmlFor={ids.format}>{t('package.format')}</label>
        <select
          id={ids.format}
          value={effectiveFormat}
          disabled={bundle}
          {...(bundle && { 'aria-describedby': ids.formatNote })}
          onChange={(e) => setFormat(e.target.value as 'zip' | 'skill')}
        >
          <option value="zip">{t('package.formatZip')}</option>
          <option value="skill">{t('package.formatSkill')}</option>
        </select>
      </header>
      <div className="package-body">
        {bundle ? (
          <>
            <p id={ids.formatNote} className="field-hint">
              {t('package.bundleFormat')}
            </p>
            <BundleSection
              dirs={dirs}
              name={bundleName}
              onName={setBundleName}
              problem={nameProblem}
              fileName={'name' in named ? named.name : undefined}
            />
          </>
        ) : (
          <p className="field-hint">{t('package.markHint')}</p>
        )}
        <ErrorNote message={action.error} />
        <ReviewGateNote
          reviews={review.reviews}
          done={review.done}
          total={review.total}
          anyway={t('reviewGate.packageAnyway')}
        />
        {!check ? (
          <p className="muted" aria-busy="true">
            {t('package.checking')}
          </p>
        ) : (
          <>
            {check.problems.length > 0 && (
              <section className="banner banner-warning" role="alert">
                <strong>{t('package.problems')}</strong>
                <ul>
                  {check.problems.map((p) => (
                    <li key={JSON.stringify(p)}>{messageText(p, locale)}</li>
                  ))}
                </ul>
              </section>
            )}
            {check.skills.map((skill) => (
              <SkillPackage key={skill.dir} skill={skill} root={root} />
            ))}
            {check.checks.length > 0 && (
              <section className="package-section">
                <h2>{t('package.checks')}</h2>
                <ul className="field-findings">
                  {check.checks.map((c) => (
                    <li key={JSON.stringify(c.message)} className={`finding finding-${c.severity}`}>
                      {c.folder ? `${c.folder}: ` : ''}
                      {messageText(c.message, locale)}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <SaveFooter
              words="package"
              check={check}
              force={force}
              setForce={setForce}
              blocked={blocked}
              busy={busy}
              save={() => save(anyway)}
              anyway={anyway ? t('reviewGate.packageAnyway') : undefined}
            >
              <button type="button" onClick={() => setInstalling(true)}>
                {t('install.open')}
              </button>
              {written && <p className="muted mono">{t('package.sha', { sha: written.sha256 })}</p>}
            </SaveFooter>
          </>
        )}
        <ExportSection
          dirs={dirs}
          defaultName={
            bundle
              ? bundleName.replace(/\.zip$/i, '') || 'skills'
              : (entries[0]?.folderName ?? 'skill')
          }
          review={review}
        />
      </div>
      {installing && <InstallDialog dirs={dirs} onClose={() => setInstalling(false)} />}
    </div>
  );
}

function SkillPackage({
  skill,
  root,
}: {
  skill: Result['skills'][number];
  root: string | undefined;
}) {
  const t = useT();
  const locale = useUi((s) => s.locale);
  const problems = skill.diagnostics.filter(isProblem);
  return (
    <section className="package-section">
      <h2>{skill.folder}/</h2>
      {skill.targets && <TargetVerdicts root={root} byTarget={skill.targets} />}
      {problems.length > 0 && (
        <ul className="field-findings" aria-label={t('package.findings', { name: skill.folder })}>
          {problems.map((d, i) => (
            <li key={`${d.code}:${i}`} className={`finding finding-${d.severity}`}>
              <FindingText finding={d} />
            </li>
          ))}
        </ul>
      )}
      <div className="package-columns">
        <div>
          <h3>
            {t('package.files', { count: skill.files.length, size: formatBytes(skill.bytes) })}
          </h3>
          <ul className="package-files" data-testid="package-files">
            {skill.files.map((f) => (
              <li key={f.path}>
                <span className="mono">{f.path}</span>{' '}
                <span className="muted">
                  {formatBytes(f.size)}
                  {f.store && ` · ${t('package.stored')}`}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3>{t('package.leftOut', { count: skill.leftOut.length })}</h3>
          {skill.leftOut.length === 0 ? (
            <p className="muted">{t('package.noLeftOut')}</p>
          ) : (
            <ul className="package-files" data-testid="package-left-out">
              {skill.leftOut.map((f) => (
                <li key={f.path}>
                  <span className="mono">{f.path}</span>{' '}
                  <span className="muted">{messageText(f.reason, locale)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
