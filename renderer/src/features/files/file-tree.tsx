/**
 * The files of the open skill as a folder tree, SKILL.md first, with everything a skill's
 * folder needs: New file, New folder and Upload files (the toolbar, and each row's menu on a
 * right-click, Shift+F10 or the Menu key), F2 to rename or move, Delete to delete, drag a row
 * onto a folder to move it, drop files or whole folders from the desktop onto the tree or a
 * folder to add them. A dot marks unsaved files.
 */
import {
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { isDirty } from '../../../../shared/studio/documents';
import { formatBytes } from '../../../../shared/package/upload-rules';
import { joinPath } from '../../../../shared/studio/paths';
import { MAX_ADDED_FILE_BYTES } from '../../../../shared/studio/skill-paths';
import { useT } from '../../i18n/i18n';
import { useEditor, type SkillDetail } from '../../state/editor-store';
import { bridge, studio } from '../../state/studio';
import { Menu, type MenuItem } from '../../ui/menu';
import { addToSkill, chosenItems, droppedItems } from './add-files';
import { dragEntry } from './entry-actions';
import { DeleteEntryDialog, NewEntryDialog, RenameEntryDialog } from './file-dialogs';
import { AddProgressLine, ClashPrompt } from './file-prompts';
import './files.css';

/** One node of the tree: a file (with its path) or a folder (with its own). */
export interface TreeNode {
  name: string;
  /** Path inside the skill ("/"-separated). */
  path: string;
  folder: boolean;
  children: TreeNode[];
}

/** Builds the nested tree from the skill's file and folder paths. */
export function buildTree(files: readonly string[], folders: readonly string[] = []): TreeNode[] {
  const root: TreeNode = { name: '', path: '', folder: true, children: [] };
  const add = (path: string, isFolder: boolean) => {
    let node = root;
    const parts = path.split('/');
    parts.forEach((part, i) => {
      const folder = isFolder || i < parts.length - 1;
      const at = parts.slice(0, i + 1).join('/');
      let child = node.children.find((c) => c.name === part && c.folder === folder);
      if (!child) {
        child = { name: part, path: at, folder, children: [] };
        node.children.push(child);
      }
      node = child;
    });
  };
  for (const folder of folders) add(folder, true);
  for (const file of files) add(file, false);
  const order = (nodes: TreeNode[]): TreeNode[] =>
    nodes
      .sort((a, b) => {
        const rank = (n: TreeNode) =>
          !n.folder && n.path.toLowerCase() === 'skill.md' ? 0 : n.folder ? 2 : 1;
        return rank(a) - rank(b) || a.name.localeCompare(b.name);
      })
      .map((n) => ({ ...n, children: order(n.children) }));
  return order(root.children);
}

const ENTRY_TYPE = 'application/x-skill-studio-entry';

type Open =
  | { kind: 'menu'; node: TreeNode; anchor: HTMLElement }
  | { kind: 'new-file' | 'new-folder'; into: string }
  | { kind: 'rename' | 'delete'; path: string }
  | undefined;

/** The folder a node stands for as a target: itself, or the folder a file is in. */
function folderOf(node: TreeNode): string {
  return node.folder
    ? node.path
    : node.path.includes('/')
      ? node.path.slice(0, node.path.lastIndexOf('/'))
      : '';
}

/** The file tree of a skill. */
export function FileTree({ detail }: { detail: SkillDetail }) {
  const t = useT();
  const activePath = useEditor((s) => s.activePath);
  const docs = useEditor((s) => s.docs);
  const openFile = useEditor((s) => s.openFile);
  const tree = useMemo(
    () =>
      buildTree(
        detail.files.map((f) => f.path),
        detail.folders,
      ),
    [detail.files, detail.folders],
  );
  const [open, setOpen] = useState<Open>();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [dropOn, setDropOn] = useState<string>();
  // Where the toolbar's commands act: the folder last chosen in the tree, else the skill's own.
  const [current, setCurrent] = useState('');
  const uploadInto = useRef('');
  const fileInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const desktop = bridge().host === 'desktop';

  const upload = (into: string, folders = false) => {
    uploadInto.current = into;
    (folders ? folderInput : fileInput).current?.click();
  };
  const menuItems = (node: TreeNode): MenuItem[] => {
    const into = folderOf(node);
    const items: MenuItem[] = [
      { label: t('files.newFileHere'), onSelect: () => setOpen({ kind: 'new-file', into }) },
      { label: t('files.newFolderHere'), onSelect: () => setOpen({ kind: 'new-folder', into }) },
      { label: t('files.uploadHere'), onSelect: () => upload(into) },
      { label: t('files.rename'), onSelect: () => setOpen({ kind: 'rename', path: node.path }) },
    ];
    if (!node.folder && desktop)
      items.push({
        label: t('files.showInFolder'),
        onSelect: () => void studio().showInFolder({ path: joinPath(detail.dir, node.path) }),
      });
    items.push({
      label: t('files.delete'),
      danger: true,
      onSelect: () => setOpen({ kind: 'delete', path: node.path }),
    });
    return items;
  };

  const onRowKey = (node: TreeNode) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'F2') setOpen({ kind: 'rename', path: node.path });
    else if (event.key === 'Delete') setOpen({ kind: 'delete', path: node.path });
    else if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey))
      setOpen({ kind: 'menu', node, anchor: event.currentTarget });
    else return;
    event.preventDefault();
  };
  const onRowMenu = (node: TreeNode) => (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    setOpen({ kind: 'menu', node, anchor: event.currentTarget });
  };

  // Dragging a row moves it; dragging files in from the desktop adds them.
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
          void dragEntry(detail.dir, moved, to);
        return;
      }
      // Read now: the browser forgets a drop's items once this handler returns.
      const items = droppedItems(event.dataTransfer);
      void items.then((list) => addToSkill(detail.dir, into, list));
    },
  });

  const render = (nodes: TreeNode[], depth: number) => (
    <ul className="file-tree-list" role={depth === 0 ? undefined : 'group'}>
      {nodes.map((node) => {
        const indent = { paddingLeft: 8 + depth * 12 };
        if (node.folder) {
          const shut = collapsed.has(node.path);
          return (
            <li
              key={`d:${node.path}`}
              {...dropProps(node.path)}
              className={dropOn === node.path ? 'is-drop-target' : undefined}
            >
              <button
                type="button"
                className={`file-tree-folder${current === node.path ? ' is-current' : ''}`}
                style={indent}
                aria-expanded={!shut}
                title={`${node.path}/`}
                onClick={() => {
                  setCurrent(node.path);
                  setCollapsed((c) => {
                    const next = new Set(c);
                    if (!next.delete(node.path)) next.add(node.path);
                    return next;
                  });
                }}
                onKeyDown={onRowKey(node)}
                onContextMenu={onRowMenu(node)}
                {...dragProps(node)}
              >
                <span aria-hidden="true">{shut ? '▸' : '▾'} </span>
                {node.name}/
              </button>
              {!shut && render(node.children, depth + 1)}
            </li>
          );
        }
        const abs = joinPath(detail.dir, node.path);
        const doc = docs[abs];
        const dirty = doc !== undefined && isDirty(doc);
        return (
          <li key={node.path}>
            <button
              type="button"
              className={`file-tree-file${abs === activePath ? ' is-active' : ''}`}
              style={indent}
              aria-current={abs === activePath ? 'true' : undefined}
              onClick={() => {
                setCurrent(folderOf(node));
                void openFile(abs);
              }}
              onKeyDown={onRowKey(node)}
              onContextMenu={onRowMenu(node)}
              title={node.path}
              {...dragProps(node)}
            >
              {node.name}
              {dirty && (
                <span className="dirty-dot" aria-label={t('editor.dirty')}>
                  ●
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );

  const folderLabel = current === '' ? t('files.skillRoot') : `${current}/`;
  return (
    <nav
      className={`file-tree${dropOn === '' ? ' is-drop-target' : ''}`}
      aria-label={t('editor.files')}
      {...dropProps('')}
    >
      <div className="file-tree-tools" role="toolbar" aria-label={t('editor.files')}>
        <button
          type="button"
          className="icon-button"
          aria-label={t('files.newFile')}
          title={`${t('files.newFile')} · ${t('files.folderIn', { folder: folderLabel })}`}
          onClick={() => setOpen({ kind: 'new-file', into: current })}
        >
          <span aria-hidden="true">＋</span>
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('files.newFolder')}
          title={`${t('files.newFolder')} · ${t('files.folderIn', { folder: folderLabel })}`}
          onClick={() => setOpen({ kind: 'new-folder', into: current })}
        >
          <span aria-hidden="true">▣</span>
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('files.upload')}
          title={`${t('files.upload')} · ${t('files.folderIn', { folder: folderLabel })}`}
          onClick={() => upload(current)}
        >
          <span aria-hidden="true">⇪</span>
        </button>
      </div>
      {render(tree, 0)}
      <p className="file-tree-hint">
        {t('files.dropHint', { size: formatBytes(MAX_ADDED_FILE_BYTES) })}
      </p>
      <AddProgressLine />
      <input
        ref={fileInput}
        type="file"
        multiple
        hidden
        data-testid="upload-input"
        onChange={(e) => {
          const items = chosenItems(e.target.files);
          e.target.value = '';
          void addToSkill(detail.dir, uploadInto.current, items);
        }}
      />
      <input
        ref={folderInput}
        type="file"
        hidden
        // A folder and everything in it.
        {...{ webkitdirectory: '' }}
        onChange={(e) => {
          const items = chosenItems(e.target.files);
          e.target.value = '';
          void addToSkill(detail.dir, uploadInto.current, items);
        }}
      />
      {open?.kind === 'menu' && (
        <Menu
          anchor={open.anchor}
          label={t('files.menu', { name: open.node.name })}
          items={menuItems(open.node)}
          onClose={() => setOpen(undefined)}
        />
      )}
      {(open?.kind === 'new-file' || open?.kind === 'new-folder') && (
        <NewEntryDialog
          detail={detail}
          kind={open.kind === 'new-file' ? 'file' : 'folder'}
          into={open.into}
          onClose={() => setOpen(undefined)}
        />
      )}
      {open?.kind === 'rename' && (
        <RenameEntryDialog detail={detail} path={open.path} onClose={() => setOpen(undefined)} />
      )}
      {open?.kind === 'delete' && (
        <DeleteEntryDialog detail={detail} path={open.path} onClose={() => setOpen(undefined)} />
      )}
      <ClashPrompt />
    </nav>
  );
}
