/**
 * The `/` menu: typed at the start of an empty line, it offers the sections good skills have
 * ("When to use", "Steps", "Examples", "Gotchas", "Files in this skill", in the UI's language);
 * the arrow keys choose, Enter inserts the section's heading, Escape or typing on closes it. The
 * editor keeps the focus: the keys reach the menu through the editor's key handler.
 */
import { useEditorState, type Editor } from '@tiptap/react';
import { useLayoutEffect, useState, type RefObject } from 'react';
import { useT } from '../../i18n/i18n';

const SECTIONS = [
  'visual.section.whenToUse',
  'visual.section.steps',
  'visual.section.examples',
  'visual.section.gotchas',
  'visual.section.files',
] as const;

/** What the editor's key handler asks the menu: true when the menu took the key. */
export type MenuKeys = (event: KeyboardEvent) => boolean;

function slashQuery(editor: Editor): string | undefined {
  const { $from, empty } = editor.state.selection;
  if (!empty || $from.parent.type.name !== 'paragraph') return undefined;
  const text = $from.parent.textContent;
  if (!text.startsWith('/') || $from.parentOffset !== text.length) return undefined;
  return text.slice(1).toLowerCase();
}

/** The menu under the toolbar while the line holds `/` and what follows it. */
export function SlashMenu({
  editor,
  keys,
}: {
  editor: Editor;
  keys: RefObject<MenuKeys | undefined>;
}) {
  const t = useT();
  const query = useEditorState({ editor, selector: ({ editor: e }) => slashQuery(e) });
  const [active, setActive] = useState(0);
  const [closedFor, setClosedFor] = useState<string>();
  const options =
    query === undefined || query === closedFor
      ? []
      : SECTIONS.map((key) => t(key)).filter((label) => label.toLowerCase().includes(query));
  const at = Math.min(active, Math.max(0, options.length - 1));

  const insert = (label: string) => {
    const { $from } = editor.state.selection;
    editor
      .chain()
      .focus()
      .insertContentAt({ from: $from.before(), to: $from.after() }, [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: label }] },
        { type: 'paragraph' },
      ])
      .run();
    setActive(0);
  };

  useLayoutEffect(() => {
    keys.current = (event) => {
      if (options.length === 0) return false;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((at + step + options.length) % options.length);
        return true;
      }
      if (event.key === 'Enter') {
        const label = options[at];
        if (label !== undefined) insert(label);
        return true;
      }
      if (event.key === 'Escape') {
        setClosedFor(query);
        return true;
      }
      return false;
    };
  });

  if (options.length === 0) return null;
  return (
    <ul className="visual-slash" role="listbox" aria-label={t('visual.sections')}>
      {options.map((label, i) => (
        <li
          key={label}
          role="option"
          aria-selected={i === at}
          className="visual-slash-option"
          onMouseDown={(event) => {
            event.preventDefault();
            insert(label);
          }}
        >
          {label}
        </li>
      ))}
    </ul>
  );
}
