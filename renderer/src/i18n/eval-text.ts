/**
 * What evals say, in Chinese (shared/evals/messages.ts has the English), each with the hash of
 * the English it was made from (`node scripts/stale-translations.mjs`).
 */
import type { EvalMessageId } from '../../../shared/evals/messages';
import type { Translation } from '../../../shared/i18n/message';

/** Every evals message in Chinese (the compiler refuses a missing one). */
export const EVALS_ZH: Record<EvalMessageId, Translation> = {
  'evals.empty': [
    '{file} 是空的。它应当包含一个带有 "skill_name" 和 "evals" 列表的对象。',
    '37dacfad',
  ],
  'evals.not-json': [
    '{file}，第 {line} 行，第 {column} 列：这不是有效的 JSON：{problem}。',
    'b74faa79',
  ],
  'evals.not-object': [
    '{file}，第 {line} 行，第 {column} 列：文件应当包含一个用花括号括起来、带有 "skill_name" 和 "evals" 的对象，但它包含的是{found}。',
    '614fdecb',
  ],
  'evals.skill-name-missing': [
    '{file}，第 {line} 行，第 {column} 列：没有 "skill_name"。请加上 "skill_name": "…"，写技能 frontmatter 中的名称。',
    '5051c483',
  ],
  'evals.skill-name-not-text': [
    '{file}，第 {line} 行，第 {column} 列："skill_name" 应当是双引号中的文本，但它是{found}。',
    '6232c3a9',
  ],
  'evals.evals-missing': [
    '{file}，第 {line} 行，第 {column} 列：没有 "evals"。请加上 "evals": [ … ]，每个任务一个对象。',
    'ae80312f',
  ],
  'evals.evals-not-list': [
    '{file}，第 {line} 行，第 {column} 列："evals" 应当是方括号中的列表，但它是{found}。',
    '2d4504fe',
  ],
  'evals.item-not-object': [
    '{file}，第 {line} 行，第 {column} 列：第 {item} 个评测应当是带有 "id"、"prompt" 和 "expectations" 的对象，但它是{found}。',
    'd80ec15f',
  ],
  'evals.id-missing': [
    '{file}，第 {line} 行，第 {column} 列：第 {item} 个评测没有 "id"。请加上一个整数，如 "id": {item}。',
    'b3640cd9',
  ],
  'evals.id-not-integer': [
    '{file}，第 {line} 行，第 {column} 列：第 {item} 个评测的 "id" 应当是不带引号的整数，但它是{found}。',
    '1d4b02f4',
  ],
  'evals.id-repeated': [
    '{file}，第 {line} 行，第 {column} 列：第 {item} 个评测的 id 是 {id}，第 {first} 个评测也用了它。请给每个评测不同的 id。',
    'e54d42d8',
  ],
  'evals.prompt-missing': [
    '{file}，第 {line} 行，第 {column} 列：第 {item} 个评测没有 "prompt"。请以 "prompt": "…" 的形式加上用户会给出的任务。',
    '02c15d77',
  ],
  'evals.prompt-empty': [
    '{file}，第 {line} 行，第 {column} 列：第 {item} 个评测的 "prompt" 是空的。请写上用户会给出的任务，或删除这个评测。',
    'e27f9e63',
  ],
  'evals.field-not-text': [
    '{file}，第 {line} 行，第 {column} 列：第 {item} 个评测的 "{field}" 应当是双引号中的文本，但它是{found}。',
    'e0490601',
  ],
  'evals.field-not-list': [
    '{file}，第 {line} 行，第 {column} 列：第 {item} 个评测的 "{field}" 应当是方括号中的列表，但它是{found}。',
    '4c3d5e17',
  ],
  'evals.entry-not-text': [
    '{file}，第 {line} 行，第 {column} 列：第 {item} 个评测的 "{field}" 的第 {index} 项应当是双引号中的文本，但它是{found}。',
    '5703416d',
  ],
  'evals.file-outside': [
    '{file}，第 {line} 行，第 {column} 列：第 {item} 个评测的第 {index} 个文件 "{path}" 应当是技能文件夹内的路径，例如 evals/files/input.csv（不能有 ".."、开头的 "/" 或盘符）。',
    'd43c5848',
  ],
  'evals.grader.no-json': [
    '评分模型没有按要求回复 JSON 对象。它的回复开头是：{sample}',
    'c41305f7',
  ],
  'evals.reply.not-json': [
    '回复中的 JSON 在第 {line} 行第 {column} 列无效：{problem}。',
    '9c0712c8',
  ],
  'evals.grader.no-expectations': [
    '评分模型的 JSON 中没有 "expectations" 列表，因此无法评分。',
    '3e0be2c9',
  ],
  'evals.grader.count': ['评分模型评判了 {got} 条预期，但要求评判的是 {want} 条。', 'a0248b1b'],
  'evals.grader.entry': [
    '评分模型 JSON 中的第 {index} 条预期应当有 "text"、"passed"（true 或 false）和 "evidence"（文本）。',
    'd6bcfe81',
  ],
  'evals.grader.text': [
    '评分模型 JSON 中的第 {index} 条预期写的是 "{got}"，但要求评判的预期是 "{want}"。',
    'de592a20',
  ],
  'evals.grader.failed': ['无法询问评分模型：{problem}', 'e93da204'],
  'evals.suggest.no-json': ['模型没有按要求回复评测。它的回复开头是：{sample}', '4ce8932b'],
  'evals.suggest.bad': ['模型建议的评测无法使用：{problem}', '9ee9a678'],
  'evals.direct.no-scripts': [
    '直接模式：模型以文本作答，无法运行技能的脚本或创建文件。它的回答保存在 outputs/answer.md 中。',
    '7c77b3c0',
  ],
  'evals.agent.no-tokens': [
    '真实智能体模式：智能体的命令行在临时文件夹中完成每个任务，使用它自己的设置和模型。它最后的回答在 outputs/answer.md 中，它创建的文件在 outputs/files/ 中；不统计它的词元数。',
    '0c9a4492',
  ],
  'evals.flag.not-distinguishing': [
    '评测 {id}：“{text}”在使用技能和不使用技能的每次运行中都通过，因此无法区分这两种配置。',
    '5b3782ff',
  ],
  'evals.flag.not-distinguishing-versions': [
    '评测 {id}：“{text}”在使用当前技能和使用已保存版本的每次运行中都通过，因此无法区分这两个版本。',
    '25ab7222',
  ],
  'evals.flag.unstable': [
    '评测 {id} 在{configuration}时不稳定：各次运行的通过率从 {min}% 到 {max}% 不等。',
    'a7ecc07b',
  ],
  'evals.configuration.with_skill': ['使用技能', '00243375'],
  'evals.configuration.without_skill': ['不使用技能', 'd2214ffd'],
  'evals.configuration.new_skill': ['使用当前的技能', 'be0d0602'],
  'evals.configuration.old_skill': ['使用已保存的版本', 'a543b01a'],
  'evals.run.failed': [
    '评测 {id} 在{configuration}时的第 {run} 次运行没有得到回答：{problem}',
    '17e113e3',
  ],
};
