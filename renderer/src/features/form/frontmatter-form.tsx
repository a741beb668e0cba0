/**
 * The frontmatter as a form, kept in step with the YAML both ways: every field shows the value
 * parsed from the text, and every change is written back by the core's serializer, which
 * replaces only that value's text (comments, key order, quoting and the body stay as the user
 * wrote them). Each field shows its own findings and fixes.
 */
import { useId, useState, type ReactNode } from 'react';
import { useAgentSettings } from '../../state/agent-settings-store';
import {
  applyTextEdits,
  planFrontmatterEdits,
  slugify,
  SPEC_FIELDS,
  type EditRefusal,
  type FieldChange,
  type PlainValue,
} from '../../../../shared/skill/index';
import { codePointLength } from '../../../../shared/py/index';
import type { Diagnostic, Fix } from '../../../../shared/skill/types';
import { useT } from '../../i18n/i18n';
import type { CheckedSkill } from '../../state/diagnostics';
import { restoreFocus } from '../../ui/focus';
import { useFieldDraft } from './field-draft';
import { refusalText } from './refusal-text';
import { joinTools, splitTools } from './tools';
import { FindingText } from '../../ui/finding-text';
import { fixTitle } from '../../i18n/diagnostic-text';
import { useUi } from '../../state/ui-store';
import { MAX_DESCRIPTION } from '../../../../shared/skill/rules/field-rules';

type Field = (typeof SPEC_FIELDS)[number];

/** Which form field a finding belongs to. */
function fieldOf(d: Diagnostic): Field | 'other' | undefined {
  if (d.code.startsWith('name-')) return 'name';
  if (d.code.startsWith('description-')) return 'description';
  if (d.code.startsWith('compatibility-')) return 'compatibility';
  if (d.code.startsWith('license-')) return 'license';
  if (d.code.startsWith('metadata-')) return 'metadata';
  if (d.code.startsWith('allowed-tools')) return 'allowed-tools';
  if (d.code === 'field-unknown') return 'other';
  return undefined;
}

// Only spaces: a tab, a no-break space or a BOM the user put in a key is theirs to keep.
function trimSpaces(text: string): string {
  return text.replace(/^ +| +$/g, '');
}

/** Props of the form. */
export interface FrontmatterFormProps {
  checked: CheckedSkill;
  /** The new SKILL.md text after a change made in the form. */
  onText: (text: string) => void;
  onFix: (fix: Fix) => void;
}

