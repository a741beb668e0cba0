/**
 * Where an upload goes, chosen before the system's file dialog opens: the folder chosen in
 * the tree (the default), the skill's own folder, or one of the standard folders with a line
 * on what the agent does with it; a folder not there yet is made by the upload. Then files,
 * or a folder and everything in it.
 */
import { useId, useState } from 'react';
import { STANDARD_FOLDERS } from '../../../../shared/studio/file-templates';
import { useT } from '../../i18n/i18n';
import { Dialog } from '../../ui/dialog';

/** The upload dialog; `current` is the folder chosen in the tree ('' for the skill's own). */
export function UploadDialog({
  current,
  onUpload,
  onClose,
}: {
  current: string;
  onUpload: (into: string, folder: boolean) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [into, setInto] = useState(current);
  const name = useId();
  const places: { value: string; label: string }[] = [
    { value: '', label: t('files.uploadRoot') },
    ...STANDARD_FOLDERS.map((f) => ({ value: f, label: t(`files.folder.${f}`) })),
  ];
  if (!places.some((p) => p.value === current))
    places.unshift({ value: current, label: t('files.uploadChosen', { folder: `${current}/` }) });
  const go = (folder: boolean) => {
    onUpload(into, folder);
    onClose();
  };
  return (
    <Dialog
      title={t('files.uploadTitle')}
      open
      onClose={onClose}
      actions={
        <>
          <button type="button" onClick={onClose}>
            {t('files.cancel')}
          </button>
          <button type="button" onClick={() => go(true)}>
            {t('files.uploadFolder')}
          </button>
          <button type="button" className="primary" onClick={() => go(false)}>
            {t('files.upload')}
          </button>
        </>
      }
    >
      <fieldset className="field upload-places">
        <legend>{t('files.uploadWhere')}</legend>
        {places.map((place) => (
          <label key={place.value} className="radio">
            <input
              type="radio"
              name={name}
              value={place.value}
              checked={into === place.value}
              autoFocus={into === place.value}
              onChange={() => setInto(place.value)}
            />
            {place.label}
          </label>
        ))}
        <p className="field-hint">{t('files.uploadMade')}</p>
      </fieldset>
    </Dialog>
  );
}
