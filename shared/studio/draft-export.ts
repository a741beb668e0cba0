/**
 * Unsaved drafts written out as one Markdown file the user can keep (removing a library that
 * holds unsaved text offers it): each file's path as a heading, its text in a fenced block
 * whose fence is longer than any run of backticks in the text, so any Markdown reader gives
 * the text back as typed (CommonMark 0.31, "Fenced code blocks": the closing fence must be at
 * least as long as the opening one). A text that does not end in a line break gets one before
 * the closing fence; the heading says so, so no byte is in doubt.
 */

/** One draft to write out: its path as the user reads it, and its text. */
export interface DraftToExport {
  path: string;
  text: string;
}

function fenceFor(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  return '`'.repeat(Math.max(3, longest + 1));
}

/** The Markdown file holding `drafts`, under the title `title`. */
export function draftsMarkdown(title: string, note: string, drafts: DraftToExport[]): string {
  const parts = [`# ${title}\n\n${note}\n`];
  for (const { path, text } of drafts) {
    const fence = fenceFor(text);
    const body = text === '' || text.endsWith('\n') ? text : `${text}\n`;
    parts.push(`## ${path}\n\n${fence}\n${body}${fence}\n`);
  }
  return parts.join('\n');
}