/** The frontmatter form. */
export function FrontmatterForm({ checked, onText, onFix }: FrontmatterFormProps) {
  const t = useT();
  const { parsed, result } = checked;
  const data = parsed.data ?? {};
  // The cap in force: the user's Claude Code setting, as the agent view uses it.
  const cap = useAgentSettings((s) => s.settings.claudeCode.skillListingMaxDescChars);
  // The last change the serializer refused: said next to the form, and the field keeps what
  // was typed, so nothing is lost while the user corrects it.
  const [refused, setRefused] = useState<EditRefusal>();
  const probe = planFrontmatterEdits(parsed, []);
  const write = (changes: FieldChange[]) => {
    const plan = planFrontmatterEdits(parsed, changes);
    setRefused(plan.ok ? undefined : plan.refusal);
    if (plan.ok && plan.edits.length > 0)
      onText(applyTextEdits(parsed.text, plan.edits, parsed.eol));
  };
  const set = (field: string, value: PlainValue | undefined) => {
    write([{ path: [field], value }]);
  };
  const text = (field: string) => (typeof data[field] === 'string' ? data[field] : '');
  const findings = (field: Field | 'other') =>
    result.diagnostics.filter((d) => fieldOf(d) === field);

  if (!probe.ok)
    return (
      <aside className="side-panel form" aria-label={t('form.heading')}>
        <p className="form-error">
          {t('form.cannotEdit', { reason: refusalText(t, probe.refusal) })}
        </p>
      </aside>
    );

  const name = text('name');
  const description = text('description');
  const descriptionLength = codePointLength(description);
  const others = Object.keys(data).filter((k) => !(SPEC_FIELDS as readonly string[]).includes(k));

  return (
    <aside className="side-panel form" aria-label={t('form.heading')}>
      <h2 className="side-title">{t('form.heading')}</h2>
      {refused && (
        <p className="form-error" role="alert">
          {refusalText(t, refused)}
        </p>
      )}

      <TextField
        label={t('form.name')}
        hint={t('form.nameHint')}
        value={name}
        onWrite={(v) => set('name', v)}
        findings={findings('name')}
        onFix={onFix}
        mono
      >
        {name !== '' && slugify(name) !== name && slugify(name) !== '' && (
          <button type="button" className="link-button" onClick={() => set('name', slugify(name))}>
            {t('form.useSlug', { slug: slugify(name) })}
          </button>
        )}
      </TextField>

      <TextField
        label={t('form.description')}
        hint={t('form.descriptionHint')}
        value={description}
        onWrite={(v) => set('description', v)}
        findings={findings('description')}
        onFix={onFix}
        multiline
      >
        {/* Not a live region: it would be read out on every keystroke. */}
        <span className={descriptionLength > MAX_DESCRIPTION ? 'meter is-over' : 'meter'}>
          <meter
            min={0}
            max={MAX_DESCRIPTION}
            high={900}
            value={Math.min(descriptionLength, MAX_DESCRIPTION)}
            aria-label={t('form.meterLabel')}
          />{' '}
          {t(descriptionLength > MAX_DESCRIPTION ? 'form.meterOver' : 'form.meter', {
            count: descriptionLength,
          })}
        </span>
        {description.length > cap && (
          <span className="field-hint">{t('form.listingCap', { cap, keep: cap - 1 })}</span>
        )}
      </TextField>

      <TextField
        label={t('form.license')}
        hint={t('form.licenseHint')}
        value={text('license')}
        onWrite={(v) => set('license', v === '' ? undefined : v)}
        findings={findings('license')}
        onFix={onFix}
      />
      <TextField
        label={t('form.compatibility')}
        hint={t('form.compatibilityHint')}
        value={text('compatibility')}
        onWrite={(v) => set('compatibility', v === '' ? undefined : v)}
        findings={findings('compatibility')}
        onFix={onFix}
        multiline
      />
      <MetadataTable
        value={data.metadata}
        write={write}
        findings={findings('metadata')}
        onFix={onFix}
      />
      <ToolChips
        value={text('allowed-tools')}
        onWrite={(v) => set('allowed-tools', v === '' ? undefined : v)}
        findings={findings('allowed-tools')}
        onFix={onFix}
      />

      {others.length > 0 && (
        <section className="field">
          <h3 className="field-label">{t('form.other')}</h3>
          <p className="field-hint">{t('form.otherHint')}</p>
          <dl className="other-keys">
            {others.map((k) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{typeof data[k] === 'string' ? data[k] : JSON.stringify(data[k])}</dd>
              </div>
            ))}
          </dl>
          <Findings findings={findings('other')} onFix={onFix} />
        </section>
      )}
    </aside>
  );
}

function Findings({
  id,
  findings,
  onFix,
}: {
  id?: string;
  findings: Diagnostic[];
  onFix: (fix: Fix) => void;
}) {
  const locale = useUi((s) => s.locale);
  if (findings.length === 0) return null;
  return (
    <ul id={id} className="field-findings">
      {findings.map((d, i) => (
        <li key={`${d.code}:${i}`} className={`finding finding-${d.severity}`}>
          <span>
            <FindingText finding={d} />
          </span>
          {d.fixes?.map((fix) => (
            <button
              key={JSON.stringify(fix.title)}
              type="button"
              className="small"
              onClick={(event) => {
                // The button goes away with its finding: focus stays in the field it fixed.
                const field = event.currentTarget.closest('.field');
                onFix(fix);
                restoreFocus(field?.querySelector('input, textarea') ?? field);
              }}
            >
              {fixTitle(fix, locale)}
            </button>
          ))}
        </li>
      ))}
    </ul>
  );
}

interface TextFieldProps {
  label: string;
  hint: string;
  value: string;
  onWrite: (value: string) => void;
  findings: Diagnostic[];
  onFix: (fix: Fix) => void;
  multiline?: boolean;
  mono?: boolean;
  children?: ReactNode;
}

function TextField({
  label,
  hint,
  value,
  onWrite,
  findings,
  onFix,
  multiline,
  mono,
  children,
}: TextFieldProps) {
  const id = useId();
  const draft = useFieldDraft(value, onWrite);
  const invalid = findings.some((d) => d.severity === 'error');
  const common = {
    id,
    ...draft,
    'aria-invalid': invalid,
    // The hint, and the findings when there are some, so a screen reader says why too.
    'aria-describedby': findings.length > 0 ? `${id}-hint ${id}-findings` : `${id}-hint`,
    spellCheck: !mono,
    className: mono ? 'mono' : undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {multiline ? <textarea rows={4} {...common} /> : <input {...common} />}
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      {children}
      <Findings id={`${id}-findings`} findings={findings} onFix={onFix} />
    </div>
  );
}

