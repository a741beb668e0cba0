/**
 * The body of SKILL.md rendered as Markdown, beside the editor. Raw HTML in the Markdown is
 * shown as text, never run (markdown-it with html off), and links open outside the app.
 */
import MarkdownIt from 'markdown-it';
import { useMemo } from 'react';
import { useT } from '../../i18n/i18n';
import './preview.css';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
// Links open in a new window (the system browser, in the desktop app), never over the studio.
markdown.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  tokens[idx]?.attrSet('target', '_blank');
  tokens[idx]?.attrSet('rel', 'noopener noreferrer');
  return self.renderToken(tokens, idx, options);
};

/** The preview of a body. */
export function MarkdownPreview({ body }: { body: string }) {
  const t = useT();
  const html = useMemo(() => markdown.render(body), [body]);
  return (
    <aside className="side-panel preview" aria-label={t('editor.sidePreview')}>
      {/* markdown-it escapes every HTML tag in the source (html: false), so this is safe. */}
      <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />
    </aside>
  );
}
