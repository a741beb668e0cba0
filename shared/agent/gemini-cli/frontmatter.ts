// The declaration of js-yaml-4 is referenced here so every tsconfig that compiles this file sees it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./js-yaml-4.d.ts" />
/**
 * How Gemini CLI 0.61.0 reads a SKILL.md (npm @google/gemini-cli@0.61.0, bundle/chunk-JDPZ4CE3.js
 * `loadSkillFromFile`, `parseFrontmatter` and `parseSimpleFrontmatter` at L338444-L338583; source
 * packages/core/src/skills/skillLoader.ts). The whole file must start with the `---` fence (no
 * BOM stripping); the block is read by js-yaml 4.1.1's `load` (the real library at the bundled
 * version) and, when that throws or gives no string name and description, by a line reader that
 * takes `name:` and `description:` lines, joining indented lines after a description with
 * spaces. Characters a file name may not hold are replaced in the name; the body is trimmed.
 */
import yaml from 'js-yaml-4';

/** What Gemini CLI keeps of a skill file. */
export interface GeminiSkillFile {
  /** The name with `:\/<>*?"|` replaced by "-". */
  name: string;
  description: string;
  /** The text after the closing fence, trimmed ("" when there is none). */
  body: string;
  /** Which reader gave the name and description. */
  reader: 'yaml' | 'lines';
}

// skillLoader.ts FRONTMATTER_REGEX.
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n([\s\S]*))?/;

/** A SKILL.md's text as Gemini CLI reads it: the skill, or why it is none. */
export function readGeminiSkill(
  text: string,
): GeminiSkillFile | { fault: 'no-frontmatter' | 'no-fields' } {
  const match = FRONTMATTER.exec(text);
  if (!match) return { fault: 'no-frontmatter' };
  const fields = parseFrontmatter(match[1] ?? '');
  if (!fields) return { fault: 'no-fields' };
  return {
    name: fields.name.replace(/[:\\/<>*?"|]/g, '-'),
    description: fields.description,
    body: (match[2] ?? '').trim(),
    reader: fields.reader,
  };
}

type Fields = { name: string; description: string; reader: 'yaml' | 'lines' };

function parseFrontmatter(content: string): Fields | null {
  try {
    const parsed = yaml.load(content);
    if (parsed && typeof parsed === 'object') {
      const { name, description } = parsed as Record<string, unknown>;
      if (typeof name === 'string' && typeof description === 'string')
        return { name, description, reader: 'yaml' };
    }
  } catch {
    // The release logs it at debug level and falls back to the line reader.
  }
  return parseSimpleFrontmatter(content);
}

// parseSimpleFrontmatter: the last `name:` and `description:` lines win.
function parseSimpleFrontmatter(content: string): Fields | null {
  const lines = content.split(/\r?\n/);
  let name: string | undefined;
  let description: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const nameMatch = /^\s*name:\s*(.*)$/.exec(line);
    if (nameMatch) {
      name = (nameMatch[1] ?? '').trim();
      continue;
    }
    const descMatch = /^\s*description:\s*(.*)$/.exec(line);
    if (descMatch) {
      const parts = [(descMatch[1] ?? '').trim()];
      while (i + 1 < lines.length && /^[ \t]+\S/.test(lines[i + 1] ?? '')) {
        parts.push((lines[i + 1] ?? '').trim());
        i++;
      }
      description = parts.filter(Boolean).join(' ');
    }
  }
  return name !== undefined && description !== undefined
    ? { name, description, reader: 'lines' }
    : null;
}
