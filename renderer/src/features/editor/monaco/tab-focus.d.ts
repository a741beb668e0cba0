// Monaco's global "Tab moves focus" switch (toggled by Ctrl+M). Not in its public API: the
// editor option of that name only says whether the option was set, not what Tab does now.
declare module 'monaco-editor/esm/vs/editor/browser/config/tabFocus.js' {
  export const TabFocus: {
    getTabFocusMode(): boolean;
    setTabFocusMode(tabMovesFocus: boolean): void;
    onDidChangeTabFocus(listener: (tabMovesFocus: boolean) => void): { dispose(): void };
  };
}
