/**
 * The shapes the skill core hands to everyone else (editor, CLI, service, agent views). All are
 * plain data so they cross IPC, workers and JSON unchanged.
 */
import type { Message } from '../i18n/message';
import type { PlainValue, RefMapping, RefNode } from './ref-yaml/index';

/** A 1-based line and a 1-based column in UTF-16 units: Monaco's convention. */
export interface Position {
  line: number;
  column: number;
}

/** A span of the file; `end` is exclusive. */
export interface Range {
  start: Position;
  end: Position;
}

/** Replace `range` with `newText` ("\n" line breaks; applying adapts them to the file). */
export interface TextEdit {
  range: Range;
  newText: string;
}

/**
 * A one-click remedy: edits to SKILL.md, a change on disk the service carries out (rename,
 * a new file from the Markdown template, a first line written into another file), or a frontmatter value proposed for the user to
 * see and edit before it is set.
 */
export type Fix =
  | { kind: 'edit'; title: Message; edits: TextEdit[] }
  | { kind: 'rename-folder'; title: Message; newName: string }
  | { kind: 'rename-file'; title: Message; from: string; to: string }
  | { kind: 'create-file'; title: Message; path: string }
  /** Writes `line` as the first line of another file of the skill (`path`: a script's #!). */
  | { kind: 'prepend-line'; title: Message; path: string; line: string }
  /** Selects text for the user to write over (a placeholder): nothing is changed. */
  | { kind: 'select'; title: Message; range: Range }
  | { kind: 'propose-field'; title: Message; field: 'description'; value: string };

/**
 * How much a finding matters under the active profile. Advice is how to write a better skill:
 * it shows under every profile and never changes a verdict (only errors and warnings do).
 */
export type Severity = 'error' | 'warning' | 'advice' | 'info';

/** Every rule the studio knows; the code is the stable identity of a finding. */
export type RuleCode =
  | 'path-not-directory'
  | 'skill-md-missing'
  | 'skill-md-unreadable'
  | 'encoding-not-utf8'
  | 'bom'
  | 'frontmatter-missing'
  | 'frontmatter-unclosed'
  | 'frontmatter-not-mapping'
  | 'frontmatter-too-large'
  | 'yaml-syntax'
  | 'yaml-flow-style'
  | 'yaml-anchor-alias'
  | 'yaml-tag'
  | 'yaml-duplicate-key'
  | 'field-unknown'
  | 'name-missing'
  | 'name-empty'
  | 'name-not-string'
  | 'name-too-long'
  | 'name-not-lowercase'
  | 'name-hyphen-edge'
  | 'name-hyphen-double'
  | 'name-invalid-chars'
  | 'name-dir-mismatch'
  | 'description-missing'
  | 'description-empty'
  | 'description-not-string'
  | 'description-too-long'
  | 'compatibility-not-string'
  | 'compatibility-too-long'
  | 'skill-md-lowercase'
  | 'skill-md-case-clash'
  | 'skill-nested'
  | 'name-duplicate'
  | 'skills-ref-misparse'
  | 'metadata-not-string-map'
  | 'license-not-string'
  | 'allowed-tools-format'
  | 'body-too-long'
  | 'body-too-many-tokens'
  | 'body-empty'
  | 'description-no-trigger'
  | 'description-placeholder'
  | 'description-vague'
  | 'reference-missing'
  | 'reference-deep'
  | 'file-large'
  | 'name-not-ascii'
  | 'name-reserved-word'
  | 'description-xml'
  | 'too-many-files'
  | 'plugin-manifest'
  | 'frontmatter-no-final-newline'
  | 'value-typed'
  | 'description-third-person'
  | 'description-cut'
  | 'description-duplicate'
  | 'name-vague'
  | 'body-placeholder'
  | 'path-windows'
  | 'argument-dollar-digit'
  | 'arguments-literal'
  | 'skill-dir-literal'
  | 'install-unpinned'
  | 'mcp-tool-unqualified'
  | 'readme-in-skill'
  | 'script-no-shebang'
  | 'script-not-executable'
  | 'reference-no-toc'
  | 'file-unmentioned';

