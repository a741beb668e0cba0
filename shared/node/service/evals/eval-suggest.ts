/**
 * suggestEvals: the connected model asked for three realistic evals of a skill
 * (shared/evals/suggest.ts), as a job the page can stop. The skill's SKILL.md and the evals it
 * has are read, so the model repeats none and the new ones are numbered after them. Nothing
 * is written: the page shows the suggestions for the user to edit and save.
 */
import { basename } from 'node:path';
import { parseSuggestedEvals, suggestEvalsRequest } from '../../../evals/suggest';
import type { StudioHandlers } from '../../../ipc/contract';
import { TextError } from '../../../ipc/service-text';
import { outcomeMessage } from '../../../models/outcome';
import { parseSkillFile } from '../../../skill/parse';
import { callModel } from '../../models/call-model';
import { ModelCallError } from '../../models/failure-facts';
import { savedConnection } from '../models/model-handlers';
import { skillText } from '../triggers/skill-texts';
import { type EvalContext, readEvalsFile } from './eval-handlers';

/** The suggestEvals handler. */
export function suggestEvalsHandler(ctx: EvalContext): Pick<StudioHandlers, 'suggestEvals'> {
  return {
    suggestEvals: async ({ dir: asked, connection: id, job }) => {
      const dir = ctx.guard.resolve(asked);
      const connection = savedConnection(ctx.settings, id);
      const skillMd = skillText(dir, 'SKILL.md', ctx.fence()) ?? '';
      const data = parseSkillFile(skillMd).data;
      const name = typeof data?.name === 'string' ? data.name : basename(dir);
      // An evals file that cannot be read does not stop suggestions: the page says why itself.
      const read = readEvalsFile(ctx, dir).read;
      const existing = read?.ok ? read.file.evals : [];
      const request = suggestEvalsRequest({
        name,
        skillMd,
        existing: existing.map((e) => e.prompt),
      });
      const key = await ctx.keys.store.get(connection.id);
      const reply = await ctx.jobs.run(job, async ({ signal, progress }) => {
        if (signal.aborted) return undefined;
        progress(0, 1);
        try {
          const answer = await callModel(connection, key, request, { ...ctx.client, signal });
          progress(1, 1);
          return answer;
        } catch (error) {
          if (!(error instanceof ModelCallError)) throw error;
          if (error.failure.kind === 'cancelled') return undefined;
          throw new TextError('SuggestFailed', 'evals-suggest-failed', {
            problem: outcomeMessage(error.failure),
          });
        }
      });
      // A stopped job leaves nothing to review.
      if (reply === undefined) return { evals: [] };
      const firstId = Math.max(0, ...existing.map((e) => e.id)) + 1;
      const parsed = parseSuggestedEvals(reply.text, firstId);
      if (!parsed.ok)
        throw new TextError('SuggestFailed', 'evals-suggest-failed', { problem: parsed.problem });
      return { evals: parsed.evals };
    },
  };
}
