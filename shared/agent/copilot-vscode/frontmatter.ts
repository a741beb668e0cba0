// The declaration of js-yaml-4 is referenced here so every tsconfig that compiles this file sees it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../gemini-cli/js-yaml-4.d.ts" />
/**
 * How GitHub Copilot in VS Code reads a SKILL.md's header: VS Code's PromptFileParser
 * (microsoft/vscode src/vs/workbench/contrib/chat/common/promptSyntax/promptFileParser.ts, the
 * revision whose values are `scalar`/`sequence`/`map` and which knows `user-invokable`;
 * `PromptFileParser.parse`, `PromptHeader`, `parseBoolean`). The file is split into lines
 * keeping their ends (\r\n, \r or \n); the header exists when the first line is `---`
 * (trailing whitespace allowed) and runs to the next such line, or to the end of the file when
 * none closes it. Only a YAML mapping gives attributes, and every value is a scalar's text (no
 * YAML typing): `name`, `description` and `argument-hint` are read from any scalar
 * (`name: 2024` is the text "2024"); `disable-model-invocation` and `user-invocable` (or the
 * deprecated `user-invokable`) only when the text is exactly `true` or `false`.
 * Approximation: VS Code parses with its own YAML parser (src/vs/base/common/yaml.ts), which
 * keeps what it can read of a broken header; the studio uses js-yaml 4 with its failsafe schema
 * (every scalar as text), which refuses the whole header then (`yamlError`, said in the view).
 */
import yaml from 'js-yaml-4';

/** What Copilot reads from a SKILL.md. */
export interface CopilotHeader {
  /** The file had a header (a first line `---`). */
  hasHeader: boolean;
  name?: string;
  description?: string;
  argumentHint?: string;
  disableModelInvocation?: boolean;
  userInvocable?: boolean;
  /** js-yaml refused the header (VS Code's parser would keep what it could read). */
  yamlError?: boolean;
  /** The text after the header's closing line ("" when there is none). */
  body: string;
}

// promptFileParser.ts: `line.match(/^---[\s\r\n]*$/)` on each line with its end.
const FENCE = /^---[\s\r\n]*$/;

/** Lines with their ends, as VS Code's splitLinesIncludeSeparators gives them. */
function linesWithEnds(text: string): string[] {
  return text.match(/[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$/g) ?? [];
}

/** The header of a SKILL.md as VS Code's prompt file parser reads it. */
export function readCopilotHeader(text: string): CopilotHeader {
  const lines = linesWithEnds(text);
  if (lines.length === 0 || !FENCE.test(lines[0] ?? '')) return { hasHeader: false, body: text };
  const end = lines.findIndex((line, i) => i > 0 && FENCE.test(line));
  const headerText = lines.slice(1, end === -1 ? lines.length : end).join('');
  const body = end === -1 ? '' : lines.slice(end + 1).join('');
  let parsed: unknown;
  try {
    parsed = yaml.load(headerText, { schema: yaml.FAILSAFE_SCHEMA });
  } catch {
    return { hasHeader: true, yamlError: true, body };
  }
  // PromptHeader: a header that is no mapping gives no attributes.
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return { hasHeader: true, body };
  const fields = parsed as Record<string, unknown>;
  const scalar = (key: string) => (typeof fields[key] === 'string' ? fields[key] : undefined);
  // parseBoolean: the text "true" or "false", nothing else.
  const flag = (key: string) => {
    const text = scalar(key);
    return text === 'true' ? true : text === 'false' ? false : undefined;
  };
  const header: CopilotHeader = { hasHeader: true, body };
  const name = scalar('name');
  const description = scalar('description');
  const argumentHint = scalar('argument-hint');
  const disableModelInvocation = flag('disable-model-invocation');
  const userInvocable = flag('user-invocable') ?? flag('user-invokable');
  if (name !== undefined) header.name = name;
  if (description !== undefined) header.description = description;
  if (argumentHint !== undefined) header.argumentHint = argumentHint;
  if (disableModelInvocation !== undefined) header.disableModelInvocation = disableModelInvocation;
  if (userInvocable !== undefined) header.userInvocable = userInvocable;
  return header;
}
