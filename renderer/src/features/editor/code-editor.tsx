/**
 * The code editor: Monaco, one model per file so each keeps its undo history, following the
 * store's text (form edits and reloads arrive as single undoable edits), with the skill
 * validator's findings underlined and their quick fixes on Ctrl+. and the light bulb.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Diagnostic, Fix, Position } from '../../../../shared/skill/types';
import { diagnosticText, findingHeadline, fixTitle } from '../../i18n/diagnostic-text';
import { useT } from '../../i18n/i18n';
import { tabModeKeys, useCodeKeys } from '../../state/code-keys';
import { useUi } from '../../state/ui-store';
import type { EditorSession } from './monaco/editor-session';
import type { EditorHandover } from './monaco/handover';
import type { FindingWords } from './monaco/markers';
import { useMonaco } from './monaco/load-monaco';
import { offerHistory } from './shared-history';
import './monaco/code-editor.css';

/** Where to move the cursor (from the problems panel); `seq` makes a repeat request new. */
export interface RevealRequest {
  line: number;
  column: number;
  /** Selects from the position to here. */
  end?: Position;
  seq: number;
}

/** Props of the code editor. */
export interface CodeEditorProps {
  /** The file's absolute path: one editor model per path, so undo history survives switching. */
  path: string;
  /** The document's text in the store. When it differs from the editor's (a form edit, a reload from disk), the editor takes it as one undoable edit. */
  text: string;
  /** The file's text on disk: a file this editor has not shown starts from it, so the
   * store's unsaved text is one undoable edit (default: `text`, no undo step). */
  savedText?: string;
  /** Findings to underline (SKILL.md only). */
  diagnostics?: readonly Diagnostic[];
  readOnly?: boolean;
  /** The accessible name of the editor. */
  label: string;
  onChange(text: string): void;
  /** Runs a fix that is not a text edit (rename the folder or the file). */
  onRunFix?(fix: Fix): void;
  reveal?: RevealRequest;
}

const NO_DIAGNOSTICS: readonly Diagnostic[] = [];

// What the last code editor to go away had, for the next one (there is one at a time).
let parked: EditorHandover | undefined;

/** The code editor. */
export function CodeEditor(props: CodeEditorProps) {
  const { path, text, diagnostics = NO_DIAGNOSTICS, readOnly = false, label, reveal } = props;
  const { api, error } = useMonaco();
  const host = useRef<HTMLDivElement>(null);
  const [session, setSession] = useState<EditorSession>();
  // Monaco calls back long after a render: always into the latest props.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  // A new Monaco (the UI language changed) takes over what the old editor had: each file's
  // view and undo steps; the text itself is the store's. So does the editor of the edit view
  // shown again after another view, so undo still takes back an edit made meanwhile (a
  // description set by the trigger view's optimizer) and everything before it.
  const handover = useRef<EditorHandover>(undefined);
  useEffect(() => {
    if (!api || !host.current) return undefined;
    const carried = handover.current ?? parked;
    parked = undefined;
    const created = api.createEditor(
      host.current,
      {
        label: latest.current.label,
        readOnly: latest.current.readOnly ?? false,
        onChange: (next) => latest.current.onChange(next),
        onRunFix: (fix) => latest.current.onRunFix?.(fix),
      },
      carried,
    );
    handover.current = undefined;
    setSession(created);
    return () => {
      handover.current = created.handOver();
      parked = handover.current;
      created.dispose();
      setSession(undefined);
    };
  }, [api]);

  // Layout effects, in this order: the model for `path` first, then what refers to it.
  const savedText = props.savedText;
  useLayoutEffect(() => {
    session?.show(path, text, savedText);
  }, [session, path, text, savedText]);

  // Visual, shown over this editor, steps through this file's history.
  useEffect(() => {
    if (!session || readOnly) return undefined;
    return offerHistory(path, { undo: () => session.undo(), redo: () => session.redo() });
  }, [session, path, readOnly]);

  // Underlines speak the UI's language: the plain headline, then the full message (and the
  // core's own sentence), since a hover is already the details.
  const locale = useUi((s) => s.locale);
  const words = useMemo<FindingWords>(
    () => ({
      message: (d) => {
        const { text, detail } = diagnosticText(d, locale);
        return [...new Set([findingHeadline(d, locale), text, detail])].filter(Boolean).join('\n');
      },
      title: (fix) => fixTitle(fix, locale),
    }),
    [locale],
  );
  useLayoutEffect(() => {
    session?.setDiagnostics(diagnostics, words);
  }, [session, path, diagnostics, words]);

  // The accessible name says how to get out with Tab; the status bar shows the mode.
  const t = useT();
  const ariaLabel = readOnly
    ? label
    : `${label}. ${t('editor.tabModeHint', { keys: tabModeKeys() })}`;
  useEffect(() => {
    session?.setOptions(ariaLabel, readOnly);
  }, [session, ariaLabel, readOnly]);

  const reportTabMode = useCodeKeys((s) => s.set);
  useEffect(() => {
    if (!session) return undefined;
    const watching = session.watchTabMode(reportTabMode);
    return () => {
      watching.dispose();
      reportTabMode(undefined);
    };
  }, [session, reportTabMode]);

  // A request is new when its seq is (line and column come with it); switching files alone
  // must not move the cursor again.
  const revealSeq = reveal?.seq;
  useEffect(() => {
    const request = latest.current.reveal;
    if (revealSeq !== undefined && request)
      session?.reveal(request.line, request.column, request.end);
  }, [session, revealSeq]);

  if (error !== undefined)
    return (
      <textarea
        className="code-editor-fallback"
        aria-label={label}
        value={text}
        readOnly={readOnly}
        spellCheck={false}
        onChange={(e) => props.onChange(e.target.value)}
      />
    );
  return <div ref={host} className="monaco-host" data-path={path} aria-busy={!session} />;
}
