/**
 * One Monaco editor and its models: one model per file path for as long as the editor lives
 * (so every file keeps its undo history and view state), kept in step with the store's text,
 * with the studio's findings underlined and their quick fixes on offer. On a language switch
 * it hands its files' view states and undo steps to its successor on the other language's
 * Monaco (handover.ts), which takes them up as it opens each file.
 */
import { TabFocus } from 'monaco-editor/esm/vs/editor/browser/config/tabFocus.js';
import * as monaco from 'monaco-editor/esm/vs/editor/editor.api';
import { applyTextEdits, detectEol } from '../../../../../shared/skill/text';
import type { Diagnostic, Fix, Position, TextEdit } from '../../../../../shared/skill/types';
import { EDITOR_OPTIONS } from './editor-options';
import { giveUndo, takeUndo, type EditorHandover, type FileHandover } from './handover';
import { isProse, languageFor } from './language-for';
import { toMonacoRange } from './markers';
import { continuedTyping, minimalEdit, type TypedSoFar } from './minimal-edit';
import type { FindingWords } from './markers';
import { forgetDiagnostics, showDiagnostics, type FixTarget } from './quick-fixes';
import { guardTab } from './tab-guard';

/** How the editor reports back; called with the latest props. */
export interface EditorSessionOptions {
  label: string;
  readOnly: boolean;
  onChange(text: string): void;
  onRunFix(fix: Fix): void;
}

interface Entry {
  path: string;
  model: monaco.editor.ITextModel;
  /** The store text the model was last made equal to, or last reported. */
  lastText: string;
  /**
   * True when the file breaks lines with a lone CR, which Monaco cannot hold (it reads the
   * file as CRLF): the text goes back to the store with CRs, so saving keeps them.
   */
  crOnly: boolean;
  viewState: monaco.editor.ICodeEditorViewState | null;
  target: FixTarget;
  listener: monaco.IDisposable;
  /** Where the store's last insertion stopped, while it is an undo step still open to typing. */
  typed?: TypedSoFar | undefined;
}

const BOM = '\uFEFF';
let sessionCount = 0;

/** The model's text as the store holds it: with a BOM if the file has one. */
function textOf(model: monaco.editor.ITextModel): string {
  return model.getValue(monaco.editor.EndOfLinePreference.TextDefined, true);
}

/** The model's text in the file's own form (BOM kept, lone-CR line breaks restored). */
function storeTextOf(entry: Entry): string {
  const text = textOf(entry.model);
  return entry.crOnly ? text.replace(/\r\n/g, '\r') : text;
}

/** A live code editor in `host`. */
export class EditorSession {
  private readonly editor: monaco.editor.IStandaloneCodeEditor;
  private readonly entries = new Map<string, Entry>();
  private readonly id = ++sessionCount;
  private current: Entry | undefined;
  // Set while the store's text is being applied: that change is not the user's.
  private applyingStore = false;
  private readonly tabGuard: monaco.IDisposable;
  private readonly focusWatch: monaco.IDisposable;

  constructor(
    host: HTMLElement,
    private readonly options: EditorSessionOptions,
    // What the editor this one replaces handed over; each file's part is taken as it opens.
    private readonly carried?: EditorHandover,
  ) {
    this.editor = monaco.editor.create(host, {
      ...EDITOR_OPTIONS,
      model: null,
      ariaLabel: options.label,
      readOnly: options.readOnly,
    });
    this.tabGuard = guardTab(this.editor, host, () => !this.applyingStore);
    // Typing here never joins a step the store's typing left open.
    this.focusWatch = this.editor.onDidFocusEditorText(() => {
      if (this.current) this.closeTyping(this.current);
    });
  }

