/**
 * suggestTriggerQueries: the connected model asked for trigger queries for a skill
 * (shared/triggers/suggest.ts), as a job the page can stop. The skill's SKILL.md and the
 * queries it has are read, so the model repeats none of them; a queries file that cannot be
 * read does not stop the suggestions (the page shows its own words for it). Nothing is
 * written: the page shows the suggestions for review and saves what the user keeps.
 */
import { basename } from 'node:path';
import type { StudioHandlers } from '../../../ipc/contract';
import { TextError } from '../../../ipc/service-text';
import { outcomeMessage } from '../../../models/outcome';
import type { ModelReply } from '../../../models/request';
import { parseSkillFile } from '../../../skill/parse';
import { parseTriggerQueries, TRIGGER_QUERIES_PATH } from '../../../triggers/queries';
import { readSuggestions, suggestRequest } from '../../../triggers/suggest';
import { callModel } from '../../models/call-model';
import { ModelCallError } from '../../models/failure-facts';
import type { Fence } from '../../link-fence';
import { skillText } from './skill-texts';
import { savedConnection } from '../models/model-handlers';
import type { TriggerContext } from './trigger-handlers';

/** What the suggestion call uses of the service. */
export type SuggestContext = Pick<
  TriggerContext,
  'guard' | 'settings' | 'keys' | 'jobs' | 'client' | 'fence'
>;

/** The suggestTriggerQueries handler. */
export function suggestHandler(ctx: SuggestContext): Pick<StudioHandlers, 'suggestTriggerQueries'> {
  return {
    suggestTriggerQueries: async ({ dir: asked, connection: id, language, job }) => {
      const dir = ctx.guard.resolve(asked);
      const connection = savedConnection(ctx.settings, id);
      const skillMd = skillText(dir, 'SKILL.md', ctx.fence()) ?? '';
      const data = parseSkillFile(skillMd).data;
      const field = (name: string) => (typeof data?.[name] === 'string' ? data[name] : '');
      const existing = existingQueries(dir, ctx.fence());
      const request = suggestRequest({
        name: field('name') || basename(dir),
        description: field('description'),
        skillMd,
        language,
        existing,
      });
      const key = await ctx.keys.store.get(connection.id);
      const reply = await ctx.jobs.run(job, async ({ signal, progress }) => {
        if (signal.aborted) return undefined;
        progress(0, 1);
        const answer = await ask(connection, key, request, { ...ctx.client, signal });
        progress(1, 1);
        return answer;
      });
      // A stopped job leaves nothing to review.
      if (reply === undefined) return { queries: [] };
      const read = readSuggestions(reply, existing);
      if (!read.ok)
        throw new TextError('SuggestFailed', 'trigger-suggest-failed', { problem: read.message });
      return { queries: read.queries };
    },
  };
}

// The model's reply; undefined when the job was cancelled; a failure in its words.
async function ask(...args: Parameters<typeof callModel>): Promise<ModelReply | undefined> {
  try {
    return await callModel(...args);
  } catch (error) {
    if (!(error instanceof ModelCallError)) throw error;
    if (error.failure.kind === 'cancelled') return undefined;
    throw new TextError('SuggestFailed', 'trigger-suggest-failed', {
      problem: outcomeMessage(error.failure),
    });
  }
}

// The queries the skill has; none when its file is missing or cannot be read.
function existingQueries(dir: string, fence: Fence): string[] {
  let text: string | undefined;
  try {
    text = skillText(dir, TRIGGER_QUERIES_PATH, fence);
  } catch {
    // A file that cannot be read (a pipe, a link leading out) is as good as none here.
  }
  if (text === undefined) return [];
  const read = parseTriggerQueries(text, TRIGGER_QUERIES_PATH);
  return read.ok ? read.queries.map((q) => q.query) : [];
}
