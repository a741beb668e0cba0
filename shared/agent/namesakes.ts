/**
 * Skills that share a name, told apart. Two libraries (or two folders of one library) may hold
 * skills of one name; the agent's own rule then decides which one its model gets, and the
 * simulators reproduce each rule (HelloAgents: the last one scanned replaces the first,
 * hello-agents/loader.ts; Claude Code: the first root read keeps a folder name,
 * claude-code/skills.ts, recorded from 2.1.332 in claude-code.json's `scopes`; Codex lists
 * both and refuses an ambiguous `$name`, codex/mention.ts; OpenCode keeps the last read,
 * opencode/skills.ts). So nothing here decides: each folder gets the catalogue's verdict on it
 * (compare.ts, matched by absolute folder) and the call made by the name says which one loads.
 */
import { verdictOf, type AgentVerdict } from './compare';
import type { CallView, CatalogueView } from './types';

/** A skill folder of the open libraries, as the list knows it. */
export interface NamedFolder {
  /** Absolute folder. */
  dir: string;
  /** The library root it is in. */
  root: string;
  /** "/"-separated path below the root. */
  rel: string;
  folderName: string;
  /** The frontmatter's name, when it has one. */
  name?: string;
}

/** One of the skills of one name, and what the agent makes of it. */
export interface Namesake extends NamedFolder {
  verdict: Omit<AgentVerdict, 'differs'>;
  /** It is the skill the agent loads when asked for the name. */
  loaded: boolean;
  /** It is the skill open in the studio. */
  open: boolean;
}

// Agents name a skill by its frontmatter name (most) or by its folder (Claude Code): either
// shared makes two skills namesakes for some agent.
const shares = (a: NamedFolder, b: NamedFolder) =>
  (a.name ?? a.folderName) === (b.name ?? b.folderName) || a.folderName === b.folderName;

/**
 * The folders sharing a name with the skill in `dir`, that skill first, the others in the
 * order given (the libraries' order); empty when no other folder shares its name.
 */
export function sameNamed(folders: readonly NamedFolder[], dir: string): NamedFolder[] {
  const own = folders.find((f) => f.dir === dir);
  if (!own) return [];
  const others = folders.filter((f) => f.dir !== dir && shares(own, f));
  return others.length === 0 ? [] : [own, ...others];
}

/**
 * Each of `folders` (from sameNamed) with the catalogue's verdict on it and whether `call`,
 * the agent's answer when asked for the open skill's name, loaded it.
 */
export function namesakes(
  view: CatalogueView,
  call: CallView | undefined,
  folders: readonly NamedFolder[],
  openDir: string,
): Namesake[] {
  return folders.map((f) => ({
    ...f,
    verdict: verdictOf(view, { rel: f.rel, dir: f.dir }),
    loaded: call?.ok === true && call.skill?.dir === f.dir,
    open: f.dir === openDir,
  }));
}
