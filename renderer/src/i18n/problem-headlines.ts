/**
 * Headlines more exact than their rule code's (finding-headlines.ts), by message id: where
 * one code covers several problems (every YAML mistake is "yaml-syntax") or a value from the
 * message (a file's path) tells two findings apart. A headline names only values its
 * message has (tests/renderer/i18n/finding-headlines.test.ts).
 */
import type { Assert } from '../../../shared/ipc/schemas';
import type { SkillMessageId } from '../../../shared/skill/messages';
import { defineMessages } from './define';

/** Headlines by the id of the finding's message. */
export const problemHeadlines = defineMessages(
  {
    'headline.skill.skill-md-missing.near-miss': 'The file must be named SKILL.md, in capitals.',
    'headline.skill.internal-error': 'Skill Studio could not read this file; please report it.',
    'headline.skill.frontmatter-empty':
      'The block at the top is empty: it needs a name and a description.',
    'headline.skill.frontmatter-missing.empty': 'The file is empty.',
    'headline.skill.frontmatter-missing.blank-lines-first':
      'The file starts with blank lines; "---" must come first.',
    'headline.skill.frontmatter-missing.dashes-then-text': 'The first line must be just "---".',
    'headline.skill.frontmatter-missing.too-many-dashes': 'The first line must be just "---".',
    'headline.skill.frontmatter-missing.indented-dashes': 'The opening "---" has spaces before it.',
    'headline.skill.frontmatter-missing.near-miss-dashes':
      'The first line looks like "---" but is not three plain hyphens.',
    'headline.skill.yaml-colon-in-value': 'A line about this skill has a colon that breaks it.',
    'headline.skill.yaml-tab': 'A line about this skill is indented with a tab; use spaces.',
    'headline.skill.yaml-bad-start': 'A value starts with "{char}"; put it in quotes.',
    'headline.skill.yaml-unclosed-quote': 'A quote is opened but never closed.',
    'headline.skill.yaml-missing-colon': 'A line about this skill is missing a colon or a quote.',
    'headline.skill.yaml-block-end': 'The lines about this skill are not lined up the same way.',
    'headline.skill.yaml-indentation': 'The lines about this skill are not lined up the same way.',
    'headline.skill.yaml-bad-character':
      'A line about this skill has a character that is not allowed.',
    'headline.skill.yaml-crash':
      'A line about this skill is written in a way some tools cannot read.',
    'headline.skill.yaml-bomb': 'Values repeat inside each other too many times to read.',
    'headline.skill.yaml-undefined-alias': 'A line refers to a value that is not written anywhere.',
    'headline.skill.description-too-short': 'The description is too short.',
    'headline.skill.description-cut': '{agent} cuts this description short.',
    'headline.skill.description-cut.with-when': '{agent} cuts this description short.',
    'headline.skill.name-dir-mismatch':
      'The name "{name}" is not the same as the folder\'s name "{folder}".',
    'headline.skill.reference-missing':
      'The instructions mention "{path}", which is not in the skill.',
    'headline.skill.file-large': '"{path}" is very large.',
    'headline.skill.argument-dollar-digit':
      'Claude Code replaces "{text}" with what the user types.',
    'headline.skill.script-no-shebang': '"{path}" does not say which program runs it.',
    'headline.skill.script-not-executable': '"{path}" is not marked as runnable.',
    'headline.skill.reference-no-toc': '"{path}" is long and has no list of contents at the top.',
    'headline.skill.file-unmentioned': 'Nothing in the skill mentions "{path}".',
  },
  {
    'headline.skill.skill-md-missing.near-miss': ['文件名必须是大写的 SKILL.md。', '11d8f6aa'],
    'headline.skill.internal-error': ['Skill Studio 无法读取此文件；请报告此问题。', '13954584'],
    'headline.skill.frontmatter-empty': ['顶部部分是空的：需要名称和描述。', 'a33b691a'],
    'headline.skill.frontmatter-missing.empty': ['文件是空的。', '24bedd41'],
    'headline.skill.frontmatter-missing.blank-lines-first': [
      '文件以空行开头；"---" 必须是第一行。',
      'eb55612a',
    ],
    'headline.skill.frontmatter-missing.dashes-then-text': ['第一行只能是 "---"。', 'b8f8c74f'],
    'headline.skill.frontmatter-missing.too-many-dashes': ['第一行只能是 "---"。', 'b8f8c74f'],
    'headline.skill.frontmatter-missing.indented-dashes': ['开头的 "---" 前面有空格。', 'de67980c'],
    'headline.skill.frontmatter-missing.near-miss-dashes': [
      '第一行看起来像 "---"，但不是三个普通连字符。',
      'a6e50e6b',
    ],
    'headline.skill.yaml-colon-in-value': [
      '关于此技能的某一行里有一个冒号，把这一行弄乱了。',
      '2711d903',
    ],
    'headline.skill.yaml-tab': ['关于此技能的某一行用制表符缩进；请改用空格。', 'ab84e0e8'],
    'headline.skill.yaml-bad-start': ['某个值以 "{char}" 开头；请给它加上引号。', 'eb277722'],
    'headline.skill.yaml-unclosed-quote': ['有一个引号没有闭合。', 'b196ff12'],
    'headline.skill.yaml-missing-colon': ['关于此技能的某一行缺少冒号或引号。', 'dcdce147'],
    'headline.skill.yaml-block-end': ['关于此技能的几行缩进不一致。', 'cb10a22f'],
    'headline.skill.yaml-indentation': ['关于此技能的几行缩进不一致。', 'cb10a22f'],
    'headline.skill.yaml-bad-character': ['关于此技能的某一行含有不允许的字符。', '47c5f6e9'],
    'headline.skill.yaml-crash': ['关于此技能的某一行写法特殊，有些工具无法读取。', '046743f7'],
    'headline.skill.yaml-bomb': ['值互相嵌套重复太多次，无法读取。', '587edb97'],
    'headline.skill.yaml-undefined-alias': ['某一行引用了一个没有写出的值。', '9d32b5d3'],
    'headline.skill.description-too-short': ['描述太短。', 'c64c2f79'],
    'headline.skill.description-cut': ['{agent} 会截断这段描述。', '1b619278'],
    'headline.skill.description-cut.with-when': ['{agent} 会截断这段描述。', '1b619278'],
    'headline.skill.name-dir-mismatch': [
      '名称 "{name}" 与文件夹名称 "{folder}" 不一致。',
      '7977f574',
    ],
    'headline.skill.reference-missing': ['说明中提到的 "{path}" 不在这个技能里。', '9571a150'],
    'headline.skill.file-large': ['"{path}" 很大。', '9538ca29'],
    'headline.skill.argument-dollar-digit': [
      'Claude Code 会把 "{text}" 替换为用户输入的内容。',
      '5ef420e0',
    ],
    'headline.skill.script-no-shebang': ['"{path}" 没有写明用哪个程序运行。', 'c4ece8d3'],
    'headline.skill.script-not-executable': ['"{path}" 没有标记为可运行。', 'b9e15e78'],
    'headline.skill.reference-no-toc': ['"{path}" 较长，开头没有目录。', '373ac1e5'],
    'headline.skill.file-unmentioned': ['技能中没有任何地方提到 "{path}"。', '725b4a54'],
  },
);

type Keys = keyof typeof problemHeadlines.en;
/** Never used at run time: fails to compile when a key names no message of the validator's. */
export type ProblemHeadlineProof = Assert<
  [Keys] extends [`headline.${SkillMessageId}`] ? true : false
>;
