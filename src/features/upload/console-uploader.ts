import { uploadFile } from '../../api/contract/file';
import { callApi } from '../../api/transport';
import type { UploadedImage } from '../../ui/upload/uploaded-image';

/** The console's upload (spec section 7): multipart field `file` to api-file/files-anon through the transport. */
export async function consoleUploader(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  // the widget says 上传失败 itself; the transport's own message would say it twice
  const stored = await callApi(uploadFile, form, { hideError: true });
  return { url: stored.url, name: stored.name };
}
