import type { UploadedImage } from '../../ui/upload';

/** The stored key of an uploaded picture: the last segment of its URL (picturePrefix + key). */
export const pictureKeyOf = (image: UploadedImage): string => image.url.slice(image.url.lastIndexOf('/') + 1);
