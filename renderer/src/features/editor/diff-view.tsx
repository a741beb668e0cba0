/**
 * Two versions of a file side by side, read-only: used to compare a conflicting file's
 * version on disk (left, `original`) with the user's text (right, `modified`).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { DiffSession } from './monaco/diff-session';
import { useMonaco } from './monaco/load-monaco';
import './monaco/code-editor.css';

/** Props of the compare view. */
export interface DiffViewProps {
  /** The version on disk. */
  original: string;
  /** The user's text. */
  modified: string;
  /** The file's path (picks the colouring). */
  path: string;
  /** The accessible name of the comparison. */
  label: string;
}

/** A read-only side-by-side diff of two texts. */
export function DiffView({ original, modified, path, label }: DiffViewProps) {
  const { api, error } = useMonaco();
  const host = useRef<HTMLDivElement>(null);
  const [session, setSession] = useState<DiffSession>();
  const latest = useRef({ original, modified, path, label });
  useLayoutEffect(() => {
    latest.current = { original, modified, path, label };
  });

  useEffect(() => {
    if (!api || !host.current) return undefined;
    const created = api.createDiff(host.current, latest.current);
    setSession(created);
    return () => {
      created.dispose();
      setSession(undefined);
    };
    // A new path is a new comparison (its colouring differs): start over.
  }, [api, path]);

  useEffect(() => {
    session?.update({ original, modified, path, label });
  }, [session, original, modified, path, label]);

  if (error !== undefined)
    return (
      <div className="diff-view-fallback" role="group" aria-label={label}>
        <textarea readOnly value={original} aria-label={label} />
        <textarea readOnly value={modified} aria-label={label} />
      </div>
    );
  return <div ref={host} className="diff-view" role="group" aria-label={label} />;
}
