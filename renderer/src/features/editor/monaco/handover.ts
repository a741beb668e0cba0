/**
 * What a code editor hands to its successor on the other language's Monaco (setup.ts): per
 * file, the text it had, its view state (cursor, selections, scroll, folding, find) and its
 * undo steps. Plain data, since the two Monacos share no classes.
 *
 * Undo goes through Monaco's internals (none of its API moves an undo history): each step of
 * a text model's history is a SingleModelEditStackElement whose data Monaco itself serializes
 * to an ArrayBuffer when the step closes (vs/editor/common/model/editStack.js, close() and
 * serialize()), and the undo service lists a model's steps (undoRedoService.js, getElements).
 * The newest steps that are such text edits are carried, as buffers, and pushed as new
 * elements of the other Monaco's own class onto the new model, which starts from the same
 * text. A step of another kind (one edit across several files) ends what is carried: undo
 * then stops there, as it would at the start of the file. Redo steps are not carried. Where
 * the shapes are not what this was written against (another Monaco), nothing is carried and
 * the file simply starts a new history.
 */
import * as monaco from 'monaco-editor/esm/vs/editor/editor.api';
import {
  SingleModelEditStackData,
  SingleModelEditStackElement,
} from 'monaco-editor/esm/vs/editor/common/model/editStack.js';
import { StandaloneServices } from 'monaco-editor/esm/vs/editor/standalone/browser/standaloneServices.js';
import { IUndoRedoService } from 'monaco-editor/esm/vs/platform/undoRedo/common/undoRedo.js';

/** One undo step as Monaco serializes it. */
export interface UndoStep {
  label: string;
  data: ArrayBuffer;
}

/** One file of a handed-over editor. */
export interface FileHandover {
  /** The model's text when handed over: the undo steps lead back from exactly this. */
  text: string;
  viewState: monaco.editor.ICodeEditorViewState | null;
  undo: readonly UndoStep[];
}

/** A code editor's state, for the editor that replaces it. */
export interface EditorHandover {
  files: Map<string, FileHandover>;
  /** The file shown. */
  current: string | undefined;
  /** Whether the editor had the keyboard. */
  focused: boolean;
}

/** The parts of Monaco's undo service and its elements used here. */
interface UndoService {
  getElements?(resource: monaco.Uri): { past: readonly unknown[] };
  pushElement?(element: unknown): void;
}
interface StackElement {
  type?: unknown;
  label?: unknown;
  _data?: unknown;
}

function undoService(): UndoService {
  return StandaloneServices.get(IUndoRedoService) as UndoService;
}

function serialized(element: StackElement): UndoStep | undefined {
  if (element.type !== 0 || typeof element.label !== 'string') return undefined;
  const data = element._data;
  // Monaco never writes to a closed step's buffer again: it is shared, not copied.
  if (data instanceof ArrayBuffer) return { label: element.label, data };
  // The newest step is still open (typing appends to it) and holds its data unserialized.
  const open = data as { serialize?: () => unknown } | undefined;
  const buffer = typeof open?.serialize === 'function' ? open.serialize() : undefined;
  return buffer instanceof ArrayBuffer ? { label: element.label, data: buffer } : undefined;
}

/** The model's undo steps, oldest first (the newest run of plain text edits). */
export function takeUndo(model: monaco.editor.ITextModel): UndoStep[] {
  const past = undoService().getElements?.(model.uri).past ?? [];
  const steps: UndoStep[] = [];
  for (let i = past.length - 1; i >= 0; i--) {
    const step = serialized(past[i] as StackElement);
    if (!step) break;
    steps.unshift(step);
  }
  return steps;
}

function readable(step: UndoStep): boolean {
  try {
    SingleModelEditStackData.deserialize(step.data);
    return true;
  } catch {
    return false;
  }
}

/** Gives a new model, holding the text the steps lead back from, those undo steps. */
export function giveUndo(model: monaco.editor.ITextModel, steps: readonly UndoStep[]): void {
  const service = undoService();
  // All or none: undo must lead back from the text the model holds, step by step.
  if (typeof service.pushElement !== 'function' || !steps.every(readable)) return;
  for (const step of steps) {
    const element = new SingleModelEditStackElement(
      step.label,
      'undoredo.textBufferEdit',
      model,
      null,
    );
    // Closed, as Monaco keeps a finished step: typing next starts a step of its own.
    (element as StackElement)._data = step.data;
    service.pushElement(element);
  }
}
