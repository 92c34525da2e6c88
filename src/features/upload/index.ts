/** The image fields that send through the console's upload (api-file/files-anon); the plain `ImageUpload` is in ui. */
export { ConsoleImageUpload, type ConsoleImageUploadProps } from './console-image-upload';
export { MultiImageUpload, type MultiImageUploadProps } from './multi-image-upload';
export { consoleUploader } from './console-uploader';
