/**
 * Where Visual sits in the edit view: the Code / Visual switch, and the visual editor of the
 * open Markdown file's body, loaded on first use (a chunk of its own: people who never open
 * Visual never load the editor). SKILL.md's frontmatter stays out of it: the editor gets the
 * body and its edits come back behind the frontmatter as it was.
 */
import { lazy, Suspense, useLayoutEffect, useMemo, useRef, type ComponentProps } from 'react';
import type { Diagnostic, Fix } from '../../../../shared/skill/types';
import { splitLines } from '../../../../shared/studio/markdown/body-blocks';
import { findingHeadline, fixTitle } from '../../i18n/diagnostic-text';
import { skillBodyStart } from '../../../../shared/studio/markdown/body-range';
import {
  baseName,
  joinPath,
  linkBetween,
  parentPath,
  relativeInside,
} from '../../../../shared/studio/paths';
import { fileUrl } from '../files/file-preview';
import { useT } from '../../i18n/i18n';
import { useUi } from '../../state/ui-store';
import { ChoiceGroup } from '../../ui/choice-group';
import { useChipWords } from './use-chip-words';
import { addToSkill } from '../files/add-files';
import { stepHistory } from '../editor/shared-history';

const VisualEditor = lazy(() =>
  import('./visual-editor').then((module) => ({ default: module.VisualEditor })),
);

/** The header's switch between writing a Markdown file as code and visually. */
export function WritingSwitch() {
  const t = useT();
  const writing = useUi((s) => s.writing);
  const setWriting = useUi((s) => s.setWriting);
  return (
    <ChoiceGroup
      look="segmented"
      label={t('visual.writing')}
      value={writing}
      onChange={setWriting}
      options={[
        { value: 'code', label: t('visual.code') },
        { value: 'visual', label: t('visual.visual') },
      ]}
    />
  );
}

/** The visual editor of `text` (SKILL.md's body when `skillMd`), or why it cannot be shown. */
export function VisualPane({
  path,
  text,
  skillMd,
  label,
  onChange,
  diagnostics,
  onFix,
  skill,
}: {
  path: string;
  text: string;
  skillMd: boolean;
  label: string;
  onChange: (text: string) => void;
  /** The file's own findings (their ranges in it), for the margin. */
  diagnostics: readonly Diagnostic[];
  /** Carries out a finding's quick fix, as the code view does. */
  onFix: (fix: Fix) => void;
  /** The skill's folder and files ("/"-separated below it), offered as link targets. */
  skill: { dir: string; files: readonly { path: string }[] };
}) {
  const t = useT();
  const locale = useUi((s) => s.locale);
  const start = skillMd ? skillBodyStart(text) : 0;
  const head = start === undefined ? '' : text.slice(0, start);
  // Findings by the body's own lines (from 0); the frontmatter's fall before it and are left out.
  const headLines = splitLines(head).length - 1;
  // Through a ref: a new onFix each render must not place the margin marks again.
  const fixer = useRef(onFix);
  useLayoutEffect(() => {
    fixer.current = onFix;
  });
  const findings = useMemo(
    () =>
      diagnostics.map((d) => ({
        line: d.range.start.line - 1 - headLines,
        severity: d.severity,
        text: findingHeadline(d, locale),
        fixes: (d.fixes ?? []).map((fix) => ({
          title: fixTitle(fix, locale),
          run: () => fixer.current(fix),
        })),
      })),
    [diagnostics, headLines, locale],
  );
  const here = (relativeInside(skill.dir, path) ?? baseName(path)).replaceAll('\\', '/');
  const linkTargets = useMemo(
    () => skill.files.filter((f) => f.path !== here).map((f) => linkBetween(here, f.path)),
    [skill, here],
  );
  // Dropped images go where a skill's files for output go (skill-format.md: assets/).
  const onDropImages = async (files: File[]) => {
    const added = await addToSkill(
      skill.dir,
      'assets',
      files.map((file) => ({ file, name: file.name })),
    );
    return added.flatMap((abs) => {
      const rel = relativeInside(skill.dir, abs)?.replaceAll('\\', '/');
      return rel === undefined ? [] : [linkBetween(here, rel)];
    });
  };
  // Pictures come from the host's address for library files, beside this file's folder.
  const imageSrc = (rel: string) =>
    fileUrl({ path: joinPath(parentPath(path), rel), savedHash: null });
  if (start === undefined)
    return <p className="app-message writing-note">{t('visual.noFrontmatterEnd')}</p>;
  return (
    <Suspense
      fallback={
        <p className="app-message" aria-busy="true">
          {t('visual.loading')}
        </p>
      }
    >
      {skillMd ? (
        <SkillMdEditor
          key={path}
          dir={parentPath(path)}
          body={text.slice(start)}
          label={label}
          onChange={(body) => onChange(head + body)}
          findings={findings}
          linkTargets={linkTargets}
          onDropImages={onDropImages}
          onHistory={(way) => stepHistory(path, way)}
          imageSrc={imageSrc}
        />
      ) : (
        <VisualEditor
          key={path}
          body={text.slice(start)}
          label={label}
          onChange={(body) => onChange(head + body)}
          findings={findings}
          linkTargets={linkTargets}
          onDropImages={onDropImages}
          onHistory={(way) => stepHistory(path, way)}
          imageSrc={imageSrc}
        />
      )}
    </Suspense>
  );
}

/** SKILL.md's body, its placeholders chips saying what each agent makes of them. */
function SkillMdEditor({
  dir,
  ...props
}: { dir: string } & Omit<ComponentProps<typeof VisualEditor>, 'chipWords'>) {
  const chipWords = useChipWords(dir);
  return <VisualEditor {...props} chipWords={chipWords} />;
}
