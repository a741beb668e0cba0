/**
 * The SKILL.md frontmatter as a JSON Schema, for hover help and key completion (monaco-yaml).
 * The words are for people who are not developers, in both UI languages. Validation is not
 * this schema's job: the studio's own validator is the source of truth.
 */
import type { JSONSchema } from 'monaco-yaml';
import type { Locale } from '../../../i18n/define';
import { MAX_COMPATIBILITY, MAX_DESCRIPTION } from '../../../../../shared/skill/rules/field-rules';
import { MAX_NAME } from '../../../../../shared/skill/rules/name-rules';

/** A field's help in one language (Markdown). */
type FieldHelp = Readonly<Record<FrontmatterKey, string>>;

/** The keys the Agent Skills specification defines. */
export type FrontmatterKey =
  'name' | 'description' | 'license' | 'compatibility' | 'metadata' | 'allowed-tools';

/** The help text of every field, per language. */
export const FIELD_HELP: Readonly<Record<Locale, FieldHelp>> = {
  en: {
    name:
      "**Required.** The skill's short ID, which agents use to tell skills apart. Use lower-case " +
      'letters, digits and single hyphens, such as `pdf-tools`: at most 64 characters, no hyphen ' +
      "at the start or end, no two hyphens in a row. It must be the same as the name of the skill's folder.",
    description:
      '**Required.** What the skill does and when an agent should use it. Agents read only this ' +
      '(and the name) to decide whether to open the skill, so say both, for example: "Summarizes ' +
      'CSV files. Use when the user shares a CSV file and asks what is in it." Include words ' +
      'users are likely to say. At most 1024 characters.',
    license:
      'Optional. The license the skill is shared under: a short name such as `MIT` or ' +
      '`Apache-2.0`, or the name of a license file included in the skill, such as `LICENSE.txt`.',
    compatibility:
      'Optional. What the skill needs to work, if it needs anything special: the product it is ' +
      'made for, programs that must be installed, network access. For example: `Needs Python ' +
      '3.9 or later`. Most skills leave this out. At most 500 characters.',
    metadata:
      'Optional. Extra facts about the skill for tools and people, such as its author or ' +
      'version: one `key: value` per line, indented under `metadata:`. Keys and values are ' +
      'text (put quotes around values such as `"1.0"`). Pick keys unusual enough not to clash ' +
      'with other tools.',
    'allowed-tools':
      'Optional, experimental. The tools the skill may use without asking each time, separated ' +
      'by spaces, for example `Bash(git:*) Read`. Agents differ in whether and how they honour this.',
  },
  zh: {
    name:
      '**必填。** 技能的简短标识，智能体用它区分不同的技能。只用小写字母、数字和单个连字符，' +
      '例如 `pdf-tools`：最多 64 个字符，不能以连字符开头或结尾，也不能连续出现两个连字符。' +
      '必须与技能所在文件夹的名称相同。',
    description:
      '**必填。** 说明技能做什么、智能体应在什么时候使用它。智能体只凭名称和这段描述决定是否' +
      '打开技能，所以两点都要写清楚，例如：“把 CSV 文件整理成摘要。当用户提供 CSV 文件并询问其' +
      '内容时使用。”写进用户可能会说的关键词。最多 1024 个字符。',
    license:
      '可选。技能采用的许可证：简短的名称，例如 `MIT` 或 `Apache-2.0`；或技能中附带的许可证' +
      '文件名，例如 `LICENSE.txt`。',
    compatibility:
      '可选。技能运行所需的特殊条件（如果有）：面向的产品、必须安装的程序、是否需要联网等。' +
      '例如：`需要 Python 3.9 或更高版本`。大多数技能不需要这一项。最多 500 个字符。',
    metadata:
      '可选。供工具和人查看的附加信息，例如作者或版本：在 `metadata:` 下方缩进，每行写一个' +
      ' `键: 值`。键和值都是文本（像 `"1.0"` 这样的值请加引号）。键名尽量独特，以免与其他' +
      '工具冲突。',
    'allowed-tools':
      '可选，实验性功能。技能无需每次询问即可使用的工具，用空格分隔，例如 `Bash(git:*) Read`。' +
      '不同的智能体对这一项的支持程度不同。',
  },
};

const TITLE: Readonly<Record<Locale, string>> = {
  en: 'SKILL.md frontmatter',
  zh: 'SKILL.md 头部信息（frontmatter）',
};

const METADATA_ENTRY: Readonly<Record<Locale, string>> = {
  en: 'One piece of extra information; its value is text.',
  zh: '一项附加信息，值为文本。',
};

/** Plain text of Markdown help, for places that do not render Markdown. */
function plain(markdown: string): string {
  return markdown.replace(/\*\*|`/g, '');
}

// The title heads the hover; the key itself is what the user sees in the file.
function field(key: FrontmatterKey, help: string, schema: JSONSchema): JSONSchema {
  return { ...schema, title: key, description: plain(help), markdownDescription: help };
}

/** The frontmatter schema with its help in `locale`. */
export function frontmatterSchema(locale: Locale): JSONSchema {
  const help = FIELD_HELP[locale];
  return {
    title: TITLE[locale],
    type: 'object',
    required: ['name', 'description'],
    properties: {
      name: field('name', help.name, { type: 'string', maxLength: MAX_NAME }),
      description: field('description', help.description, {
        type: 'string',
        maxLength: MAX_DESCRIPTION,
      }),
      license: field('license', help.license, { type: 'string' }),
      compatibility: field('compatibility', help.compatibility, {
        type: 'string',
        maxLength: MAX_COMPATIBILITY,
      }),
      metadata: field('metadata', help.metadata, {
        type: 'object',
        additionalProperties: {
          type: 'string',
          description: METADATA_ENTRY[locale],
        },
      }),
      'allowed-tools': field('allowed-tools', help['allowed-tools'], { type: 'string' }),
    },
  };
}
