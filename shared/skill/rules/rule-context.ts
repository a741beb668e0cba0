/**
 * What every rule gets: the parsed file, where things are, and the skill's surroundings.
 */
import type { Message } from '../../i18n/message';
import type { FieldChange } from '../edit/frontmatter-edit';
import { planFrontmatterEdits } from '../edit/frontmatter-edit';
import type { Profile } from '../profiles';
import { lineIndexOf } from '../parsed-index';
import type { LineIndex } from '../text';
import type { Fix, FrontmatterField, ParsedSkillFile, Range, SkillContext } from '../types';

/** The inputs of one validation run, with helpers the rules share. */
export class RuleContext {
  readonly index: LineIndex;
  private fieldsByKey?: Map<string, FrontmatterField>;

  constructor(
    readonly parsed: ParsedSkillFile,
    readonly folderName: string,
    readonly profile: Profile,
    readonly skill: SkillContext,
    /** False when only the verdict is wanted (a library list): fixes are not worked out. */
    readonly withFixes = true,
  ) {
    this.index = lineIndexOf(parsed);
  }

  /** The top-level field with this exact key. */
  field(key: string): FrontmatterField | undefined {
    this.fieldsByKey ??= new Map(this.parsed.fields.map((f) => [f.key, f]));
    return this.fieldsByKey.get(key);
  }

  /** The opening `---` line: where findings about the frontmatter as a whole are shown. */
  get openingRange(): Range {
    return this.index.lineRange(1);
  }

  /** A fix that sets frontmatter fields through the serializer (undefined if it cannot). */
  setFields(title: Message, changes: FieldChange[]): Fix | undefined {
    if (!this.withFixes) return undefined;
    const plan = planFrontmatterEdits(this.parsed, changes, { readBack: 'values' });
    return plan.ok && plan.edits.length > 0
      ? { kind: 'edit', title, edits: plan.edits }
      : undefined;
  }

  /** A range inside the body, from offsets into `parsed.body`. */
  bodyRange(from: number, to: number): Range {
    const base = this.index.starts[this.parsed.bodyLine - 1] ?? this.index.text.length;
    return this.index.range(base + from, base + to);
  }
}

/** Drops the undefined entries of a fix list. */
export function fixes(...list: (Fix | undefined)[]): Fix[] {
  return list.filter((f): f is Fix => f !== undefined);
}
