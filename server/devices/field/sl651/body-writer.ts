import { bcdBytes, digitsFromTime } from './bcd';

/** Builds a body front to back, the writing twin of BodyReader. */
export class BodyWriter {
  private readonly parts: Buffer[] = [];

  bytes(bytes: Uint8Array): this {
    this.parts.push(Buffer.from(bytes));
    return this;
  }

  byte(n: number): this {
    return this.bytes(Buffer.of(n));
  }

  uint16(n: number): this {
    const b = Buffer.alloc(2);
    b.writeUInt16BE(n);
    return this.bytes(b);
  }

  uint32(n: number): this {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return this.bytes(b);
  }

  digits(digits: string): this {
    return this.bytes(bcdBytes(digits));
  }

  time(at: number, bytes: 5 | 6): this {
    return this.digits(digitsFromTime(at, bytes === 6));
  }

  /** A text with its length in the byte before it; longer than `max` bytes is the caller's mistake. */
  text(text: string, max: number, what: string): this {
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.length > max) throw new Error(`${what} is ${bytes.length} bytes in UTF-8, over the ${max} its field holds`);
    return this.byte(bytes.length).bytes(bytes);
  }

  build(): Buffer {
    return Buffer.concat(this.parts);
  }
}
