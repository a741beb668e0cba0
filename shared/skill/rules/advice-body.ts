/**
 * Authoring advice on the instructions (the body): template text left in, Windows-style paths,
 * placeholders an agent substitutes or leaves literal, unpinned package installs and MCP tools
 * named without their server. Each rule cites its source; all are advice (never a verdict).
 */
import { diagnostic } from '../diagnostic';
import { skillMessage } from '../messages';
import type { Diagnostic, Fix } from '../types';
import type { RuleContext } from './rule-context';

// Template text in the body: the studio's templates' (shared/node/service/skills/templates.ts,
// English and Chinese), Anthropic's template-skill ("# Insert instructions below",
// anthropics/skills template/SKILL.md) and the usual stand-ins.
const BODY_PLACEHOLDERS =
  /Write the steps the agent should follow\.|写下智能体应当遵循的步骤。|Insert instructions below|\b(?:TODO|TBD|FIXME)\b|lorem ipsum|在此(?:填写|写)[^。\n]*|待(?:补充|填写|完善)/gi;

// A relative path written with backslashes: "scripts\run.py", "references\api\guide.md",
// "C:\skills\x.txt". Best practices ("Avoid Windows-style paths": "Always use forward slashes
// in file paths, even on Windows … Unix-style paths work across all platforms"). The last part
// needs an extension or the first a resource folder, so Markdown escapes ("\*", "\_") and
// regular expressions ("\d+") are not taken for paths.
const WINDOWS_PATH =
  /(?<![\w\\/.-])(?:[A-Za-z]:\\+)?(?:[\w.-]+\\+)+[\w-]+(?:\.[A-Za-z0-9]{1,8})(?![\w\\])|(?<![\w\\/.-])(?:scripts|references|assets|examples|templates)(?:\\+[\w.-]+)+/g;

// "$0", "$1"… not preceded by a backslash: Claude Code replaces each with that word of the
// arguments (0-based) when the user gave one (shared/agent/claude-code/call.ts,
// substituteArguments: /\$(\d+)(?!\w)/, "\$" before a placeholder keeping a literal "$").
const DOLLAR_DIGIT = /(?<!\\)\$(\d+)(?!\w)/g;

// The agents that leave "$ARGUMENTS" as written: Codex and OpenCode load the body unchanged
// (shared/agent/codex/skill-tool.ts, shared/agent/opencode/tool.ts); Claude Code
// (substituteArguments) and HelloAgents (hello-agents/tool.ts) replace it.
const ARGUMENTS_LITERAL_IN = ['Codex', 'OpenCode'];
// "${CLAUDE_SKILL_DIR}" is replaced by Claude Code alone (claude-code/call.ts); the others
// load the body unchanged.
const SKILL_DIR_LITERAL_IN = ['Codex', 'OpenCode', 'HelloAgents'];

// "pip install x", "python -m pip install x", "uv pip install x", "npm install x", "npm i x",
// "yarn add x", "pnpm add x": the words up to the end of the command.
const INSTALL =
  /\b(?:(?:python3?\s+-m\s+)?pip3?|uv\s+pip)\s+install\b([^\n`;&|)]*)|\b(?:npm\s+(?:install|i|add)|yarn\s+add|pnpm\s+(?:add|install|i))\b([^\n`;&|)]*)/g;

// Backticked snake_case names on a line that speaks of MCP: Best practices ("Use fully
// qualified MCP tool names": "Format: ServerName:tool_name … Without the server prefix, Claude
// may fail to locate the tool, especially when multiple MCP servers are available").
const MCP_TOOL = /`([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`/g;

/**
 * body-placeholder, path-windows, argument-dollar-digit, arguments-literal, skill-dir-literal,
 * install-unpinned, mcp-tool-unqualified.
 */
export function bodyAdviceRules(ctx: RuleContext): Diagnostic[] {
  const { parsed } = ctx;
  if (!parsed.complete || !parsed.frontmatter) return [];
  const body = parsed.body;
  const out: Diagnostic[] = [];
  for (const m of body.matchAll(BODY_PLACEHOLDERS)) {
    const range = ctx.bodyRange(m.index, m.index + m[0].length);
    out.push(
      diagnostic(
        'body-placeholder',
        skillMessage('skill.body-placeholder', { text: m[0] }),
        range,
        {
          fixes: [{ kind: 'select', title: skillMessage('fix.select-placeholder'), range }],
        },
      ),
    );
  }
  if (body.includes('\\')) out.push(...windowsPaths(ctx, body));
  if (body.includes('$')) out.push(...placeholders(ctx, body));
  if (/install|\badd\b|\bi\b/.test(body)) out.push(...installs(ctx, body));
  if (body.includes('MCP')) out.push(...mcpTools(ctx, body));
  return out;
}

function windowsPaths(ctx: RuleContext, body: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const m of body.matchAll(WINDOWS_PATH)) {
    const path = m[0];
    const fixed = path.replace(/\\+/g, '/');
    const range = ctx.bodyRange(m.index, m.index + path.length);
    const fix: Fix = {
      kind: 'edit',
      title: skillMessage('fix.forward-slashes', { fixed }),
      edits: [{ range, newText: fixed }],
    };
    out.push(
      diagnostic('path-windows', skillMessage('skill.path-windows', { path, fixed }), range, {
        fixes: ctx.withFixes ? [fix] : [],
      }),
    );
  }
  return out;
}

