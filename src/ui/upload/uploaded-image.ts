/** An image that is stored and can be shown. */
export interface UploadedImage {
  url: string;
  name: string;
}

/** Sends one checked file and resolves with where it is stored; rejects on failure. */
export type ImageUploader = (file: File) => Promise<UploadedImage>;
