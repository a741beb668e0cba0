/**
 * Quick fixes (Ctrl+. and the light bulb) for the studio's findings: a text fix becomes a
 * workspace edit Monaco applies as one undoable step; a fix on disk (rename the folder or the
 * file) becomes a command that hands it to the editor's `onRunFix`.
 */
import * as monaco from 'monaco-editor/esm/vs/editor/editor.api';
import type { Diagnostic, Fix, TextEdit } from '../../../../../shared/skill/types';
import {
  ENGLISH_WORDS,
  MARKER_OWNER,
  diagnosticMarkers,
  type FindingWords,
  findingsByMarker,
  markerKey,
  toMonacoRange,
} from './markers';
import { flushMarkerChanges } from './marker-flush';

/** What one model's quick fixes need from the editor showing it. */
export interface FixTarget {
  /** True when the text starts with a byte-order mark (Monaco keeps it outside the text). */
  bom: boolean;
  /** Hands a fix that is not a text edit to the application. */
  runFix(fix: Fix): void;
  /** Applies text edits to the store's text directly (the only way to drop a BOM). */
  applyToText(edits: readonly TextEdit[]): void;
}

interface ModelFixes {
  target: FixTarget;
  words: FindingWords;
  /** Marker key → the finding it shows. */
  findings: Map<string, Diagnostic>;
}

const SEVERITY = {
  error: monaco.MarkerSeverity.Error,
  warning: monaco.MarkerSeverity.Warning,
  advice: monaco.MarkerSeverity.Info,
  info: monaco.MarkerSeverity.Info,
} as const;
const RUN_FIX = 'skill-studio.runFix';
const APPLY_TO_TEXT = 'skill-studio.applyFixToText';
const byModel = new Map<string, ModelFixes>();

/** Underlines `diagnostics` in `model` and remembers which marker is which finding. */
export function showDiagnostics(
  model: monaco.editor.ITextModel,
  diagnostics: readonly Diagnostic[],
  target: FixTarget,
  words: FindingWords = ENGLISH_WORDS,
): void {
  const placed = diagnosticMarkers(diagnostics, target.bom, SEVERITY, words);
  byModel.set(model.uri.toString(), { target, words, findings: findingsByMarker(placed) });
  monaco.editor.setModelMarkers(
    model,
    MARKER_OWNER,
    placed.map((p) => p.marker),
  );
  flushMarkerChanges();
}

/** Forgets a model's findings and markers (it is going away). */
export function forgetDiagnostics(model: monaco.editor.ITextModel): void {
  byModel.delete(model.uri.toString());
  monaco.editor.setModelMarkers(model, MARKER_OWNER, []);
}

/** Registers the provider and its commands; once per page. */
export function registerQuickFixes(): void {
  monaco.editor.registerCommand(RUN_FIX, (_accessor, uri: unknown, fix: unknown) => {
    if (typeof uri === 'string') byModel.get(uri)?.target.runFix(fix as Fix);
  });
  monaco.editor.registerCommand(APPLY_TO_TEXT, (_accessor, uri: unknown, fix: unknown) => {
    if (typeof uri === 'string' && (fix as Fix).kind === 'edit')
      byModel.get(uri)?.target.applyToText((fix as Extract<Fix, { kind: 'edit' }>).edits);
  });
  // Every language: the findings decide, and a model without any costs one map lookup.
  monaco.languages.registerCodeActionProvider('*', {
    provideCodeActions(model, _range, context) {
      const fixes = byModel.get(model.uri.toString());
      if (!fixes) return undefined;
      const actions: monaco.languages.CodeAction[] = [];
      const done = new Set<Diagnostic>();
      for (const marker of context.markers) {
        const diagnostic = fixes.findings.get(markerKey(marker));
        if (!diagnostic || done.has(diagnostic)) continue;
        done.add(diagnostic);
        (diagnostic.fixes ?? []).forEach((fix, i) => {
          actions.push(codeAction(model, fix, marker, i === 0, fixes.target, fixes.words));
        });
      }
      return { actions, dispose: () => undefined };
    },
  });
}

function codeAction(
  model: monaco.editor.ITextModel,
  fix: Fix,
  marker: monaco.editor.IMarkerData,
  first: boolean,
  target: FixTarget,
  words: FindingWords,
): monaco.languages.CodeAction {
  const title = words.title(fix);
  const base = { title, kind: 'quickfix', diagnostics: [marker] };
  const uri = model.uri.toString();
  if (fix.kind !== 'edit')
    return { ...base, command: { id: RUN_FIX, title, arguments: [uri, fix] } };
  // An edit that removes the BOM cannot be made inside Monaco, which keeps the BOM aside.
  if (target.bom && fix.edits.some(touchesBom))
    return { ...base, command: { id: APPLY_TO_TEXT, title, arguments: [uri, fix] } };
  const eol = model.getEOL();
  const versionId = model.getVersionId();
  return {
    ...base,
    isPreferred: first,
    edit: {
      edits: fix.edits.map((edit) => ({
        resource: model.uri,
        versionId,
        textEdit: {
          range: toMonacoRange(edit.range, target.bom),
          // Fixes write "\n"; the file keeps its own line ending.
          text: eol === '\n' ? edit.newText : edit.newText.replace(/\n/g, eol),
        },
      })),
    },
  };
}

function touchesBom(edit: TextEdit): boolean {
  const { start, end } = edit.range;
  return start.line === 1 && start.column === 1 && (end.line > 1 || end.column > 1);
}
