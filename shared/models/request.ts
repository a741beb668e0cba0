/**
 * One request to a model and the first reply, the same whichever API carries them: what a
 * trigger run sends (the agent's system prompt, its tools, the user's request) and what it
 * reads back (which tools the model called, with what, and its text).
 */

/** A tool the model may call: its name, what it is for, and its input as a JSON schema. */
export interface ModelTool {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

/** A tool call the conversation already holds, with the id its result answers. */
export interface ModelTurnCall {
  id: string;
  name: string;
  input: unknown;
}

/** What a tool call gave back, to the call of the same id. */
export interface ModelTurnResult {
  id: string;
  text: string;
  isError?: boolean;
}

/**
 * A turn of the conversation: its text, and for an agent's conversation replayed (an eval's
 * skill loaded through the agent's tool), an assistant turn's tool calls or a user turn's tool
 * results, which come before the turn's text.
 */
export interface ModelTurn {
  role: 'user' | 'assistant';
  text: string;
  toolCalls?: ModelTurnCall[];
  toolResults?: ModelTurnResult[];
}

/** What is sent. */
export interface ModelRequest {
  system: string;
  tools: ModelTool[];
  messages: ModelTurn[];
  /** The most the reply may hold, in tokens. */
  maxTokens?: number;
  /** Whether the reply comes as a stream of events (the same reply either way). */
  stream?: boolean;
}

/** A tool call of the reply. */
export interface ModelToolCall {
  name: string;
  /** The input as parsed JSON; the raw text when it was not JSON. */
  input: unknown;
  /** False when the model's arguments were not valid JSON (input is then their text). */
  inputIsJson: boolean;
}

/** What the model's first reply held. */
export interface ModelReply {
  toolCalls: ModelToolCall[];
  /** The reply's text parts, joined. */
  text: string;
  /** The tokens the provider counted, when its reply says. */
  usage?: { inputTokens: number; outputTokens: number };
}
