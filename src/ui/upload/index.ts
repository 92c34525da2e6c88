export { ImageUpload, type ImageUploadProps } from './image-upload';
export { echoUploader } from './echo-uploader';
export type { ImageUploader, UploadedImage } from './uploaded-image';
