import { UPLOAD_MAX_BYTES } from '../../../../api/contract/file';

/** The long side a photo is brought down to when it is too large to send: plenty to see a gauge or a leak. */
const MAX_SIDE = 1920;
const SENT_AS_IS = ['image/jpeg', 'image/png'];

/** Why a photo cannot be sent. */
export class PhotoError extends Error {
  constructor(
    readonly reason: 'unreadable' | 'tooLarge',
    readonly fileName: string,
  ) {
    super(`${reason}: ${fileName}`);
  }
}

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * A camera photo as the server takes it (png or jpeg, at most UPLOAD_MAX_BYTES). A phone's camera
 * writes 3 to 8 MB, and some write HEIC: such a photo is drawn again as a JPEG, its long side at most
 * MAX_SIDE, so that it fits and a slow network carries a fraction of it.
 */
export async function cameraPhoto(file: File): Promise<Blob> {
  if (SENT_AS_IS.includes(file.type) && file.size <= UPLOAD_MAX_BYTES) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PhotoError('unreadable', file.name);
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of [0.85, 0.7, 0.5]) {
    const blob = await encode(canvas, quality);
    if (blob && blob.size <= UPLOAD_MAX_BYTES) return blob;
  }
  throw new PhotoError('tooLarge', file.name);
}
