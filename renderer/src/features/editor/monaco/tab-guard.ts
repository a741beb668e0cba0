/**
 * Tab must not edit a file the user only passed through. Reaching a code editor with the
 * keyboard (Tab from the list or the form) puts its caret on line 1, and Monaco's next Tab
 * indents that line: in SKILL.md, an indented `---` turns the frontmatter into body text. So
 * an editor reached by the keyboard lets Tab move focus on until the user has typed there or
 * clicked into it; from then on Tab indents again (or whatever the user chose with Ctrl+M,
 * which is respected at any time). The status bar shows the mode as it changes.
 */
import { TabFocus } from 'monaco-editor/esm/vs/editor/browser/config/tabFocus.js';
import type * as monaco from 'monaco-editor/esm/vs/editor/editor.api';

// What the user last chose with Ctrl+M (Monaco's switch is global to every editor).
let chosen = TabFocus.getTabFocusMode();
// Set while the guard flips the switch itself: that change is not the user's choice.
let flipping = false;
TabFocus.onDidChangeTabFocus((mode) => {
  if (!flipping) chosen = mode;
});

/** What the user chose with Ctrl+M: true when Tab moves focus in every editor. */
export function chosenTabMode(): boolean {
  return chosen;
}

/** Takes over a choice the user made in the other language's Monaco (load-monaco.ts). */
export function chooseTabMode(tabMovesFocus: boolean): void {
  // Not flipping: the listener records this as the user's choice.
  TabFocus.setTabFocusMode(tabMovesFocus);
}

function setMode(tabMovesFocus: boolean): void {
  if (TabFocus.getTabFocusMode() === tabMovesFocus) return;
  flipping = true;
  try {
    TabFocus.setTabFocusMode(tabMovesFocus);
  } finally {
    flipping = false;
  }
}

/**
 * Guards one editor whose DOM node is `host`; `byUser` says whether a text change now is the
 * user's (not the store's text arriving). Returns what undoes it.
 */
export function guardTab(
  editor: monaco.editor.IStandaloneCodeEditor,
  host: HTMLElement,
  byUser: () => boolean,
): monaco.IDisposable {
  let engaged = false;
  let guarding = false;
  const engage = () => {
    engaged = true;
    if (!guarding) return;
    guarding = false;
    setMode(chosen);
  };
  // Capture, before Monaco focuses its input: the focus that follows is a click's.
  const onPointer = () => {
    engaged = true;
  };
  host.addEventListener('pointerdown', onPointer, true);
  const subscriptions = [
    editor.onDidFocusEditorText(() => {
      if (engaged || chosen) return;
      guarding = true;
      setMode(true);
    }),
    editor.onDidBlurEditorText(() => {
      engaged = false;
      if (guarding) {
        guarding = false;
        setMode(chosen);
      }
    }),
    // Typing (or anything else the user does that changes the text) engages the editor.
    editor.onDidChangeModelContent((event) => {
      if (editor.hasTextFocus() && !event.isFlush && byUser()) engage();
    }),
    editor.onMouseDown(engage),
    // Ctrl+M while guarded is the user's choice: the guard steps aside.
    TabFocus.onDidChangeTabFocus(() => {
      if (!flipping) guarding = false;
    }),
  ];
  return {
    dispose: () => {
      host.removeEventListener('pointerdown', onPointer, true);
      for (const s of subscriptions) s.dispose();
      if (guarding) setMode(chosen);
    },
  };
}
