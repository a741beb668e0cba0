/**
 * Authoring advice on the skill's other files: a README, scripts that cannot be run directly,
 * long references without a table of contents, and files nothing mentions. They need the file
 * list (SkillContext.files) and, for the last three, the heads of the files the Node side read
 * for them (SkillContext.texts, see headsToRead); without those they say nothing.
 */
import { diagnostic } from '../diagnostic';
import { skillMessage } from '../messages';
import type { Diagnostic, SkillContext } from '../types';
import type { RuleContext } from './rule-context';

/** Best practices: "For reference files longer than 100 lines, include a table of contents". */
export const TOC_AFTER_LINES = 100;
/** How much of a file the Node side reads for these rules (a head: rules need no more). */
export const HEAD_BYTES = 64 * 1024;
// Past this many files, mentions are not looked for (a library of generated files, not advice).
const MENTION_LIMIT = 500;

// Scripts by extension, and the interpreter a shebang would name.
const SCRIPT = /^scripts\/(?:.*\/)?[^/]+\.(sh|bash|zsh|py|rb|pl|js|mjs|ts)$/;
// Through env(1), so the interpreter is the one on PATH wherever the skill is installed. A
// .ts file runs under Node 22.18 and 23.6 on, which strip types by default (nodejs.org,
// "Running TypeScript Natively").
const INTERPRETERS: Record<string, string> = {
  sh: 'sh',
  bash: 'bash',
  zsh: 'zsh',
  py: 'python3',
  rb: 'ruby',
  pl: 'perl',
  js: 'node',
  mjs: 'node',
  ts: 'node',
};

/** The #! line for a script, chosen from its extension (undefined: not a script we know). */
export function shebangFor(path: string): string | undefined {
  const ext = SCRIPT.exec(path)?.[1];
  const interpreter = ext === undefined ? undefined : INTERPRETERS[ext];
  return interpreter === undefined ? undefined : `#!/usr/bin/env ${interpreter}`;
}

/**
 * The files whose heads these rules read: scripts (their first line), Markdown files other
 * than SKILL.md (tables of contents, and what they mention). The Node side reads at most
 * HEAD_BYTES of each.
 */
export function headsToRead(files: readonly { path: string; size: number }[]): string[] {
  if (files.length > MENTION_LIMIT) return [];
  return files
    .filter((f) => SCRIPT.test(f.path) || (/\.md$/i.test(f.path) && !isSkillMd(f.path)))
    .map((f) => f.path);
}

function isSkillMd(path: string): boolean {
  return path.toLowerCase() === 'skill.md';
}

/** readme-in-skill, script-not-executable, script-no-shebang, reference-no-toc, file-unmentioned. */
export function fileAdviceRules(ctx: RuleContext): Diagnostic[] {
  const files = ctx.skill.files;
  if (!files) return [];
  const top = ctx.openingRange;
  const out: Diagnostic[] = [];
  const texts = ctx.skill.texts;
  for (const f of files) {
    // The skill-creator (anthropics/skills, skill-creator/SKILL.md: "Do NOT create extraneous
    // documentation or auxiliary files, including README.md …"): an agent reads SKILL.md.
    if (/(?:^|\/)readme\.md$/i.test(f.path))
      out.push(
        diagnostic(
          'readme-in-skill',
          skillMessage('skill.readme-in-skill', { path: f.path }),
          top,
          {
            file: f.path,
          },
        ),
      );
    if (!SCRIPT.test(f.path)) continue;
    const head = texts?.[f.path];
    // A script meant to run directly needs "#!" and the run bit (execve(2): a file without the
    // execute permission is refused, a text file without "#!" is not a program); the Agent
    // Skills docs (agentskills.io/specification, "scripts/") say scripts should be
    // self-contained and run as they are.
    if (head !== undefined && !head.startsWith('#!')) {
      const line = shebangFor(f.path);
      out.push(
        diagnostic(
          'script-no-shebang',
          skillMessage('skill.script-no-shebang', { path: f.path }),
          top,
          {
            file: f.path,
            ...(ctx.withFixes &&
              line !== undefined && {
                fixes: [
                  {
                    kind: 'prepend-line' as const,
                    title: skillMessage('fix.add-shebang', { line, path: f.path }),
                    path: f.path,
                    line,
                  },
                ],
              }),
          },
        ),
      );
    } else if (f.executable === false)
      out.push(
        diagnostic(
          'script-not-executable',
          skillMessage('skill.script-not-executable', { path: f.path }),
          top,
          { file: f.path },
        ),
      );
  }
  if (texts) {
    out.push(...missingTocs(ctx, texts));
    out.push(...unmentioned(ctx, files, texts));
  }
  return out;
}

