/**
 * The footer the package and export sections share: the check's verdict, the "anyway" box
 * when only overridable errors stand, and the save (desktop) or download (browser) button.
 * Each section keeps its own words under its key prefix; what it adds (Install…) is children.
 */
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { bridge } from '../../state/studio';

/** The numbers of a check the footer speaks of. */
interface CheckCounts {
  errors: number;
  problems: readonly unknown[];
}

/** Verdict, force box and save button of a package or export check. */
export function SaveFooter(props: {
  words: 'package' | 'export';
  check: CheckCounts;
  force: boolean;
  setForce: (force: boolean) => void;
  blocked: boolean;
  busy: boolean;
  save: () => Promise<unknown>;
  /** The security review found something high: the button says this ("Package anyway"). */
  anyway?: string | undefined;
  children?: ReactNode;
}) {
  const t = useT();
  const { words, check, force, setForce, blocked, busy, save } = props;
  return (
    <footer className="package-actions">
      <p className={check.errors > 0 ? 'form-error' : 'muted'} role="status">
        {check.errors > 0 ? t(`${words}.errors`, { count: check.errors }) : t(`${words}.ready`)}
      </p>
      {check.errors > 0 && check.problems.length === 0 && (
        <label className="radio">
          <input type="checkbox" checked={force} onChange={(e) => setForce(e.target.checked)} />
          {t(`${words}.force`)}
        </label>
      )}
      <button
        type="button"
        className={props.anyway === undefined ? 'primary' : 'danger'}
        disabled={blocked || busy}
        onClick={() => void save()}
      >
        {busy
          ? t(`${words}.saving`)
          : props.anyway !== undefined
            ? props.anyway
            : bridge().host === 'desktop'
              ? t(`${words}.save`)
              : t(`${words}.download`)}
      </button>
      {props.children}
    </footer>
  );
}
