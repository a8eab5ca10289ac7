/** Hands a downloaded file to the browser under its name (as the backups export does). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has started the download; the URL is released once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
