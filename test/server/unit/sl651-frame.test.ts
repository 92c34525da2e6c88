import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { bcdDigits, digitsFromTime, timeFromDigits } from '../../../server/devices/field/sl651/bcd';
import { crc16 } from '../../../server/devices/field/sl651/crc';
import { buildFrame, readEnvelope } from '../../../server/devices/field/sl651/frame-layout';
import { SAMPLES, bytes, chinaTime, reframe } from './sl651-samples';

describe('SL 651 CRC, BCD and times', () => {
  test('CRC-16/Modbus over 7E…end byte, carried high byte first: every published frame checks', () => {
    for (const [name, hex] of Object.entries(SAMPLES)) {
      const frame = bytes(hex);
      assert.equal(crc16(frame.subarray(0, -2)), frame.readUInt16BE(frame.length - 2), name);
    }
    // the Modbus check value of "123456789", to pin the variant
    assert.equal(crc16(Buffer.from('123456789')), 0x4b37);
  });

  test('BCD: a nibble over 9 is no digit', () => {
    assert.equal(bcdDigits(Buffer.of(0x12, 0x09)), '1209');
    assert.equal(bcdDigits(Buffer.of(0x1a)), null);
    assert.equal(bcdDigits(Buffer.of(0xa1)), null);
  });

  test('times are China time; a date that does not exist is none', () => {
    assert.equal(timeFromDigits('170718110016'), chinaTime(2017, 7, 18, 11, 0, 16));
    assert.equal(timeFromDigits('1707181100'), chinaTime(2017, 7, 18, 11, 0));
    assert.equal(timeFromDigits('170230110016'), null);
    assert.equal(timeFromDigits('171318110016'), null);
    assert.equal(timeFromDigits('170718240016'), null);
    assert.equal(timeFromDigits('170718116016'), null);
    assert.equal(digitsFromTime(chinaTime(2024, 2, 29, 23, 59, 58)), '240229235958');
    assert.equal(digitsFromTime(chinaTime(2024, 2, 29, 23, 59, 58), false), '2402292359');
    assert.throws(() => digitsFromTime(chinaTime(2100, 1, 1, 0, 0)), /2000–2099/);
  });
});

describe('SL 651 envelope', () => {
  test('reads the header of an up frame and of a down frame', () => {
    const up = readEnvelope(bytes(SAMPLES.timed));
    assert.ok(up.ok);
    assert.deepEqual(
      { up: up.up, centre: up.centre, station: up.station, password: up.password, fn: up.fn, body: up.body.length, end: up.end },
      { up: true, centre: 5, station: '0011223344', password: '03E8', fn: 0x32, body: 0x2b, end: 0x03 },
    );
    const down = readEnvelope(bytes(SAMPLES.timedAnswer));
    assert.ok(down.ok);
    assert.deepEqual(
      { up: down.up, centre: down.centre, station: down.station, fn: down.fn, body: down.body.length, end: down.end },
      { up: false, centre: 5, station: '0011223344', fn: 0x32, body: 8, end: 0x1b },
    );
  });

  test('builds the published answer frame byte for byte', () => {
    const frame = buildFrame({
      up: false,
      centre: 1,
      station: '0012345678',
      password: '1234',
      fn: 0x30,
      body: bytes('0003591011154947'),
      end: 0x1b,
    });
    assert.equal(frame.toString('hex').toUpperCase(), SAMPLES.testAnswer);
  });

  test('refuses a frame by its CRC before anything else, then by its length, start and end bytes', () => {
    const good = bytes(SAMPLES.keepAlive);
    const badCrc = Buffer.from(good);
    badCrc[badCrc.length - 1]! ^= 1;
    assert.deepEqual(pick(readEnvelope(badCrc)), 'crc');
    assert.equal(pick(readEnvelope(good.subarray(0, 16))), 'length');
    assert.equal(pick(readEnvelope(reframe(SAMPLES.keepAlive, (h) => void h.writeUInt16BE(0x0009, 11)))), 'length');
    assert.equal(pick(readEnvelope(reframe(SAMPLES.keepAlive, (h) => void h.writeUInt16BE(0x4008, 11)))), 'length');
    assert.equal(pick(readEnvelope(reframe(SAMPLES.keepAlive, (h) => void (h[13] = 0x01)))), 'malformed');
    assert.equal(pick(readEnvelope(reframe(SAMPLES.keepAlive, (h) => void (h[h.length - 1] = 0x07)))), 'malformed');
    assert.equal(pick(readEnvelope(reframe(SAMPLES.keepAlive, (h) => void (h[0] = 0x7f)))), 'malformed');
  });

  test("a body over the bound, a bad address or password is the caller's mistake", () => {
    const parts = { up: true, centre: 1, station: '0012345678', password: '1234', fn: 0x32, body: Buffer.alloc(8), end: 0x03 };
    assert.throws(() => buildFrame({ ...parts, body: Buffer.alloc(1008) }), /over the 1007/);
    assert.throws(() => buildFrame({ ...parts, station: '00123456' }), /10 hex digits/);
    assert.throws(() => buildFrame({ ...parts, password: '12G4' }), /4 hex digits/);
  });
});

function pick(result: ReturnType<typeof readEnvelope>): string {
  return result.ok ? 'ok' : result.drop;
}