// A heading "Contents" (any level, "Table of contents", Chinese "目录"), or a list of links to
// the file's own sections, within the lines before the second heading (the top).
const TOC =
  /^#{1,6}\s*(?:(?:table of contents|contents|toc)\b|目录)|^\s*(?:[-*+]|\d+\.)\s*\[[^\]]+\]\(#/im;

function missingTocs(ctx: RuleContext, texts: Record<string, string>): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [path, text] of Object.entries(texts)) {
    if (!/\.md$/i.test(path)) continue;
    let lines = 0;
    for (
      let at = text.indexOf('\n');
      at >= 0 && lines <= TOC_AFTER_LINES;
      at = text.indexOf('\n', at + 1)
    )
      lines++;
    if (lines <= TOC_AFTER_LINES) continue;
    if (TOC.test(topOf(text))) continue;
    out.push(
      diagnostic(
        'reference-no-toc',
        skillMessage('skill.reference-no-toc', { path, max: TOC_AFTER_LINES }),
        ctx.openingRange,
        { file: path },
      ),
    );
  }
  return out;
}

// The text up to the second heading (or the first 40 lines): where a table of contents sits.
function topOf(text: string): string {
  const lines = text.split('\n', 40);
  let headings = 0;
  const kept: string[] = [];
  for (const line of lines) {
    if (/^#{1,6}\s/.test(line) && ++headings > 2) break;
    kept.push(line);
  }
  return kept.join('\n');
}

// Files the agent is never told about: the Agent Skills docs (agentskills.io, "progressive
// disclosure": resources are loaded only when SKILL.md's instructions point to them) and Codex's
// own instructions ("use its routing instructions to identify the files required",
// shared/agent/codex/texts.ts). A file counts as mentioned when SKILL.md or a Markdown file
// read names its path, its file name or a folder above it.
function unmentioned(
  ctx: RuleContext,
  files: NonNullable<SkillContext['files']>,
  texts: Record<string, string>,
): Diagnostic[] {
  if (files.length > MENTION_LIMIT) return [];
  const sources = [ctx.parsed.text];
  for (const [path, text] of Object.entries(texts)) if (/\.md$/i.test(path)) sources.push(text);
  const said = (word: string) => sources.some((s) => s.includes(word));
  const out: Diagnostic[] = [];
  for (const { path } of files) {
    if (isSkillMd(path) || /(?:^|\/)(?:\.|readme\.md$|license|licence|notice)/i.test(path))
      continue;
    const name = path.slice(path.lastIndexOf('/') + 1);
    if (said(path) || said(name)) continue;
    let folderSaid = false;
    for (
      let slash = path.lastIndexOf('/');
      slash > 0 && !folderSaid;
      slash = path.lastIndexOf('/', slash - 1)
    )
      folderSaid = said(`${path.slice(0, slash)}/`);
    if (folderSaid) continue;
    out.push(
      diagnostic(
        'file-unmentioned',
        skillMessage('skill.file-unmentioned', { path }),
        ctx.openingRange,
        { file: path },
      ),
    );
  }
  return out;
}
