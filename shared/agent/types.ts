/**
 * What the agent simulators take and give. The library comes in as data (read by the Node
 * side or the service), so every simulator is pure and runs in the renderer as well. What the
 * studio says about a view (notes, reasons, where it goes) is a `Message` (./messages.ts).
 */
import type { Message } from '../i18n/message';
import type { AgentSettings } from './settings';

/** The agents the studio can show a skill to, in the order pickers list them. */
export const AGENT_IDS = [
  'hello-agents',
  'hello-agents-hardened',
  'claude-code',
  'codex',
  'opencode',
  'gemini-cli',
  'copilot-vscode',
  'openclaw',
  'skills-ref',
] as const;

/** An agent the studio can show a skill to. */
export type AgentId = (typeof AGENT_IDS)[number];

/**
 * Each agent's name as the agent picker shows it: product names, not translated; the two that
 * are no product say in plain words what they are.
 */
export const AGENT_LABELS: Record<AgentId, string> = {
  'hello-agents': 'HelloAgents',
  'hello-agents-hardened': 'HelloAgents, made safer (a suggestion, not a real agent)',
  'claude-code': 'Claude Code',
  codex: 'Codex',
  opencode: 'OpenCode',
  'gemini-cli': 'Gemini CLI',
  'copilot-vscode': 'GitHub Copilot in VS Code',
  openclaw: 'OpenClaw / pi',
  'skills-ref': "skills-ref, the skills standard's reference tool",
};

/** The resource folders agents list. */
export type ResourceFolder = 'scripts' | 'references' | 'assets' | 'examples';

/** One entry of a library root, as an agent scanning that root meets it. */
export interface FolderSnapshot {
  /** The entry's own name (a folder name for skills). */
  name: string;
  /** Absolute path. */
  dir: string;
  /** "/"-separated path below the root ("" for the root itself). */
  rel: string;
  isDirectory: boolean;
  /** The skill file, when the folder holds SKILL.md (or skill.md). */
  skillMd?: {
    fileName: string;
    /** Decoded text as in the file (BOM and CR kept). */
    text: string;
    /** False when the bytes were not valid UTF-8 (Python's read_text fails). */
    utf8: boolean;
    /** Then, Rust's Utf8Error as Codex prints it ("invalid utf-8 sequence of 1 bytes from index 33"). */
    utf8Error?: string;
    /** And Python's UnicodeDecodeError as skills-ref raises it. */
    pythonUtf8Error?: string;
    /**
     * Set when the file (or its folder) is a link leading outside the open libraries, to this
     * real path: the studio did not read it (`text` is empty). Agents follow links; the views
     * say so instead of showing it (registry.ts).
     */
    outside?: string;
    /** The link is the skill folder itself (`outside` is a folder), not its SKILL.md. */
    outsideIsFolder?: boolean;
  };
  /** Top-level entry names of each resource folder that exists as a folder (files, folders and hidden entries alike), sorted. */
  resources: Partial<Record<ResourceFolder, string[]>>;
  /** Every file of the folder, "/"-separated paths relative to it, sorted (capped for huge folders). */
  files: string[];
  /**
   * What a tree of the folder shows beyond `files` (Gemini CLI's activate_skill draws one):
   * every folder below it, empty ones too, the ones never entered (.git, node_modules,
   * __pycache__) included; and which of `files` are symbolic links.
   */
  tree?: { folders: string[]; links: string[] };
  /** Small files beside SKILL.md that an agent reads (agents/openai.yaml for Codex), by path. */
  sidecars?: Record<string, string>;
}

/** A skill file as the agents' own walks meet it (shared/node/agent-walk.ts). */
export interface WalkedSkill {
  /** The folder, with `rel` the path the walk took (through links). */
  folder: FolderSnapshot;
  fileName: 'SKILL.md' | 'skill.md';
  /** A folder link was followed on the way. */
  viaLink: boolean;
  /** The skill file itself is a symbolic link. */
  fileIsLink: boolean;
  /** The folder's real path, when a link was followed to reach it. */
  realDir?: string;
}

/** One library root: its direct entries, and every skill folder found below it. */
export interface RootSnapshot {
  dir: string;
  /** Direct children, sorted by name (agents that scan one level: HelloAgents, Claude Code). */
  entries: FolderSnapshot[];
  /** Every skill folder at any depth, sorted by path (agents that search recursively). */
  skills: FolderSnapshot[];
  /**
   * Every skill file below the root, into dot-folders and node_modules and through folder
   * links inside the root, sorted by path: each agent keeps what its own walk would.
   */
  walked: WalkedSkill[];
  /** Folder links the walk did not enter (their targets are never read). */
  unfollowedLinks: { rel: string; reason: 'outside' | 'broken' | 'loop' }[];
  /** Set when the walk stopped at its bound (this path and everything after it unvisited). */
  walkStoppedAt?: string;
  /** Small files of the root an agent reads (.codex-plugin/plugin.json for Codex), by path. */
  sidecars?: Record<string, string>;
  /** What Codex's own bounded scan of the root meets (shared/node/codex-scan.ts). */
  codexScan?: CodexScanSnapshot;
}

