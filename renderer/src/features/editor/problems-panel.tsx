/**
 * Every finding of the open skill, errors first, each a button that moves the cursor there,
 * with its fix one click away; below, the other skills of the library that have problems.
 */
import { useMemo, useRef } from 'react';
import type { Diagnostic, Fix } from '../../../../shared/skill/types';
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

const RANK = { error: 0, warning: 1, advice: 2, info: 3 } as const;

/** Props of the panel. */
export interface ProblemsPanelProps {
  diagnostics: readonly Diagnostic[];
  onReveal: (diagnostic: Diagnostic) => void;
  onFix: (fix: Fix) => void;
}

/** The problems panel. */
export function ProblemsPanel({ diagnostics, onReveal, onFix }: ProblemsPanelProps) {
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
  // Re-rendered on every keystroke in the editor: the sorting and the library scan are not.
  const sorted = useMemo(
    () =>
      [...diagnostics].sort(
        (a, b) => RANK[a.severity] - RANK[b.severity] || a.range.start.line - b.range.start.line,
      ),
    [diagnostics],
  );
  // Advice is listed after the problems and never counted as one.
  const problems = useMemo(() => diagnostics.filter(isProblem).length, [diagnostics]);
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
          {sorted.length > 0 && (
            <ul className="problem-list">
              {sorted.map((d, i) => {
                const fix = d.fixes?.[0];
                return (
                  <li key={`${d.code}:${i}`} className={`problem problem-${d.severity}`}>
                    <button type="button" className="problem-main" onClick={() => onReveal(d)}>
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
                    <FindingDetails finding={d} line={false} />
                  </li>
                );
              })}
            </ul>
          )}
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
