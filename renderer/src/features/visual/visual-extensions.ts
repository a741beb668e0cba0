/**
 * What the visual editor knows of Markdown: Tiptap's StarterKit (headings, emphasis, lists,
 * quotes, code, rules, links, input rules such as `# ` and the list shortcuts), task
 * lists, GFM tables with their column alignment, and the source block that shows, untouched,
 * what the editor cannot represent (shared/studio/markdown/body-blocks.ts decides which).
 * Undo and redo are the code editor's (one history for both ways of writing); StarterKit's
 * own undo answers only where no code editor holds the file.
 */
import { Extension, Node, type AnyExtension } from '@tiptap/core';
import type { DOMOutputSpec } from '@tiptap/pm/model';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { blockImages } from '../../../../shared/studio/markdown/block-images';
import { SOURCE_BLOCK } from '../../../../shared/studio/markdown/doc-node';
import type { HistoryStep } from '../editor/shared-history';

// GFM's column alignment, kept on every cell as the delimiter row gives it.
const alignAttribute = {
  align: {
    default: null,
    parseHTML: (element: HTMLElement) => element.style.textAlign || null,
    renderHTML: (attributes: Record<string, unknown>) =>
      typeof attributes['align'] === 'string'
        ? { style: `text-align: ${attributes['align']}` }
        : {},
  },
};

const AlignedCell = TableCell.extend({
  addAttributes() {
    return { ...this.parent?.(), ...alignAttribute };
  },
});

const AlignedHeader = TableHeader.extend({
  addAttributes() {
    return { ...this.parent?.(), ...alignAttribute };
  },
});

/** Where a file of the skill is served, by its path from the Markdown file's folder. */
export type ImageSrc = (path: string) => string | undefined;

/**
 * Markdown the editor keeps as written: shown as its source, never changed; a block of
 * nothing but images of the skill's own files shows them below its source.
 */
const SourceBlock = Node.create<{ title: string; imageSrc: { current?: ImageSrc | undefined } }>({
  name: SOURCE_BLOCK,
  group: 'block',
  atom: true,
  selectable: true,
  addOptions() {
    return { title: '', imageSrc: {} };
  },
  addAttributes() {
    return { source: { default: '' } };
  },
  parseHTML() {
    return [{ tag: 'pre[data-source-block]' }];
  },
  renderHTML({ node }) {
    const source = String(node.attrs['source'] ?? '');
    const pre: DOMOutputSpec = [
      'pre',
      { 'data-source-block': '', class: 'visual-source', title: this.options.title },
      source,
    ];
    const src = this.options.imageSrc.current;
    const images = src && source.includes('![') ? blockImages(source) : undefined;
    const shown = (images ?? []).flatMap((image) => {
      const url = src?.(image.path);
      return url === undefined
        ? []
        : [['img', { src: url, alt: image.alt, class: 'visual-image' }]];
    });
    return shown.length === 0 ? pre : ['div', { class: 'visual-pictures' }, pre, ...shown];
  },
});

/**
 * The editor's extensions; `onLink` opens the link field (Ctrl/Cmd+K); `sourceTitle` says what
 * a source block is; `history` steps through the history the file shares with Code (false:
 * there is none, and the editor's own undo answers); `imageSrc` where an image block's
 * pictures are served.
 */
export function visualExtensions(
  onLink: () => void,
  sourceTitle: string,
  history: (way: HistoryStep) => boolean,
  imageSrc: { current?: ImageSrc | undefined } = {},
): AnyExtension[] {
  // Before StarterKit's own undo keys (priority 100).
  const SharedHistory = Extension.create({
    name: 'sharedHistory',
    priority: 1000,
    addKeyboardShortcuts() {
      return {
        'Mod-z': () => history('undo'),
        'Shift-Mod-z': () => history('redo'),
        'Mod-y': () => history('redo'),
      };
    },
  });
  const LinkKey = Extension.create({
    name: 'linkKey',
    addKeyboardShortcuts() {
      return {
        'Mod-k': () => {
          onLink();
          return true;
        },
      };
    },
  });
  return [
    StarterKit.configure({
      underline: false,
      trailingNode: false,
      link: { openOnClick: false, autolink: false },
    }),
    TaskList,
    TaskItem.configure({ nested: true }),
    Table.configure({ resizable: false }),
    TableRow,
    AlignedHeader,
    AlignedCell,
    SourceBlock.configure({ title: sourceTitle, imageSrc }),
    LinkKey,
    SharedHistory,
  ];
}