/** A plugin manifest in a folder at, below or above a root. */
export interface PluginManifest {
  /** The folder, "/"-separated relative to the root: "" the root, ".." and "../.." above it. */
  rel: string;
  /** The folder's own name (a blank manifest name stands for it). */
  folderName: string;
  /** Which manifest path it is (the first of the agent's paths that is a file there). */
  file: string;
  /** Its text; absent when it could not be read or is over the size read. */
  text?: string;
}

/**
 * Codex's scan of one root: breadth first, names sorted, at most 2,000 folders read (the root
 * included) and 20,000 entries listed, six levels down.
 */
export interface CodexScanSnapshot {
  /** The folders (relative to the root) whose SKILL.md entry the scan met within its limits. */
  skillDirs: string[];
  /** The scan stopped at one of its limits. */
  truncated: boolean;
  /** Plugin manifests at and above the root, and in the plugin roots the scan met below it. */
  manifests: PluginManifest[];
}

/** The libraries an agent is pointed at, in order. */
export interface LibrarySnapshot {
  roots: RootSnapshot[];
}

/** A folder an agent passes over, and why (agents skip silently; the studio says it). */
export interface SkippedSkill {
  folder: string;
  /** The folder's absolute path: two libraries may hold folders of one name. */
  dir?: string;
  reason: Message;
  /** The agent's own diagnostic, where it has one. */
  detail?: string;
}

/** One skill in a catalogue and what happened to it under the agent's budgets. */
export interface CatalogueEntry {
  name: string;
  folder: string;
  /** The folder's absolute path (none for an agent's built-in skill): tells namesakes apart. */
  dir?: string;
  /** listed as written, cut to fit, or left out. */
  status: 'listed' | 'cut' | 'dropped' | 'hidden';
  note?: Message;
  /** A cut entry: how many characters of its description the listing keeps. */
  kept?: number;
  /** Its lines of the catalogue text, as the model sees them (none when it is not in it). */
  text?: string;
}

/** The catalogue (level 1) as the model sees it. */
export interface CatalogueView {
  agent: AgentId;
  /** The agent release (or commit) this view reproduces (versions.ts). */
  reproduces: string;
  /** Where it appears (e.g. "Skill tool description", "system reminder"). */
  placement: Message;
  text: string;
  entries: CatalogueEntry[];
  skipped: SkippedSkill[];
  /** Facts about how the text was produced (ordering, duplicates, budgets). */
  notes: Message[];
  /** Set when the agent would fail outright (e.g. its loader crashes on a file). */
  failure?: Message;
}

/** One message the model receives. */
export interface MessagePart {
  /** What kind of message it is ("tool result", "user message (hidden)"). */
  role: Message;
  text: string;
}

/**
 * A placeholder of the skill's text and what the agent put in its place, as the simulator
 * recorded while building the text: one of the user's words, all of them, the skill's folder,
 * the session id, or nothing (it reaches the model as written).
 */
export interface PlaceholderUse {
  /** As written in the file: "$0", "$ARGUMENTS", "${CLAUDE_SKILL_DIR}", "$file". */
  written: string;
  becomes: 'word' | 'arguments' | 'skill-dir' | 'session-id' | 'effort' | 'as-written';
  /** For 'word': which word of what the user typed (0 is the first). */
  word?: number;
}

/** How many of the skill's other files (all but SKILL.md) the loaded text names. */
export interface FilesShown {
  shown: number;
  total: number;
}

/** A Skill tool call (level 2) as the model sees it. */
export interface CallView {
  agent: AgentId;
  /** The agent release (or commit) this view reproduces (versions.ts). */
  reproduces: string;
  ok: boolean;
  /** The messages the model receives, in order. */
  parts: MessagePart[];
  /** The error code when the call fails (the agent's own, e.g. NOT_FOUND). */
  errorCode?: string;
  /** The skill that answered, when one did, with its body before any substitution. */
  skill?: { name: string; folder: string; dir: string; body: string };
  notes: Message[];
  skipped: SkippedSkill[];
  /** Agent-specific data returned alongside the text (e.g. HelloAgents' token_estimate). */
  data?: Record<string, string | number | boolean>;
  failure?: Message;
  /** The placeholders of the loaded text and what each became, in the order first met. */
  placeholders?: PlaceholderUse[];
  /** The skill's other files the loaded text lists (none: the model gets only a path). */
  files?: FilesShown;
}

/** An agent that has scanned a library, as at its start-up: listing and calls are then cheap. */
export interface LoadedAgent {
  catalogue(): CatalogueView;
  call(skill: string, args: string): CallView;
}

/** A simulator of one agent. */
export interface AgentSimulator {
  id: AgentId;
  summary: string;
  /**
   * Scans the library once, the way the agent does when it starts, set up with `settings`
   * (AGENT_SETTINGS_DEFAULTS when left out; each agent reads only its own).
   */
  load(library: LibrarySnapshot, settings?: AgentSettings): LoadedAgent;
}
