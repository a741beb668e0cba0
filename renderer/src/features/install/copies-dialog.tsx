/**
 * A skill's installed copies on their own, opened from its row's sync badge or its actions
 * menu: the same list, Update and outcomes as the install dialog's, one click from the list
 * instead of three menus down. The first Update (an outdated copy's) has the focus.
 */
import { useT } from '../../i18n/i18n';
import { FormDialog } from '../../ui/form-dialog';
import { InstalledCopies } from './installed-copies';

/** The installed copies of the skill at `dir`, named `name`. */
export function CopiesDialog({
  dir,
  name,
  onClose,
}: {
  dir: string;
  name: string;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <FormDialog
      title={t('install.copiesOf', { name })}
      wide
      onClose={onClose}
      cancel={t('install.close')}
    >
      <InstalledCopies dirs={[dir]} focusUpdate />
    </FormDialog>
  );
}
