/**
 * Rules about the skill's place on disk and in its library: they need facts the service or
 * CLI gathered (the core itself does no I/O).
 */
import { diagnostic } from '../diagnostic';
import type { Diagnostic } from '../types';
import type { RuleContext } from './rule-context';

/** Files over this size slow uploads and agents that read them (1 MiB). */
export const LARGE_FILE = 1024 * 1024;
/** Claude's uploader refuses zips with more files than this. */
export const MAX_UPLOAD_FILES = 200;

/** skill-md-lowercase, skill-nested, name-duplicate, file-large, too-many-files, plugin-manifest. */
export function contextRules(ctx: RuleContext): Diagnostic[] {
  const { skill } = ctx;
  const top = ctx.openingRange;
  const out: Diagnostic[] = [];
  if (skill.skillMdName && skill.skillMdName !== 'SKILL.md') {
    out.push(
      diagnostic(
        'skill-md-lowercase',
        `The file is named "${skill.skillMdName}". Claude Code and the Claude uploaders look for "SKILL.md" in capitals.`,
        top,
        {
          fixes: [
            {
              kind: 'rename-file',
              title: 'Rename the file to SKILL.md',
              from: skill.skillMdName,
              to: 'SKILL.md',
            },
          ],
        },
      ),
    );
  }
  if (skill.parentSkill !== undefined) {
    out.push(
      diagnostic(
        'skill-nested',
        `This skill sits inside another skill ("${skill.parentSkill}"). Both load, but packaging the outer one also ships this one.`,
        top,
      ),
    );
  }
  if (skill.sameNameAs && skill.sameNameAs.length > 0) {
    const name = ctx.field('name');
    out.push(
      diagnostic(
        'name-duplicate',
        `Another skill in this library has the same name (${skill.sameNameAs.join(', ')}). Agents keep only one of them.`,
        name?.valueRange ?? top,
      ),
    );
  }
  const files = skill.files ?? [];
  for (const f of files) {
    if (f.size > LARGE_FILE) {
      out.push(
        diagnostic(
          'file-large',
          `"${f.path}" is ${(f.size / LARGE_FILE).toFixed(1)} MiB. Large files slow uploads and agents that read them.`,
          top,
        ),
      );
    }
  }
  if (files.length > MAX_UPLOAD_FILES) {
    out.push(
      diagnostic(
        'too-many-files',
        `The skill has ${files.length} files; Claude uploads accept at most ${MAX_UPLOAD_FILES}.`,
        top,
      ),
    );
  }
  if (files.some((f) => f.path === '.claude-plugin/plugin.json')) {
    out.push(
      diagnostic(
        'plugin-manifest',
        'The skill contains .claude-plugin/plugin.json: that is a Claude Code plugin, which skill uploads refuse.',
        top,
      ),
    );
  }
  return out;
}
