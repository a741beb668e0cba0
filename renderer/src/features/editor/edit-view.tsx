/**
 * Editing a skill: its files on the left, the open file in the code editor, the frontmatter
 * form or the Markdown preview beside it, and the problems below. Everything the user types
 * goes to the editor store; the live check of SKILL.md feeds the underlines, the form and the
 * problems panel alike.
 */
import { useMemo, useState } from 'react';
import type { Diagnostic, RuleCode } from '../../../../shared/skill/types';
import { isDirty } from '../../../../shared/studio/documents';
import { findingsByFile } from '../../../../shared/studio/findings-by-file';
import { splitHidden } from '../../../../shared/studio/hidden-advice';
import { baseName, joinPath } from '../../../../shared/studio/paths';
import { useT } from '../../i18n/i18n';
import { useCheckedSkill } from '../../state/diagnostics';
import { useEditor } from '../../state/editor-store';
import { findEntry, useLibrary } from '../../state/library-store';
import { useUi } from '../../state/ui-store';
import { takeReveal } from '../../state/reveal-request';
import { saveActive } from '../../app/app-effects';
import { FrontmatterForm } from '../form/frontmatter-form';
import { MarkdownPreview } from '../preview/markdown-preview';
import { CodeEditor, type RevealRequest } from './code-editor';
import {
  EditBody,
  PaneTabs,
  SideSwitch,
  SIDE_BY_SIDE_WIDTH,
  type PaneAvailability,
} from './edit-layout';
import { isProse, languageFor } from './monaco/language-for';
import { useWideEnough } from '../../ui/use-width';
import { ConflictBanner } from './conflict-banner';
import { FileTree } from '../files/file-tree';
import { FilePreview } from '../files/file-preview';
import { previewKindOf } from '../../../../shared/studio/file-type';
import { RunnableToggle } from '../files/runnable-toggle';
import { ProblemsPanel } from './problems-panel';
import { runFix } from './run-fix';
import { FieldProposal } from './fix-prompt';
import { formatBytes } from '../../../../shared/package/upload-rules';
import { verdictOf } from '../../../../shared/skill/summary';
import { gradeTargets } from '../../../../shared/skill/targets';
import { libraryOf, targetsOf, useTargets } from '../../state/targets-store';
import { TargetVerdicts } from '../targets/target-verdicts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ErrorNote } from '../../ui/use-action';
import { hiddenCodesOf, setAdviceHidden, useHiddenAdvice } from '../../state/hidden-advice-store';
import { toastWithAction } from '../../ui/toasts';
import { HistoryPanel } from '../history/history-panel';
import { VisualPane, WritingSwitch } from '../visual/visual-pane';
import './editor.css';

const NONE: readonly Diagnostic[] = [];

