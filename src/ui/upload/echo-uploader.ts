import type { ImageUploader } from './uploaded-image';

/**
 * The second variant's upload (spec section 7): a multipart POST of field `file` to an echo
 * endpoint outside the API, whose JSON answer holds the image (a data or file URL) in `files.file`.
 */
export function echoUploader(action: string): ImageUploader {
  return async (file) => {
    const form = new FormData();
    form.append('file', file);
    const response = await fetch(action, { method: 'POST', body: form });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { files?: { file?: unknown } };
    const url = body.files?.file;
    if (typeof url !== 'string' || url === '') throw new Error('no files.file in the answer');
    return { url, name: file.name };
  };
}
