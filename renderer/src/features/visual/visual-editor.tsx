/**
 * The visual editor of a Markdown body (Tiptap on ProseMirror), loaded only when the user
 * opens Visual. It holds the body it was given as the baseline: every change writes the whole
 * body again through spliceBody, which keeps the baseline's bytes for every block the user did
 * not touch, and hands it to the store like typing in the code view does. A body that changes
 * elsewhere (the code view, a reload from disk, the form) becomes the new baseline.
 */
import { EditorContent, useEditor, type JSONContent } from '@tiptap/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { parseBody, type ParsedBody } from '../../../../shared/studio/markdown/body-blocks';
import { SOURCE_BLOCK, type DocNode } from '../../../../shared/studio/markdown/doc-node';
import type { EditorView } from '@tiptap/pm/view';
import { spliceBody } from '../../../../shared/studio/markdown/splice';
import { useT } from '../../i18n/i18n';
import { visualExtensions, type ImageSrc } from './visual-extensions';
import { VisualToolbar } from './visual-toolbar';
import { SlashMenu, type MenuKeys } from './slash-menu';
import {
  CHIPS_CHANGED,
  placeholderChips,
  placeholderKey,
  type ChipWords,
} from './placeholder-chips';
import {
  FINDINGS_CHANGED,
  findingMarks,
  findingsAt,
  type BodyFinding,
  type OpenFindings,
} from './finding-marks';
import { FindingFixes, type OpenedFindings } from './finding-fixes';
import type { HistoryStep } from '../editor/shared-history';
import './visual.css';

/** Props of the visual editor. */
export interface VisualEditorProps {
  /** The Markdown body (SKILL.md without its frontmatter, or a whole .md file). */
  body: string;
  /** The accessible name of the editing area. */
  label: string;
  onChange: (body: string) => void;
  /** SKILL.md's body: what each agent makes of a placeholder, as its chip's title. */
  chipWords?: ChipWords['current'];
  /** The live findings of the body, shown in the margin of the blocks they belong to. */
  findings?: readonly BodyFinding[];
  /** The skill's other files, as a link from this file writes them. */
  linkTargets?: readonly string[];
  /** Adds dropped images to the skill; resolves to the links to them from this file. */
  onDropImages?: (files: File[]) => Promise<string[]>;
  /** Where a file is served, by its path from this file's folder (images are shown). */
  imageSrc?: ImageSrc;
  /** Undo or redo in the history the file shares with Code; false: the editor's own answers. */
  onHistory?: (way: HistoryStep) => boolean;
}

const NO_TARGETS: readonly string[] = [];

function docOf(parsed: ParsedBody): JSONContent {
  const content = parsed.blocks.map((b) => b.node as JSONContent);
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] };
}

/**
 * Puts an image block per link after the block at `at` (the end when unknown): kept as the
 * Markdown source the editor shows images as, `![name](link)`, the link in angle brackets
 * where it holds a space or a bracket (CommonMark 0.31.2, 6.3 "Links": link destination).
 */
function insertImages(view: EditorView, at: number | undefined, links: readonly string[]) {
  const { doc, schema, tr } = view.state;
  const $at = at === undefined || at > doc.content.size ? undefined : doc.resolve(at);
  const after = $at && $at.depth > 0 ? $at.after(1) : doc.content.size;
  const blocks = links.map((link) => {
    const name = (link.split('/').pop() ?? link)
      .replace(/\.[^.]*$/, '')
      .replace(/[[\]\\]/g, '\\$&');
    const target = /[\s()<>]/.test(link) ? `<${link}>` : link;
    return schema.nodes[SOURCE_BLOCK]?.create({ source: `![${name}](${target})` });
  });
  view.dispatch(
    tr.insert(
      after,
      blocks.filter((b) => b !== undefined),
    ),
  );
}

