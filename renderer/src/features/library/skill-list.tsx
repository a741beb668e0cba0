/**
 * The virtualized skill list: only the rows on screen exist in the page, so 10,000 skills
 * scroll and filter as fast as 10. A listbox: arrows, Home/End and Page keys move the
 * selection (which opens the skill), Space marks a skill for a bundle, Ctrl/Cmd+click and
 * Shift+click mark with the mouse. F2 renames, Delete deletes, the context-menu key (or
 * Shift+F10) opens the actions menu.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { SkillListEntry } from '../../../../shared/ipc/contract';
import { isDirty } from '../../../../shared/studio/documents';
import type { CheckFor } from '../../../../shared/studio/library-list';
import { isInside } from '../../../../shared/studio/paths';
import { useT, type Translate } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-store';
import { useLibrary } from '../../state/library-store';
import { useInstalls } from '../../state/installs-store';
import { useLocks, type LockedEntry } from '../../state/locks-store';
import { hasHighFindings, reviewSkill, useReviews } from '../../state/review-store';
import { LockBadge, lockDetail } from '../install/lock-badge';
import type { CopySummary } from '../../../../shared/studio/sync-summary';
import { LinkOffer } from './link-offer';
import type { Row } from './visible-rows';
import type { TextHit } from '../../state/text-search';
import { shortVerdict } from '../targets/verdict-words';
import '../install/install.css';

const ROW_HEIGHT = 52;
/** A row found through its files shows the matching line under it. */
const HIT_ROW_HEIGHT = 70;
const HEADING_HEIGHT = 30;

const heightOf = (row: Row | undefined) =>
  row?.kind === 'library' ? HEADING_HEIGHT : row?.hit ? HIT_ROW_HEIGHT : ROW_HEIGHT;

/** What can be asked of a skill from the list. */
export type SkillCommand = 'menu' | 'rename' | 'duplicate' | 'delete' | 'copies';

/** Props of the list. */
export interface SkillListProps {
  rows: Row[];
  /** The check each row shows (the profile's, or the open skill's live one). */
  check: CheckFor;
  onCommand: (entry: SkillListEntry, command: SkillCommand, anchor?: HTMLElement) => void;
}

/** The id of a skill's option element. */
export function optionId(dir: string): string {
  return `skill-${encodeURIComponent(dir).replace(/%/g, '_')}`;
}