/** The edit view of the selected skill. */
export function EditView({ dir }: { dir: string }) {
  const t = useT();
  const detail = useEditor((s) => s.details[dir]);
  const activePath = useEditor((s) => s.activePath);
  const doc = useEditor((s) => (activePath === undefined ? undefined : s.docs[activePath]));
  const edit = useEditor((s) => s.edit);
  const revert = useEditor((s) => s.revert);
  // Why the file last chosen did not open (a link out of the libraries says where it leads).
  const openError = useEditor((s) => s.error);
  const root = useLibrary((s) =>
    libraryOf(
      s.libraries.map((l) => l.root),
      dir,
    ),
  );
  const targets = useTargets((s) => targetsOf(s.byRoot, root));
  const entry = useLibrary((s) => findEntry(s.lists, dir)?.entry);
  const checked = useCheckedSkill();
  // A place another view asked for (a review finding) is the first request.
  const [reveal, setReveal] = useState<RevealRequest | undefined>(() => {
    const asked = takeReveal();
    return asked && { ...asked, seq: 1 };
  });
  // Discard changes asks first (as GitHub Desktop does): the typed text is not on disk anywhere.
  const [discarding, setDiscarding] = useState<string>();
  // Pictures that are text (SVG) the user chose to edit as markup.
  const [asText, setAsText] = useState<string[]>([]);
  const skillMdPath = detail?.skillMd?.path;
  const [wide, measured] = useWideEnough(SIDE_BY_SIDE_WIDTH);
  const hiddenCodes = useHiddenAdvice((s) => hiddenCodesOf(s.byDir, dir));
  const writing = useUi((s) => s.writing);
  // The whole skill's findings, whatever file is open, less the advice the user hid.
  const split = useMemo(
    () => splitHidden(checked?.result.diagnostics ?? [], hiddenCodes),
    [checked, hiddenCodes],
  );
  const groups = useMemo(
    () => findingsByFile(split.shown, baseName(skillMdPath ?? 'SKILL.md')),
    [split, skillMdPath],
  );
  // Those placed in SKILL.md's text (the rest are about another file, placed at its top).
  const inSkillMd = useMemo(() => split.shown.filter((d) => d.file === undefined), [split]);

  if (!detail)
    return (
      <p className="app-message" aria-busy="true">
        …
      </p>
    );
  const onSkillMd = doc !== undefined && doc.path === skillMdPath;
  const diagnostics = onSkillMd ? split.shown : [];
  const onReveal = (d: Diagnostic, file: string) => {
    // A finding about another file opens that file at its top; the rest are in SKILL.md.
    const path = d.file === undefined ? skillMdPath : joinPath(detail.dir, file);
    if (path !== undefined && activePath !== path) void useEditor.getState().openFile(path);
    setReveal({
      line: d.file === undefined ? d.range.start.line : 1,
      column: d.file === undefined ? d.range.start.column : 1,
      seq: (reveal?.seq ?? 0) + 1,
    });
  };
  const onHide = (code: RuleCode, hidden: boolean) => {
    void setAdviceHidden(dir, code, hidden);
    if (hidden)
      toastWithAction(t('editor.adviceHidden', { skill: entry?.name ?? detail.folderName }), {
        label: t('editor.undo'),
        run: () => void setAdviceHidden(dir, code, false),
      });
  };
  const fix = (f: Parameters<typeof runFix>[0]) => {
    if (f.kind === 'select') {
      // The text is selected in the code, which a narrow window shows in place of the form.
      if (!wide) useUi.getState().setPane('code');
      setReveal({ ...f.range.start, end: f.range.end, seq: (reveal?.seq ?? 0) + 1 });
      return;
    }
    if (skillMdPath !== undefined) void runFix(f, dir, skillMdPath);
  };
  const title = entry?.name ?? detail.folderName;
  // The index's check until SKILL.md is read and checked live.
  const graded = checked ? undefined : entry && gradeTargets(entry.found, targets);
  const verdict = checked ? verdictOf(checked.result.diagnostics) : graded?.verdict;

  const markdown = doc !== undefined && isProse(languageFor(doc.path));
  const unavailable: PaneAvailability = {
    ...(!onSkillMd && { form: t('editor.formOnlySkillMd') }),
    ...(!markdown && { preview: t('editor.previewOnlyMarkdown') }),
  };
  const code = !doc ? (
    <p className="app-message">{t('editor.noSkillMd')}</p>
  ) : doc.kind === 'binary' ||
    (previewKindOf(doc.path) !== 'none' && !asText.includes(doc.path)) ? (
    <FilePreview
      doc={doc}
      {...(doc.kind === 'text' && {
        onEditText: () => setAsText((paths) => [...paths, doc.path]),
      })}
    />
  ) : doc.kind === 'too-large' ? (
    <FilePreview doc={doc} note={t('editor.tooLarge', { size: formatBytes(doc.size) })} />
  ) : (
    <CodeEditor
      path={doc.path}
      text={doc.text}
      savedText={doc.savedText}
      diagnostics={diagnostics}
      label={t('editor.label', { file: baseName(doc.path) })}
      onChange={(text) => edit(doc.path, text)}
      onRunFix={fix}
      {...(reveal && { reveal })}
    />
  );
  // The code editor stays in the same place in the page, hidden while Visual shows, so the one
  // undo history the two share (shared-history.ts) lives on across every switch, redo too.
  const visual = doc?.kind === 'text' && markdown && writing === 'visual';
  const written = (
    <>
      <div className="code-slot" hidden={visual}>
        {code}
      </div>
      {visual && (
        <VisualPane
          path={doc.path}
          text={doc.text}
          skillMd={onSkillMd}
          label={t('visual.label', { file: baseName(doc.path) })}
          onChange={(text) => edit(doc.path, text)}
          diagnostics={onSkillMd ? inSkillMd : NONE}
          onFix={fix}
          skill={detail}
        />
      )}
    </>
  );
  const form =
    onSkillMd && checked ? (
      <FrontmatterForm
        checked={checked}
        onText={(text) => edit(doc.path, text, 'form')}
        onFix={fix}
      />
    ) : undefined;
  const preview =
    doc?.kind === 'text' && markdown ? (
      <MarkdownPreview body={onSkillMd && checked ? checked.parsed.body : doc.text} />
    ) : undefined;

  return (
    <div className="edit-view" ref={measured}>
      <header className="skill-header">
        <span className={`status-dot status-${verdict ?? 'valid'}`} aria-hidden="true" />
        <h1 className="skill-title">{title}</h1>
        <span className="muted skill-path" title={detail.dir}>
          {detail.dir}
        </span>
        <div className="skill-header-actions">
          {doc && <RunnableToggle detail={detail} path={doc.path} />}
          {doc && isDirty(doc) && (
            <button type="button" onClick={() => setDiscarding(doc.path)}>
              {t('editor.revert')}
            </button>
          )}
          <button
            type="button"
            className="primary"
            title={t('editor.saveHint')}
            disabled={!doc || !isDirty(doc)}
            onClick={() => void saveActive()}
          >
            {t('editor.save')}
          </button>
          {doc?.kind === 'text' && markdown && <WritingSwitch />}
          {wide ? <SideSwitch unavailable={unavailable} /> : <PaneTabs unavailable={unavailable} />}
        </div>
      </header>
      <TargetVerdicts
        root={root}
        {...(checked ? { byTarget: checked.byTarget } : { checks: graded?.targets ?? [] })}
      />
      {doc && <ConflictBanner doc={doc} />}
      <ErrorNote message={openError} />
      <EditBody
        wide={wide}
        tree={<FileTree detail={detail} />}
        code={written}
        form={form}
        preview={preview}
        history={<HistoryPanel dir={dir} openPath={doc?.path} />}
      />
      <ProblemsPanel
        groups={groups}
        hidden={split.hidden}
        onReveal={onReveal}
        onFix={fix}
        onHide={onHide}
      />
      <FieldProposal />
      {discarding !== undefined && (
        <ConfirmDialog
          title={t('editor.discardTitle', { file: baseName(discarding) })}
          confirm={t('editor.revert')}
          cancel={t('editor.keepEditing')}
          onConfirm={() => {
            revert(discarding);
            return Promise.resolve();
          }}
          onClose={() => setDiscarding(undefined)}
        >
          <p>{t('editor.discardBody')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
