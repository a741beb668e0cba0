/**
 * The files of the open skill as a folder tree, SKILL.md first, with everything a skill's
 * folder needs: New file, New folder, Upload files and Upload folder (the toolbar, and each
 * row's menu on a right-click, Shift+F10 or the Menu key), F2 to rename or move, Delete to delete, drag a row
 * onto a folder to move it, drop files or whole folders from the desktop onto the tree or a
 * folder to add them. A dot marks unsaved files; an arrow marks a link out of the libraries
 * (its target in the title and accessible name), which opening says is not read.
 */
import { useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { isDirty } from '../../../../shared/studio/documents';
import { formatBytes } from '../../../../shared/package/upload-rules';
import { joinPath } from '../../../../shared/studio/paths';
import { MAX_ADDED_FILE_BYTES } from '../../../../shared/studio/skill-paths';
import { useT } from '../../i18n/i18n';
import { useEditor, type SkillDetail } from '../../state/editor-store';
import { bridge, studio } from '../../state/studio';
import { Menu, type MenuItem } from '../../ui/menu';
import { DeleteEntryDialog, NewEntryDialog, RenameEntryDialog } from './file-dialogs';
import { AddProgressLine, ClashPrompt } from './file-prompts';
import { useTreeDrop } from './tree-drop';
import { buildTree, folderOf, type TreeNode } from './tree-model';
import { TreeToolbar, useUploadInputs } from './tree-toolbar';
import { UploadDialog } from './upload-dialog';
import './files.css';

type Open =
  | { kind: 'menu'; node: TreeNode; anchor: HTMLElement }
  | { kind: 'new-file' | 'new-folder'; into: string }
  | { kind: 'rename' | 'delete'; path: string }
  | { kind: 'upload' }
  | undefined;

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
  // Entries that are links out of the libraries, by path: shown as the link, never read.
  const links = useMemo(
    () => new Map(detail.files.flatMap((f) => (f.link ? [[f.path, f.link] as const] : []))),
    [detail.files],
  );
  const [open, setOpen] = useState<Open>();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const { dropOn, dragProps, dropProps } = useTreeDrop(detail.dir);
  const { openUpload, inputs } = useUploadInputs(detail.dir);
  // Where the toolbar's commands act: the folder last chosen in the tree, else the skill's own.
  const [current, setCurrent] = useState('');
  const desktop = bridge().host === 'desktop';

  const menuItems = (node: TreeNode): MenuItem[] => {
    const into = folderOf(node);
    const items: MenuItem[] = [
      { label: t('files.newFileHere'), onSelect: () => setOpen({ kind: 'new-file', into }) },
      { label: t('files.newFolderHere'), onSelect: () => setOpen({ kind: 'new-folder', into }) },
      { label: t('files.uploadHere'), onSelect: () => openUpload(into, false) },
      { label: t('files.uploadFolderHere'), onSelect: () => openUpload(into, true) },
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
        const link = links.get(node.path);
        const linkText =
          link &&
          t(link.folder ? 'files.linkOutFolder' : 'files.linkOut', {
            name: node.name,
            target: link.target,
          });
        return (
          <li key={node.path}>
            <button
              type="button"
              className={`file-tree-file${abs === activePath ? ' is-active' : ''}${link ? ' is-link' : ''}`}
              style={indent}
              aria-current={abs === activePath ? 'true' : undefined}
              onClick={() => {
                setCurrent(folderOf(node));
                void openFile(abs);
              }}
              onKeyDown={onRowKey(node)}
              onContextMenu={onRowMenu(node)}
              title={linkText ?? node.path}
              aria-label={linkText}
              {...dragProps(node)}
            >
              {link && (
                <span className="link-badge" aria-hidden="true">
                  ↗{' '}
                </span>
              )}
              {node.name}
              {link?.folder && '/'}
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
      <TreeToolbar
        folder={folderLabel}
        onNew={(kind) => setOpen({ kind, into: current })}
        onUpload={() => setOpen({ kind: 'upload' })}
      />
      {render(tree, 0)}
      <p className="file-tree-hint">
        {t('files.dropHint', { size: formatBytes(MAX_ADDED_FILE_BYTES) })}
      </p>
      <AddProgressLine />
      {inputs}
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
      {open?.kind === 'upload' && (
        <UploadDialog current={current} onUpload={openUpload} onClose={() => setOpen(undefined)} />
      )}
      <ClashPrompt />
    </nav>
  );
}
