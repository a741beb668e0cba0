/** The "Runnable" switch of a file under scripts/: its run bit (chmod), which packages keep. */
import { relativeInside } from '../../../../shared/studio/paths';
import { useT } from '../../i18n/i18n';
import type { SkillDetail } from '../../state/editor-store';
import { setRunnable } from './entry-actions';

/** The toggle, for files under the skill's scripts/ folder; nothing for others. */
export function RunnableToggle({ detail, path }: { detail: SkillDetail; path: string }) {
  const t = useT();
  const rel = relativeInside(detail.dir, path);
  const entry = rel === undefined ? undefined : detail.files.find((f) => f.path === rel);
  if (rel === undefined || !rel.startsWith('scripts/') || !entry) return null;
  return (
    <label className="runnable-toggle" title={t('files.runnableHint')}>
      <input
        type="checkbox"
        checked={entry.executable}
        onChange={(e) => void setRunnable(detail.dir, rel, e.target.checked)}
      />
      {t('files.runnable')}
    </label>
  );
}
