import { fileTypeFromBuffer } from 'file-type';

export type ImageType = 'png' | 'jpeg';

/**
 * The image type by content, never by file name. `file-type` is already a dependency and does a
 * little more than the magic numbers: it walks the PNG chunk list (so a bare signature followed by
 * junk is not enough), tells JPEG-LS (FF D8 FF F7, which browsers cannot show) from JPEG, and
 * knows every other format, so a GIF, WebP or SVG is refused rather than mistaken.
 */
export async function sniffImageType(bytes: Buffer): Promise<ImageType | null> {
  try {
    const found = await fileTypeFromBuffer(bytes);
    if (found?.ext === 'jpg') return 'jpeg';
    // An animated PNG is still a PNG file that every PNG decoder shows (its first frame at least).
    if (found?.ext === 'png' || found?.ext === 'apng') return 'png';
    return null;
  } catch {
    return null;
  }
}
