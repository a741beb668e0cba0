/**
 * The skills-ref `<available_skills>` block (its to-prompt command): what the specification
 * recommends agents put in the system prompt for Claude models. It has no Skill tool.
 */
import {
  availableSkillsXml,
  parseSkillFile,
  readProperties,
  type PromptEntry,
} from '../skill/index';
import { agentMessage } from './messages';
import type { AgentSimulator, CatalogueView, LibrarySnapshot, SkippedSkill } from './types';
import { REPRODUCES } from './versions';

function catalogue(library: LibrarySnapshot): CatalogueView {
  const entries: PromptEntry[] = [];
  const skipped: SkippedSkill[] = [];
  for (const root of library.roots) {
    for (const folder of root.skills) {
      const md = folder.skillMd;
      if (!md) continue;
      const props = readProperties(parseSkillFile(md.text));
      if (!props.ok) {
        const why =
          props.failure.kind === 'crash'
            ? agentMessage('agent.skills-ref.yaml-crash', { exception: props.failure.exception })
            : props.failure.text;
        skipped.push({
          folder: folder.rel || folder.name,
          reason: agentMessage('agent.skills-ref.skip.fails', { why }),
        });
        continue;
      }
      entries.push({
        name: props.name,
        description: props.description,
        location: `${folder.dir}/${md.fileName}`,
      });
    }
  }
  const notes = [agentMessage('agent.skills-ref.locations')];
  if (skipped.length > 0) notes.push(agentMessage('agent.skills-ref.stops'));
  return {
    agent: 'skills-ref',
    reproduces: REPRODUCES['skills-ref'],
    placement: agentMessage('agent.placement.skills-ref'),
    text: availableSkillsXml(entries),
    entries: entries.map((e) => ({
      name: e.name,
      folder: e.location.split('/').slice(-2, -1)[0] ?? '',
      status: 'listed',
    })),
    skipped,
    notes,
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
