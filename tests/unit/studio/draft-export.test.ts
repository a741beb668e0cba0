/**
 * The drafts file of a removed library reads back as typed through a real Markdown reader
 * (markdown-it 15, CommonMark): every draft's text is its fenced block's content, backtick
 * fences and all, with the one line break added where the text had none.
 */
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { draftsMarkdown } from '../../../shared/studio/draft-export';

const drafts = [
  {
    path: 'commit-message/SKILL.md',
    text: '---\nname: commit-message\n---\n\n```sh\ngit log\n```\n',
  },
  { path: 'notes/a ````b````.md', text: 'four ```` and five ````` backticks, no last line break' },
  { path: '笔记/说明.md', text: '中文内容\n第二行\n' },
  { path: 'empty.md', text: '' },
];

describe('draftsMarkdown', () => {
  it('gives each text back through a Markdown reader', () => {
    const tokens = new MarkdownIt().parse(draftsMarkdown('Unsaved', 'Kept.', drafts), {});
    const headings = tokens
      .filter((_, i) => tokens[i - 1]?.type === 'heading_open' && tokens[i - 1]?.tag === 'h2')
      .map((t) => t.content);
    const fences = tokens.filter((t) => t.type === 'fence').map((t) => t.content);
    expect(headings).toEqual(drafts.map((d) => d.path));
    expect(fences).toEqual(
      drafts.map((d) => (d.text === '' || d.text.endsWith('\n') ? d.text : `${d.text}\n`)),
    );
  });
});
