import { uploadTooLarge, uploadTooLargeSecond, uploadTooMany, uploadWrongType } from '../i18n/zh-CN/validation';

export interface UploadRules {
  /** Accepted extensions, lower case, without the dot. */
  extensions: readonly string[];
  maxBytes: number;
  maxCount: number;
  /** Which wording of the size message (the two variants of spec section 5 differ). */
  variant: 'console' | 'second';
}

/** Console variant: png, jpg, jpeg; 2 MB; one file. */
export const CONSOLE_UPLOAD_RULES: UploadRules = {
  extensions: ['png', 'jpg', 'jpeg'],
  maxBytes: 2097152,
  maxCount: 1,
  variant: 'console',
};

export const SECOND_UPLOAD_DEFAULT_KB = 500;
export const SECOND_UPLOAD_FALLBACK_KB = 10240;
export const SECOND_UPLOAD_DEFAULT_COUNT = 99;

/**
 * Second variant: .jpg .jpeg .png .gif. sizeKb left out means 500 KB; a falsy value given (0,
 * null, NaN) falls back to 10240 KB. A limit left out, or not a positive number, means 99.
 */
export function secondUploadRules(options: { sizeKb?: number | null; limit?: number } = {}): UploadRules {
  const sizeKb = options.sizeKb === undefined ? SECOND_UPLOAD_DEFAULT_KB : options.sizeKb || SECOND_UPLOAD_FALLBACK_KB;
  const limit = options.limit !== undefined && options.limit >= 1 ? Math.floor(options.limit) : SECOND_UPLOAD_DEFAULT_COUNT;
  return { extensions: ['jpg', 'jpeg', 'png', 'gif'], maxBytes: sizeKb * 1024, maxCount: limit, variant: 'second' };
}

/** 2097152 is '2MB', 512000 is '500KB', 1572864 is '1.5MB'. */
export function formatFileSize(bytes: number): string {
  const trim = (n: number) => String(Number(n.toFixed(2)));
  if (bytes >= 1048576) return `${trim(bytes / 1048576)}MB`;
  if (bytes >= 1024) return `${trim(bytes / 1024)}KB`;
  return `${bytes}B`;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Before a file is sent: its extension (case-insensitive; the MIME type is not trusted, browsers
 * leave it empty for some files and the server checks the bytes), then its size. Exactly the cap
 * is allowed.
 */
export function checkUploadFile(file: { name: string; size: number }, rules: UploadRules): string | null {
  if (!rules.extensions.includes(extensionOf(file.name))) return uploadWrongType(rules.extensions);
  if (file.size > rules.maxBytes) {
    const size = formatFileSize(rules.maxBytes);
    return rules.variant === 'console' ? uploadTooLarge(size) : uploadTooLargeSecond(size);
  }
  return null;
}

/** When files are chosen: those already uploaded plus the new ones may not pass the count. */
export function checkUploadCount(existing: number, adding: number, rules: UploadRules): string | null {
  return existing + adding > rules.maxCount ? uploadTooMany(rules.maxCount) : null;
}
