import { bcdDigits, timeFromDigits } from './bcd';

/** A body that is shorter than its fields, or holds a value that cannot be: dropped as `malformed`. */
export class MalformedFrame extends Error {}

/** Reads a frame's body front to back; every read past its end or of a bad BCD digit is a MalformedFrame. */
export class BodyReader {
  private pos = 0;

  constructor(private readonly body: Buffer) {}

  get left(): number {
    return this.body.length - this.pos;
  }

  peek(offset = 0): number | undefined {
    return this.body[this.pos + offset];
  }

  take(count: number, what: string): Buffer {
    if (count > this.left) throw new MalformedFrame(`the body ends inside ${what}`);
    const bytes = this.body.subarray(this.pos, this.pos + count);
    this.pos += count;
    return bytes;
  }

  rest(): Buffer {
    return this.take(this.left, 'the rest');
  }

  byte(what: string): number {
    return this.take(1, what)[0]!;
  }

  uint16(what: string): number {
    return this.take(2, what).readUInt16BE();
  }

  uint32(what: string): number {
    return this.take(4, what).readUInt32BE();
  }

  digits(count: number, what: string): string {
    const digits = bcdDigits(this.take(count, what));
    if (digits === null) throw new MalformedFrame(`${what}: a BCD digit over 9`);
    return digits;
  }

  /** A BCD time, YYMMDDhhmmss (6 bytes) or YYMMDDhhmm (5). */
  time(bytes: 5 | 6, what: string): number {
    const at = timeFromDigits(this.digits(bytes, what));
    if (at === null) throw new MalformedFrame(`${what}: no such date`);
    return at;
  }

  /** A text with its length in the byte before it (vendor frames), of at most `max` bytes. */
  text(max: number, what: string): string {
    const length = this.byte(what);
    if (length > max) throw new MalformedFrame(`${what}: ${length} bytes, over ${max}`);
    const bytes = this.take(length, what);
    try {
      return utf8.decode(bytes);
    } catch {
      throw new MalformedFrame(`${what}: not UTF-8`);
    }
  }

  expect(byte: number, what: string): void {
    const got = this.byte(what);
    if (got !== byte) throw new MalformedFrame(`${what}: ${hex2(got)} where ${hex2(byte)} belongs`);
  }

  end(what: string): void {
    if (this.left > 0) throw new MalformedFrame(`${this.left} bytes after ${what}`);
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

export const hex2 = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');
