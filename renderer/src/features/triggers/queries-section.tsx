/**
 * The skill's trigger queries: requests that should choose the skill and near misses that
 * should not, edited as two lists; imported from and exported to skill-creator's eval-set
 * format; and suggested by the connected model, each suggestion reviewed before it is added.
 */
import { useId, useRef, useState } from 'react';
import {
  parseTriggerQueries,
  serializeTriggerQueries,
  type TriggerQuery,
} from '../../../../shared/triggers/queries';
import { useMessageText, useT } from '../../i18n/i18n';
import { errorText } from '../../i18n/service-text';
import { studio } from '../../state/studio';
import { useUi } from '../../state/ui-store';
import { toast } from '../../ui/toasts';
import { ErrorNote } from '../../ui/use-action';
import { JobProgressLine, useJob } from '../../ui/use-job';
import type { TriggerQueries } from './use-trigger-queries';

/** A suggestion under review. */
interface Suggestion {
  query: string;
  should_trigger: boolean;
  chosen: boolean;
}

/** The queries editor. */
export function QueriesSection({
  queries: q,
  connection,
  dir,
  onShowFile,
}: {
  queries: TriggerQueries;
  /** The model connection chosen for runs, which also suggests; empty when none is. */
  connection: string;
  dir: string;
  /** Opens the file in the code editor (when it cannot be read as a list). */
  onShowFile: () => void;
}) {
  const t = useT();
  const say = useMessageText();
  const locale = useUi((s) => s.locale);
  const picker = useRef<HTMLInputElement>(null);
  const suggestJob = useJob();
  const [suggestions, setSuggestions] = useState<Suggestion[]>();
  const [failed, setFailed] = useState<string>();
  // A cancelled suggestion answers none: that is not "the model had nothing new". Each ask
  // takes a ticket; Cancel moves past it, so its answer is not shown.
  const asked = useRef(0);
  const list = q.queries;

  const put = (next: TriggerQuery[]) => {
    void q.change(next);
  };
  const add = (should: boolean) => {
    put([...list, { query: '', should_trigger: should, extra: {} }]);
  };

  const importFile = async (file: File) => {
    setFailed(undefined);
    const read = parseTriggerQueries(await file.text(), file.name);
    if (!read.ok) {
      setFailed(say(read.error.message));
      return;
    }
    const known = new Set(list.map((x) => x.query.trim()));
    const fresh = read.queries.filter((x) => !known.has(x.query.trim()));
    put([...list, ...fresh]);
    toast(
      t('triggers.imported', {
        added: fresh.length,
        skipped: read.queries.length - fresh.length,
      }),
    );
  };

  const exportFile = () => {
    const blob = new Blob([serializeTriggerQueries(list)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'trigger-queries.json';
    link.click();
    URL.revokeObjectURL(url);
  };

  const suggest = async () => {
    setFailed(undefined);
    const ticket = ++asked.current;
    try {
      const { queries } = await suggestJob.run((job) =>
        studio().suggestTriggerQueries({ dir, connection, language: locale, job }),
      );
      if (ticket === asked.current) setSuggestions(queries.map((s) => ({ ...s, chosen: true })));
    } catch (e) {
      setFailed(errorText(e));
    }
  };

  const takeSuggestions = () => {
    // The service skipped what is saved; what was typed since is skipped here.
    const known = new Set(list.map((x) => x.query.trim().toLowerCase()));
    const chosen = (suggestions ?? []).filter(
      (s) => s.chosen && !known.has(s.query.trim().toLowerCase()),
    );
    put([
      ...list,
      ...chosen.map((s) => ({ query: s.query, should_trigger: s.should_trigger, extra: {} })),
    ]);
    setSuggestions(undefined);
  };

  if (q.broken)
    return (
      <section className="task-section" aria-labelledby="triggers-queries">
        <h2 id="triggers-queries">{t('triggers.queries')}</h2>
        <p className="form-error" role="alert">
          {say(q.broken.message)}
        </p>
        <button type="button" onClick={onShowFile}>
          {t('triggers.showFile')}
        </button>
      </section>
    );

  return (
    <section className="task-section" aria-labelledby="triggers-queries">
      <h2 id="triggers-queries">{t('triggers.queries')}</h2>
      <p className="field-hint">{t('triggers.queriesHint')}</p>
      <ErrorNote message={q.error ?? failed} />
      {q.loading ? (
        <p className="muted" aria-busy="true">
          {t('triggers.reading')}
        </p>
      ) : (
        <div className="triggers-columns">
          <QueryList
            title={t('triggers.should')}
            hint={t('triggers.shouldHint')}
            all={list}
            should
            onChange={put}
            onAdd={() => add(true)}
          />
          <QueryList
            title={t('triggers.shouldNot')}
            hint={t('triggers.shouldNotHint')}
            all={list}
            should={false}
            onChange={put}
            onAdd={() => add(false)}
          />
        </div>
      )}
      <div className="task-actions">
        <button
          type="button"
          className="primary"
          disabled={!q.dirty}
          onClick={() =>
            void q.save().then((ok) => {
              if (ok) toast(t('triggers.saved'));
            })
          }
        >
          {q.dirty ? t('triggers.save') : t('triggers.savedState')}
        </button>
        <button
          type="button"
          disabled={connection === '' || suggestJob.running}
          title={connection === '' ? t('triggers.needModel') : undefined}
          onClick={() => void suggest()}
        >
          {t('triggers.suggest')}
        </button>
        <button type="button" onClick={() => picker.current?.click()}>
          {t('triggers.import')}
        </button>
        <input
          ref={picker}
          type="file"
          accept=".json,application/json"
          hidden
          data-testid="trigger-import"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void importFile(file);
          }}
        />
        <button type="button" disabled={list.length === 0} onClick={exportFile}>
          {t('triggers.export')}
        </button>
      </div>
      {suggestJob.running && (
        <div className="triggers-progress">
          <p className="muted" role="status" aria-busy="true">
            {t('triggers.suggesting')}
          </p>
          <button
            type="button"
            onClick={() => {
              asked.current++;
              suggestJob.stop();
            }}
          >
            {t('triggers.cancel')}
          </button>
          {suggestJob.progress && <JobProgressLine text="" progress={suggestJob.progress} />}
        </div>
      )}
      {suggestions && (
        <SuggestionReview
          suggestions={suggestions}
          onChange={setSuggestions}
          onTake={takeSuggestions}
          onDiscard={() => setSuggestions(undefined)}
        />
      )}
    </section>
  );
}

