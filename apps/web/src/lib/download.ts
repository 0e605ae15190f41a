/**
 * Saves a blob under a file name: an object URL behind a temporary `<a download>`, which the CSP
 * allows (no inline script, no new window). The URL is let go once the click has been handled.
 */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
