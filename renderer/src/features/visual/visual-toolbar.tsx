/**
 * The visual editor's toolbar: block kinds, marks, lists, table rows and columns, the link
 * field and a code block's language. Every button says what it does and its shortcut; the
 * editor keeps the focus after a click.
 */
import { useEditorState, type Editor } from '@tiptap/react';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n';

interface ToolbarProps {
  editor: Editor;
  /** The link field is open (the button or Ctrl/Cmd+K). */
  linking: boolean;
  onLinking: (open: boolean) => void;
  /** The skill's other files, as links from the open file write them: offered in the link field. */
  linkTargets: readonly string[];
}

function Tool({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="visual-tool"
      aria-label={label}
      title={label}
      {...(active !== undefined && { 'aria-pressed': active })}
      // The editor keeps its selection: a mouse press on the toolbar does not take the focus.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** The toolbar over the visual editor. */
export function VisualToolbar({ editor, linking, onLinking, linkTargets }: ToolbarProps) {
  const t = useT();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      link: e.isActive('link'),
      href: String(e.getAttributes('link')['href'] ?? ''),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      task: e.isActive('taskList'),
      quote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      language: String(e.getAttributes('codeBlock')['language'] ?? ''),
      table: e.isActive('table'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div className="visual-toolbar" role="toolbar" aria-label={t('visual.toolbar')}>
      {([1, 2, 3] as const).map((level) => (
        <Tool
          key={level}
          label={t('visual.heading', { level })}
          active={state[`h${level}`]}
          onClick={() => chain().toggleHeading({ level }).run()}
        >
          H{level}
        </Tool>
      ))}
      <span className="visual-gap" />
      <Tool label={t('visual.bold')} active={state.bold} onClick={() => chain().toggleBold().run()}>
        <b>B</b>
      </Tool>
      <Tool
        label={t('visual.italic')}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <i>I</i>
      </Tool>
      <Tool
        label={t('visual.strike')}
        active={state.strike}
        onClick={() => chain().toggleStrike().run()}
      >
        <s>S</s>
      </Tool>
      <Tool
        label={t('visual.code.inline')}
        active={state.code}
        onClick={() => chain().toggleCode().run()}
      >
        {'</>'}
      </Tool>
      <Tool label={t('visual.link')} active={state.link} onClick={() => onLinking(!linking)}>
        ↗
      </Tool>
      <span className="visual-gap" />
      <Tool
        label={t('visual.bulletList')}
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      >
        •
      </Tool>
      <Tool
        label={t('visual.orderedList')}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      >
        1.
      </Tool>
      <Tool
        label={t('visual.taskList')}
        active={state.task}
        onClick={() => chain().toggleTaskList().run()}
      >
        ☑
      </Tool>
      <Tool
        label={t('visual.quote')}
        active={state.quote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        ❝
      </Tool>
      <Tool
        label={t('visual.codeBlock')}
        active={state.codeBlock}
        onClick={() => chain().toggleCodeBlock().run()}
      >
        {'{ }'}
      </Tool>
      <Tool label={t('visual.rule')} onClick={() => chain().setHorizontalRule().run()}>
        ―
      </Tool>
      <Tool
        label={t('visual.table')}
        onClick={() => chain().insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run()}
      >
        ▦
      </Tool>
      {state.table && (
        <>
          <Tool label={t('visual.addRow')} onClick={() => chain().addRowAfter().run()}>
            +≡
          </Tool>
          <Tool label={t('visual.removeRow')} onClick={() => chain().deleteRow().run()}>
            −≡
          </Tool>
          <Tool label={t('visual.addColumn')} onClick={() => chain().addColumnAfter().run()}>
            +⦀
          </Tool>
          <Tool label={t('visual.removeColumn')} onClick={() => chain().deleteColumn().run()}>
            −⦀
          </Tool>
        </>
      )}
      {state.codeBlock && (
        <input
          className="visual-language"
          aria-label={t('visual.codeLanguage')}
          placeholder={t('visual.codeLanguage')}
          value={state.language}
          onChange={(e) =>
            editor
              .chain()
              .updateAttributes('codeBlock', { language: e.target.value.trim() || null })
              .run()
          }
        />
      )}
      {linking && (
        <LinkField
          initial={state.href}
          targets={linkTargets}
          onApply={(href) => {
            onLinking(false);
            if (href === '') {
              chain().extendMarkRange('link').unsetLink().run();
              return;
            }
            const { empty } = editor.state.selection;
            if (empty && !state.link)
              chain()
                .insertContent({
                  type: 'text',
                  text: href,
                  marks: [{ type: 'link', attrs: { href } }],
                })
                .run();
            else chain().extendMarkRange('link').setLink({ href }).run();
          }}
          onCancel={() => {
            onLinking(false);
            editor.commands.focus();
          }}
        />
      )}
    </div>
  );
}

function LinkField({
  initial,
  targets,
  onApply,
  onCancel,
}: {
  initial: string;
  targets: readonly string[];
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [href, setHref] = useState(initial);
  const listId = useId();
  return (
    <form
      className="visual-link"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(href.trim());
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <input
        aria-label={t('visual.linkUrl')}
        placeholder={t('visual.linkPlaceholder')}
        value={href}
        autoFocus
        list={listId}
        onChange={(e) => setHref(e.target.value)}
      />
      <datalist id={listId}>
        {targets.map((target) => (
          <option key={target} value={target} />
        ))}
      </datalist>
      <button type="submit">{t('visual.linkApply')}</button>
      {initial !== '' && (
        <button type="button" onClick={() => onApply('')}>
          {t('visual.linkRemove')}
        </button>
      )}
    </form>
  );
}
