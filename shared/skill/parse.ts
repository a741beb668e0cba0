/**
 * parseSkillFile: bytes or text in, everything the studio needs to know about a SKILL.md out.
 * It never throws: every problem becomes a diagnostic placed where it is in the file.
 */
import { splitFrontmatter, skillsRefSplit, type SplitMissing } from './frontmatter';
import { diagnostic } from './diagnostic';
import { skillMessage } from './messages';
import { frontmatterMissingFixes, frontmatterUnclosedFixes } from './fixes/frontmatter-fixes';
import {
  type PlainValue,
  readYaml,
  type RefMapping,
  type RefNode,
  toPlainData,
} from './ref-yaml/index';
import { universalNewlines } from '../py/index';
import { decodeUtf8, detectEol, LineIndex } from './text';
import type { Diagnostic, FrontmatterField, ParsedSkillFile } from './types';
import { yamlDiagnostics } from './yaml-diagnostics';
import { rememberLineIndex } from './parsed-index';

/** Options for parseSkillFile. */
export interface ParseOptions {
  /** False when the input is only the head of the file (a level-1 scan). Default true. */
  complete?: boolean;
  /**
   * False to skip working out the costlier fixes (rewriting flow-style YAML): a library list
   * needs the findings, not their fixes. Default true.
   */
  fixes?: boolean;
  /**
   * False for a read of many files, each once (a library scan, `validate --all`): the YAML
   * memo, which serves files read again and again, is not filled with them. Default true.
   */
  remember?: boolean;
}

/** Reads a SKILL.md from its bytes or text. */
export function parseSkillFile(
  input: string | Uint8Array,
  options: ParseOptions = {},
): ParsedSkillFile {
  const how: How = {
    complete: options.complete ?? true,
    fixes: options.fixes ?? true,
    remember: options.remember ?? true,
  };
  try {
    return typeof input === 'string' ? parseText(input, true, how) : parseBytes(input, how);
  } catch (error) {
    // A safety net, not a code path: the fuzz tests assert it never fires.
    const text = typeof input === 'string' ? input : decodeUtf8(input).text;
    const base = emptyResult(text, true, how.complete);
    const where = new LineIndex(text).lineRange(1);
    base.diagnostics.push(
      diagnostic(
        'skill-md-unreadable',
        skillMessage('skill.internal-error', { error: String(error) }),
        where,
      ),
    );
    return base;
  }
}

/**
 * The frontmatter parseSkillFile finds in a text (its YAML, its mapping, and the number of
 * strictyaml's construction errors in it), by the same steps without the diagnostics: the
 * writer reads back what it wrote with it. The root is undefined when there is none.
 */
export function readFrontmatterRoot(text: string): {
  yaml?: string;
  root?: RefMapping;
  constructionErrors: number;
} {
  const norm = universalNewlines(text);
  const split = splitFrontmatter(norm, norm.startsWith('\uFEFF') ? 1 : 0);
  if (split.kind !== 'found') return { constructionErrors: 0 };
  const yaml = norm.slice(split.yamlStart, split.yamlEnd);
  if (yaml.length > MAX_FRONTMATTER_CHARS) return { yaml, constructionErrors: 0 };
  const loaded = readYaml(yaml);
  const constructionErrors = loaded.constructionErrors.length;
  return loaded.syntaxError || loaded.root?.kind !== 'mapping'
    ? { yaml, constructionErrors }
    : { yaml, root: loaded.root, constructionErrors };
}

type How = Required<ParseOptions>;

/**
 * The longest frontmatter the studio reads (in UTF-16 units, as the text holds it). The
 * specification's own fields come to about 1.6 KB; real ones are a few hundred bytes. Reading
 * costs time in proportion to the keys, and one check must never hold the service (a
 * frontmatter of 90,000 keys took seconds), so past this the studio says so instead.
 */
export const MAX_FRONTMATTER_CHARS = 64 * 1024;

function tooLargeDiagnostic(yaml: string, opening: ReturnType<LineIndex['range']>): Diagnostic {
  return diagnostic(
    'frontmatter-too-large',
    skillMessage('skill.frontmatter-too-large', {
      size: Math.ceil(yaml.length / 1024).toLocaleString('en-US'),
      most: String(MAX_FRONTMATTER_CHARS / 1024),
    }),
    opening,
  );
}

function parseBytes(bytes: Uint8Array, how: How): ParsedSkillFile {
  const { text, badByte } = decodeUtf8(bytes);
  if (badByte === undefined) return parseText(text, true, how);
  const result = emptyResult(text, false, how.complete);
  // The text before the bad byte decodes cleanly, so its length is the bad byte's text offset.
  const offset = decodeUtf8(bytes.subarray(0, badByte)).text.length;
  const index = new LineIndex(text);
  const at = index.position(offset);
  const byte = (bytes[badByte] ?? 0).toString(16).padStart(2, '0');
  result.diagnostics.push(
    diagnostic(
      'encoding-not-utf8',
      skillMessage('skill.encoding-not-utf8', { byte, line: at.line, column: at.column }),
      index.range(offset, offset + 1),
      {
        ref: `SKILL.md is not valid UTF-8 (byte 0x${byte} at line ${at.line}, column ${at.column})`,
      },
    ),
  );
  return result;
}

