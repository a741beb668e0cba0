/**
 * A skill's trigger queries as an open document of the editor store: its
 * evals/trigger-queries.json read as a list, each change written back through
 * serializeTriggerQueries as an ordinary edit (so unsaved queries are kept as a draft, saves are
 * conditional and a change on disk is a conflict, as for any file). A skill without the file
 * gets it, empty, on its first change.
 */
import { useEffect, useState } from 'react';
import {
  parseTriggerQueries,
  serializeTriggerQueries,
  TRIGGER_QUERIES_PATH,
  type TriggerQueriesError,
  type TriggerQuery,
} from '../../../../shared/triggers/queries';
import { isDirty } from '../../../../shared/studio/documents';
import { joinPath } from '../../../../shared/studio/paths';
import { errorText } from '../../i18n/service-text';
import { useEditor } from '../../state/editor-store';
import { studio } from '../../state/studio';

/** The queries of a skill and the ways to change and save them. */
export interface TriggerQueries {
  path: string;
  /** Still reading (or the skill's files are not listed yet). */
  loading: boolean;
  /** The file is not there yet: the list starts empty. */
  missing: boolean;
  queries: TriggerQuery[];
  /** What is wrong with the file's text, when it cannot be read as a list. */
  broken?: TriggerQueriesError;
  dirty: boolean;
  /** Why reading or creating the file failed. */
  error?: string;
  change: (queries: readonly TriggerQuery[]) => Promise<void>;
  /** Saves unsaved queries; true when the file on disk now holds them. */
  save: () => Promise<boolean>;
}

/** The trigger queries of the skill in `dir`. */
export function useTriggerQueries(dir: string): TriggerQueries {
  const path = joinPath(dir, TRIGGER_QUERIES_PATH);
  const detail = useEditor((s) => s.details[dir]);
  const doc = useEditor((s) => s.docs[path]);
  const [error, setError] = useState<string>();
  const listed = detail?.files.some((f) => f.path === TRIGGER_QUERIES_PATH && !f.link) ?? false;

  useEffect(() => {
    if (!detail) void useEditor.getState().openSkill(dir);
  }, [detail, dir]);
  useEffect(() => {
    if (!listed || doc) return;
    useEditor
      .getState()
      .loadFile(path)
      .then(
        () => setError(undefined),
        (e: unknown) => setError(errorText(e)),
      );
  }, [listed, doc, path]);

  const text = doc?.kind === 'text' ? doc.text : undefined;
  const read = text === undefined || text === '' ? undefined : readQueries(text, path);
  const change = async (queries: readonly TriggerQuery[]) => {
    const editor = useEditor.getState();
    try {
      if (!editor.docs[path]) {
        if (!listed)
          await studio().createFile({ dir, path: TRIGGER_QUERIES_PATH, template: 'empty' });
        await editor.loadFile(path);
      }
      useEditor.getState().edit(path, serializeTriggerQueries(queries));
      setError(undefined);
    } catch (e) {
      setError(errorText(e));
    }
  };
  const save = async () => {
    // A row left blank is not a request: it goes when the list is saved.
    const written = useEditor.getState().docs[path];
    const kept = written?.kind === 'text' ? readList(written.text) : undefined;
    if (kept?.some((q) => q.query.trim() === ''))
      useEditor
        .getState()
        .edit(path, serializeTriggerQueries(kept.filter((q) => q.query.trim() !== '')));
    const open = useEditor.getState().docs[path];
    if (!open || !isDirty(open)) return open !== undefined || !listed;
    const outcome = await useEditor.getState().save(path);
    return outcome === 'saved' || outcome === 'unchanged';
  };
  return {
    path,
    loading: !detail || (listed && !doc && error === undefined),
    missing: detail !== undefined && !listed && !doc,
    queries: read?.ok ? read.queries : [],
    ...(read && !read.ok && { broken: read.error }),
    dirty: doc !== undefined && isDirty(doc),
    ...(error !== undefined && { error }),
    change,
    save,
  };
}

const readQueries = (text: string, path: string) =>
  parseTriggerQueries(text, path, { blanks: 'keep' });

const readList = (text: string): TriggerQuery[] | undefined => {
  const read = text === '' ? undefined : readQueries(text, '');
  return read?.ok ? read.queries : undefined;
};
