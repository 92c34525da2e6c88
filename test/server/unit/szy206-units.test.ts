import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { readBcd, writeBcd } from '../../../server/devices/field/szy206/bcd';
import { crc8 } from '../../../server/devices/field/szy206/crc8';
import { FrameError } from '../../../server/devices/field/szy206/frame-error';
import { readStation, stationAddress } from '../../../server/devices/field/szy206/station';
import { readTerminalWords, writeTerminalWords } from '../../../server/devices/field/szy206/terminal-words';
import { readTimeLabel, writeTimeLabel } from '../../../server/devices/field/szy206/time-label';
import { readLevelMm, readVolumeM3, writeLevelMm, writeVolumeM3 } from '../../../server/devices/field/szy206/values';

/** The CRC as the standard states it, one bit at a time: the table-driven crc8 must agree. */
function crcBitwise(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let i = 0; i < 8; i++) crc = crc & 0x80 ? ((crc << 1) ^ 0b1110_0101) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

const malformed = (fn: () => unknown) => assert.throws(fn, (e) => e instanceof FrameError && e.drop === 'malformed');

describe('SZY206 units', () => {
  test('CS is the CRC-8 (0xE5) of published frames (JetLinks SZY206 plugin, Szy206ProtocolApplicationTests)', () => {
    // test01: 68 1A 68 | B3 53 03 81 0D 00 C0 … 0A | 35 16
    const a = Buffer.from('681A68B35303810D00C00059000000826110000001106000004508090A3516', 'hex');
    // test23, data1 + data2: 68 15 68 | B3 44 06 07 00 01 C0 … 01 | E5 16
    const b = Buffer.from('681568B34406070001C0AAAAAAAAAA004040000000000101E516', 'hex');
    for (const frame of [a, b]) {
      const userData = frame.subarray(3, frame.length - 2);
      assert.equal(crc8(userData), frame[frame.length - 2]);
      assert.equal(crcBitwise(userData), frame[frame.length - 2]);
    }
  });

  test('the table CRC is the bitwise CRC for any bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => crc8(bytes) === crcBitwise(bytes)));
  });

  test('BCD numbers are written lowest digits first and refuse a digit over 9', () => {
    assert.deepEqual(writeBcd(12345678, 4, 'n'), Buffer.from('78563412', 'hex'));
    assert.equal(readBcd(Buffer.from('78563412', 'hex'), 'n'), 12345678);
    malformed(() => readBcd(Buffer.of(0x1a), 'n'));
    malformed(() => readBcd(Buffer.of(0xa1), 'n'));
    assert.throws(() => writeBcd(100, 1, 'n'), RangeError);
    fc.assert(fc.property(fc.integer({ min: 0, max: 99_999_999 }), (n) => readBcd(writeBcd(n, 4, 'n'), 'n') === n));
  });

  test('a station is region code and number: "530381:00013" is 53 03 81 0D 00', () => {
    assert.deepEqual(stationAddress('530381:00013'), Buffer.from('5303810D00', 'hex'));
    assert.equal(readStation(Buffer.from('5303810D00', 'hex')), '530381:00013');
    assert.equal(readStation(Buffer.from('440607FEFF', 'hex')), '440607:65534');
    for (const bad of [
      '000381:00013',
      '530381:00000',
      '530381:65535',
      '530381:99999',
      '530381-00013',
      '53038:00013',
      '530381:13',
      ' 530381:00013',
    ]) {
      assert.throws(() => stationAddress(bad), /530381:00013/, bad);
    }
    malformed(() => readStation(Buffer.from('5303810000', 'hex')));
    malformed(() => readStation(Buffer.from('530381FFFF', 'hex')));
    malformed(() => readStation(Buffer.from('5A03810D00', 'hex')));
    malformed(() => readStation(Buffer.from('0012345678', 'hex')));
  });

  test('time labels: 5 bytes with no date, 7 with one, in China time', () => {
    const now = new Date('2026-02-28T16:05:09Z'); // 2026-03-01 00:05:09 in China
    assert.deepEqual(writeTimeLabel(now, 5), Buffer.from('0905000100', 'hex'));
    assert.deepEqual(writeTimeLabel(now, 7), Buffer.from('09050001032600', 'hex'));
    assert.deepEqual(readTimeLabel(Buffer.from('0905000100', 'hex')), {});
    assert.deepEqual(readTimeLabel(Buffer.from('09050001032600', 'hex')), { at: now.getTime() });
    // The JetLinks sample's label: 08:45:00 on the 9th, 10 minutes' delay (binary 0AH).
    assert.deepEqual(readTimeLabel(Buffer.from('004508090A', 'hex')), {});
    malformed(() => readTimeLabel(Buffer.from('6005000100', 'hex')));
    malformed(() => readTimeLabel(Buffer.from('0905240100', 'hex')));
    malformed(() => readTimeLabel(Buffer.from('09050030022600', 'hex')));
    malformed(() => readTimeLabel(Buffer.from('09050001132600', 'hex')));
  });

  test('water level: mm with a sign nibble, AAH for none', () => {
    assert.equal(readLevelMm(Buffer.from('21430500', 'hex')), 54321);
    assert.equal(readLevelMm(Buffer.from('215300F0', 'hex')), -5321);
    assert.equal(readLevelMm(Buffer.from('AAAAAAAA', 'hex')), undefined);
    malformed(() => readLevelMm(Buffer.from('21430510', 'hex')));
    assert.deepEqual(writeLevelMm(-5321), Buffer.from('215300F0', 'hex'));
    fc.assert(fc.property(fc.integer({ min: -9_999_999, max: 9_999_999 }), (mm) => readLevelMm(writeLevelMm(mm)) === mm));
  });

  test('a volume of water: 10 digits, D7 of the last byte its sign', () => {
    assert.equal(readVolumeM3(Buffer.from('8261100000', 'hex'), 'v'), 106182);
    assert.equal(readVolumeM3(Buffer.from('0000000079', 'hex'), 'v'), 7_900_000_000);
    assert.equal(readVolumeM3(Buffer.from('0100000080', 'hex'), 'v'), -1);
    malformed(() => readVolumeM3(Buffer.from('000000000A', 'hex'), 'v'));
    assert.throws(() => writeVolumeM3(8e9, 'v'), RangeError);
    fc.assert(
      fc.property(fc.integer({ min: -7_999_999_999, max: 7_999_999_999 }), (m3) => readVolumeM3(writeVolumeM3(m3, 'v'), 'v') === m3),
    );
  });

  test('alarm and status words: faults by bit, the pump from status D4', () => {
    // The JetLinks sample: AC power lost (D0) and water left under its limit (D12); on battery, pump running.
    assert.deepEqual(readTerminalWords(Buffer.from('01106000', 'hex')), {
      faults: ['no_power', 'other'],
      detail: '工作交流电停电报警、剩余水量的下限报警',
      running: true,
    });
    // D6 alone (the pump started or stopped) raises nothing; status D4 set: stopped.
    assert.deepEqual(readTerminalWords(Buffer.from('40001000', 'hex')), { faults: [], detail: '', running: false });
    assert.deepEqual(readTerminalWords(Buffer.from('00020000', 'hex')).faults, ['fever']);
    assert.deepEqual(writeTerminalWords(['no_power', 'fever'], false), Buffer.from('01021000', 'hex'));
    assert.throws(() => writeTerminalWords(['leak'], true), /leak/);
  });
});
