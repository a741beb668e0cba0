/**
 * Every skill file below a library root as the agents' own walks can meet it: into dot-folders
 * and node_modules, through folder links, at any depth. Each agent then keeps what its walk
 * keeps (OpenCode's glob skips dot-folders, Codex skips linked SKILL.md files and stops six
 * levels down); the studio's own discovery (discover.ts) is stricter and is not what agents do.
 * A link whose target is outside the root is recorded but never entered: content outside the
 * libraries is not read, and the views say what the agent would do there.
 */
import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { join, sep } from 'node:path';
import { cwd } from 'node:process';
import { isInside } from '../studio/paths';

/** One SKILL.md (or skill.md) the walk met. */
export interface WalkedSkillFile {
  /** "/"-separated path of its folder below the root, through links as walked. */
  rel: string;
  fileName: 'SKILL.md' | 'skill.md';
  /** A folder link was followed on the way to it. */
  viaLink: boolean;
  /** The skill file itself is a symbolic link. */
  fileIsLink: boolean;
  /** The folder's real path, when a link was followed to reach it. */
  realDir?: string;
}

/** A folder link the walk did not enter, and why. */
export interface UnfollowedLink {
  rel: string;
  reason: 'outside' | 'broken' | 'loop';
}

/** What one walk found. */
export interface AgentWalk {
  files: WalkedSkillFile[];
  links: UnfollowedLink[];
  /** Set when the walk stopped at its bound: folders after `stoppedAt` were not visited. */
  stoppedAt?: string;
}

/** Bounds of one walk: agents walk without any, the studio must not hang on a huge tree. */
export const WALK_LIMITS = { maxFolders: 20_000, maxDepth: 40 };

const compare = (a: Dirent, b: Dirent) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Walks `root` (a real folder), in name order, following folder links that stay inside it. */
export function walkSkillFiles(root: string, limits = WALK_LIMITS): AgentWalk {
  const out: AgentWalk = { files: [], links: [] };
  let rootReal: string;
  try {
    rootReal = realpathSync(root);
  } catch {
    return out;
  }
  let folders = 0;
  // `chain` holds the real paths of the folders above (the last is `dir`'s): a link back into
  // one of them is a loop.
  const walk = (dir: string, rel: string, depth: number, viaLink: boolean, chain: string[]) => {
    if (out.stoppedAt !== undefined) return;
    if (folders >= limits.maxFolders || depth > limits.maxDepth) {
      out.stoppedAt = rel;
      return;
    }
    folders++;
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true }).sort(compare);
    } catch {
      return;
    }
    for (const fileName of ['SKILL.md', 'skill.md'] as const) {
      const entry = entries.find((e) => e.name === fileName);
      if (!entry || !isFile(join(dir, fileName))) continue;
      out.files.push({
        rel,
        fileName,
        viaLink,
        fileIsLink: entry.isSymbolicLink(),
        ...(viaLink && { realDir: chain.at(-1) ?? dir }),
      });
    }
    for (const e of entries) {
      const child = join(dir, e.name);
      const childRel = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        walk(child, childRel, depth + 1, viaLink, [...chain, join(chain.at(-1) ?? '', e.name)]);
        continue;
      }
      if (!e.isSymbolicLink()) continue;
      let real: string;
      try {
        real = realpathSync(child);
        if (!statSync(real).isDirectory()) continue;
      } catch {
        out.links.push({ rel: childRel, reason: 'broken' });
        continue;
      }
      if (!isInside(rootReal, real, sep, cwd)) out.links.push({ rel: childRel, reason: 'outside' });
      else if (chain.includes(real)) out.links.push({ rel: childRel, reason: 'loop' });
      else walk(child, childRel, depth + 1, true, [...chain, real]);
    }
  };
  walk(root, '', 0, false, [rootReal]);
  return out;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
