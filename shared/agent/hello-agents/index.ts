/**
 * The HelloAgents simulators: v1.0.0 (the default agent view) and the studio's suggested
 * hardening of its SkillTool (not an agent: what the loader would do with the fixes applied).
 */
import type { AgentSimulator, LibrarySnapshot, LoadedAgent } from '../types';
import { scanHello, type HelloVariant } from './loader';
import { helloCall, helloCatalogue } from './tool';

function load(library: LibrarySnapshot, variant: HelloVariant): LoadedAgent {
  const scanned = scanHello(library, variant);
  return {
    catalogue: () => helloCatalogue(scanned, variant),
    call: (skill, args) => helloCall(scanned, skill, args, variant),
  };
}

/** HelloAgents v1.0.0, as the project's seed documents it. */
export const helloAgents: AgentSimulator = {
  id: 'hello-agents',
  summary:
    'HelloAgents v1.0.0: skills listed in the Skill tool description, loaded into a <skill-loaded> block.',
  load: (library) => load(library, 'v1'),
};

/** The studio's suggested hardening: sorted scan, first duplicate wins, sanitised args, escaped name. */
export const helloAgentsHardened: AgentSimulator = {
  id: 'hello-agents-hardened',
  summary:
    "Not an agent: the studio's suggested hardening of HelloAgents v1.0.0 (sorted scan, first duplicate wins, args that could close the <skill-loaded> block defused, name escaped).",
  load: (library) => load(library, 'hardened'),
};
