/**
 * The folder tree Gemini CLI 0.61.0's activate_skill shows of a skill's folder:
 * getFolderStructure (bundle/chunk-JDPZ4CE3.js L321930-L322113; source
 * packages/core/src/utils/getFolderStructure.ts) as the tool calls it, with no file service
 * (so no .gitignore) and its defaults: breadth first, at most 200 files and folders, each
 * folder's entries sorted by localeCompare, its files before its folders. Only real files and
 * folders are entries (a Dirent of a link is neither), and node_modules, .git, dist and
 * __pycache__ are shown as "name/..." without being entered. Ported over the studio's listing
 * of the folder, since the view runs where the disk cannot be read.
 */

/** A skill folder's contents, "/"-separated paths relative to it. */
export interface FolderListing {
  /** Every file (links included: `links` names them). */
  files: readonly string[];
  /** Every folder, empty ones and ignored ones included. */
  folders: readonly string[];
  /** The entries that are symbolic links. */
  links: readonly string[];
}

const MAX_ITEMS = 200;
const TRUNCATION = '...';
const IGNORED = new Set(['node_modules', '.git', 'dist', '__pycache__']);
// localeCompare in Node's ICU locale when LANG is unset ("en-US"), as the recordings ran.
const collator = new Intl.Collator('en');

interface TreeNode {
  name: string;
  files: string[];
  subFolders: TreeNode[];
  hasMoreFiles?: boolean;
  hasMoreSubfolders?: boolean;
  isIgnored?: boolean;
}

const parentOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');
const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The tree's text, and the files it names ("/"-separated paths relative to the folder). */
export interface FolderTree {
  text: string;
  listed: string[];
}

/** getFolderStructure(dir) for the folder at absolute path `dir` ("/" separators, no trailing one). */
export function folderStructure(dir: string, listing: FolderListing): FolderTree {
  const listed: string[] = [];
  const root = readFullStructure(nameOf(dir), listing, listed);
  const lines: string[] = [];
  formatStructure(root, '', true, true, lines);
  let summary = `Showing up to ${MAX_ITEMS} items (files + folders).`;
  if (isTruncated(root))
    summary += ` Folders or files indicated with ${TRUNCATION} contain more items not shown, were ignored, or the display limit (${MAX_ITEMS} items) was reached.`;
  return { text: `${summary}\n\n${dir}/\n${lines.join('\n')}`, listed };
}

function readFullStructure(rootName: string, listing: FolderListing, listed: string[]): TreeNode {
  const links = new Set(listing.links);
  const files = new Map<string, string[]>();
  const folders = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, path: string) => {
    const parent = parentOf(path);
    map.set(parent, [...(map.get(parent) ?? []), nameOf(path)]);
  };
  for (const f of listing.files) if (!links.has(f)) add(files, f);
  for (const f of listing.folders) add(folders, f);
  const root: TreeNode = { name: rootName, files: [], subFolders: [] };
  const queue: { node: TreeNode; rel: string }[] = [{ node: root, rel: '' }];
  let count = 0;
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (count >= MAX_ITEMS) continue;
    const { node, rel } = next;
    const at = (name: string) => (rel ? `${rel}/${name}` : name);
    for (const name of [...(files.get(rel) ?? [])].sort(collator.compare)) {
      if (count >= MAX_ITEMS) {
        node.hasMoreFiles = true;
        break;
      }
      node.files.push(name);
      listed.push(at(name));
      count++;
    }
    for (const name of [...(folders.get(rel) ?? [])].sort(collator.compare)) {
      if (count >= MAX_ITEMS) {
        node.hasMoreSubfolders = true;
        break;
      }
      const sub: TreeNode = { name, files: [], subFolders: [] };
      node.subFolders.push(sub);
      count++;
      if (IGNORED.has(name)) sub.isIgnored = true;
      else queue.push({ node: sub, rel: at(name) });
    }
  }
  return root;
}

function formatStructure(
  node: TreeNode,
  indent: string,
  isLast: boolean,
  isRoot: boolean,
  out: string[],
): void {
  const connector = isLast ? '└───' : '├───';
  if (!isRoot || node.isIgnored)
    out.push(`${indent}${connector}${node.name}/${node.isIgnored ? TRUNCATION : ''}`);
  const childIndent = isRoot ? '' : indent + (isLast ? '    ' : '│   ');
  node.files.forEach((file, i) => {
    const last =
      i === node.files.length - 1 && node.subFolders.length === 0 && !node.hasMoreSubfolders;
    out.push(`${childIndent}${last ? '└───' : '├───'}${file}`);
  });
  if (node.hasMoreFiles) {
    const last = node.subFolders.length === 0 && !node.hasMoreSubfolders;
    out.push(`${childIndent}${last ? '└───' : '├───'}${TRUNCATION}`);
  }
  node.subFolders.forEach((sub, i) =>
    formatStructure(
      sub,
      childIndent,
      i === node.subFolders.length - 1 && !node.hasMoreSubfolders,
      false,
      out,
    ),
  );
  if (node.hasMoreSubfolders) out.push(`${childIndent}└───${TRUNCATION}`);
}

function isTruncated(node: TreeNode): boolean {
  if (node.hasMoreFiles || node.hasMoreSubfolders || node.isIgnored) return true;
  return node.subFolders.some(isTruncated);
}
