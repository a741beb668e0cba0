/**
 * A fix that proposes a value (the description from the body's first paragraph): shown in a
 * dialog, editable, and set in SKILL.md only when the user says so, as one edit of the open
 * document (so undo takes it back).
 */
import { useId, useState } from 'react';
import {
  applyTextEdits,
  parseSkillFile,
  planFrontmatterEdits,
} from '../../../../shared/skill/index';
import type { Fix } from '../../../../shared/skill/types';
import { create } from 'zustand';
import { useT } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-store';
import { FormDialog } from '../../ui/form-dialog';

type Proposal = Extract<Fix, { kind: 'propose-field' }> & { skillMdPath: string };

const useProposal = create<{ open?: Proposal }>()(() => ({}));

/** Opens the dialog for `fix` on the SKILL.md at `skillMdPath`. */
export function proposeField(
  fix: Extract<Fix, { kind: 'propose-field' }>,
  skillMdPath: string,
): void {
  useProposal.setState({ open: { ...fix, skillMdPath } });
}

/** The dialog, while a proposal is open. */
export function FieldProposal() {
  const open = useProposal((s) => s.open);
  if (!open) return null;
  return <ProposalDialog key={`${open.skillMdPath}:${open.value}`} proposal={open} />;
}

function ProposalDialog({ proposal }: { proposal: Proposal }) {
  const t = useT();
  const [value, setValue] = useState(proposal.value);
  const [failed, setFailed] = useState<string>();
  const id = useId();
  const close = () => {
    useProposal.setState({ open: undefined });
  };
  const apply = () => {
    const doc = useEditor.getState().docs[proposal.skillMdPath];
    if (!doc) {
      close();
      return;
    }
    const plan = planFrontmatterEdits(parseSkillFile(doc.text), [
      { path: [proposal.field], value: value.trim() },
    ]);
    if (!plan.ok) {
      setFailed(plan.reason);
      return;
    }
    useEditor.getState().edit(proposal.skillMdPath, applyTextEdits(doc.text, plan.edits), 'fix');
    close();
  };
  return (
    <FormDialog
      title={t('editor.proposeTitle')}
      onClose={close}
      cancel={t('files.cancel')}
      confirm={t('editor.proposeApply')}
      onConfirm={apply}
      disabled={value.trim() === ''}
      error={failed}
    >
      <div className="field">
        <label htmlFor={id}>{t('editor.proposeLabel')}</label>
        <textarea
          id={id}
          rows={5}
          value={value}
          autoFocus
          onChange={(e) => setValue(e.target.value)}
        />
        <p className="field-hint">{t('editor.proposeHint', { count: [...value.trim()].length })}</p>
      </div>
    </FormDialog>
  );
}
