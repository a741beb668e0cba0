/**
 * Importing into a library: an archive (the open dialog on the desktop, an upload in the
 * browser) or a folder (the system's folder dialog, or the host's folder browser). The skills
 * found in it, at any depth up to six folders, are listed with a checkbox each, all ticked;
 * only the ticked ones are imported. Skills that already exist are not touched until the user
 * chooses to replace them or import copies; a refused archive lists every reason. While it
 * writes, the dialog counts the files and Stop ends it with nothing placed.
 */
import { useId, useState } from 'react';
import type { CallOutput } from '../../../../shared/ipc/contract';
import { baseName } from '../../../../shared/studio/paths';
import { translate, useT } from '../../i18n/i18n';
import { messageText } from '../../i18n/message-text';
import { useLibrary } from '../../state/library-store';
import { bridge, studio } from '../../state/studio';
import { useUi } from '../../state/ui-store';
import { Dialog } from '../../ui/dialog';
import { toast, toastWithAction } from '../../ui/toasts';
import { importVersions, putBack } from '../history/history-actions';
import { ErrorNote, useAction } from '../../ui/use-action';
import { JobProgressLine, useJob } from '../../ui/use-job';
import { ImportSkillList, importable } from './import-skill-list';
import { ImportSourcePicker, type ImportSource } from './import-source-picker';
import { ReviewGateNote, type GateReview } from '../review/review-gate';
import { gateOfReviews } from '../../../../shared/studio/review-gate';
import './import.css';

type Outcome = CallOutput<'importArchive'>;
type Scan = CallOutput<'scanImport'>;

/** A stopped import's only problem (its skills were not put in place). */
const CANCELLED = 'package.import.cancelled';

type Replaced = { dir: string; before: string; after: string };

/** The skills an import replaced whose history holds them as they were before it. */
async function undoableReplaces(result: Outcome): Promise<Replaced[]> {
  const found = await Promise.all(
    result.skills
      .filter((s) => s.overwrote)
      .map(async (s) => {
        const pair = await importVersions(s.dir).catch(() => undefined);
        return pair && { dir: s.dir, ...pair };
      }),
  );
  return found.filter((r): r is Replaced => r !== undefined);
}

/** The import toast's Undo: each replaced skill back as it was (refused if changed since). */
async function undoReplaces(replaced: Replaced[]): Promise<void> {
  const back: string[] = [];
  for (const r of replaced) if (await putBack(r.dir, r.before, r.after)) back.push(baseName(r.dir));
  await useLibrary.getState().hydrate();
  if (back.length > 0)
    toast(translate(useUi.getState().locale, 'import.undone', { names: back.join(', ') }));
}

