/**
 * Every agent's view of one skill at once, its catalogue and the loading of it by name with
 * the given arguments: what the verdicts and the comparison are read from. Asked again when
 * the skill changes on disk or the agents' settings change.
 */
import { useEffect, useState } from 'react';
import type { CallView, CatalogueView } from '../../../../shared/agent/types';
import { errorText } from '../../i18n/service-text';
import { useAgentSettings } from '../../state/agent-settings-store';
import { studio } from '../../state/studio';
import { AGENT_IDS } from './agent-choice';

/** One agent's two views of the skill. */
export interface AgentViews {
  catalogue: CatalogueView;
  call: CallView;
}

/** Every agent's views (in the pickers' order), or the error that stopped them. */
export function useAllAgents(
  name: string,
  args: string,
  changed: unknown,
): { views?: AgentViews[]; error?: string } {
  const [views, setViews] = useState<AgentViews[]>();
  const [error, setError] = useState<string>();
  const settings = useAgentSettings((s) => s.settings);

  useEffect(() => {
    let stale = false;
    const timer = setTimeout(() => {
      Promise.all(
        AGENT_IDS.map((agent) =>
          Promise.all([
            studio().simulate({ agent }),
            studio().simulate({ agent, skill: name, args }),
          ]),
        ),
      ).then(
        (all) => {
          if (stale) return;
          setViews(
            all.flatMap(([c, k]) =>
              c.kind === 'catalogue' && k.kind === 'call'
                ? [{ catalogue: c.view, call: k.view }]
                : [],
            ),
          );
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

  return { ...(views && { views }), ...(error !== undefined && { error }) };
}