/** The visual editor with its toolbar. */
export function VisualEditor({
  body,
  label,
  onChange,
  chipWords,
  findings,
  linkTargets,
  onDropImages,
  onHistory,
  imageSrc,
}: VisualEditorProps) {
  const t = useT();
  const [linking, setLinking] = useState(false);
  const baseline = useRef<ParsedBody>(undefined);
  baseline.current ??= parseBody(body);
  // The body the editor's document stands for: what it last wrote or was given.
  const shown = useRef(body);
  const latest = useRef(onChange);
  // The `/` menu's keys, asked first while it is open.
  const menuKeys = useRef<MenuKeys>(undefined);
  const words = useRef(chipWords ?? (() => ''));
  // Chips only where agents substitute: in SKILL.md (fixed for the editor's life: keyed by path).
  const chips = useRef(chipWords !== undefined);
  const dropImages = useRef(onDropImages);
  const history = useRef(onHistory);
  const images = useRef(imageSrc);
  useLayoutEffect(() => {
    latest.current = onChange;
    dropImages.current = onDropImages;
    history.current = onHistory;
    images.current = imageSrc;
  });
  const step = (way: HistoryStep) => history.current?.(way) ?? false;
  // Chips are placed anew once the body stands for the document (after the transaction), and
  // only when its placeholders changed: typing elsewhere moves them with the text, unparsed.
  const placed = useRef(placeholderKey(body));
  const placeChips = (view: EditorView, always = false) => {
    if (!chips.current) return;
    const now = placeholderKey(shown.current);
    if (now === placed.current && !always) return;
    placed.current = now;
    queueMicrotask(() => {
      if (!view.isDestroyed) view.dispatch(view.state.tr.setMeta(CHIPS_CHANGED, true));
    });
  };
  // A block's findings and their fixes, opened from the margin or with Ctrl/Cmd+.
  const [opened, setOpened] = useState<OpenedFindings>();
  const openFindings = useRef<OpenFindings>(undefined);
  openFindings.current = (found, anchor) => setOpened({ found, anchor });
  const editor = useEditor(
    {
      extensions: [
        ...visualExtensions(() => setLinking(true), t('visual.source'), step, images),
        ...(chips.current ? [placeholderChips(words, shown)] : []),
        findingMarks(openFindings, (count) => t('visual.findings.button', { count })),
      ],
      content: docOf(baseline.current),
      editorProps: {
        handleKeyDown: (view, event) => {
          if (menuKeys.current?.(event)) return true;
          if (event.key !== '.' || !(event.ctrlKey || event.metaKey)) return false;
          const found = findingsAt(view.state);
          const $head = view.state.selection.$head;
          const block = $head.depth > 0 ? view.nodeDOM($head.before(1)) : null;
          if (found.length === 0 || !(block instanceof HTMLElement)) return false;
          setOpened({ found, anchor: block });
          return true;
        },
        handleDOMEvents: {
          // The Edit menu's Undo and Redo, and the platform's own gestures for them.
          beforeinput: (_view, event) => {
            const way =
              event.inputType === 'historyUndo'
                ? 'undo'
                : event.inputType === 'historyRedo'
                  ? 'redo'
                  : undefined;
            if (!way || !step(way)) return false;
            event.preventDefault();
            return true;
          },
        },
        handleDrop: (view, event, _slice, moved) => {
          const add = dropImages.current;
          const files = [...(event.dataTransfer?.files ?? [])].filter((f) =>
            f.type.startsWith('image/'),
          );
          if (moved || !add || files.length === 0) return false;
          event.preventDefault();
          const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
          void add(files).then((links) => {
            if (links.length > 0 && !view.isDestroyed) insertImages(view, at, links);
          });
          return true;
        },
        attributes: {
          'aria-label': label,
          'aria-multiline': 'true',
          role: 'textbox',
          class: 'visual-doc markdown',
          spellcheck: 'false',
        },
      },
      onUpdate: ({ editor: changed }) => {
        const from = baseline.current;
        if (!from) return;
        const blocks = changed.getJSON().content as DocNode[];
        const next = spliceBody(from, blocks);
        if (next === shown.current) return;
        shown.current = next;
        latest.current(next);
        placeChips(changed.view);
      },
    },
    // The words inside the editor (a source block's title) follow the UI's language.
    [t],
  );

  useEffect(() => {
    if (body === shown.current) return;
    baseline.current = parseBody(body);
    shown.current = body;
    // The cursor stays where it was (an undo, a form edit), not at the end of the new content.
    const at = editor.state.selection.from;
    editor.commands.setContent(docOf(baseline.current), { emitUpdate: false });
    editor.commands.setTextSelection(Math.min(at, editor.state.doc.content.size));
    placeChips(editor.view, true);
  }, [editor, body]);

  useEffect(() => {
    // Placed in the body as it stands: the check that found them read the text the store holds.
    const tr = editor.state.tr.setMeta(FINDINGS_CHANGED, {
      body: shown.current,
      findings: findings ?? [],
    });
    editor.view.dispatch(tr);
  }, [editor, findings]);

  useEffect(() => {
    if (!chipWords || chipWords === words.current) return;
    words.current = chipWords;
    editor.view.dispatch(editor.state.tr.setMeta(CHIPS_CHANGED, true));
  }, [editor, chipWords]);

  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          'aria-label': label,
          'aria-multiline': 'true',
          role: 'textbox',
          class: 'visual-doc markdown',
          spellcheck: 'false',
        },
      },
    });
  }, [editor, label]);

  return (
    <div className="visual-editor">
      <VisualToolbar
        editor={editor}
        linking={linking}
        onLinking={setLinking}
        linkTargets={linkTargets ?? NO_TARGETS}
      />
      <SlashMenu editor={editor} keys={menuKeys} />
      <EditorContent editor={editor} className="visual-scroll" />
      {opened && (
        <FindingFixes
          opened={opened}
          onClose={() => {
            setOpened(undefined);
            editor.commands.focus();
          }}
        />
      )}
    </div>
  );
}
