import { useMemo } from 'react';
import { secondUploadRules } from '../../validation';
import { consoleUploader } from './console-uploader';
import { echoUploader } from '../../ui/upload/echo-uploader';
import { ImageUpload, type ImageUploadProps } from '../../ui/upload/image-upload';

export interface MultiImageUploadProps extends Omit<ImageUploadProps, 'rules' | 'upload'> {
  /** Size cap in KB; a falsy value given (0, null) means 10240. @default 500 */
  sizeKb?: number | null;
  /** Most images. @default 99 */
  limit?: number;
  /** An echo endpoint to post to, read back from `files.file`. @default none: the console's upload call */
  action?: string;
  /** Sends the file (wins over `action`). @default from `action` */
  upload?: ImageUploadProps['upload'];
}

/** Second variant (spec section 5): .jpg .jpeg .png .gif, 500 KB and 99 images unless told otherwise. */
export function MultiImageUpload({ sizeKb, limit, action, upload, ...props }: MultiImageUploadProps) {
  const rules = useMemo(
    () => secondUploadRules({ ...(sizeKb !== undefined && { sizeKb }), ...(limit !== undefined && { limit }) }),
    [sizeKb, limit],
  );
  const send = useMemo(() => upload ?? (action ? echoUploader(action) : consoleUploader), [upload, action]);
  return <ImageUpload rules={rules} upload={send} {...props} />;
}
