/**
 * How a file the editor does not edit is shown: images (SVG too, always through <img>, where
 * its scripts never run), a PDF's first page and its page count, audio and video players;
 * anything else as its type and size. Every one can be downloaded (browser) or shown in the
 * file manager (desktop). The bytes come from the host's `api/file` address.
 */
import { useEffect, useRef, useState } from 'react';
import type { OpenDocument } from '../../../../shared/studio/documents';
import { mediaTypeOf, previewKindOf } from '../../../../shared/studio/file-type';
import { formatBytes } from '../../../../shared/package/upload-rules';
import { baseName } from '../../../../shared/studio/paths';
import { useT } from '../../i18n/i18n';
import { bridge, studio } from '../../state/studio';

/** The address the host serves a library file at (relative to the page, in both hosts). */
export function fileUrl(doc: Pick<OpenDocument, 'path' | 'savedHash'>, download = false): string {
  const query = new URLSearchParams({ path: doc.path });
  // A new version of the file is a new address, so a replaced image shows at once.
  if (doc.savedHash !== null) query.set('v', doc.savedHash.slice(0, 12));
  if (download) query.set('download', '1');
  return `api/file?${query.toString()}`;
}

/**
 * The preview of a file the editor does not show as text: binary, over the editor's limit,
 * or an SVG (text, but shown as the picture it is; `onEditText` switches to its markup).
 */
export function FilePreview({
  doc,
  note,
  onEditText,
}: {
  doc: OpenDocument;
  note?: string;
  onEditText?: () => void;
}) {
  const t = useT();
  const name = baseName(doc.path);
  const kind = previewKindOf(doc.path);
  const url = fileUrl(doc);
  const label = t('files.preview', { file: name });
  return (
    <div className="file-preview" data-testid="file-preview">
      {kind === 'image' && <img src={url} alt={label} />}
      {kind === 'audio' && <audio controls src={url} aria-label={label} />}
      {kind === 'video' && <video controls src={url} aria-label={label} />}
      {kind === 'pdf' && <PdfPreview url={url} size={doc.size} label={label} />}
      {kind !== 'pdf' && (
        <p className="muted">
          {t('files.previewType', {
            type: mediaTypeOf(doc.path) ?? t('files.unknownType'),
            size: formatBytes(doc.size),
          })}
        </p>
      )}
      {note !== undefined && kind === 'none' ? (
        <p>{note}</p>
      ) : (
        kind === 'none' && <p>{t('files.noPreview')}</p>
      )}
      <div className="file-preview-actions">
        {onEditText && (
          <button type="button" onClick={onEditText}>
            {t('files.editText')}
          </button>
        )}
        <FileActions doc={doc} />
      </div>
    </div>
  );
}

/** Download (browser) or Show in folder (desktop). */
function FileActions({ doc }: { doc: OpenDocument }) {
  const t = useT();
  if (bridge().host === 'desktop')
    return (
      <button type="button" onClick={() => void studio().showInFolder({ path: doc.path })}>
        {t('files.showInFolder')}
      </button>
    );
  return (
    <a className="button" href={fileUrl(doc, true)} download={baseName(doc.path)}>
      {t('files.download')}
    </a>
  );
}

/** A PDF's first page and page count (pdf.js, loaded only when a PDF is opened). */
function PdfPreview({ url, size, label }: { url: string; size: number; label: string }) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pages, setPages] = useState<number | 'failed'>();
  useEffect(() => {
    const run = { cancelled: false };
    void (async () => {
      try {
        const { renderFirstPage } = await import('./pdf-page');
        const count = await renderFirstPage(url, canvas.current, () => run.cancelled);
        if (!run.cancelled) setPages(count);
      } catch {
        if (!run.cancelled) setPages('failed');
      }
    })();
    return () => {
      run.cancelled = true;
    };
  }, [url]);
  return (
    <>
      <canvas ref={canvas} aria-label={label} role="img" hidden={pages === 'failed'} />
      <p className="muted">
        {pages === 'failed'
          ? t('files.pdfUnreadable', { size: formatBytes(size) })
          : pages === undefined
            ? t('files.pdfCounting', { size: formatBytes(size) })
            : t('files.pdfPages', { pages, size: formatBytes(size) })}
      </p>
    </>
  );
}