/** The import dialog. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const locale = useUi((s) => s.locale);
  const libraries = useLibrary((s) => s.libraries).filter((l) => l.exists);
  const [root, setRoot] = useState(libraries[0]?.root ?? '');
  const [source, setSource] = useState<ImportSource>();
  const [scan, setScan] = useState<Scan>();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [outcome, setOutcome] = useState<Outcome>();
  const job = useJob();
  const action = useAction();
  const busy = action.busy;
  const rootId = useId();

  const look = async (next: ImportSource) => {
    setSource(next);
    setScan(undefined);
    setOutcome(undefined);
    await action.run(async () => {
      const found = await studio().scanImport({ path: next.path });
      setScan(found);
      setChosen(importable(found));
    });
  };

  const upload = async (file: File) => {
    const send = bridge().upload;
    if (!send) return;
    let path: string | undefined;
    await action.run(async () => {
      path = await send(file);
    });
    if (path !== undefined) await look({ path, name: file.name });
  };

  // The chosen skills' security review (from the scan), shown before importing (issue 39).
  const reviews: GateReview[] | undefined = scan?.skills
    .filter((s) => chosen.has(s.from))
    .map((s) => ({
      key: s.from,
      name: s.name ?? s.folder,
      findings: s.findings ?? [],
    }));
  const anyway =
    reviews !== undefined && gateOfReviews(reviews.map((r) => r.findings)) === 'confirm';

  const run = async (conflict: 'refuse' | 'overwrite' | 'rename') => {
    if (!source || !scan) return;
    // In the order found, as the list shows them.
    const skills = scan.skills.map((s) => s.from).filter((from) => chosen.has(from));
    let result: Outcome | undefined;
    await action.run(async () => {
      const outcome = await job.run((id) =>
        studio().importArchive({ path: source.path, root, conflict, skills, job: id }),
      );
      result = outcome;
      setOutcome(outcome);
      if (outcome.recovered.length > 0)
        toast(t('import.recovered', { names: outcome.recovered.join(', ') }));
      if (!outcome.imported) return;
      await useLibrary.getState().hydrate();
      const first = outcome.skills[0];
      if (first) useLibrary.getState().select(first.dir);
    });
    if (!result?.imported) return;
    const done = t('import.done', { names: result.skills.map((s) => s.folder).join(', ') });
    // Skills it replaced can be put back as they were, from their history, for as long as the toast shows.
    const replaced = await undoableReplaces(result);
    if (replaced.length === 0) toast(done);
    else
      toastWithAction(done, {
        label: t('editor.undo'),
        run: () => void undoReplaces(replaced),
      });
    onClose();
  };

  const library = libraries.find((l) => l.root === root);
  const clashes = outcome && !outcome.imported ? outcome.clashes : [];
  const only = outcome?.problems.length === 1 ? outcome.problems[0] : undefined;
  const cancelled = only?.id === CANCELLED ? only : undefined;
  const refusal = scan && scan.problems.length > 0 ? scan.problems : undefined;
  const skipped = (outcome ?? scan)?.skipped.length ?? 0;
  const ready = !busy && scan !== undefined && chosen.size > 0 && root !== '';
  return (
    <Dialog
      title={t('import.title')}
      open
      onClose={onClose}
      actions={
        <>
          {busy && job.running ? (
            <button type="button" onClick={job.stop}>
              {t('import.stop')}
            </button>
          ) : (
            <button type="button" onClick={onClose}>
              {t('import.cancel')}
            </button>
          )}
          {clashes.length > 0 ? (
            <>
              <button type="button" disabled={!ready} onClick={() => void run('rename')}>
                {t('import.rename')}
              </button>
              <button
                type="button"
                className="danger"
                disabled={!ready}
                onClick={() => void run('overwrite')}
              >
                {t('import.overwrite')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className={anyway ? 'danger' : 'primary'}
              disabled={!ready}
              onClick={() => void run('refuse')}
            >
              {busy && job.running
                ? t('import.working')
                : anyway
                  ? t('reviewGate.importAnyway')
                  : t('import.start')}
            </button>
          )}
        </>
      }
    >
      <ImportSourcePicker
        disabled={busy}
        onChosen={(next) => void look(next)}
        onUpload={(file) => void upload(file)}
      />
      {source && !scan && busy && (
        <p className="muted" role="status">
          {t('importList.reading', { name: source.name })}
        </p>
      )}
      {source && scan && !refusal && (
        <ImportSkillList
          scan={scan}
          name={source.name}
          chosen={chosen}
          disabled={busy}
          onChange={(next) => {
            setChosen(next);
            setOutcome(undefined);
          }}
        />
      )}
      {source && scan && !refusal && reviews && reviews.length > 0 && (
        <ReviewGateNote reviews={reviews} anyway={t('reviewGate.importAnyway')} />
      )}
      {refusal && (
        <div className="form-error" role="alert">
          <p>{t('importList.refused')}</p>
          <ul>
            {refusal.map((p) => (
              <li key={JSON.stringify(p)}>{messageText(p, locale)}</li>
            ))}
          </ul>
        </div>
      )}
      {libraries.length > 1 && (
        <div className="field">
          <label htmlFor={rootId}>{t('import.into')}</label>
          <select id={rootId} value={root} onChange={(e) => setRoot(e.target.value)}>
            {libraries.map((l) => (
              <option key={l.root} value={l.root}>
                {l.name} — {l.root}
              </option>
            ))}
          </select>
        </div>
      )}
      {clashes.length > 0 && (
        <p className="banner banner-warning" role="alert">
          {t('import.clash', { library: library?.name ?? root, names: clashes.join(', ') })}
        </p>
      )}
      {job.progress && (
        <JobProgressLine
          text={t('import.progress', { done: job.progress.done, total: job.progress.total })}
          progress={job.progress}
        />
      )}
      {cancelled && (
        <p className="muted" role="status">
          {messageText(cancelled, locale)}
        </p>
      )}
      {outcome && !outcome.imported && clashes.length === 0 && cancelled === undefined && (
        <div className="form-error" role="alert">
          <p>{t('import.refused')}</p>
          <ul>
            {outcome.problems.map((p) => (
              <li key={JSON.stringify(p)}>{messageText(p, locale)}</li>
            ))}
          </ul>
        </div>
      )}
      {skipped > 0 && <p className="muted">{t('import.skipped', { count: skipped })}</p>}
      <ErrorNote message={action.error} />
    </Dialog>
  );
}