function MetadataTable({
  value,
  write,
  findings,
  onFix,
}: {
  value: PlainValue | undefined;
  write: (changes: FieldChange[]) => void;
  findings: Diagnostic[];
  onFix: (fix: Fix) => void;
}) {
  const t = useT();
  const [newKey, setNewKey] = useState('');
  const entries =
    value !== undefined && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value)
      : [];
  return (
    <section className="field">
      <h3 className="field-label">{t('form.metadata')}</h3>
      <p className="field-hint">{t('form.metadataHint')}</p>
      <table className="metadata" aria-label={t('form.metadata')}>
        <thead>
          <tr>
            <th scope="col">{t('form.metadataKey')}</th>
            <th scope="col">{t('form.metadataValue')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {entries.map(([key, v]) => (
            <MetadataRow key={key} entryKey={key} value={v} write={write} />
          ))}
          <tr>
            <td colSpan={2}>
              <input
                aria-label={t('form.metadataAdd')}
                placeholder={t('form.metadataAdd')}
                value={newKey}
                onChange={(e) => setNewKey(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key !== 'Enter' || trimSpaces(newKey) === '') return;
                  e.preventDefault();
                  write([{ path: ['metadata', trimSpaces(newKey)], value: '' }]);
                  setNewKey('');
                }}
              />
            </td>
            <td>
              <button
                type="button"
                className="small"
                aria-label={t('form.metadataAddButton')}
                disabled={trimSpaces(newKey) === ''}
                onClick={() => {
                  write([{ path: ['metadata', trimSpaces(newKey)], value: '' }]);
                  setNewKey('');
                }}
              >
                +
              </button>
            </td>
          </tr>
        </tbody>
      </table>
      <Findings findings={findings} onFix={onFix} />
    </section>
  );
}

function MetadataRow({
  entryKey,
  value,
  write,
}: {
  entryKey: string;
  value: PlainValue;
  write: (changes: FieldChange[]) => void;
}) {
  const t = useT();
  const isText = typeof value === 'string';
  const draft = useFieldDraft(isText ? value : '', (v) =>
    write([{ path: ['metadata', entryKey], value: v }]),
  );
  return (
    <tr>
      <th scope="row" className="mono">
        {entryKey}
      </th>
      <td>
        {isText ? (
          <input aria-label={`${t('form.metadataValue')}: ${entryKey}`} {...draft} />
        ) : (
          <span className="muted">{t('form.notText')}</span>
        )}
      </td>
      <td>
        <button
          type="button"
          className="icon-button"
          aria-label={t('form.metadataRemove', { key: entryKey })}
          onClick={() => write([{ path: ['metadata', entryKey], value: undefined }])}
        >
          ×
        </button>
      </td>
    </tr>
  );
}

function ToolChips({
  value,
  onWrite,
  findings,
  onFix,
}: {
  value: string;
  onWrite: (v: string) => void;
  findings: Diagnostic[];
  onFix: (fix: Fix) => void;
}) {
  const t = useT();
  const id = useId();
  const [adding, setAdding] = useState('');
  const tools = splitTools(value);
  const add = () => {
    if (adding.trim() === '') return;
    onWrite(joinTools([...tools, adding]));
    setAdding('');
  };
  return (
    <div className="field">
      <h3 id={id} className="field-label">
        {t('form.tools')}
      </h3>
      <ul className="chips" aria-labelledby={id}>
        {tools.map((tool, i) => (
          <li key={`${tool}:${i}`} className="tool-chip mono">
            {tool}
            <button
              type="button"
              className="icon-button"
              aria-label={t('form.toolsRemove', { tool })}
              onClick={() => onWrite(joinTools(tools.filter((_, j) => j !== i)))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        className="mono"
        aria-label={t('form.toolsAdd')}
        placeholder={t('form.toolsAdd')}
        value={adding}
        onChange={(e) => setAdding(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add();
          }
        }}
        onBlur={add}
      />
      <p className="field-hint">{t('form.toolsHint')}</p>
      <Findings findings={findings} onFix={onFix} />
    </div>
  );
}
