/** Words of a project's skills-lock.json (npx skills' lock): the row badge and a lock that does not read. */
import { defineMessages } from '../../i18n/define';

/** The lock's messages. */
export const lockMessages = defineMessages(
  {
    'lock.badge': '{source}: {state}',
    'lock.same': 'unchanged',
    'lock.changed': 'changed since',
    'lock.detail': 'From {source} (skills-lock.json), {state}',
    'lock.stateSame': 'unchanged since it was recorded',
    'lock.stateChanged': 'changed since it was recorded',
    'lock.unparsed': '{file} does not read as a skills lock, so no source is shown from it.',
    'lock.not-a-file':
      '{file} is a link or not a plain file, so Skill Studio does not read it and shows no source from it.',
  },
  {
    'lock.badge': ['{source}：{state}', '4886a9fe'],
    'lock.same': ['未改动', 'aaa8d3c8'],
    'lock.changed': ['已改动', 'a12b9561'],
    'lock.detail': ['来自 {source}（skills-lock.json），{state}', '4b491bda'],
    'lock.stateSame': ['记录之后未改动', '76d3746f'],
    'lock.stateChanged': ['记录之后已改动', 'a8a960d7'],
    'lock.unparsed': ['{file} 无法作为技能锁文件读取，因此不显示其中的来源。', 'b74eb232'],
    'lock.not-a-file': [
      '{file} 是链接或不是普通文件，Skill Studio 不读取它，也不显示其中的来源。',
      '04557feb',
    ],
  },
);
