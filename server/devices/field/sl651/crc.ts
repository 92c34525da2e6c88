/**
 * SL 651-2014's check code (6.2.3.1, table 11): CRC-16 with the polynomial X¹⁶+X¹⁵+X²+1, as
 * Modbus computes it (reflected, 0xA001, starting from 0xFFFF), over every byte from the first
 * 7E to the end byte. The frame carries it high byte first (table 20), unlike Modbus.
 */
export function crc16(bytes: Uint8Array): number {
  let crc = 0xffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}
