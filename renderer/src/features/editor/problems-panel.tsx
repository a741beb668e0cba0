/**
 * Every finding of the open skill, whatever file is open, grouped by the file it is about
 * (SKILL.md first), errors first in each, each a button that opens the file there, with its
 * fix one click away and, for advice, "Don't show this again for this skill"; the advice so
 * hidden listed apart on request; below, the other skills of the library that have problems.
 */
import { Fragment, useMemo, useRef } from 'react';
import type { Diagnostic, Fix, RuleCode } from '../../../../shared/skill/types';
import type { FileFindings } from '../../../../shared/studio/findings-by-file';
import { useT, type MessageKey } from '../../i18n/i18n';
import { useLibrary } from '../../state/library-store';
import { useUi } from '../../state/ui-store';
import { useVisibleRows } from '../library/visible-rows';
import { useTargetNames } from '../targets/use-target-names';
import { restoreFocus } from '../../ui/focus';
import { FindingDetails, FindingHeadline } from '../../ui/finding-text';
import { fixTitle } from '../../i18n/diagnostic-text';
import { useToastsAvoid } from '../../ui/toast-placement';
import { isProblem } from '../../../../shared/skill/summary';
import { HiddenAdvice } from './hidden-advice';
import { RestoreMissing } from '../history/restore-missing';

/** Props of the panel. */
export interface ProblemsPanelProps {
  /** The findings shown, by file (findingsByFile). */
  groups: readonly FileFindings[];
  /** The advice the user hid for this skill. */
  hidden: readonly Diagnostic[];
  /** Opens the file the finding is in or about (relative to the skill) at its place. */
  onReveal: (diagnostic: Diagnostic, file: string) => void;
  onFix: (fix: Fix) => void;
  /** Hides an advice code for this skill, or shows it again. */
  onHide: (code: RuleCode, hidden: boolean) => void;
}

/** The problems panel. */
export function ProblemsPanel({ groups, hidden, onReveal, onFix, onHide }: ProblemsPanelProps) {
  const t = useT();
  const locale = useUi((s) => s.locale);
  const targets = useTargetNames();
  const open = useUi((s) => s.problemsOpen);
  const toggle = useUi((s) => s.toggleProblems);
  // A toast must never hide a finding or its fix button.
  const panel = useRef<HTMLElement>(null);
  useToastsAvoid(panel);
  const selected = useLibrary((s) => s.selected);
  const select = useLibrary((s) => s.select);
  const { skills, check } = useVisibleRows();
  // Re-rendered on every keystroke in the editor: the library scan is not.
  const diagnostics = useMemo(() => groups.flatMap((g) => g.diagnostics), [groups]);
  // Advice is listed after the problems and never counted as one; hidden advice not at all.
  const problems = diagnostics.filter(isProblem).length;
  const advice = diagnostics.filter((d) => d.severity === 'advice').length;
  const others = useMemo(
    () => skills.filter((s) => s.dir !== selected && check(s).verdict !== 'valid').slice(0, 200),
    [skills, selected, check],
  );

  return (
    <section
      ref={panel}
      className={`problems${open ? '' : ' is-closed'}`}
      aria-label={t('editor.problems')}
      tabIndex={-1}
    >
      <button
        type="button"
        className="problems-toggle"
        aria-expanded={open}
        onClick={() => toggle()}
      >
        {advice > 0
          ? t('editor.problemsAndAdvice', { count: problems, advice })
          : t('editor.problemsCount', { count: problems })}
      </button>
      {open && (
        <div className="problems-body">
          {problems === 0 && (
            <p className="muted">{t('editor.noProblems', { profile: targets })}</p>
          )}
          {groups.map(({ file, diagnostics: found }) => (
            <Fragment key={file}>
              <h3 className="problem-file">{file}</h3>
              <ul className="problem-list" aria-label={file}>
                {found.map((d, i) => {
                  const fix = d.fixes?.[0];
                  return (
                    <li key={`${d.code}:${i}`} className={`problem problem-${d.severity}`}>
                      <button
                        type="button"
                        className="problem-main"
                        onClick={() => onReveal(d, file)}
                      >
                        <span className={`severity severity-${d.severity}`}>
                          {t(`editor.severity.${d.severity}` as MessageKey)}
                        </span>
                        <span className="problem-message">
                          <FindingHeadline finding={d} />
                        </span>
                        <span className="muted problem-where">
                          {t('editor.line', { line: d.range.start.line })}
                        </span>
                      </button>
                      {fix && (
                        <button
                          type="button"
                          className="small"
                          onClick={(event) => {
                            // The button goes away with its problem: focus stays in the panel,
                            // on the problem that took its place if there is one.
                            const list = event.currentTarget.closest('ul');
                            onFix(fix);
                            restoreFocus(
                              list?.querySelector('.problem-main') ?? list?.closest('section'),
                            );
                          }}
                        >
                          {t('editor.fix', { title: fixTitle(fix, locale) })}
                        </button>
                      )}
                      {fix?.kind === 'create-file' && selected !== undefined && (
                        <RestoreMissing dir={selected} file={fix.path} />
                      )}
                      {d.severity === 'advice' && (
                        <button
                          type="button"
                          className="small link-button problem-hide"
                          onClick={(event) => {
                            const section = event.currentTarget.closest('section');
                            onHide(d.code, true);
                            // The item goes: focus stays in the panel, on the next finding.
                            restoreFocus(section?.querySelector('.problem-main') ?? section);
                          }}
                        >
                          {t('editor.hideAdvice')}
                        </button>
                      )}
                      <FindingDetails finding={d} line={false} />
                    </li>
                  );
                })}
              </ul>
            </Fragment>
          ))}
          <HiddenAdvice hidden={hidden} onShow={(code) => onHide(code, false)} />
          {others.length > 0 && (
            <details className="library-problems">
              <summary>
                {t('editor.libraryProblems')} ({others.length})
              </summary>
              <ul>
                {others.map((s) => (
                  <li key={s.dir}>
                    <button type="button" className="link-button" onClick={() => select(s.dir)}>
                      {s.name ?? s.folderName}
                    </button>{' '}
                    <span className="muted">{check(s).codes.slice(0, 4).join(', ')}</span>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
    </section>
  );
}
