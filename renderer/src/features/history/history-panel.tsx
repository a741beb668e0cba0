/**
 * The History panel of the edit view, as VS Code's Timeline: the skill's versions (or the open
 * file's), newest first, each with when, what made it, its name and what changed; choose two to
 * compare, compare one with now, restore it (the file or the whole skill), or name it. The
 * skill's git commits follow when it sits in a repository.
 */
import { useState } from 'react';
import { baseName } from '../../../../shared/studio/paths';
import { useT } from '../../i18n/i18n';
import { useUi } from '../../state/ui-store';
import { ChoiceGroup } from '../../ui/choice-group';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { CompareDialog, type CompareSide } from './compare-dialog';
import { GitSection } from './git-section';
import { relPath, restore, unname, unsavedIn, type VersionSummary } from './history-actions';
import { exactTime, kindText, summaryText, whenText } from './history-words';
import { NameDialog } from './name-dialog';
import { UnlinkedNote } from './unlinked-note';
import { useHistory } from './use-history';
import './history.css';

interface Comparing {
  left: CompareSide;
  right: CompareSide;
  file?: string;
}

/** The History panel of the skill in `dir`; `openPath`: the file open in the editor. */
export function HistoryPanel({ dir, openPath }: { dir: string; openPath: string | undefined }) {
  const t = useT();
  const locale = useUi((s) => s.locale);
  const openFile = openPath === undefined ? undefined : relPath(dir, openPath);
  const [scope, setScope] = useState<'skill' | 'file'>('skill');
  const file = scope === 'file' ? openFile : undefined;
  const read = useHistory(dir, file);
  const [picked, setPicked] = useState<string[]>([]);
  const [comparing, setComparing] = useState<Comparing>();
  const [naming, setNaming] = useState<VersionSummary>();
  const [asking, setAsking] = useState<{ version: VersionSummary; unsaved: string[] }>();

  const versions = read.state === 'ok' ? read.list.versions : [];
  const newest = versions[0];
  const now = Date.now();
  const describe = (v: VersionSummary) =>
    `${v.name ?? kindText(v.kind, t)}, ${whenText(v.at, now, locale)}`;
  const firstChanged = (v: VersionSummary) => file ?? v.changes[0]?.path;

  const startRestore = (version: VersionSummary) => {
    const unsaved = unsavedIn(dir, file);
    if (unsaved.length > 0) setAsking({ version, unsaved });
    else void restore({ dir, version, before: newest, ...(file !== undefined && { file }) });
  };
  const comparePicked = () => {
    const chosen = versions.filter((v) => picked.includes(v.id));
    const [newer, older] = chosen;
    if (!newer || !older) return;
    const at = firstChanged(newer);
    setComparing({
      left: { kind: 'version', version: older },
      right: { kind: 'version', version: newer },
      ...(at !== undefined && { file: at }),
    });
  };

  return (
    <section className="history-panel" aria-label={t('history.title')}>
      <h2 className="history-title">{t('history.title')}</h2>
      {openFile !== undefined && (
        <ChoiceGroup
          look="segmented"
          label={t('history.scope')}
          value={scope}
          onChange={(value) => {
            setScope(value);
            setPicked([]);
          }}
          options={[
            { value: 'skill', label: t('history.scopeSkill') },
            { value: 'file', label: t('history.scopeFile', { file: baseName(openFile) }) },
          ]}
        />
      )}
      {read.state === 'loading' && <p className="muted">{t('history.loading')}</p>}
      {read.state === 'failed' && (
        <p className="muted">{t('history.unavailable', { reason: read.reason })}</p>
      )}
      {read.state === 'ok' && read.list.damage && (
        <p className="form-error" role="note">
          {t('history.damaged', {
            count: read.list.damage.versions.length + read.list.damage.records,
          })}
        </p>
      )}
      {read.state === 'ok' && <UnlinkedNote dir={dir} unlinked={read.list.unlinked} />}
      {read.state === 'ok' && versions.length === 0 && (
        <p className="muted">{t('history.empty')}</p>
      )}
      {versions.length > 0 && (
        <div className="history-compare-bar">
          <button type="button" disabled={picked.length !== 2} onClick={comparePicked}>
            {t('history.comparePicked')}
          </button>
          <span className="muted">{t('history.pickHint')}</span>
        </div>
      )}
      <ol className="history-list">
        {versions.map((v) => {
          const chosen = picked.includes(v.id);
          const name = describe(v);
          return (
            <li key={v.id} className={chosen ? 'history-item chosen' : 'history-item'}>
              <div className="history-line">
                <input
                  type="checkbox"
                  aria-label={`${t('history.pick')}: ${name}`}
                  checked={chosen}
                  onChange={() =>
                    setPicked((p) =>
                      chosen ? p.filter((id) => id !== v.id) : [...p.slice(-1), v.id],
                    )
                  }
                />
                <span className="history-kind">{kindText(v.kind, t)}</span>
                {v.name !== undefined && <span className="history-name">{v.name}</span>}
                <time
                  className="muted"
                  dateTime={new Date(v.at).toISOString()}
                  title={exactTime(v.at, locale)}
                >
                  {whenText(v.at, now, locale)}
                </time>
              </div>
              <p className="history-summary muted">{summaryText(v.changes, t)}</p>
              <div className="history-actions" role="group" aria-label={name}>
                <button
                  type="button"
                  className="small"
                  onClick={() => {
                    const at = firstChanged(v);
                    setComparing({
                      left: { kind: 'version', version: v },
                      right: { kind: 'now' },
                      ...(at !== undefined && { file: at }),
                    });
                  }}
                >
                  {t('history.compareNow')}
                </button>
                {v !== newest && (
                  <button type="button" className="small" onClick={() => startRestore(v)}>
                    {file === undefined ? t('history.restore') : t('history.restoreFile')}
                  </button>
                )}
                <button type="button" className="small" onClick={() => setNaming(v)}>
                  {t('history.nameVersion')}
                </button>
                {v.name !== undefined && (
                  <button type="button" className="small" onClick={() => void unname(dir, v)}>
                    {t('history.unname')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <GitSection
        dir={dir}
        file={file}
        onCompare={(commit) => {
          const at = file ?? commit.files[0];
          setComparing({
            left: { kind: 'commit', commit },
            right: { kind: 'now' },
            ...(at !== undefined && { file: at }),
          });
        }}
      />
      {comparing && (
        <CompareDialog dir={dir} {...comparing} onClose={() => setComparing(undefined)} />
      )}
      {naming && <NameDialog dir={dir} version={naming} onClose={() => setNaming(undefined)} />}
      {asking && (
        <ConfirmDialog
          title={t('history.restoreUnsavedTitle')}
          confirm={t('history.restoreAnyway')}
          cancel={t('history.keepEditing')}
          onConfirm={async () => {
            await restore({
              dir,
              version: asking.version,
              before: newest,
              ...(file !== undefined && { file }),
            });
          }}
          onClose={() => setAsking(undefined)}
        >
          <p>
            {t('history.restoreUnsavedBody', {
              file: asking.unsaved.join(', '),
              time: whenText(asking.version.at, now, locale),
            })}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
