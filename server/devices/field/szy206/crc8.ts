/**
 * The frame's CS: CRC-8 with the generator x⁷+x⁶+x⁵+x²+1 (0xE5), initial value 0, most significant
 * bit first, no final XOR, over the user data (control field through the last byte before CS).
 */
const TABLE = Uint8Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0xe5) & 0xff : (crc << 1) & 0xff;
  return crc;
});

export function crc8(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) crc = TABLE[crc ^ byte]!;
  return crc;
}
