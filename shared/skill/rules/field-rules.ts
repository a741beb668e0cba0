/**
 * Field rules: unknown keys, description, compatibility (errors, as skills-ref checks them),
 * then the advice skills-ref leaves out (metadata, license, allowed-tools, trigger words).
 */
import { listOf } from '../../i18n/common-messages';
import { diagnostic } from '../diagnostic';
import { skillMessage } from '../messages';
import type { PlainValue } from '../ref-yaml/index';
import { SPEC_FIELDS } from '../profiles';
import { codePointLength, compareCodePoints, pyStrip } from '../../py/index';
import type { Diagnostic, Fix, FrontmatterField, Range } from '../types';
import { fixes, type RuleContext } from './rule-context';
import { descriptionFromBody } from '../fixes/description-fix';

/** Limits from the specification, in code points. */
export const MAX_DESCRIPTION = 1024;
export const MAX_COMPATIBILITY = 500;

// Keys people type for the real ones.
const NEAR_MISSES: Record<string, string> = {
  allowed_tools: 'allowed-tools',
  allowedtools: 'allowed-tools',
  tools: 'allowed-tools',
  desc: 'description',
  licence: 'license',
  compatible: 'compatibility',
  meta: 'metadata',
};

// skills-ref lists the allowed keys as Python prints its sorted list.
const SPEC_LIST = `[${[...SPEC_FIELDS]
  .sort(compareCodePoints)
  .map((k) => `'${k}'`)
  .join(', ')}]`;

const allowedKeys = new WeakMap<readonly string[], ReadonlySet<string>>();
// What the finding says the allowed keys are.
const SPEC_FIELD_WORDS = SPEC_FIELDS.join(', ');

/** field-unknown: one finding for all unknown keys, as skills-ref reports them. */
export function unknownFieldRule(ctx: RuleContext): Diagnostic[] {
  const fields = ctx.profile.fields;
  let allowed = allowedKeys.get(fields);
  if (!allowed) allowedKeys.set(fields, (allowed = new Set(fields)));
  // Counted before any array is made: most files have none, and this loop is all they run
  // (the finding's making, which inlines much, is compiled apart from it).
  const all = ctx.parsed.fields;
  let count = 0;
  for (let i = 0; i < all.length; i++) if (!allowed.has((all[i] as FrontmatterField).key)) count++;
  return count === 0 ? [] : [unknownFieldFinding(ctx, all, allowed)];
}

// The field-unknown finding of a file with unknown keys among `all`.
function unknownFieldFinding(
  ctx: RuleContext,
  all: readonly FrontmatterField[],
  known: ReadonlySet<string>,
): Diagnostic {
  const unknown: FrontmatterField[] = [];
  // Each key once, in the order met, then sorted as skills-ref sorts them.
  const keys: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < all.length; i++) {
    const f = all[i] as FrontmatterField;
    if (known.has(f.key)) continue;
    unknown.push(f);
    if (!seen.has(f.key)) keys.push(f.key);
    seen.add(f.key);
  }
  keys.sort(compareCodePoints);
  const quoted: string[] = [];
  for (let i = 0; i < keys.length; i++) quoted.push(`"${keys[i] as string}"`);
  const allFixes: Fix[] = [];
  for (let i = 0; i < unknown.length; i++) {
    const f = unknown[i] as FrontmatterField;
    const target = nearMiss(f.key);
    if (target && !ctx.field(target)) {
      allFixes.push({
        kind: 'edit',
        title: skillMessage('fix.rename-key', { from: f.key, to: target }),
        edits: [{ range: f.keyRange, newText: target }],
      });
    }
  }
  // setFields makes no fix without fixes: its title and changes need not be made either.
  const move = ctx.withFixes ? moveUnderMetadata(ctx, unknown) : undefined;
  if (move) allFixes.push(move);
  const related: Range[] = [];
  for (let i = 1; i < unknown.length; i++) related.push((unknown[i] as FrontmatterField).keyRange);
  return diagnostic(
    'field-unknown',
    skillMessage('skill.field-unknown', {
      count: keys.length,
      keys: listOf(quoted),
      fields: SPEC_FIELD_WORDS,
    }),
    unknown[0]?.keyRange ?? ctx.openingRange,
    {
      ref: `Unexpected fields in frontmatter: ${keys.join(', ')}. Only ${SPEC_LIST} are allowed.`,
      fixes: allFixes,
      related,
    },
  );
}

// Unknown keys with text values go under metadata, when the profile has it.
function moveUnderMetadata(
  ctx: RuleContext,
  unknown: readonly FrontmatterField[],
): Fix | undefined {
  const movable = unknown.filter(
    (f) => typeof ctx.parsed.data?.[f.key] === 'string' && !nearMiss(f.key),
  );
  if (movable.length === 0 || !ctx.profile.fields.includes('metadata')) return undefined;
  const changes = movable.flatMap((f) => [
    { path: [f.key] as const, value: undefined },
    { path: ['metadata', f.key] as const, value: ctx.parsed.data?.[f.key] },
  ]);
  return ctx.setFields(
    skillMessage('fix.move-under-metadata', { keys: listOf(movable.map((f) => `"${f.key}"`)) }),
    changes,
  );
}