  /**
   * Shows the file at `path` (its own model) and brings the model up to the store's `text`.
   * A file new to this editor starts from `base` (the text on disk), so unsaved text made
   * while no editor held the file is one undo away from it.
   */
  show(path: string, text: string, base = text): void {
    const entry = this.entries.get(path) ?? this.open(path, base);
    if (entry !== this.current) {
      if (this.current) this.current.viewState = this.editor.saveViewState();
      this.current = entry;
      const prose = isProse(entry.model.getLanguageId());
      this.editor.updateOptions({
        wordWrap: prose ? 'on' : 'off',
        // Word suggestions popping up in prose get in the way; the frontmatter keys still come.
        wordBasedSuggestions: prose ? 'off' : 'currentDocument',
      });
      this.editor.setModel(entry.model);
      if (entry.viewState) this.editor.restoreViewState(entry.viewState);
      if (this.carried?.focused && this.carried.current === path) {
        this.carried.focused = false;
        this.editor.focus();
      }
    }
    this.applyStoreText(entry, text);
  }

  /**
   * Every file's text, view state and undo steps, for the editor that replaces this one (call
   * before dispose). Files handed to this editor and not opened since are passed on as they came.
   */
  handOver(): EditorHandover {
    if (this.current) this.current.viewState = this.editor.saveViewState();
    const files = new Map<string, FileHandover>(this.carried?.files);
    for (const entry of this.entries.values()) this.closeTyping(entry);
    for (const entry of this.entries.values())
      files.set(entry.path, {
        text: textOf(entry.model),
        viewState: entry.viewState,
        undo: takeUndo(entry.model),
      });
    return { files, current: this.current?.path, focused: this.editor.hasTextFocus() };
  }

  /**
   * Undo and redo of the file shown, for Visual: its edits reach this model as undoable
   * edits (the editor stays in the page, hidden), so Code and Visual share one history.
   */
  undo(): void {
    if (!this.current || this.options.readOnly) return;
    this.closeTyping(this.current);
    void this.current.model.undo();
  }

  redo(): void {
    if (!this.current || this.options.readOnly) return;
    this.closeTyping(this.current);
    void this.current.model.redo();
  }

  /** Ends the typing step left open for the store's next letters. */
  private closeTyping(entry: Entry): void {
    if (!entry.typed) return;
    entry.typed = undefined;
    entry.model.pushStackElement();
  }

  /** Underlines the findings of the file shown, worded by `words`. */
  setDiagnostics(diagnostics: readonly Diagnostic[], words: FindingWords): void {
    if (this.current) showDiagnostics(this.current.model, diagnostics, this.current.target, words);
  }

  /** The editor's accessible name and whether it is read-only. */
  setOptions(label: string, readOnly: boolean): void {
    this.options.label = label;
    this.options.readOnly = readOnly;
    this.editor.updateOptions({ ariaLabel: label, readOnly });
  }

  /**
   * Calls `report` with what Tab does while the editor has the keyboard (true: moves focus),
   * and with undefined when it loses it.
   */
  watchTabMode(report: (tabMovesFocus: boolean | undefined) => void): monaco.IDisposable {
    // A read-only editor never takes Tab (Monaco's indent needs a writable model).
    const mode = () => this.options.readOnly || TabFocus.getTabFocusMode();
    const subscriptions = [
      this.editor.onDidFocusEditorText(() => {
        report(mode());
      }),
      this.editor.onDidBlurEditorText(() => {
        report(undefined);
      }),
      TabFocus.onDidChangeTabFocus(() => {
        if (this.editor.hasTextFocus()) report(mode());
      }),
    ];
    if (this.editor.hasTextFocus()) report(mode());
    return { dispose: () => subscriptions.forEach((s) => s.dispose()) };
  }

  /**
   * Puts the cursor at a finding's position (or selects up to `end`, for the user to type
   * over), in the middle of the view, and focuses.
   */
  reveal(line: number, column: number, end?: Position): void {
    if (!this.current) return;
    const at = toMonacoRange(
      { start: { line, column }, end: end ?? { line, column } },
      this.current.target.bom,
    );
    this.editor.setSelection(at);
    this.editor.revealRangeInCenter(at);
    this.editor.focus();
  }

