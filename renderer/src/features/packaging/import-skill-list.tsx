/**
 * The skills an archive or a folder holds, each with a checkbox (ticked unless it cannot be
 * imported), its name, description and where it was found; a skill that cannot be imported
 * says why and cannot be ticked. Tick all and Tick none for a repository of many.
 */
import { useId } from 'react';
import type { CallOutput } from '../../../../shared/ipc/contract';
import { useT } from '../../i18n/i18n';
import { messageText } from '../../i18n/message-text';
import { useUi } from '../../state/ui-store';

type Scan = CallOutput<'scanImport'>;
type Found = Scan['skills'][number];

/** The skills that can be imported, as a first choice: all of them. */
export function importable(scan: Scan): Set<string> {
  return new Set(scan.skills.filter((s) => s.problems.length === 0).map((s) => s.from));
}

/** The list with its checkboxes; `chosen` holds the `from` of each ticked skill. */
export function ImportSkillList({
  scan,
  name,
  chosen,
  onChange,
  disabled,
}: {
  scan: Scan;
  /** The archive's or folder's name, as the user chose it. */
  name: string;
  chosen: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  disabled: boolean;
}) {
  const t = useT();
  const heading = useId();
  const toggle = (from: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(from);
    else next.delete(from);
    onChange(next);
  };
  return (
    <section className="import-found" aria-labelledby={heading}>
      <p id={heading}>{t('importList.found', { count: scan.skills.length, name })}</p>
      {scan.skills.length > 1 && (
        <div className="import-found-all">
          <button type="button" disabled={disabled} onClick={() => onChange(importable(scan))}>
            {t('importList.all')}
          </button>
          <button type="button" disabled={disabled} onClick={() => onChange(new Set())}>
            {t('importList.none')}
          </button>
          <span className="muted" role="status">
            {t('importList.chosen', { count: chosen.size })}
          </span>
        </div>
      )}
      <ul className="import-found-list">
        {scan.skills.map((skill) => (
          <FoundSkill
            key={skill.from}
            skill={skill}
            checked={chosen.has(skill.from)}
            disabled={disabled}
            onToggle={(on) => toggle(skill.from, on)}
          />
        ))}
      </ul>
    </section>
  );
}

function FoundSkill({
  skill,
  checked,
  disabled,
  onToggle,
}: {
  skill: Found;
  checked: boolean;
  disabled: boolean;
  onToggle: (on: boolean) => void;
}) {
  const t = useT();
  const locale = useUi((s) => s.locale);
  const ids = { description: useId(), problems: useId() };
  const blocked = skill.problems.length > 0;
  const title = skill.name ?? skill.folder;
  return (
    <li className={blocked ? 'import-found-blocked' : undefined}>
      <label>
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled || blocked}
          aria-describedby={blocked ? ids.problems : ids.description}
          onChange={(e) => onToggle(e.target.checked)}
        />
        <span className="import-found-name">{title || t('importList.noName')}</span>{' '}
        <span className="import-found-where mono">
          {skill.from === '' ? t('importList.top') : t('importList.where', { path: skill.from })}
        </span>
      </label>
      <p className="import-found-description muted" id={ids.description}>
        {skill.description ?? t('importList.noDescription')}
      </p>
      {skill.nested.length > 0 && (
        <p className="field-hint">
          {t('importList.nested', { count: skill.nested.length, paths: skill.nested.join(', ') })}
        </p>
      )}
      {blocked && (
        <div className="form-error" id={ids.problems}>
          <p>{t('importList.cannot')}</p>
          <ul>
            {skill.problems.map((p) => (
              <li key={JSON.stringify(p)}>{messageText(p, locale)}</li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
