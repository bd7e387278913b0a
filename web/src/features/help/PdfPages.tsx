import { useEffect, useRef, useState } from 'react';
import { HELP_TEXT as T } from './messages';

/** Widest page drawn (CSS px); narrower containers (a phone) draw narrower. */
const MAX_WIDTH = 900;
/** Pages drawn at most; the download link has the rest. */
const MAX_PAGES = 30;

type State = { phase: 'loading' } | { phase: 'shown'; pages: number; total: number } | { phase: 'failed' };

/** pdf.js on demand (a separate chunk) with its worker served from our own build. */
async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

/**
 * A PDF drawn page by page on canvases with pdf.js, so it shows the same in every browser
 * (headless and mobile ones have no built-in PDF viewer), plus a link to download the file.
 * `onMissing` runs when the file cannot be read ('No se encuentra el Archivo').
 */
export function PdfPages({ url, name, title, onMissing }: { url: string; name: string; title: string; onMissing: () => void }) {
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ phase: 'loading' });
  const missing = useRef(onMissing);
  missing.current = onMissing;

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    void (async () => {
      try {
        const pdfjs = await loadPdfJs();
        const task = pdfjs.getDocument({ url, withCredentials: true });
        destroy = () => void task.destroy();
        const pdf = await task.promise;
        const box = holder.current;
        if (cancelled || !box) return;
        box.replaceChildren();
        const width = Math.min(box.clientWidth || MAX_WIDTH, MAX_WIDTH);
        const pages = Math.min(pdf.numPages, MAX_PAGES);
        for (let n = 1; n <= pages && !cancelled; n++) {
          const page = await pdf.getPage(n);
          const base = page.getViewport({ scale: 1 });
          const viewport = page.getViewport({ scale: width / base.width });
          const ratio = window.devicePixelRatio || 1;
          const canvas = document.createElement('canvas');
          canvas.className = 'help-pdf__page';
          canvas.width = Math.floor(viewport.width * ratio);
          canvas.height = Math.floor(viewport.height * ratio);
          canvas.style.width = `${Math.floor(viewport.width)}px`;
          canvas.style.aspectRatio = `${viewport.width} / ${viewport.height}`;
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', T.pdfPage(n, pdf.numPages));
          box.append(canvas);
          await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
        }
        if (!cancelled) setState({ phase: 'shown', pages, total: pdf.numPages });
      } catch {
        if (cancelled) return;
        setState({ phase: 'failed' });
        missing.current();
      }
    })();
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [url]);

  return (
    <section className="help-pdf" aria-label={`PDF: ${title}`} data-pdf-state={state.phase}>
      <div className="help-pdf__bar">
        <span className="help-pdf__name">{name}</span>
        {state.phase === 'loading' && <span className="help-pdf__status">{T.pdfLoading}</span>}
        {state.phase === 'shown' && <span className="help-pdf__status">{T.pdfPages(state.total)}</span>}
        <a className="btn btn--secondary" href={url} download={name}>
          {T.pdfDownload}
        </a>
      </div>
      {state.phase === 'shown' && state.pages < state.total && <p className="help-pdf__more">{T.pdfMore(state.pages, state.total)}</p>}
      <div ref={holder} className="help-pdf__pages" />
    </section>
  );
}
