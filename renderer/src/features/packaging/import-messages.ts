/** Words of importing: choosing an archive or a folder, and the skills found in it. */
import { defineMessages } from '../../i18n/define';

/** Import's choosing and listing messages. */
export const importMessages = defineMessages(
  {
    'importFrom.label': 'Import from',
    'importFrom.archive': 'Choose an archive…',
    'importFrom.folder': 'Choose a folder…',
    'importFrom.upload': 'An archive (.zip or .skill)',
    'importFrom.useFolder': 'Import from this folder',
    'importFrom.back': 'Back',
    'importFrom.hint':
      'A skill, a bundle, or a whole repository as GitHub downloads it: every skill within six folders of the top is offered.',
    'importList.reading': 'Looking for skills in {name}…',
    'importList.found':
      '{count, plural, one {# skill found} other {# skills found}} in {name}. Tick the ones to import.',
    'importList.all': 'Tick all',
    'importList.none': 'Tick none',
    'importList.top': 'at the top',
    'importList.where': 'in {path}',
    'importList.noName': 'no name in its SKILL.md',
    'importList.noDescription': 'No description.',
    'importList.nested':
      'Comes with {count, plural, one {the skill inside it} other {the # skills inside it}}: {paths}',
    'importList.cannot': 'Cannot be imported:',
    'importList.refused': 'Nothing in it can be imported; nothing was written:',
    'importList.chosen':
      '{count, plural, =0 {No skill ticked} one {# skill ticked} other {# skills ticked}}',
  },
  {
    'importFrom.label': ['导入来源', 'f9e4378d'],
    'importFrom.archive': ['选择压缩包…', '522f9d5d'],
    'importFrom.folder': ['选择文件夹…', 'dbdbacff'],
    'importFrom.upload': ['压缩包（.zip 或 .skill）', '7be87896'],
    'importFrom.useFolder': ['从这个文件夹导入', '30fdd579'],
    'importFrom.back': ['返回', '76900f1b'],
    'importFrom.hint': [
      '一个技能、一组技能，或从 GitHub 下载的整个仓库：顶层往下六层文件夹之内的每个技能都会列出。',
      'e30bc317',
    ],
    'importList.reading': ['正在 {name} 中查找技能…', 'c84d3f46'],
    'importList.found': ['在 {name} 中找到 {count} 个技能。勾选要导入的技能。', '856bb8ab'],
    'importList.all': ['全选', '072c293f'],
    'importList.none': ['全不选', 'b6b8ae96'],
    'importList.top': ['在顶层', '31d37bd5'],
    'importList.where': ['位于 {path}', '7ac1b385'],
    'importList.noName': ['SKILL.md 里没有名称', '219d8f16'],
    'importList.noDescription': ['没有描述。', '06a69482'],
    'importList.nested': ['里面的 {count} 个技能会一起导入：{paths}', '52ce54c1'],
    'importList.cannot': ['无法导入：', '0e906393'],
    'importList.refused': ['其中没有可以导入的内容；没有写入任何内容：', 'f32e36a2'],
    'importList.chosen': ['已勾选 {count} 个技能', 'a387f107'],
  },
);
