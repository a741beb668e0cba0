/**
 * Dragging in the file tree: a row dragged onto a folder (or the tree itself, the skill
 * folder) moves there; files and whole folders dragged in from the desktop are added there.
 * The folder under the pointer is marked as the drop target.
 */
import { useState, type DragEvent } from 'react';
import { addToSkill, droppedItems } from './add-files';
import { dragEntry } from './entry-actions';
import type { TreeNode } from './tree-model';

// A row's own drag carries its path under this type, so a drop can tell it from the desktop's.
const ENTRY_TYPE = 'application/x-skill-studio-entry';

/** Drag sources (rows) and drop targets (folders) for the tree of the skill in `dir`. */
export function useTreeDrop(dir: string) {
  const [dropOn, setDropOn] = useState<string>();
  const dragProps = (node: TreeNode) => ({
    draggable: true,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      event.dataTransfer.setData(ENTRY_TYPE, node.path);
      event.dataTransfer.effectAllowed = 'move';
    },
  });
  const dropProps = (into: string) => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      const types = event.dataTransfer.types;
      if (!types.includes(ENTRY_TYPE) && !types.includes('Files')) return;
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = types.includes(ENTRY_TYPE) ? 'move' : 'copy';
      setDropOn(into);
    },
    onDragLeave: () => {
      setDropOn(undefined);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      event.stopPropagation();
      setDropOn(undefined);
      const moved = event.dataTransfer.getData(ENTRY_TYPE);
      if (moved !== '') {
        const name = moved.slice(moved.lastIndexOf('/') + 1);
        const to = into === '' ? name : `${into}/${name}`;
        if (to !== moved && !into.startsWith(`${moved}/`) && into !== moved)
          void dragEntry(dir, moved, to);
        return;
      }
      // Read now: the browser forgets a drop's items once this handler returns.
      const items = droppedItems(event.dataTransfer);
      void items.then((list) => addToSkill(dir, into, list));
    },
  });
  return { dropOn, dragProps, dropProps };
}
