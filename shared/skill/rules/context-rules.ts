/**
 * Rules about the skill's place on disk and in its library: they need facts the service or
 * CLI gathered (the core itself does no I/O).
 */
import { listOf } from '../../i18n/common-messages';
import { diagnostic } from '../diagnostic';
import { skillMessage } from '../messages';
import type { Diagnostic } from '../types';
import type { RuleContext } from './rule-context';

/** Files over this size slow uploads and agents that read them (1 MiB). */
export const LARGE_FILE = 1024 * 1024;
/** Claude's uploader refuses zips with more files than this. */
export const MAX_UPLOAD_FILES = 200;

/**
 * skill-md-lowercase, skill-md-case-clash, skill-nested, name-duplicate, file-large,
 * too-many-files, plugin-manifest.
 */
export function contextRules(ctx: RuleContext): Diagnostic[] {
  const { skill } = ctx;
  const top = ctx.openingRange;
  const out: Diagnostic[] = [];
  if (skill.skillMdName && skill.skillMdName !== 'SKILL.md') {
    out.push(
      diagnostic(
        'skill-md-lowercase',
        skillMessage('skill.skill-md-lowercase', { file: skill.skillMdName }),
        top,
        {
          fixes: [
            {
              kind: 'rename-file',
              title: skillMessage('fix.rename-to-skill-md'),
              from: skill.skillMdName,
              to: 'SKILL.md',
            },
          ],
        },
      ),
    );
  }
  out.push(...caseClash(ctx));
  if (skill.parentSkill !== undefined) {
    out.push(
      diagnostic(
        'skill-nested',
        skillMessage('skill.skill-nested', { parent: skill.parentSkill }),
        top,
      ),
    );
  }
  if (skill.sameNameAs && skill.sameNameAs.length > 0) {
    const name = ctx.field('name');
    out.push(
      diagnostic(
        'name-duplicate',
        skillMessage('skill.name-duplicate', { others: listOf(skill.sameNameAs) }),
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
          skillMessage('skill.file-large', {
            path: f.path,
            size: (f.size / LARGE_FILE).toFixed(1),
          }),
          top,
        ),
      );
    }
  }
  if (files.length > MAX_UPLOAD_FILES) {
    out.push(
      diagnostic(
        'too-many-files',
        skillMessage('skill.too-many-files', { count: files.length, max: MAX_UPLOAD_FILES }),
        top,
      ),
    );
  }
  if (files.some((f) => f.path === '.claude-plugin/plugin.json')) {
    out.push(diagnostic('plugin-manifest', skillMessage('skill.plugin-manifest'), top));
  }
  return out;
}

// A second SKILL.md whose name differs only in case ("SKILL.md" and "skill.md"): agents read one
// (discovery's choice, skillMdName) and never see the other, and a case-insensitive disk (macOS,
// Windows) can hold only one of them, so a copy, install or unzip there silently drops one.
function caseClash(ctx: RuleContext): Diagnostic[] {
  const files = ctx.skill.files ?? [];
  // One pass without arrays: nearly every skill has one such file, and then nothing to say.
  let variants: string[] | undefined;
  let first: string | undefined;
  for (const { path: p } of files) {
    // "skill.md" in any case: eight characters, no "/" among them.
    if (p.length !== 8 || p.toLowerCase() !== 'skill.md') continue;
    if (first === undefined) first = p;
    else (variants ??= [first]).push(p);
  }
  if (variants === undefined) return [];
  const read = ctx.skill.skillMdName ?? 'SKILL.md';
  const others = variants.filter((p) => p !== read).map((p) => `"${p}"`);
  return [
    diagnostic(
      'skill-md-case-clash',
      skillMessage('skill.skill-md-case-clash', { file: read, others: listOf(others) }),
      ctx.openingRange,
    ),
  ];
}
