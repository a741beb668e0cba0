/**
 * The frontmatter as a form, kept in step with the YAML both ways: every field shows the value
 * parsed from the text, and every change is written back by the core's serializer, which
 * replaces only that value's text (comments, key order, quoting and the body stay as the user
 * wrote them). Each field shows its own findings and fixes.
 */
import { useState } from 'react';
import {
  applyTextEdits,
  formFieldOf,
  planFrontmatterEdits,
  slugify,
  SPEC_FIELDS,
  type EditRefusal,
  type FieldChange,
  type FormField,
  type PlainValue,
} from '../../../../shared/skill/index';
import type { Fix } from '../../../../shared/skill/types';
import { useT } from '../../i18n/i18n';
import type { CheckedSkill } from '../../state/diagnostics';
import { DescriptionMeter } from './description-meter';
import { MetadataTable } from './metadata-table';
import { OtherKeys } from './other-keys';
import { refusalText } from './refusal-text';
import { TextField } from './text-field';
import { ToolChips } from './tool-chips';
import './form.css';

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
  const findings = (field: FormField) =>
    result.diagnostics.filter((d) => formFieldOf(d.code) === field);

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
        <DescriptionMeter description={description} />
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
        <OtherKeys data={data} keys={others} findings={findings('other')} onFix={onFix} />
      )}
    </aside>
  );
}
