/**
 * Live validation of the open SKILL.md: the same parser and validator as the CLI, with what
 * the library knows (the skill's files, namesakes, the skill it is nested in), recomputed as
 * the text, the profile or the library change. Pure and fast (the bench's edit rows), so it
 * runs on the UI thread, once per change for every reader:
 * the editor's underlines, the form, the problems panel, and the list's row of the open skill,
 * which shows this verdict rather than the one of the file on disk, so they never disagree.
 */
import { create } from 'zustand';
import { parseSkillFile, validateSkill } from '../../../shared/skill/index';
import { checkOf, sameCheck, type SkillCheck } from '../../../shared/skill/summary';
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

/** The open skill's live check, for the list: its folder and its counts under `profile`. */
export interface LiveCheck {
  dir: string;
  profile: ProfileId;
  check: SkillCheck;
}

interface CheckedState {
  /** The open skill's SKILL.md, checked; undefined when none is open as text. */
  checked?: CheckedSkill;
  /** The same as counts, replaced only when they change (typing alone does not re-filter the list). */
  live?: LiveCheck;
}

/** The open skill's check, kept current by wireLiveCheck. */
export const useChecked = create<CheckedState>()(() => ({}));

/** The open skill's SKILL.md, checked live; undefined when no SKILL.md is open. */
export function useCheckedSkill(): CheckedSkill | undefined {
  return useChecked((s) => s.checked);
}

// The inputs of the last check: it is worked out again only when one of them changed.
let inputs: readonly unknown[] = [];

function recheck(): void {
  const { selected: dir, lists } = useLibrary.getState();
  const { details, docs } = useEditor.getState();
  const profile = useUi.getState().profile;
  const detail = dir === undefined ? undefined : details[dir];
  const path = detail?.skillMd?.path;
  const doc = path === undefined ? undefined : docs[path];
  const text = doc?.kind === 'text' ? doc.text : undefined;
  const next = [detail, path, text, profile, lists];
  if (next.every((v, i) => v === inputs[i])) return;
  inputs = next;
  if (!detail || path === undefined || text === undefined || dir === undefined) {
    useChecked.setState({ checked: undefined, live: undefined });
    return;
  }
  const found = findEntry(lists, detail.dir);
  const skills = found ? (lists[found.root]?.skills ?? []) : [];
  const checked = checkSkill(text, path, detail, profile, {
    sameNameAs: (name) => namesakes(skills, detail.dir, name),
    ...(found?.entry.parent !== undefined && { parentSkill: found.entry.parent }),
  });
  const check = checkOf(checked.result.diagnostics);
  const live = useChecked.getState().live;
  const same = live?.dir === dir && live.profile === profile && sameCheck(live.check, check);
  useChecked.setState({ checked, ...(!same && { live: { dir, profile, check } }) });
}

/** Keeps the open skill's check current; returns the unsubscribe. */
export function wireLiveCheck(): () => void {
  const offs = [
    useLibrary.subscribe(recheck),
    useEditor.subscribe(recheck),
    useUi.subscribe(recheck),
  ];
  recheck();
  return () => {
    for (const off of offs) off();
    inputs = [];
  };
}
