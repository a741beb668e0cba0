/**
 * Advice on descriptions an agent cannot choose by: template text left in
 * (description-placeholder) and descriptions too short or too generic to say when the skill
 * applies (description-vague). Advice under every profile: it never changes a verdict, so under
 * `spec` the verdict stays exactly skills-ref's, which has neither rule.
 */
import { diagnostic } from '../diagnostic';
import { skillMessage } from '../messages';
import type { Diagnostic, Fix, Range } from '../types';
import type { RuleContext } from './rule-context';

// Text templates leave for the author to replace: the studio's own ("Describe what this skill
// does", the new block's "Use when ..."), Anthropic's template-skill ("Replace with description
// of the skill and when Claude should use it", anthropics/skills template/SKILL.md), and the
// usual stand-ins, in English and Chinese.
const PLACEHOLDERS: readonly RegExp[] = [
  /Describe what (?:this|the|your) skill does(?:[^.。\n]*[.。])?(?:[ \t]*Use when the user asks for it\.)?/i,
  /Replace with (?:a )?description[^.。\n]*[.。]?/i,
  /\bUse when[ \t]*(?:\.\.\.|…)/i,
  /\b(?:TODO|TBD|FIXME)\b:?/,
  /lorem ipsum[^.。\n]*[.。]?/i,
  /[<[{]\s*(?:your )?(?:description|describe)[^>\]}]*[>\]}]/i,
  /\b(?:your|a short|add a|enter a|write a) description(?: (?:here|goes here))?\b/i,
  /\bdescription goes here\b/i,
  /(?:描述|说明)(?:这个|此|该)技能(?:做什么|的用途)?[^。\n]*。?/,
  /在(?:这里|此处?)(?:填写|写|输入)[^。\n]*。?/,
  /待(?:补充|填写|完善)/,
  // The studio's other templates (shared/node/service/skills/templates.ts), English and Chinese:
  // their descriptions fit any skill made from them until the author writes their own.
  /Runs a bundled script on the user's input\.(?:[ \t]*Use when the user asks for it\.)?/i,
  /Answers questions using the bundled reference notes\.(?:[ \t]*Use when the user asks about the topic they cover\.)?/i,
  /对用户的输入运行随附的脚本。(?:当用户需要时使用。)?/,
  /借助随附的参考笔记回答问题。(?:当用户问到笔记涵盖的主题时使用。)?/,
];

// Descriptions that fit any skill. Compared without case, spaces at the ends or a final stop.
const GENERIC = new Set([
  'skill',
  'a skill',
  'my skill',
  'new skill',
  'a new skill',
  'helpful skill',
  'a helpful skill',
  'useful skill',
  'a useful skill',
  'helper',
  'a helper',
  'utility',
  'a utility',
  'tool',
  'a tool',
  'tools',
  'test',
  'testing',
  'description',
  'helps with tasks',
  'helps the user',
  'does stuff',
  'does things',
  '技能',
  '一个技能',
  '新技能',
  '有用的技能',
  '工具',
  '测试',
  '帮助用户',
]);

/** Below this many columns (a CJK character counts two) a description cannot say what and when. */
export const MIN_DESCRIPTION_COLUMNS = 40;

/**
 * The description's width in columns: wide (CJK, full-width) characters count two. A loop over
 * code units, not a regular expression per character: a library list measures every skill's.
 */
export function descriptionColumns(text: string): number {
  let columns = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x1100) columns++;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        // One character of two code units: wide from U+20000 to U+3FFFD.
        const point = ((c - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
        columns += point >= 0x20000 && point <= 0x3fffd ? 2 : 1;
        i++;
      } else columns++;
    } else columns += isWideUnit(c) ? 2 : 1;
  }
  return columns;
}

// The wide ranges within the Basic Multilingual Plane.
function isWideUnit(c: number): boolean {
  return (
    (c >= 0x1100 && c <= 0x115f) ||
    (c >= 0x2e80 && c <= 0xa4cf) ||
    (c >= 0xac00 && c <= 0xd7a3) ||
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0xfe30 && c <= 0xfe4f) ||
    (c >= 0xff00 && c <= 0xff60) ||
    (c >= 0xffe0 && c <= 0xffe6)
  );
}

/** description-placeholder and description-vague. */
export function descriptionQualityRules(ctx: RuleContext): Diagnostic[] {
  const field = ctx.field('description');
  if (field?.node.kind !== 'scalar') return [];
  const value = field.node.value.trim();
  if (value === '') return [];
  for (const pattern of PLACEHOLDERS) {
    const match = pattern.exec(value);
    if (!match) continue;
    const text = match[0].trim();
    const range = rangeOf(ctx, field.valueRange, sourceOf(ctx, field.valueRange), text);
    return [
      diagnostic(
        'description-placeholder',
        skillMessage('skill.description-placeholder', { text }),
        range,
        { fixes: [select(range, 'fix.select-placeholder')] },
      ),
    ];
  }
  const generic = GENERIC.has(
    value
      .toLowerCase()
      .replace(/[.。!！]+$/u, '')
      .trim(),
  );
  const columns = descriptionColumns(value);
  if (!generic && columns >= MIN_DESCRIPTION_COLUMNS) return [];
  return [
    diagnostic(
      'description-vague',
      generic
        ? skillMessage('skill.description-generic', { text: value })
        : skillMessage('skill.description-too-short', {
            length: columns,
            min: MIN_DESCRIPTION_COLUMNS,
          }),
      field.valueRange,
      { fixes: [select(field.valueRange, 'fix.select-description')] },
    ),
  ];
}

function select(range: Range, id: 'fix.select-placeholder' | 'fix.select-description'): Fix {
  return { kind: 'select', title: skillMessage(id), range };
}

function sourceOf(ctx: RuleContext, range: Range): { from: number; text: string } {
  const from = ctx.index.offset(range.start);
  return { from, text: ctx.index.text.slice(from, ctx.index.offset(range.end)) };
}

// The placeholder where it is written; a value written with escapes or folded over lines may
// not hold it verbatim, and then the whole value is selected.
function rangeOf(
  ctx: RuleContext,
  whole: Range,
  source: { from: number; text: string },
  text: string,
): Range {
  const at = source.text.indexOf(text);
  return at < 0 ? whole : ctx.index.range(source.from + at, source.from + at + text.length);
}
