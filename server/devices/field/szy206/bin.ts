/** Unsigned binary numbers of up to 6 bytes, low byte first (the standard's byte order). */

export const readBin = (bytes: Uint8Array): number => bytes.reduceRight((value, byte) => value * 256 + byte, 0);

export function writeBin(value: number, length: number, what: string): Buffer {
  if (!Number.isSafeInteger(value) || value < 0 || value >= 256 ** length) {
    throw new RangeError(`${what}: ${value} does not fit ${length} binary bytes`);
  }
  const out = Buffer.alloc(length);
  out.writeUIntLE(value, 0, length);
  return out;
}
