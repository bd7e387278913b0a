/** Saves bytes or text as a file through a temporary link; the object URL is released right after. */
export function downloadFile(content: BlobPart, fileName: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers start the download asynchronously; revoking on the next tick is safe for all.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
