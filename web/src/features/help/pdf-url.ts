/** A blob: URL for a base64 PDF (shown in an iframe of the page); the caller revokes it. */
export function pdfBlobUrl(base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
}
