/**
 * The files of the open skill as a folder tree, SKILL.md first. A dot marks unsaved files.
 */
import { useMemo } from 'react';
import { isDirty } from '../../../../shared/studio/documents';
import { joinPath } from '../../../../shared/studio/paths';
import { useT } from '../../i18n/i18n';
import { useEditor, type SkillDetail } from '../../state/editor-store';

interface TreeNode {
  name: string;
  /** Relative path of a file; undefined for a folder. */
  path?: string;
  children: TreeNode[];
}

/** Builds the nested tree from "/"-separated relative paths. */
export function buildTree(paths: readonly string[]): TreeNode[] {
  const root: TreeNode = { name: '', children: [] };
  for (const path of paths) {
    let node = root;
    const parts = path.split('/');
    parts.forEach((part, i) => {
      const isFile = i === parts.length - 1;
      let child = node.children.find((c) => c.name === part && (c.path !== undefined) === isFile);
      if (!child) {
        child = { name: part, children: [], ...(isFile && { path }) };
        node.children.push(child);
      }
      node = child;
    });
  }
  const order = (nodes: TreeNode[]): TreeNode[] =>
    nodes
      .sort((a, b) => {
        const rank = (n: TreeNode) =>
          n.path?.toLowerCase() === 'skill.md' ? 0 : n.path === undefined ? 2 : 1;
        return rank(a) - rank(b) || a.name.localeCompare(b.name);
      })
      .map((n) => ({ ...n, children: order(n.children) }));
  return order(root.children);
}

/** The file tree of a skill. */
export function FileTree({ detail }: { detail: SkillDetail }) {
  const t = useT();
  const activePath = useEditor((s) => s.activePath);
  const docs = useEditor((s) => s.docs);
  const openFile = useEditor((s) => s.openFile);
  const tree = useMemo(() => buildTree(detail.files.map((f) => f.path)), [detail.files]);

  const render = (nodes: TreeNode[], depth: number) => (
    <ul className="file-tree-list">
      {nodes.map((node) => {
        if (node.path === undefined)
          return (
            <li key={`d:${node.name}`}>
              <span className="file-tree-folder" style={{ paddingLeft: 8 + depth * 12 }}>
                {node.name}/
              </span>
              {render(node.children, depth + 1)}
            </li>
          );
        const abs = joinPath(detail.dir, node.path);
        const doc = docs[abs];
        const dirty = doc !== undefined && isDirty(doc);
        return (
          <li key={node.path}>
            <button
              type="button"
              className={`file-tree-file${abs === activePath ? ' is-active' : ''}`}
              style={{ paddingLeft: 8 + depth * 12 }}
              aria-current={abs === activePath ? 'true' : undefined}
              onClick={() => void openFile(abs)}
              title={node.path}
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

  return (
    <nav className="file-tree" aria-label={t('editor.files')}>
      {render(tree, 0)}
    </nav>
  );
}
