/**
 * Live validation of the open SKILL.md: the same parser and validator as the CLI, with what
 * the library knows (the skill's files, namesakes, the skills with its description, the skill
 * it is nested in), recomputed as the text, the library's targets or the library change: found once, graded for each target
 * (the problems and underlines show each finding at the most any target gives it). Pure and
 * fast (the bench's edit rows), so it
 * runs on the UI thread, once per change for every reader:
 * the editor's underlines, the form, the problems panel, and the list's row of the open skill,
 * which shows this verdict rather than the one of the file on disk, so they never disagree.
 */
import { create } from 'zustand';
import { parseSkillFile } from '../../../shared/skill/index';
import { checkOf, sameCheck } from '../../../shared/skill/summary';
import { underTarget, underTargets, unknownKeysOf } from '../../../shared/skill/targets';
import type { TargetsCheck } from '../../../shared/skill/targets';
import type {
  Diagnostic,
  ParsedSkillFile,
  ProfileId,
  ValidationResult,
} from '../../../shared/skill/types';
import { HEAD_BYTES } from '../../../shared/skill/rules/advice-files';
import { findingsDespiteYamlError } from '../../../shared/skill/salvage';
import { findingsOnce } from '../../../shared/skill/validate';
import { namesakes, twinDescriptions } from '../../../shared/studio/library-list';
import { baseName, joinPath } from '../../../shared/studio/paths';
import { useEditor, type SkillDetail } from './editor-store';
import { findEntry, useLibrary } from './library-store';
import { libraryOf, targetsOf, useTargets } from './targets-store';

/** A checked SKILL.md. */
export interface CheckedSkill {
  path: string;
  parsed: ParsedSkillFile;
  /** The findings for all the targets: each at the most any of them gives it. */
  result: ValidationResult;
  /** Each target's own findings, in the targets' order. */
  byTarget: { target: ProfileId; diagnostics: Diagnostic[] }[];
}

/** Parses and checks one SKILL.md text in its skill's context, for each of `targets`. */
export function checkSkill(
  text: string,
  path: string,
  detail: SkillDetail,
  targets: ProfileId | readonly ProfileId[],
  library: {
    sameNameAs?: (name: string) => string[];
    sameDescriptionAs?: (description: string) => string[];
    parentSkill?: string;
    /** The heads of the files the advice rules read (SkillContext.texts). */
    texts?: Record<string, string>;
  },
): CheckedSkill {
  const parsed = parseSkillFile(text);
  const name = parsed.data?.name;
  const description = parsed.data?.description;
  const twins =
    typeof description === 'string' ? library.sameDescriptionAs?.(description) : undefined;
  const context = {
    skillMdName: baseName(path),
    files: detail.files.map((f) => ({ path: f.path, size: f.size, executable: f.executable })),
    ...(library.texts && { texts: library.texts }),
    ...(typeof name === 'string' && library.sameNameAs && { sameNameAs: library.sameNameAs(name) }),
    ...(twins && twins.length > 0 && { sameDescriptionAs: twins }),
    ...(library.parentSkill !== undefined && { parentSkill: library.parentSkill }),
  };
  // A YAML error must not hide what is wrong with the fields that can still be read.
  const found = [
    ...findingsOnce(parsed, detail.folderName, context, true),
    ...findingsDespiteYamlError(parsed, detail.folderName, context),
  ];
  const list = typeof targets === 'string' ? [targets] : targets;
  const unknown = unknownKeysOf(parsed);
  const diagnostics = underTargets(found, list, unknown);
  const result: ValidationResult = {
    profile: list[0] ?? 'spec',
    valid: !diagnostics.some((d) => d.severity === 'error'),
    diagnostics,
  };
  const byTarget = list.map((target) => ({
    target,
    diagnostics: underTarget(found, target, unknown),
  }));
  return { path, parsed, result, byTarget };
}

/** The open skill's live check, for the list: its folder, its targets and their checks. */
export interface LiveCheck {
  dir: string;
  targets: readonly ProfileId[];
  check: TargetsCheck;
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

// The heads the service read, each file open in the editor as it is typed (a fix's #! line
// counts before it is saved).
function headsOf(
  detail: SkillDetail,
  docs: ReturnType<typeof useEditor.getState>['docs'],
): Record<string, string> | undefined {
  if (!detail.heads) return undefined;
  const texts: Record<string, string> = {};
  for (const [rel, head] of Object.entries(detail.heads)) {
    const doc = docs[joinPath(detail.dir, rel)];
    texts[rel] = doc?.kind === 'text' ? doc.text.slice(0, HEAD_BYTES) : head;
  }
  return texts;
}

// The inputs of the last check: it is worked out again only when one of them changed.
let inputs: readonly unknown[] = [];

function recheck(): void {
  const { selected: dir, lists } = useLibrary.getState();
  const { details, docs } = useEditor.getState();
  const detail = dir === undefined ? undefined : details[dir];
  const path = detail?.skillMd?.path;
  const doc = path === undefined ? undefined : docs[path];
  const text = doc?.kind === 'text' ? doc.text : undefined;
  const roots = useLibrary.getState().libraries.map((l) => l.root);
  const targets = targetsOf(useTargets.getState().byRoot, libraryOf(roots, detail?.dir));
  const next = [detail, path, text, targets, lists, docs];
  if (next.every((v, i) => v === inputs[i])) return;
  inputs = next;
  if (!detail || path === undefined || text === undefined || dir === undefined) {
    useChecked.setState({ checked: undefined, live: undefined });
    return;
  }
  const found = findEntry(lists, detail.dir);
  const skills = found ? (lists[found.root]?.skills ?? []) : [];
  const checked = checkSkill(text, path, detail, targets, {
    sameNameAs: (name) => namesakes(skills, detail.dir, name),
    sameDescriptionAs: (description) => twinDescriptions(skills, detail.dir, description),
    texts: headsOf(detail, docs),
    ...(found?.entry.parent !== undefined && { parentSkill: found.entry.parent }),
  });
  const check: TargetsCheck = {
    ...checkOf(checked.result.diagnostics),
    targets: checked.byTarget.map(({ target, diagnostics }) => ({
      target,
      check: checkOf(diagnostics),
    })),
  };
  const live = useChecked.getState().live;
  const same =
    live?.dir === dir &&
    live.targets === targets &&
    sameCheck(live.check, check) &&
    live.check.targets.every((t, i) => sameCheck(t.check, check.targets[i]?.check));
  useChecked.setState({ checked, ...(!same && { live: { dir, targets, check } }) });
}

/** Keeps the open skill's check current; returns the unsubscribe. */
export function wireLiveCheck(): () => void {
  const offs = [
    useLibrary.subscribe(recheck),
    useEditor.subscribe(recheck),
    useTargets.subscribe(recheck),
  ];
  recheck();
  return () => {
    for (const off of offs) off();
    inputs = [];
  };
}
