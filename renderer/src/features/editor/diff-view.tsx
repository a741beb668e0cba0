/** PLACEHOLDER until the Monaco diff editor lands: both texts side by side. */

/** Props of the diff view. */
export interface DiffViewProps {
  original: string;
  modified: string;
  path: string;
  label: string;
}

/** A side-by-side comparison. */
export function DiffView({ original, modified, label }: DiffViewProps) {
  return (
    <div className="diff-fallback" aria-label={label}>
      <pre>{original}</pre>
      <pre>{modified}</pre>
    </div>
  );
}