  /** Disposes the editor and every model it made. */
  dispose(): void {
    this.tabGuard.dispose();
    this.focusWatch.dispose();
    this.editor.dispose();
    for (const entry of this.entries.values()) {
      entry.listener.dispose();
      forgetDiagnostics(entry.model);
      entry.model.dispose();
    }
    this.entries.clear();
    this.current = undefined;
  }

  private open(path: string, base: string): Entry {
    let uri = monaco.Uri.file(path);
    // Another code editor on the page may already hold a model of the same file.
    if (monaco.editor.getModel(uri)) uri = uri.with({ query: `editor=${this.id}` });
    // A file handed over starts from the text its undo steps lead back from; show() then
    // brings it to the store's text as one more undoable edit (one made while no editor was
    // there: a description the trigger view set).
    const text = this.carried?.files.get(path)?.text ?? base;
    const model = monaco.editor.createModel(text, languageFor(path), uri);
    const entry: Entry = {
      path,
      model,
      lastText: text,
      crOnly: detectEol(text) === '\r',
      viewState: null,
      target: {
        bom: text.startsWith(BOM),
        runFix: (fix) => this.options.onRunFix(fix),
        applyToText: (edits) => this.applyToText(entry, edits),
      },
      listener: model.onDidChangeContent(() => {
        if (this.applyingStore || this.current !== entry) return;
        entry.typed = undefined;
        entry.lastText = storeTextOf(entry);
        this.options.onChange(entry.lastText);
      }),
    };
    this.entries.set(path, entry);
    this.takeCarried(entry);
    return entry;
  }

  /** Takes up what the replaced editor had of this file: its view, and undo if the text is the same. */
  private takeCarried(entry: Entry): void {
    const kept = this.carried?.files.get(entry.path);
    if (!kept) return;
    this.carried?.files.delete(entry.path);
    entry.viewState = kept.viewState;
    if (kept.text === textOf(entry.model)) giveUndo(entry.model, kept.undo);
  }

  /**
   * Makes the model equal to the store's text as ONE undoable edit of only the span that
   * differs, so undo walks back through typing and form edits alike and the cursor stays.
   */
  private applyStoreText(entry: Entry, text: string): void {
    if (text === entry.lastText) return;
    entry.lastText = text;
    entry.target.bom = text.startsWith(BOM);
    const eol = detectEol(text);
    entry.crOnly = eol === '\r';
    const model = entry.model;
    this.applyingStore = true;
    try {
      // Monaco holds one line ending per model; follow the file if it changed on disk.
      if (eol !== '\r' && text.includes('\n') && eol !== model.getEOL())
        model.pushEOL(
          eol === '\n' ? monaco.editor.EndOfLineSequence.LF : monaco.editor.EndOfLineSequence.CRLF,
        );
      const want = text.replace(/\r\n|\r|\n/g, model.getEOL());
      const have = textOf(model);
      if (want === have) return;
      if (want.startsWith(BOM) !== have.startsWith(BOM)) {
        // Monaco keeps a BOM outside the text: adding or removing one means a new value
        // (this one change clears the undo history; it only happens by the BOM fix).
        model.setValue(want);
        return;
      }
      const skip = have.startsWith(BOM) ? 1 : 0;
      const edit = minimalEdit(have.slice(skip), want.slice(skip));
      if (!edit) return;
      const range = monaco.Range.fromPositions(
        model.getPositionAt(edit.start),
        model.getPositionAt(edit.end),
      );
      const { continues, next } = continuedTyping(entry.typed, edit);
      entry.typed = next;
      if (!continues) model.pushStackElement();
      model.pushEditOperations(
        this.current === entry ? this.editor.getSelections() : null,
        [{ range, text: edit.text }],
        () => null,
      );
      // Typing stays open for the next letters of its word; every other edit is a step.
      if (!next) model.pushStackElement();
    } finally {
      this.applyingStore = false;
    }
  }

  /** Applies a fix to the store's text (for edits Monaco cannot make: the BOM). */
  private applyToText(entry: Entry, edits: readonly TextEdit[]): void {
    if (this.current !== entry) return;
    this.options.onChange(applyTextEdits(storeTextOf(entry), edits));
  }
}