function emptyResult(text: string, utf8: boolean, complete: boolean): ParsedSkillFile {
  return {
    text,
    eol: detectEol(text),
    hasBom: text.charCodeAt(0) === 0xfeff,
    utf8,
    fields: [],
    body: '',
    bodyLine: 1,
    complete,
    diagnostics: [],
  };
}

function parseText(text: string, utf8: boolean, how: How): ParsedSkillFile {
  const result = emptyResult(text, utf8, how.complete);
  const norm = universalNewlines(text);
  const index = new LineIndex(norm);
  rememberLineIndex(result, index);
  const start = result.hasBom ? 1 : 0;
  if (result.hasBom) {
    result.diagnostics.push(
      diagnostic('bom', skillMessage('skill.bom'), index.range(0, 1), {
        ref: 'SKILL.md must start with YAML frontmatter (---)',
        fixes: [
          {
            kind: 'edit',
            title: skillMessage('fix.remove-bom'),
            edits: [{ range: index.range(0, 1), newText: '' }],
          },
        ],
      }),
    );
  }

  const split = splitFrontmatter(norm, start);
  if (split.kind !== 'found') {
    result.diagnostics.push(missingDiagnostic(split, norm, index, start));
    return result;
  }

  const yaml = norm.slice(split.yamlStart, split.yamlEnd);
  const bodyLine = index.position(split.bodyStart).line;
  result.frontmatter = {
    yaml,
    offset: split.yamlStart,
    closeLine: index.position(split.yamlEnd).line,
    closeAtEof: split.closeAtEof,
  };
  result.body = norm.slice(split.bodyStart);
  result.bodyLine = split.closeAtEof ? result.frontmatter.closeLine : bodyLine;

  if (!result.hasBom) {
    const theirs = skillsRefSplit(norm);
    if (theirs && theirs.yamlEnd !== split.yamlEnd) {
      const at = index.range(theirs.yamlEnd, theirs.yamlEnd + 3);
      result.diagnostics.push(
        diagnostic('skills-ref-misparse', skillMessage('skill.skills-ref-misparse'), at),
      );
    }
  }

  if (yaml.length > MAX_FRONTMATTER_CHARS) {
    result.diagnostics.push(tooLargeDiagnostic(yaml, index.lineRange(index.position(start).line)));
    return result;
  }

  const loaded = readYaml(yaml, how.remember);
  const toRange = (from: number, to: number) =>
    index.range(split.yamlStart + from, split.yamlStart + to);
  result.diagnostics.push(...yamlDiagnostics(loaded, yaml, toRange, how.fixes));
  if (loaded.syntaxError) return result;

  const root = loaded.root;
  if (root?.kind !== 'mapping') {
    const opening = index.lineRange(index.position(start).line);
    result.diagnostics.push(
      diagnostic(
        'frontmatter-not-mapping',
        root === undefined
          ? skillMessage('skill.frontmatter-empty')
          : skillMessage('skill.frontmatter-not-mapping'),
        root === undefined ? opening : toRange(root.start.offset, root.end.offset),
        { ref: 'SKILL.md frontmatter must be a YAML mapping' },
      ),
    );
    return result;
  }

  const data = toPlainData(root) as Record<string, PlainValue>;
  result.data = data;
  result.yamlRoot = root;
  result.fields = root.pairs.flatMap((pair): FrontmatterField[] => {
    if (pair.key.kind !== 'scalar') return [];
    return [
      {
        key: pair.key.value,
        keyRange: toRange(pair.key.start.offset, pair.key.end.offset),
        valueRange: valueRange(pair.value, pair.key, toRange),
        node: pair.value,
      },
    ];
  });
  return result;
}

// An empty value has no extent of its own; point at the end of its key instead.
function valueRange(
  value: RefNode,
  key: RefNode,
  toRange: (a: number, b: number) => ReturnType<LineIndex['range']>,
) {
  if (value.end.offset > value.start.offset) return toRange(value.start.offset, value.end.offset);
  return toRange(key.end.offset, key.end.offset + 1);
}

function missingDiagnostic(
  split: SplitMissing,
  norm: string,
  index: LineIndex,
  start: number,
): Diagnostic {
  const firstLine = index.lineRange(index.position(start).line);
  if (split.kind === 'unclosed') {
    return diagnostic(
      'frontmatter-unclosed',
      skillMessage('skill.frontmatter-unclosed'),
      firstLine,
      {
        ref: 'SKILL.md frontmatter not properly closed with ---',
        fixes: frontmatterUnclosedFixes(norm, index),
      },
    );
  }
  return diagnostic(
    'frontmatter-missing',
    skillMessage(`skill.frontmatter-missing.${split.why}`),
    firstLine,
    {
      ref: 'SKILL.md must start with YAML frontmatter (---)',
      fixes: frontmatterMissingFixes(split.why, index, start),
    },
  );
}
