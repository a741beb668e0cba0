/**
 * A read-only, side-by-side comparison of two versions of a file (the disk's on the left,
 * the user's on the right), on models of its own that go away with it.
 */
import * as monaco from 'monaco-editor/esm/vs/editor/editor.api';
import { EDITOR_OPTIONS } from './editor-options';
import { isProse, languageFor } from './language-for';

/** What the comparison shows. */
export interface DiffSessionOptions {
  original: string;
  modified: string;
  path: string;
  label: string;
}

/** A live diff editor in `host`. */
export class DiffSession {
  private readonly editor: monaco.editor.IStandaloneDiffEditor;
  private readonly original: monaco.editor.ITextModel;
  private readonly modified: monaco.editor.ITextModel;

  constructor(host: HTMLElement, options: DiffSessionOptions) {
    const language = languageFor(options.path);
    this.editor = monaco.editor.createDiffEditor(host, {
      ...EDITOR_OPTIONS,
      readOnly: true,
      originalEditable: false,
      renderSideBySide: true,
      // Two columns even in a narrow window: which side is which is the whole point.
      useInlineViewWhenSpaceIsLimited: false,
      diffWordWrap: isProse(language) ? 'on' : 'off',
      ariaLabel: options.label,
      originalAriaLabel: options.label,
      modifiedAriaLabel: options.label,
    });
    // No URI: Monaco names them inmemory://, so they never meet the code editor's models.
    this.original = monaco.editor.createModel(options.original, language);
    this.modified = monaco.editor.createModel(options.modified, language);
    this.editor.setModel({ original: this.original, modified: this.modified });
  }

  /** Shows new texts or a new label. */
  update(options: DiffSessionOptions): void {
    if (this.original.getValue() !== options.original) this.original.setValue(options.original);
    if (this.modified.getValue() !== options.modified) this.modified.setValue(options.modified);
    this.editor.updateOptions({ ariaLabel: options.label });
  }

  /** Disposes the diff editor, then its models (the other order makes Monaco complain). */
  dispose(): void {
    this.editor.dispose();
    this.original.dispose();
    this.modified.dispose();
  }
}
