/**
 * The skills-ref `<available_skills>` block (its to-prompt command): what the specification
 * recommends agents put in the system prompt for Claude models. It has no Skill tool.
 */
import {
  availableSkillsXml,
  skillXml,
  parseSkillFile,
  readProperties,
  type PromptEntry,
} from '../skill/index';
import type { Message } from '../i18n/message';
import { agentMessage } from './messages';
import type { AgentSimulator, CatalogueView, LibrarySnapshot, SkippedSkill } from './types';
import { REPRODUCES } from './versions';

/**
 * `skills-ref to-prompt` on every skill folder of the library, in path order (roots one after
 * the other), as cli.py's to_prompt_cmd runs prompt.py's to_prompt: the first folder it cannot
 * read stops it, and it prints "Error: ..." and exits with 1 instead of any block.
 */
function catalogue(library: LibrarySnapshot): CatalogueView {
  const entries: PromptEntry[] = [];
  const folders: { folder: string; dir: string }[] = [];
  const skipped: SkippedSkill[] = [];
  let failure: Message | undefined;
  outer: for (const root of library.roots) {
    for (const folder of root.skills) {
      const md = folder.skillMd;
      if (!md) continue;
      // read_text() raises on bytes that are not UTF-8; the CLI does not catch it.
      if (md.pythonUtf8Error !== undefined) {
        skipped.push({
          folder: folder.rel || folder.name,
          dir: folder.dir,
          reason: agentMessage('agent.skills-ref.skip.fails', { why: md.pythonUtf8Error }),
        });
        failure = agentMessage('agent.skills-ref.fails', { error: md.pythonUtf8Error });
        break outer;
      }
      const props = readProperties(parseSkillFile(md.text));
      if (!props.ok) {
        const why =
          props.failure.kind === 'crash'
            ? agentMessage('agent.skills-ref.yaml-crash', { exception: props.failure.exception })
            : props.failure.text;
        skipped.push({
          folder: folder.rel || folder.name,
          dir: folder.dir,
          reason: agentMessage('agent.skills-ref.skip.fails', { why }),
        });
        failure = agentMessage('agent.skills-ref.fails', {
          error:
            props.failure.kind === 'crash'
              ? props.failure.exception
              : `Error: ${props.failure.text}`,
        });
        break outer;
      }
      folders.push({ folder: folder.rel || folder.name, dir: folder.dir });
      entries.push({
        name: props.name,
        description: props.description,
        location: `${folder.dir}/${md.fileName}`,
      });
    }
  }
  return {
    agent: 'skills-ref',
    reproduces: REPRODUCES['skills-ref'],
    placement: agentMessage('agent.placement.skills-ref'),
    text: failure ? '' : availableSkillsXml(entries),
    entries: failure
      ? []
      : entries.map((e, i) => ({
          name: e.name,
          ...(folders[i] ?? { folder: '' }),
          status: 'listed',
          text: skillXml(e),
        })),
    skipped,
    notes: [agentMessage('agent.skills-ref.locations'), agentMessage('agent.skills-ref.order')],
    ...(failure && { failure }),
  };
}

/** skills-ref's catalogue; it has no tool to call. */
export const skillsRef: AgentSimulator = {
  id: 'skills-ref',
  summary:
    "The reference library's to-prompt block, which the specification recommends for Claude models.",
  load: (library) => {
    const view = catalogue(library);
    return {
      catalogue: () => view,
      call: () => ({
        agent: 'skills-ref',
        reproduces: REPRODUCES['skills-ref'],
        ok: false,
        errorCode: 'NO_TOOL',
        parts: [],
        notes: [agentMessage('agent.skills-ref.no-tool')],
        skipped: view.skipped,
      }),
    };
  },
};