function placeholders(ctx: RuleContext, body: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const m of body.matchAll(DOLLAR_DIGIT)) {
    const text = m[0];
    const range = ctx.bodyRange(m.index, m.index + text.length);
    const at = { start: range.start, end: range.start };
    out.push(
      diagnostic(
        'argument-dollar-digit',
        skillMessage('skill.argument-dollar-digit', { text, index: Number(m[1]) + 1 }),
        range,
        {
          fixes: ctx.withFixes
            ? [
                {
                  kind: 'edit',
                  title: skillMessage('fix.escape-dollar', { text }),
                  edits: [{ range: at, newText: '\\' }],
                },
              ]
            : [],
        },
      ),
    );
  }
  out.push(
    ...literal(ctx, body, '$ARGUMENTS', 'arguments-literal', ARGUMENTS_LITERAL_IN),
    ...literal(ctx, body, '${CLAUDE_SKILL_DIR}', 'skill-dir-literal', SKILL_DIR_LITERAL_IN),
  );
  return out;
}

// One finding at the first use of `variable`, the others as related places.
function literal(
  ctx: RuleContext,
  body: string,
  variable: string,
  code: 'arguments-literal' | 'skill-dir-literal',
  agents: readonly string[],
): Diagnostic[] {
  const ranges = [];
  for (let at = body.indexOf(variable); at >= 0; at = body.indexOf(variable, at + 1))
    ranges.push(ctx.bodyRange(at, at + variable.length));
  const [first, ...related] = ranges;
  if (!first) return [];
  const message =
    code === 'arguments-literal'
      ? skillMessage('skill.arguments-literal', { agents: agents.join(', ') })
      : skillMessage('skill.skill-dir-literal', { variable, agents: agents.join(', ') });
  return [diagnostic(code, message, first, { related })];
}

// A package with a version: "x==1.2", "x>=1", "x~=1.2", "x@1.2.3", "@scope/x@1"; or not a
// package at all: an option, a requirements file, a path, a URL, a local folder.
function pinnedOrNotAPackage(word: string): boolean {
  return (
    word.startsWith('-') ||
    /[=<>~!]=|[<>]/.test(word) ||
    /^@?[^@]+@[^@]+$/.test(word.replace(/^@/, '')) ||
    /^(?:\.|\/|~|[a-z+]+:\/\/|git\+|\$)/i.test(word) ||
    /\.(?:txt|whl|tar\.gz|zip|tgz|toml|cfg)$/i.test(word) ||
    !/^@?[A-Za-z0-9][\w.@/[\],-]*$/.test(word)
  );
}

// Options whose next word is their value, not a package.
const OPTION_WITH_VALUE =
  /^(?:-r|--requirement|-c|--constraint|-e|--editable|-t|--target|-i|--index-url|--extra-index-url|--prefix|--registry)$/;

function installs(ctx: RuleContext, body: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const m of body.matchAll(INSTALL)) {
    // Prose ("pip install what the user asks for") is not a command: only code counts.
    if (!inCode(body, m.index)) continue;
    const words = (m[1] ?? m[2] ?? '').trim().split(/\s+/).filter(Boolean);
    const loose: string[] = [];
    for (let i = 0; i < words.length; i++) {
      const word = (words[i] as string).replace(/^["']|["'.,]$/g, '');
      if (OPTION_WITH_VALUE.test(word)) i++;
      else if (!pinnedOrNotAPackage(word)) loose.push(word);
    }
    if (loose.length === 0) continue;
    const command = m[0].trim();
    const pip = m[1] !== undefined;
    const example = pip ? `${loose[0]}==1.2.3` : `${loose[0]}@1.2.3`;
    out.push(
      diagnostic(
        'install-unpinned',
        skillMessage('skill.install-unpinned', {
          command,
          packages: loose.map((p) => `"${p}"`).join(', '),
          example,
        }),
        ctx.bodyRange(m.index, m.index + m[0].trimEnd().length),
      ),
    );
  }
  return out;
}

function mcpTools(ctx: RuleContext, body: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (let start = 0; start < body.length;) {
    let end = body.indexOf('\n', start);
    if (end < 0) end = body.length;
    const line = body.slice(start, end);
    if (line.includes('MCP'))
      for (const m of line.matchAll(MCP_TOOL)) {
        const tool = m[1] ?? '';
        const from = start + m.index + 1;
        // "Server:tool" is qualified; so is Claude Code's own form "mcp__server__tool".
        if (body[from - 2] === ':' || tool.startsWith('mcp__')) continue;
        out.push(
          diagnostic(
            'mcp-tool-unqualified',
            skillMessage('skill.mcp-tool-unqualified', { tool }),
            ctx.bodyRange(from, from + tool.length),
          ),
        );
      }
    start = end + 1;
  }
  return out;
}

// Inside a fenced block (an odd number of "```" lines above) or inline code (an odd number of
// backticks before it on its line).
function inCode(body: string, at: number): boolean {
  const lineStart = body.lastIndexOf('\n', at - 1) + 1;
  let ticks = 0;
  for (let i = lineStart; i < at; i++) if (body.charCodeAt(i) === 0x60) ticks++;
  if (ticks % 2 === 1) return true;
  const fences = body.slice(0, lineStart).match(/^[ \t]*(?:```|~~~)/gm)?.length ?? 0;
  return fences % 2 === 1;
}
