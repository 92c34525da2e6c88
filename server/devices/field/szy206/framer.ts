import type { FieldFramer } from '../field-message';
import { END, MIN_USER_DATA, START } from './frame';

/**
 * Cuts one socket's byte stream into frames `68 L 68 … 16`. Bytes before a 68 are garbage; a head
 * without its second 68, an L shorter than C, A and AFN, or a frame whose L+5th byte is not 16 is
 * dropped up to the next 68, where the search starts again. L is one byte, so no frame is longer
 * than 260 bytes and no more than 259 are ever kept waiting: an endless frame is cut off there.
 */
export class Szy206Framer implements FieldFramer {
  private pending = Buffer.alloc(0);

  push(chunk: Buffer): ReturnType<FieldFramer['push']> {
    const out: ReturnType<FieldFramer['push']> = [];
    const bytes = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    let at = 0;
    const skip = (drop: 'garbage' | 'malformed' | 'length', from: number) => {
      const next = bytes.indexOf(START, from);
      const end = next < 0 ? bytes.length : next;
      out.push({ drop, bytes: end - at });
      at = end;
    };
    while (at < bytes.length) {
      if (bytes[at] !== START) skip('garbage', at);
      else if (bytes.length - at < 3) break;
      else if (bytes[at + 2] !== START) skip('malformed', at + 1);
      else if (bytes[at + 1]! < MIN_USER_DATA) skip('length', at + 1);
      else {
        const size = bytes[at + 1]! + 5;
        if (bytes.length - at < size) break;
        if (bytes[at + size - 1] !== END) skip('malformed', at + 1);
        else {
          out.push({ frame: Buffer.from(bytes.subarray(at, at + size)) });
          at += size;
        }
      }
    }
    this.pending = Buffer.from(bytes.subarray(at));
    return out;
  }
}
