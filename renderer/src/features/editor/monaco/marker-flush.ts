/**
 * Underlines in the frame that shows the keystroke. Monaco's marker service hands its changes
 * to the editor's decorations only after a setTimeout(0) (a DebounceEmitter, to merge bursts
 * of changes from many owners), and Chromium paints the typed character first: the underlines
 * followed a frame later (more on a busy machine; the ui bench's keystroke → underlines row).
 * The studio sets its markers once per change, in the same task as the
 * keystroke, so it sends them on at once: the decorations are updated before the next frame.
 *
 * Not Monaco's public API (none says "apply now"): the emitter's shape is checked, and where
 * it is not what this was written against (another Monaco), the timer simply runs as before.
 */
import { StandaloneServices } from 'monaco-editor/esm/vs/editor/standalone/browser/standaloneServices.js';
import { IMarkerService } from 'monaco-editor/esm/vs/platform/markers/common/markers.js';

/** The parts of Monaco's DebounceEmitter (vs/base/common/event.js) this uses. */
interface PendingEmitter {
  _handle?: ReturnType<typeof setTimeout>;
  resume?: () => void;
}

let emitter: PendingEmitter | null | undefined;

function markerEmitter(): PendingEmitter | null {
  if (emitter === undefined) {
    const service = StandaloneServices.get(IMarkerService) as { _onMarkerChanged?: unknown };
    const found = service._onMarkerChanged as PendingEmitter | undefined;
    emitter = found && typeof found.resume === 'function' ? found : null;
  }
  return emitter;
}

/** Delivers the marker changes waiting for Monaco's timer now (call right after setModelMarkers). */
export function flushMarkerChanges(): void {
  const pending = markerEmitter();
  if (pending?._handle === undefined) return;
  // As the timer would: clear the handle, then resume the paused emitter (which fires).
  clearTimeout(pending._handle);
  pending._handle = undefined;
  pending.resume?.();
}
