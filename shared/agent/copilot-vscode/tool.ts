/**
 * What the model of GitHub Copilot in VS Code reads of its skills.
 * The list: the `<skills>` section of the customizations index (microsoft/vscode
 * extensions/copilot/src/platform/promptFiles/node/automaticInstructionsCollector.ts @0835bac,
 * `_buildCustomizationsIndex`; the same three sentences as the chat core's
 * computeAutomaticInstructions.ts), built when read_file is among the tools: skills with a
 * description and without `disable-model-invocation`, one `<skill>` block each, lines joined
 * with "\n" and two empty lines after `</skills>`. Without the experimental skill tool there is
 * no budget. `#tool:readFile` reaches the model as `'read_file'`
 * (microsoft/vscode-copilot-chat 31acd00 src/extension/prompt/vscode-node/
 * promptVariablesService.ts L67-L79, `resolveToolReferencesInPrompt`). The index goes into the
 * `<instructions>` of the custom instructions (src/extension/prompts/node/panel/
 * customInstructions.tsx L74-L81 and L138-L146), in the system prompt by default
 * (agent/agentPrompt.tsx L188-L213; configurationService.ts L957,
 * chat.customInstructionsInSystemMessage: true).
 * Loading: the model calls read_file on the listed path (src/extension/tools/node/
 * readFileTool.tsx @31acd00): read whole, the result is the file's text as the editor holds it,
 * with no code fence (ReadFileResult L401-L436, `fence=''` while the experiment
 * chat.advanced.readFileCodeFences is off, its default, configurationService.ts L831).
 */
import { otherFiles } from '../files-shown';
import type { Message } from '../../i18n/message';
import { agentMessage } from '../messages';
import { usesIn } from '../placeholders';
import type { CallView, CatalogueEntry, CatalogueView } from '../types';
import { REPRODUCES } from '../versions';
import type { CopilotLibrary, CopilotSkill } from './skills';

const AGENT = 'copilot-vscode';

/** The three sentences before the skills (automaticInstructionsCollector.ts, read_file branch). */
export const COPILOT_SKILLS_INTRO = [
  'Here is a list of skills that contain domain specific knowledge on a variety of topics.',
  'Each skill comes with a description of the topic and a file path that contains the detailed instructions.',
  "When a user asks you to perform a task that falls within the domain of a skill, use the 'read_file' tool to acquire the full instructions from the file URI.",
] as const;

// The collector's filter: `!skill.description` and `skill.disableModelInvocation` leave a skill out.
const listed = (s: CopilotSkill) => !!s.description && !s.disableModelInvocation;

const skillBlock = (s: CopilotSkill) =>
  [
    '<skill>',
    `<name>${s.name}</name>`,
    ...(s.description ? [`<description>${s.description}</description>`] : []),
    `<file>${s.file}</file>`,
    '</skill>',
  ].join('\n');

/** The `<skills>` section of the customizations index ("" when no skill is listed). */
export function copilotCatalogue({ skills, skipped, notes }: CopilotLibrary): CatalogueView {
  const shown = skills.filter(listed);
  const entries: CatalogueEntry[] = skills.map((s) => ({
    name: s.name,
    folder: s.folder.rel || s.folder.name,
    dir: s.folder.dir,
    ...(listed(s)
      ? { status: 'listed' as const, text: skillBlock(s) }
      : {
          status: 'hidden' as const,
          note: s.disableModelInvocation
            ? agentMessage('agent.copilot.entry.disabled', { name: s.name })
            : agentMessage('agent.copilot.entry.no-description', { name: s.name }),
        }),
  }));
  const text =
    shown.length === 0
      ? ''
      : ['<skills>', ...COPILOT_SKILLS_INTRO, ...shown.map(skillBlock), '</skills>', '', ''].join(
          '\n',
        );
  const invocation: Message[] = skills.flatMap((s) => [
    ...(s.userInvocable
      ? []
      : [agentMessage('agent.copilot.not-user-invocable', { name: s.name })]),
    ...(s.argumentHint !== undefined && s.userInvocable
      ? [agentMessage('agent.copilot.argument-hint', { name: s.name, hint: s.argumentHint })]
      : []),
  ]);
  return {
    agent: AGENT,
    reproduces: REPRODUCES[AGENT],
    placement: agentMessage('agent.placement.copilot-vscode'),
    text,
    entries,
    skipped,
    notes: [
      agentMessage('agent.copilot.reproduces', { version: REPRODUCES[AGENT] }),
      agentMessage('agent.copilot.read-file'),
      agentMessage('agent.copilot.order'),
      agentMessage('agent.copilot.yaml-reader'),
      ...notes,
      ...invocation,
      agentMessage('agent.copilot.not-escaped'),
    ],
  };
}

/** The model reading a listed skill's SKILL.md whole with read_file. */
export function copilotCall(library: CopilotLibrary, skill: string, args: string): CallView {
  const { skills, skipped } = library;
  const notes: Message[] = [...library.notes];
  if (args !== '') notes.push(agentMessage('agent.copilot.call.no-args'));
  const base = { agent: AGENT, reproduces: REPRODUCES[AGENT], skipped } as const;
  const found = skills.find((s) => s.name === skill && listed(s));
  if (!found) {
    notes.push(agentMessage('agent.copilot.call.not-listed', { name: skill }));
    return { ...base, ok: false, errorCode: 'NOT_LISTED', parts: [], notes };
  }
  const lines = found.text.split(/\r\n|\r|\n/).length;
  notes.push(agentMessage('agent.copilot.call.read-file', { path: found.file, lines }));
  // A listed skill has a description, so its file is never empty (ReadFileResult's own words
  // for an empty file, L408-L412, never reach the model here).
  const text = found.text;
  const others = otherFiles(found.folder);
  return {
    ...base,
    ok: true,
    parts: [{ role: agentMessage('agent.role.tool-result'), text }],
    skill: {
      name: found.name,
      folder: found.folder.rel || found.folder.name,
      dir: found.folder.dir,
      body: found.body,
    },
    notes,
    // read_file substitutes nothing: every placeholder reaches the model as written.
    placeholders: usesIn(found.text),
    // The file alone: the model gets the skill's other files only by reading them too.
    files: { shown: 0, total: others.length },
  };
}
