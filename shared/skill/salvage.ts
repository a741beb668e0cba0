/**
 * The other fields' findings when the YAML of the frontmatter cannot be read: the reference
 * reader stops at the first error, so until it is fixed nothing about the name or the
 * description would be said. Each top-level entry is read on its own; those that cannot be are
 * blanked (line for line, so every position stays where it is), and the fields of the rest are
 * checked as the validator checks them once the error is fixed. Only findings about a field
 * that was read are kept, without fixes (a fix planned on the blanked text could drop the broken
 * lines). The editor shows them; the CLI and skills-ref's verdict stay with the error alone.
 */
import { universalNewlines } from '../py/index';
import { parseSkillFile } from './parse';
import { readYaml } from './ref-yaml/index';
import { RULE_FIELDS } from './rule-fields';
import type { Diagnostic, ParsedSkillFile, SkillContext } from './types';
import { findingsOnce } from './validate';

/** A top-level entry of the frontmatter: its first line (0-based in the YAML) and line count. */
interface Entry {
  first: number;
  count: number;
}

// A line that starts a top-level entry: a key at the margin (not a comment, list item or blank).
const STARTS_ENTRY = /^[^\s#-]/;

function entriesOf(lines: readonly string[]): Entry[] {
  const entries: Entry[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (STARTS_ENTRY.test(line)) entries.push({ first: i, count: 1 });
    else if (entries.length > 0 && line.trim() !== '') {
      const last = entries[entries.length - 1] as Entry;
      last.count = i - last.first + 1;
    }
  }
  return entries;
}

// True when the entry alone reads as a one-key mapping the validator can check.
function readable(lines: readonly string[], entry: Entry): boolean {
  const text = lines.slice(entry.first, entry.first + entry.count).join('\n');
  const read = readYaml(text, false);
  return (
    !read.syntaxError &&
    read.constructionErrors.length === 0 &&
    read.root?.kind === 'mapping' &&
    read.root.pairs.length === 1
  );
}

/** The findings about the readable fields of a skill whose frontmatter YAML has an error. */
export function findingsDespiteYamlError(
  parsed: ParsedSkillFile,
  folderName: string,
  skill: SkillContext = {},
): Diagnostic[] {
  const block = parsed.frontmatter;
  if (!block || parsed.data || !parsed.diagnostics.some((d) => d.code.startsWith('yaml-')))
    return [];
  const lines = block.yaml.split('\n');
  const entries = entriesOf(lines);
  const broken = entries.filter((e) => !readable(lines, e));
  // Nothing to set aside (the error is not one entry's) or nothing left: nothing more to say.
  if (broken.length === 0 || broken.length === entries.length) return [];
  for (const entry of broken)
    for (let i = entry.first; i < entry.first + entry.count; i++) lines[i] = '';
  const norm = universalNewlines(parsed.text);
  const text =
    norm.slice(0, block.offset) + lines.join('\n') + norm.slice(block.offset + block.yaml.length);
  const salvaged = parseSkillFile(text, { remember: false });
  if (!salvaged.data) return [];
  const kept = new Set(salvaged.fields.map((f) => f.key));
  return findingsOnce(salvaged, folderName, skill, false).flatMap((d) => {
    const field = RULE_FIELDS[d.code];
    if (field === null || (field !== 'other' && !kept.has(field))) return [];
    const { fixes: _dropped, ...finding } = d;
    return [finding];
  });
}