function QueryList({
  title,
  hint,
  all,
  should,
  onChange,
  onAdd,
}: {
  title: string;
  hint: string;
  all: TriggerQuery[];
  should: boolean;
  onChange: (next: TriggerQuery[]) => void;
  onAdd: () => void;
}) {
  const t = useT();
  const heading = useId();
  const shown = all
    .map((query, at) => ({ query, at }))
    .filter((x) => x.query.should_trigger === should);
  const set = (at: number, patch: Partial<TriggerQuery>) => {
    onChange(all.map((x, i) => (i === at ? { ...x, ...patch } : x)));
  };
  return (
    <div className="triggers-list" role="group" aria-labelledby={heading}>
      <h3 id={heading}>
        {title} <span className="muted">({shown.length})</span>
      </h3>
      <p className="field-hint">{hint}</p>
      <ol>
        {shown.map(({ query, at }, n) => (
          <li key={at}>
            <textarea
              rows={Math.min(8, Math.max(2, Math.ceil(query.query.length / 60)))}
              // A row just added is blank and last: the user writes it next.
              autoFocus={query.query === '' && n === shown.length - 1}
              value={query.query}
              aria-label={t('triggers.queryLabel', { list: title, n: n + 1 })}
              onChange={(e) => set(at, { query: e.target.value })}
            />
            <div className="triggers-row-actions">
              <button
                type="button"
                className="link-button"
                onClick={() => set(at, { should_trigger: !should })}
              >
                {should ? t('triggers.moveNot') : t('triggers.moveShould')}
              </button>
              <button
                type="button"
                className="link-button"
                aria-label={t('triggers.removeLabel', { n: n + 1, list: title })}
                onClick={() => onChange(all.filter((_, i) => i !== at))}
              >
                {t('triggers.remove')}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" onClick={onAdd}>
        {should ? t('triggers.addShould') : t('triggers.addShouldNot')}
      </button>
    </div>
  );
}

function SuggestionReview({
  suggestions,
  onChange,
  onTake,
  onDiscard,
}: {
  suggestions: Suggestion[];
  onChange: (next: Suggestion[]) => void;
  onTake: () => void;
  onDiscard: () => void;
}) {
  const t = useT();
  const chosen = suggestions.filter((s) => s.chosen).length;
  const toggle = (at: number) => {
    onChange(suggestions.map((s, i) => (i === at ? { ...s, chosen: !s.chosen } : s)));
  };
  return (
    <div className="triggers-review" role="group" aria-labelledby="triggers-review">
      <h3 id="triggers-review">{t('triggers.review')}</h3>
      {suggestions.length === 0 ? (
        <p className="muted">{t('triggers.noSuggestions')}</p>
      ) : (
        <>
          <p className="field-hint">{t('triggers.reviewHint')}</p>
          <ul>
            {suggestions.map((s, at) => (
              <li key={`${String(s.should_trigger)}:${s.query}`}>
                <label>
                  <input type="checkbox" checked={s.chosen} onChange={() => toggle(at)} />{' '}
                  <span className={s.should_trigger ? 'badge badge-should' : 'badge badge-not'}>
                    {s.should_trigger ? t('triggers.badgeShould') : t('triggers.badgeNot')}
                  </span>{' '}
                  {s.query}
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="task-actions">
        {suggestions.length > 0 && (
          <button type="button" className="primary" disabled={chosen === 0} onClick={onTake}>
            {t('triggers.addChosen', { count: chosen })}
          </button>
        )}
        <button type="button" onClick={onDiscard}>
          {t('triggers.discard')}
        </button>
      </div>
    </div>
  );
}