/** The list of skills. */
export function SkillList({ rows, check, onCommand }: SkillListProps) {
  const t = useT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const selected = useLibrary((s) => s.selected);
  const marked = useLibrary((s) => s.marked);
  const select = useLibrary((s) => s.select);
  const mark = useLibrary((s) => s.mark);
  const installs = useInstalls((s) => s.summary);
  const locks = useLocks((s) => s.skills);
  // High-risk marks come from reviews already run; the skill chosen is reviewed as it opens,
  // so each skill looked at gets its mark without a review of the whole library.
  const reviews = useReviews((s) => s.byDir);
  useEffect(() => {
    if (selected !== undefined) void reviewSkill(selected);
  }, [selected]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => heightOf(rows[i]),
    // Keys change with a row's height, so sizes are measured again when a search adds lines;
    // each row carries its key, so the virtualizer's walk of all rows makes no strings.
    getItemKey: useCallback((i: number) => rows[i]?.key ?? i, [rows]),
    overscan: 12,
  });
  // Walks of all rows (10,000 of them): once per list or selection, not per scroll frame.
  const unsaved = useUnsavedSkills(rows);
  const selectedIndex = useMemo(
    () => rows.findIndex((r) => r.kind === 'skill' && r.entry.dir === selected),
    [rows, selected],
  );

  // Keep the selected skill in view when it changes from elsewhere (a new skill, a search).
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtualizer]);

  const moveTo = (rowIndex: number | undefined) => {
    const row = rowIndex === undefined ? undefined : rows[rowIndex];
    if (row?.kind === 'skill') select(row.entry.dir);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Worked out on a key press only: a search keystroke remakes the rows, not this.
    const skillIndexes = rows.flatMap((row, i) => (row.kind === 'skill' ? [i] : []));
    const at = skillIndexes.indexOf(selectedIndex);
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / ROW_HEIGHT));
    const step: Record<string, number> = {
      ArrowDown: 1,
      ArrowUp: -1,
      PageDown: page,
      PageUp: -page,
    };
    if (event.key in step) {
      event.preventDefault();
      const next =
        at < 0 ? 0 : Math.min(skillIndexes.length - 1, Math.max(0, at + (step[event.key] ?? 0)));
      moveTo(skillIndexes[next]);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      moveTo(event.key === 'Home' ? skillIndexes[0] : skillIndexes[skillIndexes.length - 1]);
    } else if (event.key === ' ' && selected !== undefined) {
      event.preventDefault();
      mark(selected, 'toggle');
    } else {
      const row = rows[selectedIndex];
      if (row?.kind !== 'skill') return;
      const command: SkillCommand | undefined =
        event.key === 'F2'
          ? 'rename'
          : event.key === 'Delete'
            ? 'delete'
            : event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)
              ? 'menu'
              : undefined;
      if (!command) return;
      event.preventDefault();
      const anchor = document.getElementById(optionId(row.entry.dir)) ?? undefined;
      onCommand(row.entry, command, anchor);
    }
  };

  const onRowClick = (event: MouseEvent, entry: SkillListEntry) => {
    if (event.ctrlKey || event.metaKey) mark(entry.dir, 'toggle');
    else if (event.shiftKey) mark(entry.dir, 'add');
    else select(entry.dir);
  };

  return (
    <div
      ref={scrollRef}
      className="skill-list"
      role="listbox"
      tabIndex={0}
      aria-label={t('library.list')}
      aria-activedescendant={
        selected !== undefined && selectedIndex >= 0 ? optionId(selected) : undefined
      }
      onKeyDown={onKeyDown}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const style = {
            position: 'absolute' as const,
            top: 0,
            left: 0,
            right: 0,
            height: item.size,
            transform: `translateY(${item.start}px)`,
          };
          if (row.kind === 'library')
            return (
              <div
                key={row.key}
                style={style}
                className="skill-list-heading"
                role="presentation"
                title={row.library.root}
              >
                {row.library.name} · {t('library.count', { count: row.shown })}
                {row.library.checking && (
                  <span className="muted" title={t('library.checkingHint')}>
                    {' '}
                    · {t('library.checking')}
                  </span>
                )}
              </div>
            );
          const { entry } = row;
          return (
            <SkillRow
              key={entry.dir}
              entry={entry}
              hit={row.hit}
              check={check(entry)}
              checking={row.checking}
              style={style}
              selected={entry.dir === selected}
              marked={marked.includes(entry.dir)}
              unsaved={unsaved.has(entry.dir)}
              installs={installs.get(entry.dir)}
              locked={locks.get(entry.dir)}
              risky={hasHighFindings(reviews[entry.dir])}
              t={t}
              onClick={(event) => onRowClick(event, entry)}
              onActions={(anchor) => onCommand(entry, 'menu', anchor)}
              onCopies={() => onCommand(entry, 'copies')}
            />
          );
        })}
      </div>
    </div>
  );
}

interface SkillRowProps {
  entry: SkillListEntry;
  /** The line of a file the search found the skill by. */
  hit: TextHit | undefined;
  check: ReturnType<CheckFor>;
  /** The verdict is the remembered one, being checked again. */
  checking: boolean;
  style: React.CSSProperties;
  selected: boolean;
  marked: boolean;
  /** A file of the skill has unsaved changes. */
  unsaved: boolean;
  /** Its installed copies, summed up. */
  installs: CopySummary | undefined;
  /** Its project's skills-lock.json entry. */
  locked: LockedEntry | undefined;
  /** Its latest security review found something high. */
  risky: boolean;
  t: Translate;
  onClick: (event: MouseEvent) => void;
  onActions: (anchor: HTMLElement) => void;
  /** The sync badge was clicked: the installed copies, with Update. */
  onCopies: () => void;
}

/**
 * The skills (folders) holding a file with unsaved changes: each file counts for the
 * innermost listed skill around it, so an edit in a nested skill does not mark its parent.
 */
function useUnsavedSkills(rows: Row[]): Set<string> {
  const paths = useEditor(
    useShallow((s) =>
      Object.values(s.docs)
        .filter(isDirty)
        .map((d) => d.path),
    ),
  );
  return useMemo(() => {
    const out = new Set<string>();
    if (paths.length === 0) return out;
    for (const path of paths) {
      let owner: string | undefined;
      for (const row of rows)
        if (
          row.kind === 'skill' &&
          isInside(row.entry.dir, path) &&
          (owner === undefined || row.entry.dir.length > owner.length)
        )
          owner = row.entry.dir;
      if (owner !== undefined) out.add(owner);
    }
    return out;
  }, [paths, rows]);
}

