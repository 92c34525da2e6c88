/**
 * Saves `blob` as a file named `fileName` through a download link (no global left behind: the link
 * is never attached, its object URL is revoked once the browser has taken it).
 */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
