/**
 * Two versions of a skill side by side in Monaco's diff editor (the older on the left), or a
 * version beside what is there now (the editor's unsaved text when the file is open), file by
 * file: the files of either side are listed, the one asked for (or the first changed) first.
 */
import { useEffect, useId, useState } from 'react';
import type { CallOutput } from '../../../../shared/ipc/contract';
import { joinPath } from '../../../../shared/studio/paths';
import { isDirty } from '../../../../shared/studio/documents';
import { useT, type MessageKey, type Translate } from '../../i18n/i18n';
import { errorText } from '../../i18n/service-text';
import { useEditor } from '../../state/editor-store';
import { studio } from '../../state/studio';
import { useUi } from '../../state/ui-store';
import { FormDialog } from '../../ui/form-dialog';
import { DiffView } from '../editor/diff-view';
import type { VersionSummary } from './history-actions';
import { kindText, whenText } from './history-words';

/** A git commit of the skill, as gitHistory lists it. */
export type GitCommit = CallOutput<'gitHistory'>['commits'][number];

/** One side of a comparison: a version, a git commit, or now. */
export type CompareSide =
  | { kind: 'version'; version: VersionSummary }
  | { kind: 'commit'; commit: GitCommit }
  | { kind: 'now' };

/** A side's file as the dialog needs it: text to compare, no such file, or why not text. */
type Content =
  { kind: 'text'; text: string } | { kind: 'absent' } | { kind: 'other'; what: string };

/** What a read said, as the dialog needs it. */
// readGitVersion answers with readVersion's shape.
function contentOf(read: CallOutput<'readVersion'> | CallOutput<'readFile'>): Content {
  if (read.kind === 'text') return { kind: 'text', text: read.text };
  if (read.kind === 'absent') return { kind: 'absent' };
  return { kind: 'other', what: read.kind };
}

/** The side's name in the dialog: "Saved, 5 minutes ago" or "Now". */
function sideName(side: CompareSide, t: Translate, locale: 'en' | 'zh', unsaved: boolean): string {
  if (side.kind === 'now') return unsaved ? t('history.nowUnsaved') : t('history.now');
  if (side.kind === 'commit') {
    const c = side.commit;
    return `${c.subject} (${c.hash.slice(0, 7)}), ${whenText(c.at, Date.now(), locale)}`;
  }
  const v = side.version;
  const when = whenText(v.at, Date.now(), locale);
  return v.name === undefined ? `${kindText(v.kind, t)}, ${when}` : `${v.name}, ${when}`;
}

/** The files of a side, by path below the skill's folder (a commit's: those it changed). */
async function filesOf(dir: string, side: CompareSide): Promise<string[]> {
  if (side.kind === 'commit') return side.commit.files;
  if (side.kind === 'version')
    return (await studio().versionFiles({ dir, version: side.version.id })).files.map(
      (f) => f.path,
    );
  const detail = useEditor.getState().details[dir] ?? (await studio().readSkill({ dir }));
  return detail.files.filter((f) => f.link === undefined).map((f) => f.path);
}

/** A file of a side: the version's, or the editor's text (unsaved included), or the disk's. */
async function readSide(dir: string, side: CompareSide, file: string): Promise<Content> {
  if (side.kind === 'version')
    return contentOf(await studio().readVersion({ dir, version: side.version.id, file }));
  if (side.kind === 'commit')
    return contentOf(await studio().readGitVersion({ dir, commit: side.commit.hash, file }));
  const doc = useEditor.getState().docs[joinPath(dir, file)];
  if (doc?.kind === 'text' && doc.deleted !== true) return { kind: 'text', text: doc.text };
  try {
    return contentOf(await studio().readFile({ path: joinPath(dir, file) }));
  } catch {
    // Not on disk now: compared as an empty file, as a deleted file shows in a diff.
    return { kind: 'absent' };
  }
}

/** Props of the compare dialog. */
export interface CompareDialogProps {
  dir: string;
  left: CompareSide;
  right: CompareSide;
  /** The file to show first (the panel's file, or the first the newer version changed). */
  file?: string;
  onClose: () => void;
}

/** The compare dialog. */
export function CompareDialog({ dir, left, right, file, onClose }: CompareDialogProps) {
  const t = useT();
  const locale = useUi((s) => s.locale);
  const fileId = useId();
  const [files, setFiles] = useState<string[]>();
  const [chosen, setChosen] = useState(file);
  const [texts, setTexts] = useState<[Content, Content]>();
  const [error, setError] = useState<string>();
  const unsaved = useEditor((s) => {
    const doc = chosen === undefined ? undefined : s.docs[joinPath(dir, chosen)];
    return doc !== undefined && isDirty(doc);
  });

  useEffect(() => {
    let live = true;
    void Promise.all([filesOf(dir, left), filesOf(dir, right)]).then(
      ([a, b]) => {
        if (!live) return;
        const all = [...new Set([...a, ...b])].sort();
        setFiles(all);
        setChosen((c) => (c !== undefined && all.includes(c) ? c : all[0]));
      },
      (e: unknown) => live && setError(errorText(e)),
    );
    return () => {
      live = false;
    };
  }, [dir, left, right]);

  useEffect(() => {
    if (chosen === undefined) return undefined;
    let live = true;
    void Promise.all([readSide(dir, left, chosen), readSide(dir, right, chosen)]).then(
      (pair) => live && setTexts(pair),
      (e: unknown) => live && setError(errorText(e)),
    );
    return () => {
      live = false;
    };
  }, [dir, left, right, chosen]);

  const leftName = sideName(left, t, locale, false);
  const rightName = sideName(right, t, locale, right.kind === 'now' && unsaved);
  const textOf = (c: Content) =>
    c.kind === 'text' ? c.text : c.kind === 'absent' ? '' : undefined;
  const a = texts && textOf(texts[0]);
  const b = texts && textOf(texts[1]);
  const odd = texts?.find((c) => c.kind === 'other');
  return (
    <FormDialog
      title={t('history.compareTitle', { left: leftName, right: rightName })}
      onClose={onClose}
      cancel={t('history.close')}
      wide
      error={error}
    >
      <div className="history-compare">
        {files && files.length > 1 && (
          <div className="field">
            <label htmlFor={fileId}>{t('history.compareFile')}</label>
            <select id={fileId} value={chosen} onChange={(e) => setChosen(e.target.value)}>
              {files.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </select>
          </div>
        )}
        {chosen !== undefined && odd && (
          <p className="muted">
            {t('history.notText', {
              file: chosen,
              what: t(`history.what.${odd.what}` as MessageKey & `history.what.${string}`),
            })}
          </p>
        )}
        {chosen !== undefined && a !== undefined && b !== undefined && (
          <DiffView
            original={a}
            modified={b}
            path={chosen}
            label={t('history.diffLabel', { file: chosen, left: leftName, right: rightName })}
          />
        )}
      </div>
    </FormDialog>
  );
}
