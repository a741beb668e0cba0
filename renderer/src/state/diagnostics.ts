/**
 * Live validation of the open SKILL.md: the same parser and validator as the CLI, with what
 * the library knows (the skill's files, namesakes, the skill it is nested in), recomputed as
 * the text changes. Pure and fast (a 30 KB file validates in well under a millisecond in
 * Node), so it runs on the UI thread.
 */
import { useMemo } from 'react';
import { parseSkillFile, validateSkill } from '../../../shared/skill/index';
import type { ParsedSkillFile, ProfileId, ValidationResult } from '../../../shared/skill/types';
import { namesakes } from '../../../shared/studio/library-list';
import { baseName } from '../../../shared/studio/paths';
import { useEditor, type SkillDetail } from './editor-store';
import { findEntry, useLibrary } from './library-store';
import { useUi } from './ui-store';

/** A checked SKILL.md. */
export interface CheckedSkill {
  path: string;
  parsed: ParsedSkillFile;
  result: ValidationResult;
}

/** Parses and validates one SKILL.md text in its skill's context. */
export function checkSkill(
  text: string,
  path: string,
  detail: SkillDetail,
  profile: ProfileId,
  library: { sameNameAs?: (name: string) => string[]; parentSkill?: string },
): CheckedSkill {
  const parsed = parseSkillFile(text);
  const name = parsed.data?.name;
  const result = validateSkill(parsed, detail.folderName, profile, {
    skillMdName: baseName(path),
    files: detail.files.map((f) => ({ path: f.path, size: f.size })),
    ...(typeof name === 'string' && library.sameNameAs && { sameNameAs: library.sameNameAs(name) }),
    ...(library.parentSkill !== undefined && { parentSkill: library.parentSkill }),
  });
  return { path, parsed, result };
}

/** The open skill's SKILL.md, checked live; undefined when no SKILL.md is open. */
export function useCheckedSkill(): CheckedSkill | undefined {
  const dir = useLibrary((s) => s.selected);
  const lists = useLibrary((s) => s.lists);
  const detail = useEditor((s) => (dir === undefined ? undefined : s.details[dir]));
  const path = detail?.skillMd?.path;
  const text = useEditor((s) => (path === undefined ? undefined : s.docs[path]?.text));
  const profile = useUi((s) => s.profile);
  return useMemo(() => {
    if (!detail || path === undefined || text === undefined) return undefined;
    const found = findEntry(lists, detail.dir);
    const skills = found ? (lists[found.root]?.skills ?? []) : [];
    return checkSkill(text, path, detail, profile, {
      sameNameAs: (name) => namesakes(skills, detail.dir, name),
      ...(found?.entry.parent !== undefined && { parentSkill: found.entry.parent }),
    });
  }, [detail, path, text, profile, lists]);
}
