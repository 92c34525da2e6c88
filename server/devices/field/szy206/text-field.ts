import type { BodyReader } from './body-reader';
import { malformed } from './frame-error';

/** A vendor frame's text: a length byte, then the text (card numbers in ASCII, messages in UTF-8). */

export function readText(reader: BodyReader, field: string, pattern?: RegExp): string {
  const bytes = reader.take(reader.byte(`${field}'s length`), field);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw malformed(`${field} is not UTF-8`);
  }
  if (pattern && !pattern.test(text)) throw malformed(`${field} "${text}" is not ${pattern}`);
  return text;
}

export function writeText(text: string, field: string, maxBytes = 255, pattern?: RegExp): Buffer {
  if (pattern && !pattern.test(text)) throw new RangeError(`${field} "${text}" is not ${pattern}`);
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length > maxBytes) throw new RangeError(`${field}: ${bytes.length} bytes, at most ${maxBytes}`);
  return Buffer.concat([Buffer.of(bytes.length), bytes]);
}
