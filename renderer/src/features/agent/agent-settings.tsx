/**
 * The agent's own settings the view is computed under, with the values in force: Claude
 * Code's listing cap and budget fraction, Codex's model and bundled system skills. A valid value is kept (in the app's settings, for
 * every window) as it is typed and the view follows; one the agent would refuse is flagged at
 * the field and never sent.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { CODEX_MODELS } from '../../../../shared/agent/codex/models';
import { AGENT_SETTINGS_DEFAULTS, type AgentSettings } from '../../../../shared/agent/settings';
import { AgentSettingsSchema } from '../../../../shared/ipc/agent-settings-schemas';
import { useT, type MessageKey } from '../../i18n/i18n';
import { errorText } from '../../i18n/service-text';
import { useAgentSettings } from '../../state/agent-settings-store';
import type { AgentId } from './agent-choice';

type ClaudeKey = keyof AgentSettings['claudeCode'];

/** The settings panel of an agent view (nothing for agents without settings). */
export function AgentSettingsPanel({ agent }: { agent: AgentId }) {
  if (agent === 'claude-code') return <ClaudeSettings />;
  if (agent === 'codex') return <CodexSettings />;
  return null;
}

function CodexSettings() {
  const t = useT();
  const id = useId();
  const on = useAgentSettings((s) => s.settings.codex.bundledSystemSkills);
  const model = useAgentSettings((s) => s.settings.codex.model);
  const change = useAgentSettings((s) => s.change);
  const [error, setError] = useState<string>();
  const changed = on || model !== AGENT_SETTINGS_DEFAULTS.codex.model;
  return (
    <details className="agent-settings" data-testid="agent-settings" open={changed}>
      <summary>
        {t('agent.settings.codexHeading')}{' '}
        <span className="muted">
          {model} · {t(on ? 'agent.settings.systemOn' : 'agent.settings.systemOff')}
        </span>
      </summary>
      <div className="field">
        <label htmlFor={`${id}-model`}>{t('agent.settings.model')}</label>
        <select
          id={`${id}-model`}
          value={model}
          aria-describedby={`${id}-model-hint`}
          onChange={(e) => {
            const parsed = AgentSettingsSchema.shape.codex.shape.model.safeParse(e.target.value);
            if (!parsed.success) return;
            change({ codex: { model: parsed.data } }).then(
              () => setError(undefined),
              (err: unknown) => setError(errorText(err)),
            );
          }}
        >
          {CODEX_MODELS.map((m) => (
            <option key={m.slug} value={m.slug}>
              {t(
                m.slug === AGENT_SETTINGS_DEFAULTS.codex.model
                  ? 'agent.settings.modelDefault'
                  : 'agent.settings.modelOption',
                { model: m.slug, window: m.contextWindow.toLocaleString('en-US') },
              )}
            </option>
          ))}
        </select>
        <p id={`${id}-model-hint`} className="field-hint">
          {t('agent.settings.modelHint')}
        </p>
      </div>
      <div className="field">
        <label htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={on}
            aria-describedby={`${id}-hint`}
            onChange={(e) => {
              change({ codex: { bundledSystemSkills: e.target.checked } }).then(
                () => setError(undefined),
                (err: unknown) => setError(errorText(err)),
              );
            }}
          />{' '}
          {t('agent.settings.system')}
        </label>
        <p id={`${id}-hint`} className="field-hint">
          {t('agent.settings.systemHint')}
        </p>
      </div>
      {error && <p className="form-error">{error}</p>}
    </details>
  );
}

function ClaudeSettings() {
  const t = useT();
  const settings = useAgentSettings((s) => s.settings);
  const change = useAgentSettings((s) => s.change);
  const [error, setError] = useState<string>();
  const claude = settings.claudeCode;
  const defaults = AGENT_SETTINGS_DEFAULTS.claudeCode;
  const isDefault =
    claude.skillListingMaxDescChars === defaults.skillListingMaxDescChars &&
    claude.skillListingBudgetFraction === defaults.skillListingBudgetFraction;
  const write = (key: ClaudeKey, value: number) => {
    change({ claudeCode: { [key]: value } }).then(
      () => setError(undefined),
      (e: unknown) => setError(errorText(e)),
    );
  };
  return (
    <details className="agent-settings" data-testid="agent-settings" open={!isDefault}>
      <summary>
        {t('agent.settings.heading')}{' '}
        <span className="muted">
          {t('agent.settings.summary', {
            cap: claude.skillListingMaxDescChars,
            fraction: claude.skillListingBudgetFraction,
          })}
        </span>
      </summary>
      <p className="field-hint">{t('agent.settings.claudeHint')}</p>
      <NumberSetting
        settingKey="skillListingMaxDescChars"
        label="agent.settings.cap"
        hint="agent.settings.capHint"
        invalid="agent.settings.capInvalid"
        value={claude.skillListingMaxDescChars}
        fallback={defaults.skillListingMaxDescChars}
        step="1"
        onWrite={write}
      />
      <NumberSetting
        settingKey="skillListingBudgetFraction"
        label="agent.settings.fraction"
        hint="agent.settings.fractionHint"
        invalid="agent.settings.fractionInvalid"
        value={claude.skillListingBudgetFraction}
        fallback={defaults.skillListingBudgetFraction}
        step="0.001"
        onWrite={write}
      />
      {error && <p className="form-error">{error}</p>}
      <button
        type="button"
        className="small"
        disabled={isDefault}
        onClick={() => {
          change({ claudeCode: defaults }).catch((e: unknown) => setError(errorText(e)));
        }}
      >
        {t('agent.settings.reset')}
      </button>
    </details>
  );
}

function NumberSetting({
  settingKey,
  label,
  hint,
  invalid,
  value,
  fallback,
  step,
  onWrite,
}: {
  settingKey: ClaudeKey;
  label: MessageKey;
  hint: MessageKey;
  invalid: MessageKey;
  value: number;
  fallback: number;
  step: string;
  onWrite: (key: ClaudeKey, value: number) => void;
}) {
  const t = useT();
  const id = useId();
  // What is typed, kept while it is not a value the agent takes. The value in force replaces
  // it when that changes from elsewhere (another window, the reset button), never while the
  // field has the focus: the answer to an earlier keystroke must not undo a later one.
  const [draft, setDraft] = useState(String(value));
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (document.activeElement !== input.current) setDraft(String(value));
  }, [value]);
  const parsed = AgentSettingsSchema.shape.claudeCode.shape[settingKey].safeParse(
    draft.trim() === '' ? NaN : Number(draft),
  );
  const bad = !parsed.success;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {t(label)} <code>{settingKey}</code>
      </label>
      <input
        ref={input}
        id={id}
        type="number"
        inputMode="decimal"
        step={step}
        className="mono"
        value={draft}
        aria-invalid={bad}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const text = e.target.value;
          setDraft(text);
          const next = AgentSettingsSchema.shape.claudeCode.shape[settingKey].safeParse(
            text.trim() === '' ? NaN : Number(text),
          );
          if (next.success && next.data !== value) onWrite(settingKey, next.data);
        }}
      />
      <p id={`${id}-hint`} className={bad ? 'form-error' : 'field-hint'}>
        {bad ? t(invalid, { value: draft }) : t(hint, { fallback })}
      </p>
    </div>
  );
}
