/**
 * The file tree's model: the skill's file and folder paths as nested nodes, SKILL.md first,
 * then files, then folders, each by name; and the folder a row stands for as a target.
 */

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

/** The folder a node stands for as a target: itself, or the folder a file is in. */
export function folderOf(node: TreeNode): string {
  return node.folder
    ? node.path
    : node.path.includes('/')
      ? node.path.slice(0, node.path.lastIndexOf('/'))
      : '';
}
