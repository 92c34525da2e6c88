import { importMessages as msg } from './import-messages';

/** A file that cannot be read as CSV text at all (the message says why). */
export class UnreadableFile extends Error {
  override name = 'UnreadableFile';
}

const startsWith = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/**
 * The file's text. UTF-8 with or without a BOM (Excel's "CSV UTF-8"), else GB18030, the superset
 * of GBK that Excel's plain "CSV" writes on Chinese Windows. Valid UTF-8 wins: Chinese text in
 * GBK is almost never also valid UTF-8, and ASCII reads the same in both. Workbooks (xlsx, xls)
 * and UTF-16 ("Unicode text") are refused with what to do instead.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) || startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0)) throw new UnreadableFile(msg.notCsv);
  if (startsWith(bytes, 0xff, 0xfe) || startsWith(bytes, 0xfe, 0xff)) throw new UnreadableFile(msg.utf16);
  const body = startsWith(bytes, 0xef, 0xbb, 0xbf) ? bytes.subarray(3) : bytes;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    try {
      text = new TextDecoder('gb18030', { fatal: true }).decode(body);
    } catch {
      throw new UnreadableFile(msg.encoding);
    }
  }
  // Text files hold no NUL (a binary file does, and PostgreSQL text could not store it).
  if (text.includes('\u0000')) throw new UnreadableFile(msg.notCsv);
  return text;
}
