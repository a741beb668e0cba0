/**
 * The Markdown reader of the visual editor: markdown-it (CommonMark plus GFM's tables and
 * strikethrough), whose block tokens carry their source lines. Raw HTML is recognised (html on)
 * so that it becomes an untouched source block; nothing here renders it.
 */
import MarkdownIt from 'markdown-it';

/** The shared parser instance (markdown-it keeps no state between parses). */
export const mdParser = new MarkdownIt('default', {
  html: true,
  linkify: false,
  typographer: false,
});
