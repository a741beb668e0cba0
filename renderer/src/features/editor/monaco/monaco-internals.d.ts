// Parts of Monaco used from outside its public API, each where a file says why.

// Monaco's global "Tab moves focus" switch (toggled by Ctrl+M). Not in its public API: the
// editor option of that name only says whether the option was set, not what Tab does now.
declare module 'monaco-editor/esm/vs/editor/browser/config/tabFocus.js' {
  export const TabFocus: {
    getTabFocusMode(): boolean;
    setTabFocusMode(tabMovesFocus: boolean): void;
    onDidChangeTabFocus(listener: (tabMovesFocus: boolean) => void): { dispose(): void };
  };
}

// The service registry and the marker service's id, for marker-flush.ts (not in the public API).
declare module 'monaco-editor/esm/vs/editor/standalone/browser/standaloneServices.js' {
  export const StandaloneServices: { get(id: unknown): unknown };
}
declare module 'monaco-editor/esm/vs/platform/markers/common/markers.js' {
  export const IMarkerService: unknown;
}

// A text model's undo steps and the undo service, for handover.ts (not in the public API).
declare module 'monaco-editor/esm/vs/editor/common/model/editStack.js' {
  import type { editor } from 'monaco-editor/esm/vs/editor/editor.api';
  export const SingleModelEditStackData: { deserialize(source: ArrayBuffer): unknown };
  export const SingleModelEditStackElement: new (
    label: string,
    code: string,
    model: editor.ITextModel,
    beforeCursorState: null,
  ) => object;
}
declare module 'monaco-editor/esm/vs/platform/undoRedo/common/undoRedo.js' {
  export const IUndoRedoService: unknown;
}

// The Chinese copy of the editor's Monaco (scripts/monaco-per-locale.ts); load-monaco.ts types it.
declare module '*?monaco-locale=zh';

// Monaco's test for its cancellation errors, for cancellations.ts (not in the public API).
declare module 'monaco-editor/esm/vs/base/common/errors.js' {
  export function isCancellationError(error: unknown): boolean;
}
