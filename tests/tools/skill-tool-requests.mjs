/**
 * How record-skill-tools.mjs reads one agent's request to its model: which tool is the skill
 * tool, where the skill listing sits, and how much else the request holds. Knows the three wire
 * formats' shapes (Anthropic Messages, OpenAI Responses, OpenAI chat completions); runs nothing.
 */

/** Characters as a person counts them (code points). */
const chars = (text) => [...text].length;

/** Every text of a request body: its JSON path, the role it is sent as, and the text. */
export function textsOf(body) {
  const out = [];
  const push = (at, role, text) => {
    if (typeof text === 'string') out.push({ at, role, text });
  };
  if (typeof body.system === 'string') push('system', 'system', body.system);
  else (body.system ?? []).forEach((b, i) => push(`system[${i}].text`, 'system', b.text));
  push('instructions', 'system', body.instructions);
  for (const key of ['messages', 'input']) {
    (body[key] ?? []).forEach((m, i) => {
      if (typeof m.content === 'string') push(`${key}[${i}].content`, m.role, m.content);
      else if (Array.isArray(m.content))
        m.content.forEach((p, j) => push(`${key}[${i}].content[${j}].text`, m.role, p.text));
    });
  }
  return out;
}

/** Whether `text` is the user's message (OpenCode's `run` sends it in double quotes). */
const isPrompt = (text, prompt) => text === prompt || text === `"${prompt}"`;

/** The [start, end) of `text` from `open` to the end of `close`, or null. */
function between(text, open, close) {
  const start = text.indexOf(open);
  if (start < 0) return null;
  const end = text.indexOf(close, start);
  return end < 0 ? null : [start, end + close.length];
}

const chatName = (t) => t.function?.name ?? t.type;
const flatName = (t) => t.name ?? t.type;

/**
 * Per agent: the wire format, the skill tool's name, a tool's name in `tools`, and the span of
 * the skill listing in a text (none: the listing is the tool's description).
 */
const AGENTS = {
  'claude-code': {
    wireApi: 'anthropic-messages',
    skillTool: 'Skill',
    nameOf: flatName,
    // The listing runs from its header to the first blank line after its entries.
    listing(text) {
      const header = 'The following skills are available for use with the Skill tool:';
      const start = text.indexOf(header);
      if (start < 0) return null;
      const end = text.indexOf('\n\n', start + header.length + 2);
      return [start, end < 0 ? text.length : end];
    },
  },
  codex: {
    wireApi: 'openai-responses',
    skillTool: 'exec_command',
    nameOf: flatName,
    listing: (text) => between(text, '<skills_instructions>', '</skills_instructions>'),
  },
  opencode: {
    wireApi: 'openai-chat',
    skillTool: 'skill',
    nameOf: chatName,
    listing: (text) =>
      between(text, 'Skills provide specialized instructions', '</available_skills>'),
  },
  'hello-agents': {
    wireApi: 'openai-chat',
    skillTool: 'Skill',
    nameOf: chatName,
    listing: null,
  },
};

/** What the recording keeps of `body`, the first main request of agent `id`. */
function read(id, body, prompt) {
  const agent = AGENTS[id];
  const tools = body.tools ?? [];
  const at = tools.findIndex((t) => agent.nameOf(t) === agent.skillTool);
  const texts = textsOf(body);
  const promptText = texts.find((t) => t.role === 'user' && isPrompt(t.text, prompt));
  const promptIndex = texts.indexOf(promptText);
  const others = tools.filter((_, i) => i !== at);

  let listing;
  const parts = [];
  texts.forEach((t, i) => {
    if (t === promptText) return;
    const span = agent.listing?.(t.text);
    if (span && !listing) {
      listing = {
        placement: 'message',
        at: t.at,
        role: t.role,
        afterPrompt: i > promptIndex,
        charsBefore: chars(t.text.slice(0, span[0])),
        charsAfter: chars(t.text.slice(span[1])),
        text: t.text.slice(span[0], span[1]),
      };
      const rest = chars(t.text) - chars(listing.text);
      if (rest > 0) parts.push({ at: t.at, role: t.role, chars: rest, besideListing: true });
      return;
    }
    parts.push({ at: t.at, role: t.role, chars: chars(t.text) });
  });
  if (!agent.listing) {
    const description = tools[at]?.function?.description ?? tools[at]?.description ?? '';
    listing = {
      placement: 'tool-description',
      at: `tools[${at}]${tools[at]?.function ? '.function' : ''}.description`,
      role: null,
      afterPrompt: false,
      charsBefore: 0,
      charsAfter: 0,
      text: description,
    };
  }
  const sum = (list) => list.reduce((n, p) => n + p.chars, 0);
  const system = parts.filter((p) => p.role === 'system' || p.role === 'developer');
  return {
    wireApi: agent.wireApi,
    model: body.model ?? null,
    promptAsSent: promptText?.text ?? null,
    tool: tools[at] ?? null,
    otherTools: others.map(agent.nameOf),
    listing: listing ?? null,
    leftOut: {
      systemText: sum(system),
      otherMessageText: sum(parts) - sum(system),
      otherToolsJson: chars(JSON.stringify(others)),
      parts,
    },
  };
}

/** Per agent: `isMain(body, prompt)` (the request carries the skill tool and the user's message) and `read`. */
export const SKILL_TOOL_AGENTS = Object.fromEntries(
  Object.entries(AGENTS).map(([id, agent]) => [
    id,
    {
      isMain: (body, prompt) =>
        typeof body === 'object' &&
        body !== null &&
        (body.tools ?? []).some((t) => agent.nameOf(t) === agent.skillTool) &&
        textsOf(body).some((t) => t.role === 'user' && isPrompt(t.text, prompt)),
      read: (body, prompt) => read(id, body, prompt),
    },
  ]),
);
