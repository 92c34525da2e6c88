/**
 * The feature tests' (features-*) side of the upload endpoints (upload-endpoints.mjs): picking
 * files as the file dialog would, what the endpoints recorded, and keys no earlier test used.
 */

/** Sets `files` on a file input and fires its change event, as choosing them in the file dialog does. */
export function chooseFiles(input: HTMLInputElement, files: File[]): void {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A file of exactly `size` bytes. */
export function fileOfSize(name: string, size: number, type = 'image/png'): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** What the upload-endpoints middleware saw for `key`. */
export async function uploadHits(key: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`/test-upload/hits/${encodeURIComponent(key)}`);
  return ((await response.json()) as { data: Record<string, unknown>[] }).data;
}

/** A name no earlier test used, so the endpoints' records never mix. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}
