/**
 * The `skill-md` language: SKILL.md coloured as YAML in the frontmatter (line 1 `---` to the
 * next `---` line) and as Markdown after it, by embedding Monaco's own two languages.
 */
import type { languages } from 'monaco-editor/esm/vs/editor/editor.api';

// The studio's delimiter rule (shared/skill/frontmatter.ts): three dashes, then only blanks.
const DELIMITER = /^---[ \t]*$/;

/**
 * The Monarch tokenizer. Monarch has no line numbers: the `root` state is only ever seen on
 * line 1, so "line 1 is `---`" is "the first rule of `root` matches". Empty matches with
 * `@rematch` switch state without using up text; `body` never leaves Markdown, but Monarch
 * requires an embedded state to have a rule that could.
 */
export const skillMdTokens: languages.IMonarchLanguage = {
  defaultToken: '',
  tokenPostfix: '.skill-md',
  tokenizer: {
    root: [
      [DELIMITER, { token: 'metatag', switchTo: '@frontmatter', nextEmbedded: 'yaml' }],
      [/^/, { token: '@rematch', switchTo: '@body', nextEmbedded: 'markdown' }],
    ],
    frontmatter: [
      [DELIMITER, { token: 'metatag', switchTo: '@afterFrontmatter', nextEmbedded: '@pop' }],
    ],
    afterFrontmatter: [[/^/, { token: '@rematch', switchTo: '@body', nextEmbedded: 'markdown' }]],
    body: [[/[^\s\S]/, { token: '@rematch', nextEmbedded: '@pop' }]],
  },
};

/** Brackets, comments and pairs of the Markdown part (YAML's apply inside the frontmatter). */
export const skillMdConfiguration: languages.LanguageConfiguration = {
  comments: { blockComment: ['<!--', '-->'] },
  brackets: [
    ['{', '}'],
    ['[', ']'],
    ['(', ')'],
  ],
  autoClosingPairs: [
    { open: '{', close: '}' },
    { open: '[', close: ']' },
    { open: '(', close: ')' },
  ],
  surroundingPairs: [
    { open: '(', close: ')' },
    { open: '[', close: ']' },
    { open: '`', close: '`' },
    { open: '*', close: '*' },
    { open: '_', close: '_' },
    { open: '"', close: '"' },
  ],
};
