import * as z from 'zod/mini';
import { defineCall } from './define-call';

/** Upload limits of the console variant (spec sections 5 and 9). */
export const UPLOAD_MAX_BYTES = 2097152;
export const UPLOAD_TYPES = ['png', 'jpg', 'jpeg'] as const;

/** POST api-file/files-anon (multipart, field `file`): stores an image, type checked by content. */
export const uploadFile = defineCall({
  method: 'POST',
  path: 'api-file/files-anon',
  mode: 'multipart',
  access: 'user',
  request: z.strictObject({}),
  response: z.object({ url: z.string(), name: z.string(), size: z.number(), type: z.string() }),
});