/** description-missing / -not-string / -empty / -too-long. */
export function descriptionRules(ctx: RuleContext): Diagnostic[] {
  const field = ctx.field('description');
  if (!field) {
    return [
      diagnostic(
        'description-missing',
        skillMessage('skill.description-missing'),
        ctx.openingRange,
        {
          ref: 'Missing required field in frontmatter: description',
          fixes: fixes(ctx.withFixes ? descriptionFromBody(ctx.parsed.body) : undefined),
        },
      ),
    ];
  }
  const value = field.node.kind === 'scalar' ? field.node.value : undefined;
  if (value === undefined || pyStrip(value) === '') {
    return [
      diagnostic(
        value === undefined ? 'description-not-string' : 'description-empty',
        value === undefined
          ? skillMessage('skill.description-not-string')
          : skillMessage('skill.description-empty'),
        field.valueRange,
        { ref: "Field 'description' must be a non-empty string" },
      ),
    ];
  }
  const length = codePointLength(value);
  if (length <= MAX_DESCRIPTION) return [];
  return [
    diagnostic(
      'description-too-long',
      skillMessage('skill.description-too-long', { length, max: MAX_DESCRIPTION }),
      field.valueRange,
      { ref: `Description exceeds ${MAX_DESCRIPTION} character limit (${length} chars)` },
    ),
  ];
}

/** compatibility-not-string / -too-long (an empty value passes). */
export function compatibilityRules(ctx: RuleContext): Diagnostic[] {
  const field = ctx.field('compatibility');
  if (!field) return [];
  if (field.node.kind !== 'scalar') {
    return [
      diagnostic(
        'compatibility-not-string',
        skillMessage('skill.compatibility-not-string'),
        field.valueRange,
        {
          ref: "Field 'compatibility' must be a string",
        },
      ),
    ];
  }
  const length = codePointLength(field.node.value);
  if (length <= MAX_COMPATIBILITY) return [];
  return [
    diagnostic(
      'compatibility-too-long',
      skillMessage('skill.compatibility-too-long', { length, max: MAX_COMPATIBILITY }),
      field.valueRange,
      {
        ref: `Compatibility exceeds ${MAX_COMPATIBILITY} character limit (${length} chars)`,
      },
    ),
  ];
}

/** metadata-not-string-map, license-not-string, allowed-tools-format. */
export function optionalFieldRules(ctx: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  const metadata = ctx.field('metadata');
  const meta = ctx.parsed.data?.metadata;
  if (metadata && meta !== undefined && meta !== '' && !isStringMap(meta)) {
    out.push(
      diagnostic(
        'metadata-not-string-map',
        skillMessage('skill.metadata-not-string-map'),
        metadata.valueRange,
      ),
    );
  }
  const license = ctx.field('license');
  if (license && license.node.kind !== 'scalar') {
    out.push(
      diagnostic(
        'license-not-string',
        skillMessage('skill.license-not-string'),
        license.valueRange,
      ),
    );
  }
  const tools = ctx.field('allowed-tools');
  const value = ctx.parsed.data?.['allowed-tools'];
  if (tools && value !== undefined) {
    const asList = Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string')
      : undefined;
    // Commas inside "Bash(a, b)" belong to one tool; only commas between tools are wrong.
    const commas =
      typeof value === 'string' && /,\s*/.test(value) && !/\([^)]*,[^)]*\)/.test(value)
        ? value
        : undefined;
    if (asList || commas !== undefined) {
      const joined = asList ? asList.join(' ') : (commas ?? '').split(/\s*,\s*/).join(' ');
      out.push(
        diagnostic(
          'allowed-tools-format',
          asList
            ? skillMessage('skill.allowed-tools-list')
            : skillMessage('skill.allowed-tools-commas'),
          tools.valueRange,
          {
            fixes: fixes(
              ctx.setFields(skillMessage('fix.write-as', { value: joined }), [
                { path: ['allowed-tools'], value: joined },
              ]),
            ),
          },
        ),
      );
    }
  }
  return out;
}

// "Use when …", "when the user …", "当用户…时使用": the description should say when, not only what.
const TRIGGER =
  /\b(?:when|whenever|if (?:the )?user|use (?:this |it )?(?:skill )?(?:for|to|on|with|if|in)|triggers?|invoke|asks? (?:for|to|about)|for (?:tasks|requests|questions))\b|当|时使用|时调用|时启用|适用于|适用场景|用于|如果用户|用户(?:要求|需要|提到|询问)/i;

/** description-no-trigger: the description says what, but not when to use the skill. */
export function triggerRule(ctx: RuleContext): Diagnostic[] {
  const field = ctx.field('description');
  if (
    !field ||
    field.node.kind !== 'scalar' ||
    pyStrip(field.node.value) === '' ||
    TRIGGER.test(field.node.value)
  )
    return [];
  return [
    diagnostic(
      'description-no-trigger',
      skillMessage('skill.description-no-trigger'),
      field.valueRange,
    ),
  ];
}

/** description-xml (claude-ai): the upload API refuses "<" and ">" in descriptions. */
export function descriptionXmlRule(ctx: RuleContext): Diagnostic[] {
  const field = ctx.field('description');
  if (!field || field.node.kind !== 'scalar' || !/[<>]/.test(field.node.value)) return [];
  const cleaned = field.node.value.replace(/[<>]/g, '');
  return [
    diagnostic('description-xml', skillMessage('skill.description-xml'), field.valueRange, {
      fixes: fixes(
        ctx.setFields(skillMessage('fix.remove-angle-brackets'), [
          { path: ['description'], value: cleaned },
        ]),
      ),
    }),
  ];
}

function isStringMap(v: PlainValue): boolean {
  return (
    typeof v === 'object' &&
    !Array.isArray(v) &&
    Object.values(v).every((x) => typeof x === 'string')
  );
}

function nearMiss(key: string): string | undefined {
  const lower = key.toLowerCase();
  if (lower !== key && (SPEC_FIELDS as readonly string[]).includes(lower)) return lower;
  return NEAR_MISSES[lower];
}
