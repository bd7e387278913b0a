import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { HelpDocumentPdfDocument, type HelpDocumentFieldsFragment } from '../../generated/graphql';
import { graphQLErrorsOf } from '../../app/graphql-errors';
import { showPopup } from '../../widgets/feedback/dialogs';
import { HELP_TEXT as T } from './messages';
import { pdfBlobUrl } from './pdf-url';

/** One document: its PDF shown in the page, its video embedded and its online link. */
export function DocumentViewer({ doc }: { doc: HelpDocumentFieldsFragment }) {
  const client = useApolloClient();
  const [pdfUrl, setPdfUrl] = useState<string | null>(null);
  const [showVideo, setShowVideo] = useState(false);
  useEffect(() => () => void (pdfUrl && URL.revokeObjectURL(pdfUrl)), [pdfUrl]);

  async function openPdf() {
    try {
      const { data } = await client.query({ query: HelpDocumentPdfDocument, variables: { id: doc.id }, fetchPolicy: 'network-only' });
      if (!data?.helpDocumentPdf) throw new Error('missing');
      setPdfUrl(pdfBlobUrl(data.helpDocumentPdf.contentBase64));
    } catch (error) {
      // A refusal of the server ('No se encuentra el Archivo') is already shown by the error link.
      if (!graphQLErrorsOf(error).length) void showPopup({ title: 'ADVERTENCIA', text: T.fileNotFound, level: 'warning' });
    }
  }

  return (
    <article className="help-doc card" data-doc={doc.id}>
      <h3 className="help-doc__title">{doc.title}</h3>
      <div className="help-doc__actions">
        {doc.kinds.includes('P') && (
          <button type="button" className="btn btn--primary" onClick={() => void openPdf()}>
            {T.openPdf}
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
      {pdfUrl && <iframe className="help-doc__pdf" title={`PDF: ${doc.title}`} src={pdfUrl} />}
      {showVideo && doc.videoUrl && (
        <iframe className="help-doc__video" title={`Video: ${doc.title}`} src={doc.videoUrl} allow="encrypted-media; picture-in-picture" allowFullScreen loading="lazy" />
      )}
    </article>
  );
}
