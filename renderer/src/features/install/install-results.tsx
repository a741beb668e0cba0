/**
 * What an install did at each agent folder, in words: installed (and who else sees it), a link
 * that became a copy, a conflict to settle (replace / keep theirs / another name), a refusal
 * with the findings and their fixes (or install anyway), a failure with its details.
 */
import { useState } from 'react';
import { AGENT_TARGETS, type TargetId } from '../../../../shared/install/agents';
import type { TargetOutcome } from '../../../../shared/install/outcomes';
import { useMessageText, useT } from '../../i18n/i18n';
import { fixTitle } from '../../i18n/diagnostic-text';
import { useUi } from '../../state/ui-store';
import { FindingText } from '../../ui/finding-text';
import { ConflictDialog } from './conflict-dialog';

/** Doing one skill at one agent again, differently. */
export interface Retry {
  dir: string;
  agent: TargetId;
  overwrite?: boolean;
  rename?: string;
  force?: boolean;
}

/** A folder as the agents view lists it (for short paths). */
export interface KnownFolder {
  path: string;
  display: string;
}

/** Props of the results. */
export interface InstallResultsProps {
  results: TargetOutcome[];
  folders: readonly KnownFolder[];
  busy: boolean;
  onRetry: (retry: Retry) => void;
  onKeep: (outcome: TargetOutcome) => void;
}

const nameOf = (id: TargetId) => AGENT_TARGETS.find((a) => a.id === id)?.name ?? id;

/** "~/.claude/skills/x" for a target in a folder the view knows. */
export function shortPath(folders: readonly KnownFolder[], folder: string, target: string): string {
  const known = folders.find((f) => f.path === folder);
  return known ? `${known.display}${target.slice(folder.length)}` : target;
}

/** The outcomes of the last install. */
export function InstallResults({ results, folders, busy, onRetry, onKeep }: InstallResultsProps) {
  const t = useT();
  const say = useMessageText();
  const locale = useUi((s) => s.locale);
  const [deciding, setDeciding] = useState<TargetOutcome>();
  if (results.length === 0) return null;
  return (
    <ul className="install-results" aria-live="polite">
      {results.map((o) => {
        const path = shortPath(folders, o.folder, o.target);
        const agents = [o.agent, ...o.sharedWith].map(nameOf).join(', ');
        const others = o.readBy.filter((id) => id !== o.agent && !o.sharedWith.includes(id));
        const key = `${o.dir}:${o.agent}`;
        const ok = ['installed', 'updated', 'replaced', 'unchanged'].includes(o.status);
        return (
          <li key={key} className={ok ? 'install-ok' : 'install-problem'}>
            {ok && <p>{t(`install.result.${o.status as 'installed'}`, { agents, path })}</p>}
            {ok && others.length > 0 && (
              <p className="muted">
                {t('install.seenBy', { agents: others.map(nameOf).join(', ') })}
              </p>
            )}
            {o.linkFailed && (
              <p>{t('install.linkFailed', { reasons: o.linkFailed.map(say).join('; ') })}</p>
            )}
            {o.keptAt && <p>{t('install.keptAt', { path: o.keptAt })}</p>}
            {o.lock?.written && <p className="muted">{t('install.lockWritten')}</p>}
            {o.lock?.problem && <p>{t('install.lockProblem', { problem: say(o.lock.problem) })}</p>}
            {o.status === 'conflict' && o.conflict && (
              <p>
                {t('install.result.conflict', {
                  agent: nameOf(o.agent),
                  path,
                  why: t(`install.why.${o.conflict.why}`),
                })}{' '}
                <button type="button" disabled={busy} onClick={() => setDeciding(o)}>
                  {t('install.decide')}
                </button>
              </p>
            )}
            {o.status === 'refused' && o.failure && (
              <p>
                {t('install.result.failed', {
                  agent: nameOf(o.agent),
                  detail: say(o.failure.detail),
                })}
              </p>
            )}
            {o.status === 'refused' && !o.failure && (
              <>
                <p>{t('install.result.refused', { agent: nameOf(o.agent), name: o.name })}</p>
                {o.check?.skipped && <p className="muted">{say(o.check.skipped)}</p>}
                <ul className="install-findings">
                  {(o.check?.diagnostics ?? [])
                    .filter((d) => d.severity === 'error')
                    .map((d, i) => (
                      <li key={i}>
                        <FindingText finding={d} />
                        {d.fixes?.[0] && (
                          <span className="muted"> ({fixTitle(d.fixes[0], locale)})</span>
                        )}
                      </li>
                    ))}
                </ul>
                <p className="muted">
                  {t('install.refusedHint')}{' '}
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => onRetry({ dir: o.dir, agent: o.agent, force: true })}
                  >
                    {t('install.force')}
                  </button>
                </p>
              </>
            )}
            {o.status === 'failed' && (
              <p>
                {t('install.result.failed', {
                  agent: nameOf(o.agent),
                  detail: o.failure ? say(o.failure.detail) : '',
                })}
              </p>
            )}
          </li>
        );
      })}
      {deciding && (
        <ConflictDialog
          outcome={deciding}
          folder={shortPath(folders, deciding.folder, deciding.folder)}
          onClose={() => setDeciding(undefined)}
          onChoose={(choice) => {
            setDeciding(undefined);
            if (choice.kind === 'keep') onKeep(deciding);
            else
              onRetry({
                dir: deciding.dir,
                agent: deciding.agent,
                ...(choice.kind === 'replace' ? { overwrite: true } : { rename: choice.name }),
              });
          }}
        />
      )}
    </ul>
  );
}
