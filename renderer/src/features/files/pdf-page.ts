/**
 * A PDF's page count and first page, drawn with pdf.js (Mozilla's reader) into a canvas.
 * Its own chunk, loaded when a PDF is first opened; no eval (the page's policy forbids it),
 * the worker from the studio's own origin.
 */
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Draws page 1 of the PDF at `url` into `canvas` (at most 800 px wide); returns the page count. */
export async function renderFirstPage(
  url: string,
  canvas: HTMLCanvasElement | null,
  cancelled: () => boolean,
): Promise<number> {
  const task = getDocument({ url: new URL(url, document.baseURI).href, isEvalSupported: false });
  const pdf = await task.promise;
  try {
    const page = await pdf.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: Math.min(2, 800 / base.width) });
    if (canvas && !cancelled()) {
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      await page.render({ canvas, viewport }).promise;
    }
    return pdf.numPages;
  } finally {
    void pdf.destroy();
  }
}
