/**
 * A block's findings and their quick fixes, opened from the margin button or with Ctrl/Cmd+.
 * at the cursor, as the code view's light bulb does. It takes the keyboard while open: Escape,
 * a fix or a click elsewhere closes it and gives the keyboard back to the editor.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useT } from '../../i18n/i18n';
import type { BodyFinding } from './finding-marks';

/** The findings open beside `anchor`. */
export interface OpenedFindings {
  found: readonly BodyFinding[];
  anchor: HTMLElement;
}

/** The findings of one block, beside it. */
export function FindingFixes({ opened, onClose }: { opened: OpenedFindings; onClose: () => void }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const at = opened.anchor.getBoundingClientRect();
    el.style.top = `${Math.round(at.top)}px`;
    el.style.left = `${Math.round(at.left + 16)}px`;
    el.querySelector<HTMLElement>('button')?.focus();
  }, [opened]);

  useEffect(() => {
    const outside = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) close.current();
    };
    document.addEventListener('mousedown', outside, true);
    return () => document.removeEventListener('mousedown', outside, true);
  }, []);

  return (
    <div
      ref={box}
      className="visual-findings"
      role="dialog"
      aria-label={t('visual.findings.label')}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
    >
      <ul>
        {opened.found.map((finding, i) => (
          <li key={i} className={`is-${finding.severity}`}>
            <span>{finding.text}</span>
            {finding.fixes?.map((fix, j) => (
              <button
                key={j}
                type="button"
                onClick={() => {
                  onClose();
                  fix.run();
                }}
              >
                {t('editor.fix', { title: fix.title })}
              </button>
            ))}
          </li>
        ))}
      </ul>
      <button type="button" className="visual-findings-close" onClick={onClose}>
        {t('visual.findings.close')}
      </button>
    </div>
  );
}