/** One finding, placed where it is so the editor can underline it. */
export interface Diagnostic {
  code: RuleCode;
  severity: Severity;
  /** Plain words for a non-developer: what is wrong and what to do. */
  message: Message;
  range: Range;
  /** skills-ref's own wording for this finding, where it has one (the CLI prints it). */
  ref?: string;
  fixes?: Fix[];
  /** Other places the same finding applies to (e.g. every unknown key of one field-unknown). */
  related?: Range[];
  /**
   * The skill's file this finding is about, when it is another file than SKILL.md (relative
   * to the skill folder, "/" separators); `range` is still in SKILL.md.
   */
  file?: string;
}

/** The frontmatter block as found between the delimiter lines. */
export interface FrontmatterBlock {
  /** The YAML text handed to the reader: from just after the opening `---` to the start of the closing line. */
  yaml: string;
  /** Offset of `yaml` in the normalized text (line breaks as "\n"). */
  offset: number;
  /** 1-based line of the closing `---`. */
  closeLine: number;
  /** True when the file ends right after the closing `---`, with no line break. */
  closeAtEof: boolean;
}

/** One top-level frontmatter entry with where its key and value are. */
export interface FrontmatterField {
  key: string;
  keyRange: Range;
  valueRange: Range;
  node: RefNode;
}

/** Everything read from one SKILL.md; produced by parseSkillFile, never thrown from. */
export interface ParsedSkillFile {
  /** The decoded text exactly as in the file (BOM and CR kept). */
  text: string;
  /** The file's dominant line ending; edits write this one. */
  eol: '\n' | '\r\n' | '\r';
  hasBom: boolean;
  /** False when the bytes were not UTF-8 (text then holds a lossy decoding for display only). */
  utf8: boolean;
  frontmatter?: FrontmatterBlock;
  /** The frontmatter as data (every scalar a string), when it is a mapping. */
  data?: Record<string, PlainValue>;
  /** The frontmatter's YAML tree (marks relative to `frontmatter.yaml`), when it is a mapping. */
  yamlRoot?: RefMapping;
  fields: FrontmatterField[];
  /** Text after the closing line (line breaks as "\n"), not stripped. */
  body: string;
  /** 1-based line where the body starts. */
  bodyLine: number;
  /** False when only the head of a large file was read (a level-1 scan): body rules are skipped. */
  complete: boolean;
  /** Findings of reading (encoding, BOM, delimiters, YAML), in file order. */
  diagnostics: Diagnostic[];
}

/** The profiles a skill can be checked against. */
export type ProfileId =
  | 'spec'
  | 'claude-ai'
  | 'claude-code'
  | 'hello-agents'
  | 'codex'
  | 'opencode'
  | 'copilot'
  | 'gemini-cli';

/** What is known about the skill's folder beyond SKILL.md (all optional: the core does no I/O). */
export interface SkillContext {
  /** The file name SKILL.md was found under. */
  skillMdName?: string;
  /** The folder of the skill this one sits inside, if any. */
  parentSkill?: string;
  /** Paths of other skills in the same root that carry the same name. */
  sameNameAs?: string[];
  /** Every file of the skill, paths relative to the skill folder with "/" separators. */
  files?: { path: string; size: number; executable?: boolean }[];
  /**
   * The text, or the first part of it, of the files advice rules read (scripts' first line,
   * references' heads, files' mentions): filled by the Node side with bounded reads.
   */
  texts?: Record<string, string>;
  /** Paths of other skills in the same library whose description is the same or nearly so. */
  sameDescriptionAs?: string[];
}

/** The outcome of validating one skill under one profile. */
export interface ValidationResult {
  profile: ProfileId;
  /** No error-severity finding. */
  valid: boolean;
  diagnostics: Diagnostic[];
}
