/**
 * Fix buttons in plain words, where the core's title (which the CLI prints) names the
 * frontmatter or YAML: the UI says "the name and description block" instead.
 */
import type { Assert } from '../../../shared/ipc/schemas';
import type { SkillMessageId } from '../../../shared/skill/messages';
import { defineMessages } from './define';

/** Plain fix titles, by the id of the core's title. */
export const plainFixTitles = defineMessages(
  {
    'fixTitle.fix.add-frontmatter': 'Add the name and description block',
    'fixTitle.fix.close-at-end': 'Close the name and description block at the end',
    'fixTitle.fix.close-before-line': 'Close the name and description block before line {line}',
    'fixTitle.fix.add-dashes-around': 'Add the "---" lines around the name and description',
    'fixTitle.fix.block-style': 'Rewrite it as indented lines',
  },
  {
    'fixTitle.fix.add-frontmatter': ['添加名称和描述部分', '4e294457'],
    'fixTitle.fix.close-at-end': ['在文件末尾结束名称和描述部分', '216475db'],
    'fixTitle.fix.close-before-line': ['在第 {line} 行之前结束名称和描述部分', '0dd163af'],
    'fixTitle.fix.add-dashes-around': ['在名称和描述前后加上 "---" 行', '5f655dee'],
    'fixTitle.fix.block-style': ['改写为缩进的多行', 'ccc8a2b8'],
  },
);

type Keys = keyof typeof plainFixTitles.en;
/** Never used at run time: fails to compile when a key names no message of the validator's. */
export type FixTitleProof = Assert<[Keys] extends [`fixTitle.${SkillMessageId}`] ? true : false>;
