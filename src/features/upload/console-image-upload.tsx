import { CONSOLE_UPLOAD_RULES } from '../../validation';
import { consoleUploader } from './console-uploader';
import { ImageUpload, type ImageUploadProps } from '../../ui/upload/image-upload';

export interface ConsoleImageUploadProps extends Omit<ImageUploadProps, 'rules' | 'upload'> {
  /** Sends the file. @default the console's api-file/files-anon call through the transport */
  upload?: ImageUploadProps['upload'];
}

/** Console variant (spec section 5): png, jpg, jpeg; at most 2097152 bytes; one image. */
export function ConsoleImageUpload({ upload = consoleUploader, ...props }: ConsoleImageUploadProps) {
  return <ImageUpload rules={CONSOLE_UPLOAD_RULES} upload={upload} {...props} />;
}
