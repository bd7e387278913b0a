import { useState } from 'react';
import type { HelpDocumentFieldsFragment } from '../../generated/graphql';
import { showPopup } from '../../widgets/feedback/dialogs';
import { helpFileUrl } from './help-upload';
import { HELP_TEXT as T } from './messages';
import { PdfPages } from './PdfPages';

const fileMissing = () => void showPopup({ title: 'ADVERTENCIA', text: T.fileNotFound, level: 'warning' });

/** One document: its PDF drawn in the page (pdf.js), its video embedded and its online link. */
export function DocumentViewer({ doc }: { doc: HelpDocumentFieldsFragment }) {
  const [showPdf, setShowPdf] = useState(false);
  const [showVideo, setShowVideo] = useState(false);
  const pdfUrl = helpFileUrl(doc.pdfFileId);

  function togglePdf() {
    if (!pdfUrl) return fileMissing();
    setShowPdf((v) => !v);
  }

  return (
    <article className="help-doc card" data-doc={doc.id}>
      <h3 className="help-doc__title">{doc.title}</h3>
      <div className="help-doc__actions">
        {doc.kinds.includes('P') && (
          <button type="button" className="btn btn--primary" aria-expanded={showPdf} onClick={togglePdf}>
            {showPdf ? T.closePdf : T.openPdf}
          </button>
        )}
        {doc.kinds.includes('V') && doc.videoUrl && (
          <button type="button" className="btn btn--secondary" aria-expanded={showVideo} onClick={() => setShowVideo((v) => !v)}>
            {T.watchVideo}
          </button>
        )}
        {doc.kinds.includes('L') && doc.lineUrl && (
          <a className="btn btn--secondary" href={doc.lineUrl} target="_blank" rel="noopener noreferrer">
            {T.openLink}
          </a>
        )}
      </div>
      {showPdf && pdfUrl && <PdfPages url={pdfUrl} name={doc.pdfName ?? `${doc.title}.pdf`} title={doc.title} onMissing={fileMissing} />}
      {showVideo && doc.videoUrl && (
        <iframe
          className="help-doc__video"
          title={`Video: ${doc.title}`}
          src={doc.videoUrl}
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
          loading="lazy"
        />
      )}
    </article>
  );
}
