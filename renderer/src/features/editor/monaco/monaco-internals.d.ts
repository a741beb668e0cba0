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
