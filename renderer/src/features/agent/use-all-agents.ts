/**
 * Every agent's view of one skill at once, its catalogue and the loading of it by name with
 * the given arguments: what the verdicts and the comparison are read from. Asked again when
 * the skill changes on disk or the agents' settings change.
 */
import { useEffect, useMemo, useState } from 'react';
import type { CallOutput } from '../../../../shared/ipc/contract';
import type { CallView, CatalogueView } from '../../../../shared/agent/types';
import { errorText } from '../../i18n/service-text';
import { useAgentSettings } from '../../state/agent-settings-store';
import { studio } from '../../state/studio';
import { AGENT_IDS, type AgentId } from './agent-choice';

type Simulation = CallOutput<'simulate'>;

/** One agent's two views of the skill. */
export interface AgentViews {
  catalogue: CatalogueView;
  call: CallView;
}

/** What the service answered for one agent, as the single-agent view shows it. */
export interface AgentAnswers {
  catalogue: Simulation;
  call: Simulation;
}

/** Every agent's views (in the pickers' order) and answers by agent, or the error that stopped them. */
export function useAllAgents(
  name: string,
  args: string,
  changed: unknown,
): { views?: AgentViews[]; answers?: ReadonlyMap<AgentId, AgentAnswers>; error?: string } {
  const [answers, setAnswers] = useState<ReadonlyMap<AgentId, AgentAnswers>>();
  const [error, setError] = useState<string>();
  const settings = useAgentSettings((s) => s.settings);

  useEffect(() => {
    let stale = false;
    const timer = setTimeout(() => {
      Promise.all(
        AGENT_IDS.map(async (agent) => {
          const [catalogue, call] = await Promise.all([
            studio().simulate({ agent }),
            studio().simulate({ agent, skill: name, args }),
          ]);
          const answers: AgentAnswers = { catalogue, call };
          return [agent, answers] as const;
        }),
      ).then(
        (all) => {
          if (stale) return;
          setAnswers(new Map(all));
          setError(undefined);
        },
        (e: unknown) => {
          if (!stale) setError(errorText(e));
        },
      );
    }, 150);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [name, args, changed, settings]);

  // The single-agent view reads its agent's answers from here rather than asking again.
  const views = useMemo(
    () =>
      answers &&
      [...answers.values()].flatMap(({ catalogue: c, call: k }) =>
        c.kind === 'catalogue' && k.kind === 'call' ? [{ catalogue: c.view, call: k.view }] : [],
      ),
    [answers],
  );
  return {
    ...(views && { views }),
    ...(answers && { answers }),
    ...(error !== undefined && { error }),
  };
}
