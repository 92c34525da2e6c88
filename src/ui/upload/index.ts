export { ImageUpload, type ImageUploadProps } from './image-upload';
export { ConsoleImageUpload, type ConsoleImageUploadProps } from './console-image-upload';
export { MultiImageUpload, type MultiImageUploadProps } from './multi-image-upload';
export { consoleUploader } from './console-uploader';
export { echoUploader } from './echo-uploader';
export type { ImageUploader, UploadedImage } from './uploaded-image';
