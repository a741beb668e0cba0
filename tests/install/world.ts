/**
 * The install tests' world: a temporary home, project and library (csv-report with a script,
 * a reference and a secret that stays out), the records file and the trash; one call to
 * install into agents' folders there; and each agent's own folder, as its source names it.
 */
import { chmodSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import type { AgentEnv, TargetId } from '../../shared/install/agents';
import { trashFor } from '../../shared/node/cli/install-command';
import { installSkills, type InstallRequest } from '../../shared/node/install/installer';
import type { LinkSystem } from '../../shared/node/install/make-link';
import { RecordsFile } from '../../shared/node/install/records-file';
import { StudioTrash } from '../../shared/node/service/trash/trash';
import { skillMd, tempTree } from '../helpers/temp';

/** A home, a project and a library on temp folders, with the records and the trash. */
export interface World {
  home: string;
  project: string;
  library: string;
  userData: string;
  env: AgentEnv;
  records: RecordsFile;
  trashDir: string;
}

/** A fresh world; `libraryFiles` are added to the library. */
export function world(libraryFiles: Record<string, string> = {}): World {
  const home = realpathSync(tempTree());
  const project = realpathSync(tempTree({ 'README.md': '# a project\n' }));
  const library = realpathSync(
    tempTree({
      'csv-report/SKILL.md': skillMd('csv-report'),
      'csv-report/scripts/run.py': 'print("hi")\n',
      'csv-report/references/guide.md': '# Guide\n',
      'csv-report/.env': 'SECRET=1\n',
      ...libraryFiles,
    }),
  );
  chmodSync(join(library, 'csv-report/scripts/run.py'), 0o755);
  const userData = join(tempTree(), 'user-data');
  return {
    home,
    project,
    library,
    userData,
    env: { home, platform: process.platform, vars: {} },
    records: new RecordsFile(userData),
    trashDir: join(userData, 'trash'),
  };
}

/** Installs the library's csv-report (unless told otherwise) for `request.agents`. */
export function install(
  w: World,
  request: Partial<InstallRequest> & { agents: TargetId[] },
  links?: LinkSystem,
) {
  return installSkills(
    {
      dirs: [join(w.library, 'csv-report')],
      scope: 'personal',
      mode: 'copy',
      overwrite: false,
      force: false,
      ...request,
    },
    {
      env: w.env,
      records: w.records,
      trash: trashFor(new StudioTrash(w.trashDir)),
      ...(links && { links }),
    },
  );
}

/** Each agent's own personal folder below the home (none for HelloAgents). */
export const PERSONAL: Record<TargetId, string | undefined> = {
  'claude-code': '.claude/skills',
  codex: '.agents/skills',
  'github-copilot': '.copilot/skills',
  opencode: '.config/opencode/skills',
  cursor: '.cursor/skills',
  'gemini-cli': '.gemini/skills',
  'hello-agents': undefined,
};
/** Each agent's own project folder below the project. */
export const PROJECT: Record<TargetId, string> = {
  'claude-code': '.claude/skills',
  codex: '.agents/skills',
  'github-copilot': '.github/skills',
  opencode: '.opencode/skills',
  cursor: '.cursor/skills',
  'gemini-cli': '.gemini/skills',
  'hello-agents': 'skills',
};