function SkillRow({
  entry,
  hit,
  check,
  checking,
  style,
  selected,
  marked,
  unsaved,
  installs,
  locked,
  risky,
  t,
  onClick,
  onActions,
  onCopies,
}: SkillRowProps) {
  const synced =
    installs &&
    t('install.badge', { count: installs.count, state: t(`install.state.${installs.state}`) });
  // Each place's verdict in a sentence ("Claude Code: ready. Claude.ai upload: refused: ...");
  // the dot shows the worst of them.
  const lines = check.targets?.map((p) => shortVerdict(t, p.target, p.check));
  const verdict = lines
    ? lines.join(' ')
    : check.verdict === 'errors'
      ? t('library.status.errors', { count: check.errors })
      : check.verdict === 'warnings'
        ? t('library.status.warnings', { count: check.warnings })
        : t('library.status.valid');
  // A remembered verdict never passes for a checked one.
  const status = checking ? `${verdict} (${t('library.status.checking')})` : verdict;
  const title = entry.name ?? entry.folderName;
  return (
    <div
      id={optionId(entry.dir)}
      role="option"
      aria-selected={selected}
      aria-label={`${title}, ${status}${hit ? `, ${t('library.foundIn', { file: hit.file, line: hit.line, text: hit.text })}` : ''}${unsaved ? `, ${t('library.unsaved')}` : ''}${synced ? `, ${synced}` : ''}${locked ? `, ${lockDetail(locked, t)}` : ''}${risky ? `, ${t('review.highBadge')}` : ''}${marked ? `, ${t('library.marked', { count: 1 })}` : ''}`}
      className={`skill-row${selected ? ' is-selected' : ''}${marked ? ' is-marked' : ''}`}
      style={style}
      onClick={onClick}
      data-verdict={check.verdict}
      data-checking={checking || undefined}
    >
      <span
        className={`status-dot status-${check.verdict}${checking ? ' is-checking' : ''}`}
        title={lines && !checking ? lines.join('\n') : status}
        aria-hidden="true"
      />
      <span className="skill-row-text">
        <span className="skill-row-name">
          {entry.name ?? <em>{t('library.noName')}</em>}
          {unsaved && (
            <span className="dirty-dot" title={t('library.unsaved')} aria-hidden="true">
              ●
            </span>
          )}
          {/* The folder tells apart rows with no name, and names that do not match it. */}
          {entry.name !== entry.folderName && (
            <span className="skill-row-folder">{entry.folderName}/</span>
          )}
          {entry.parent !== undefined && (
            <span className="skill-row-folder">
              {t('library.nested', { parent: entry.parent || '/' })}
            </span>
          )}
        </span>
        {/* Shortened to one line: the whole description is its tooltip. */}
        {entry.link ? (
          <LinkOffer link={entry.link} />
        ) : (
          <span className="skill-row-description" title={entry.description}>
            {entry.description ?? ''}
          </span>
        )}
        {hit && <HitLine hit={hit} />}
      </span>
      {installs && (
        // A button that opens the copies (Update among them); like the actions button it is
        // no tab stop inside the listbox: the actions menu has the same item for the keyboard.
        <button
          type="button"
          className={`sync-badge sync-${installs.state}`}
          title={synced}
          tabIndex={-1}
          aria-label={synced}
          data-state={installs.state}
          onClick={(event) => {
            event.stopPropagation();
            onCopies();
          }}
        >
          {t(`install.state.${installs.state}`)}
        </button>
      )}
      {locked && <LockBadge entry={locked} t={t} />}
      {risky && (
        // Said in the option's name; the mark is for the eye, its tooltip for the pointer.
        <span className="review-badge" title={t('review.highBadge')} aria-hidden="true">
          ⚠
        </span>
      )}
      {marked && (
        <span className="mark-badge" aria-hidden="true">
          ✓
        </span>
      )}
      <button
        type="button"
        className="icon-button row-actions"
        tabIndex={-1}
        aria-label={t('library.actions', { name: title })}
        onClick={(event) => {
          event.stopPropagation();
          onActions(event.currentTarget);
        }}
      >
        ⋯
      </button>
    </div>
  );
}

/** The line a search found the skill by: its file and line number, the words marked. */
function HitLine({ hit }: { hit: TextHit }) {
  const { text, start, length } = hit;
  return (
    <span className="skill-row-hit" title={`${hit.file}:${hit.line}`} data-testid="search-hit">
      <span className="skill-row-hit-where">
        {hit.file}:{hit.line}
      </span>{' '}
      {text.slice(0, start)}
      <mark>{text.slice(start, start + length)}</mark>
      {text.slice(start + length)}
    </span>
  );
}
