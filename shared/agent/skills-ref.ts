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
import type { AgentSimulator, CatalogueView, LibrarySnapshot, SkippedSkill } from './types';

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
            ? `its YAML library crashes (${props.failure.exception})`
            : props.failure.text;
        skipped.push({
          folder: folder.rel || folder.name,
          reason: `to-prompt fails on it: ${why}`,
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
  const notes = ['Locations are the real paths of the SKILL.md files.'];
  if (skipped.length > 0)
    notes.push(
      'skills-ref to-prompt stops at the first skill it cannot read; the block is shown without those skills.',
    );
  return {
    agent: 'skills-ref',
    placement: 'the system prompt (as the specification recommends)',
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
        ok: false,
        errorCode: 'NO_TOOL',
        parts: [],
        notes: [
          'skills-ref only produces the catalogue; agents load a skill by reading its SKILL.md from the listed location.',
        ],
        skipped: view.skipped,
      }),
    };
  },
};
