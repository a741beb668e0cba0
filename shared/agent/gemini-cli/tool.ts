/**
 * What Gemini CLI 0.61.0's model reads of its skills (npm @google/gemini-cli@0.61.0,
 * bundle/chunk-JDPZ4CE3.js): the "# Available Agent Skills" section of the system prompt as
 * a Gemini 3 model gets it (`renderAgentSkills` of prompts/snippets.ts, L333365; the older
 * models' snippets.legacy.ts words it "you can call"), and the `activate_skill` tool
 * (tools/activate-skill.ts, ActivateSkillToolInvocation L322115): a name outside the enum of its
 * declaration is refused by the schema check before it runs; otherwise SkillManager.getSkill
 * finds the first skill whose name matches ignoring case, and the result wraps the body and the
 * folder tree (folder-tree.ts) in `<activated_skill>`.
 */
import type { Message } from '../../i18n/message';
import { agentMessage } from '../messages';
import { usesIn } from '../placeholders';
import type { CallView, CatalogueEntry, CatalogueView } from '../types';
import { REPRODUCES } from '../versions';
import { GEMINI_BUILT_INS } from './builtin-skills';
import { folderStructure, type FolderListing } from './folder-tree';
import type { GeminiLibrary, GeminiSkill } from './skills';

const AGENT = 'gemini-cli';

/** The system prompt's skills section (snippets.ts renderAgentSkills; never empty: built-ins). */
export function geminiCatalogue({ skills, skipped, notes }: GeminiLibrary): CatalogueView {
  const entries: CatalogueEntry[] = skills.map((s) => ({
    name: s.name,
    folder: s.folder ? s.folder.rel || s.folder.name : '(built-in)',
    ...(s.folder && { dir: s.folder.dir }),
    status: 'listed',
    text: skillBlock(s),
  }));
  const text = [
    '# Available Agent Skills',
    '',
    "You have access to the following specialized skills. To activate a skill and receive its detailed instructions, call the `activate_skill` tool with the skill's name.",
    '',
    '<available_skills>',
    ...skills.map(skillBlock),
    '</available_skills>',
  ].join('\n');
  return {
    agent: AGENT,
    reproduces: REPRODUCES[AGENT],
    placement: agentMessage('agent.placement.gemini-cli'),
    text,
    entries,
    skipped,
    notes: [
      agentMessage('agent.gemini.reproduces', { version: REPRODUCES[AGENT] }),
      agentMessage('agent.gemini.built-ins', { count: GEMINI_BUILT_INS.length }),
      agentMessage('agent.gemini.order'),
      ...notes,
      agentMessage('agent.gemini.not-escaped'),
    ],
  };
}

const skillBlock = (s: GeminiSkill) =>
  [
    '  <skill>',
    `    <name>${s.name}</name>`,
    `    <description>${s.description}</description>`,
    `    <location>${s.location}</location>`,
    '  </skill>',
  ].join('\n');

/**
 * The activate_skill declaration the model gets (getActivateSkillDeclaration, L281840): every
 * name in its description and as the enum of its one parameter.
 */
export function geminiActivateSkillDeclaration(names: readonly string[]): {
  name: string;
  description: string;
  parametersJsonSchema: Record<string, unknown>;
} {
  const hint = names.length > 0 ? ` (Available: ${names.map((n) => `'${n}'`).join(', ')})` : '';
  const name =
    names.length === 0
      ? { type: 'string', description: 'No skills are currently available.' }
      : { type: 'string', enum: [...names], description: 'The name of the skill to activate.' };
  return {
    name: 'activate_skill',
    description: `Activates a specialized agent skill by name${hint}. Returns the skill's instructions wrapped in \`<activated_skill>\` tags. These provide specialized guidance for the current task. Use this when you identify a task that matches a skill's description. ONLY use names exactly as they appear in the \`<available_skills>\` section.`,
    parametersJsonSchema: {
      type: 'object',
      properties: { name },
      required: ['name'],
      additionalProperties: false,
      $schema: 'http://json-schema.org/draft-07/schema#',
    },
  };
}

/** activate_skill called with a name. It takes no arguments. */
export function geminiCall(library: GeminiLibrary, skill: string, args: string): CallView {
  const { skills, skipped } = library;
  const notes: Message[] = [...library.notes];
  if (args !== '') notes.push(agentMessage('agent.gemini.no-args'));
  const base = { agent: AGENT, reproduces: REPRODUCES[AGENT], skipped } as const;
  if (!skills.some((s) => s.name === skill)) {
    notes.push(agentMessage('agent.gemini.not-in-enum', { name: skill }));
    return {
      ...base,
      ok: false,
      errorCode: 'INVALID_TOOL_PARAMS',
      parts: [
        {
          role: agentMessage('agent.role.tool-error'),
          text: 'params/name must be equal to one of the allowed values',
        },
      ],
      notes,
    };
  }
  // SkillManager.getSkill: the first of the list whose name matches ignoring case.
  const lower = skill.toLowerCase();
  const found = skills.find((s) => s.name.toLowerCase() === lower) ?? skills[0];
  if (!found) throw new Error('unreachable: the name is one of the skills');
  if (found.name !== skill)
    notes.push(agentMessage('agent.gemini.case-match', { name: skill, found: found.name }));
  const dir = found.location.slice(0, found.location.lastIndexOf('/'));
  const tree = folderStructure(dir, listingOf(found));
  const others = listingOf(found).files.filter((f) => f !== 'SKILL.md');
  if (found.builtIn) notes.push(agentMessage('agent.gemini.built-in-call', { name: found.name }));
  else notes.push(agentMessage('agent.gemini.confirmation', { name: found.name }));
  const body = found.builtIn
    ? '[the instructions of a Gemini CLI built-in skill, which ship inside Gemini CLI]'
    : found.body;
  const text = [
    `<activated_skill name="${skill}">`,
    '  <instructions>',
    `    ${body}`,
    '  </instructions>',
    '',
    '  <available_resources>',
    `    ${tree.text}`,
    '  </available_resources>',
    '</activated_skill>',
  ].join('\n');
  return {
    ...base,
    ok: true,
    parts: [{ role: agentMessage('agent.role.tool-result'), text }],
    ...(found.folder && {
      skill: {
        name: found.name,
        folder: found.folder.rel || found.folder.name,
        dir,
        body: found.body,
      },
    }),
    notes,
    // Nothing is substituted: every placeholder reaches the model as written.
    placeholders: usesIn(body),
    // The tree names the files it reaches within its 200 items.
    files: { shown: tree.listed.filter((f) => f !== 'SKILL.md').length, total: others.length },
  };
}

// The folder's contents as the tree reads them: a root skill's folder is the whole root.
function listingOf(skill: GeminiSkill): FolderListing {
  const tree = skill.folder?.tree;
  if (skill.folder && tree)
    return { files: skill.folder.files, folders: tree.folders, links: tree.links };
  // A built-in, or a snapshot without the tree (built by hand): folders from the files' paths.
  const files = skill.builtIn?.files ?? skill.folder?.files ?? [];
  const folders = new Set<string>();
  for (const f of files)
    for (let at = f.indexOf('/'); at >= 0; at = f.indexOf('/', at + 1)) folders.add(f.slice(0, at));
  return { files, folders: [...folders], links: [] };
}
