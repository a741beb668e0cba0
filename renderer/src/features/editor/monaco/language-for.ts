/**
 * Which Monaco language shows a file: SKILL.md gets its own (YAML frontmatter + Markdown),
 * other files go by extension, anything unknown is plain text.
 */

/** The Monaco language of SKILL.md: YAML frontmatter, then Markdown. */
export const SKILL_MD_LANGUAGE = 'skill-md';

const BY_EXTENSION: Readonly<Record<string, string>> = {
  md: 'markdown',
  markdown: 'markdown',
  yaml: 'yaml',
  yml: 'yaml',
  json: 'json',
  py: 'python',
  sh: 'shell',
  bash: 'shell',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  ts: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  html: 'html',
  htm: 'html',
  css: 'css',
  xml: 'xml',
  csv: 'plaintext',
  txt: 'plaintext',
};

/** The Monaco language id for a file path (either separator; only the file name matters). */
export function languageFor(path: string): string {
  const name = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  // Discovery accepts exactly these two spellings (skill-format.md §1); `Skill.md` is not a skill.
  if (name === 'SKILL.md' || name === 'skill.md') return SKILL_MD_LANGUAGE;
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return 'plaintext';
  return BY_EXTENSION[name.slice(dot + 1).toLowerCase()] ?? 'plaintext';
}

/** True for languages whose lines are prose, so the editor wraps them. */
export function isProse(language: string): boolean {
  return language === SKILL_MD_LANGUAGE || language === 'markdown';
}
