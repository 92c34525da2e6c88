import { readBcd } from './bcd';
import { malformed } from './frame-error';
import { readTimeLabel, TIME_LABEL_LENGTHS } from './time-label';

/** Reads what follows the AFN field by field; a frame too short for a field, or with bytes left over, is malformed. */
export class BodyReader {
  private at = 0;

  constructor(
    private readonly bytes: Buffer,
    /** The frame's function, for the messages. */
    private readonly what: string,
  ) {}

  get left(): number {
    return this.bytes.length - this.at;
  }

  take(length: number, field: string): Buffer {
    if (this.left < length) throw malformed(`${this.what}: too short for ${field}`);
    this.at += length;
    return this.bytes.subarray(this.at - length, this.at);
  }

  byte(field: string): number {
    return this.take(1, field)[0]!;
  }

  /** A terminal's frame ends with its data or with a time label (5 or 7 bytes); the label's instant where it has one. */
  upTail(): { at?: number } {
    if (this.left === 0) return {};
    if (!(TIME_LABEL_LENGTHS as readonly number[]).includes(this.left)) throw this.leftOver();
    return readTimeLabel(this.take(this.left, 'time label'));
  }

  /** A centre's frame: the password (2 BCD bytes) where the function takes one, then a time label (required after a password). */
  downTail(password: boolean): void {
    if (password) readBcd(this.take(2, 'password'), 'password');
    if (this.left === 0 && !password) return;
    if (!(TIME_LABEL_LENGTHS as readonly number[]).includes(this.left)) throw this.leftOver();
    readTimeLabel(this.take(this.left, 'time label'));
  }

  private leftOver() {
    return malformed(`${this.what}: ${this.left} bytes after the data are no time label`);
  }
}
