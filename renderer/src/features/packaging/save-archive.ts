/**
 * Saving an archive the package and export sections share: where it goes (a save dialog on
 * the desktop; in the browser the host writes it and the page downloads it), then handing it
 * to the user with a toast in each section's words.
 */
import type { CallOutput } from '../../../../shared/ipc/contract';
import { formatBytes } from '../../../../shared/package/upload-rules';
import type { Translate } from '../../i18n/i18n';
import { bridge, studio } from '../../state/studio';
import { toast } from '../../ui/toasts';

type Written = CallOutput<'packageSkills'>['written'];

/**
 * The path the user picked for `fileName` on the desktop, undefined in the browser (the host
 * chooses), or null when the user cancelled the dialog: then nothing is to be written.
 */
export async function archiveDestination(fileName: string): Promise<string | undefined | null> {
  if (bridge().host !== 'desktop') return undefined;
  const picked = await studio().pickPath({ kind: 'save-archive', defaultPath: fileName });
  return picked.path;
}

/** Downloads the written archive where the browser can, and says what was written. */
export function deliverArchive(written: Written, words: 'package' | 'export', t: Translate): void {
  if (!written) return;
  const said = { file: written.fileName, size: formatBytes(written.bytes) };
  if (written.downloadable) {
    bridge().download?.(written.path, written.fileName);
    toast(t(`${words}.downloaded`, said));
  } else toast(t(`${words}.written`, said));
}
