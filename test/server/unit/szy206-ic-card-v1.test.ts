import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldCommand, FieldUp } from '../../../server/devices/field/field-message';
import { szy206Codec as codec } from '../../../server/devices/field/szy206';
import { crc8 } from '../../../server/devices/field/szy206/crc8';

/**
 * ic-card-v1's frames byte for byte, as server/docs/field-szy206.md lays them out for a vendor:
 * station 410522:00007, 2026-05-20 14:30:15 China time, password 1234, card C0012345, order 42.
 */
const frame = (hex: string) => Buffer.from(hex.replace(/ /g, ''), 'hex');
const P = 'ic-card-v1';
const S = '410522:00007';
const at = Date.parse('2026-05-20T06:30:15Z');
const options = { serial: 1, now: new Date(at), password: '1234' };

const UP: [string, Buffer, FieldUp, Buffer?][] = [
  [
    'swipe FF01H: card, order, Wh, litres, time label',
    frame(
      '68 26 68 B0 41 05 22 07 00 FF 01 08 43 30 30 31 32 33 34 35 2A 00 00 00 87 D6 12 00 00 79 38 4E 05 00 15 30 14 20 05 26 00 D3 16',
    ),
    { kind: 'swipe', at, cardNo: 'C0012345', orderNo: '0000000042', meterWh: 1_234_567, meterLiters: 89_012_345 },
  ],
  [
    'stop FF02H, confirmed with its order number',
    frame('68 1D 68 B0 41 05 22 07 00 FF 02 2A 00 00 00 F7 ED 12 00 00 99 D9 55 05 00 15 30 14 20 05 26 00 98 16'),
    { kind: 'stop', at, orderNo: '0000000042', meterWh: 1_240_567, meterLiters: 89_512_345 },
    frame('68 0C 68 30 41 05 22 07 00 FF 02 2A 00 00 00 C8 16'),
  ],
  ['blacklist taken FF03H', frame('68 09 68 B0 41 05 22 07 00 FF 03 01 FE 16'), { kind: 'ack', command: 'blacklist', ok: true }],
  ['recharge taken FF05H', frame('68 09 68 B0 41 05 22 07 00 FF 05 01 02 16'), { kind: 'ack', command: 'recharge', ok: true }],
  [
    'card balance FF06H, no water kept (FFH)',
    frame('68 1A 68 B0 41 05 22 07 00 FF 06 08 43 30 30 31 32 33 34 35 F2 2B 00 00 FF FF FF FF FF 95 16'),
    { kind: 'remaining', cardNo: 'C0012345', balanceFen: 11_250 },
  ],
  [
    'records FF04H: one offline order',
    frame(
      '68 42 68 B0 41 05 22 07 00 FF 04 01 07 00 00 00 08 43 30 30 31 32 33 34 35 15 30 13 20 05 26 15 20 14 20 05 26 ' +
        '40 42 0F 00 00 B0 59 0F 00 00 80 F0 FA 02 00 A0 91 02 03 00 DC 05 00 00 CE 31 00 00 F2 2B 00 00 7E 16',
    ),
    {
      kind: 'records',
      records: [
        {
          recordNo: 7,
          cardNo: 'C0012345',
          startedAt: at - 3_600_000,
          endedAt: at - 600_000,
          startWh: 1_000_000,
          endWh: 1_006_000,
          startLiters: 50_000_000,
          endLiters: 50_500_000,
          amountFen: 1500,
          balanceBeforeFen: 12_750,
          balanceAfterFen: 11_250,
        },
      ],
    },
  ],
  [
    'water level as depth to water: +12.340 m is 12.34 m below ground',
    frame('68 16 68 B2 41 05 22 07 00 C0 40 23 01 00 00 00 00 00 15 30 14 20 05 26 00 DF 16'),
    { kind: 'status', at, reading: { waterLevel: 12.34, running: true } },
    frame('68 08 68 32 41 05 22 07 00 C0 00 05 16'),
  ],
];

const DOWN: [string, Buffer, FieldCommand][] = [
  [
    'swipe answer FF01H: order, refused, balance 12.50, message in UTF-8',
    frame(
      '68 27 68 30 41 05 22 07 00 FF 01 2A 00 00 00 00 E2 04 00 00 0C E4 BD 99 E9 A2 9D E4 B8 8D E8 B6 B3 12 34 15 30 14 20 05 26 00 01 16',
    ),
    { kind: 'swipeAnswer', orderNo: '0000000042', ok: false, balanceFen: 1250, message: '余额不足' },
  ],
  [
    'blacklist FF03H: two cards',
    frame('68 24 68 30 41 05 22 07 00 FF 03 02 08 43 30 30 31 32 33 34 35 08 43 30 30 39 39 39 39 39 12 34 15 30 14 20 05 26 00 9E 16'),
    { kind: 'blacklist', cardNos: ['C0012345', 'C0099999'] },
  ],
  [
    'card recharge FF05H: 100.00 yuan, no water (FFH)',
    frame('68 23 68 30 41 05 22 07 00 FF 05 08 43 30 30 31 32 33 34 35 10 27 00 00 FF FF FF FF FF 12 34 15 30 14 20 05 26 00 13 16'),
    { kind: 'recharge', cardNo: 'C0012345', amountFen: 10_000 },
  ],
  [
    'offline record acknowledged FF04H: record 42 held, the last held 43',
    frame('68 19 68 30 41 05 22 07 00 FF 04 2A 00 00 00 2B 00 00 00 12 34 15 30 14 20 05 26 00 38 16'),
    { kind: 'recordsAck', recordNo: 42, lastRecordNo: 43 },
  ],
];

describe('SZY206 ic-card-v1', () => {
  for (const [what, bytes, up, reply] of UP) {
    test(`terminal: ${what}`, () => {
      assert.deepEqual(codec.encodeUp(S, up, P, options), bytes);
      const result = codec.decode(bytes, P);
      assert.ok(result.ok);
      assert.deepEqual(result.up, [up]);
      assert.deepEqual(result.reply, reply);
    });
  }

  for (const [what, bytes, command] of DOWN) {
    test(`centre: ${what}`, () => {
      assert.deepEqual(codec.encode(S, command, P, options), bytes);
      assert.deepEqual(codec.decodeDown(bytes, P), { ok: true, station: S, command });
    });
  }

  test('the standard profile reads the vendor frames as unsupported, and the level with the standard sign', () => {
    const swipe = codec.decode(UP[0]![1], 'standard');
    assert.ok(swipe.ok);
    assert.deepEqual(swipe.up, [{ kind: 'unsupported', code: 0xff01, what: '用户自定义功能 FF01H' }]);
    const level = codec.decode(UP[6]![1], 'standard');
    // +12.340 m over a ground-level base is above ground: no depth to show.
    assert.ok(level.ok);
    assert.deepEqual(level.up, [{ kind: 'status', at, reading: { running: true } }]);
  });

  test('a card that breaks the card number rule, a bad order number or a list that does not fit is not written', () => {
    assert.throws(() => codec.encode(S, { kind: 'blacklist', cardNos: ['C0-1'] }, P, options), /card number/);
    assert.throws(() => codec.encode(S, { kind: 'blacklist', cardNos: [] }, P, options), /1 to 255/);
    assert.throws(() => codec.encode(S, { kind: 'blacklist', cardNos: Array(8).fill('C'.repeat(32)) }, P, options), /255 at most/);
    assert.throws(() => codec.encode(S, { kind: 'swipeAnswer', orderNo: 'A-42', ok: true, balanceFen: 0 }, P, options), /order number/);
    assert.throws(() => codec.encode(S, { kind: 'swipeAnswer', orderNo: '42', ok: true, balanceFen: -1 }, P, options), /balance/);
    assert.throws(() => codec.encodeUp(S, { kind: 'remaining', cardNo: 'C0012345' }, P, options), /balanceFen/);
    assert.throws(() => codec.encode(S, { kind: 'recordsAck', recordNo: 2 ** 32, lastRecordNo: 1 }, P, options), /record number/);
    assert.throws(
      () => codec.encode(S, { kind: 'recordsAck', recordNo: 1, lastRecordNo: 1 }, 'standard', options),
      /cannot write recordsAck/,
    );
  });

  test('every single bit flipped in every vendor frame is refused', () => {
    const frames: [Buffer, typeof codec.decode | typeof codec.decodeDown][] = [
      ...UP.map(([, bytes]) => [bytes, codec.decode] as [Buffer, typeof codec.decode]),
      ...DOWN.map(([, bytes]) => [bytes, codec.decodeDown] as [Buffer, typeof codec.decodeDown]),
    ];
    for (const [good, read] of frames) {
      for (let bit = 0; bit < good.length * 8; bit++) {
        const bad = Buffer.from(good);
        bad[bit >> 3]! ^= 0x80 >> (bit & 7);
        assert.equal(read(bad, P).ok, false, `${good.toString('hex')} with bit ${bit} flipped was taken`);
      }
    }
  });

  test('a card number that is no card, or a message that is no UTF-8, is malformed', () => {
    // The swipe with its card's length byte 08 turned to 03: "C00" is too short a card number.
    const short = Buffer.from(UP[0]![1]);
    short[11] = 0x03;
    const result = codec.decode(reCs(short), P);
    assert.ok(!result.ok && result.drop === 'malformed' && /card number/.test(result.detail), JSON.stringify(result));
    const badText = Buffer.from(DOWN[0]![1]);
    badText[22] = 0xff;
    const down = codec.decodeDown(reCs(badText), P);
    assert.ok(!down.ok && down.drop === 'malformed' && /UTF-8/.test(down.detail), JSON.stringify(down));
  });
});

/** The frame with its CS computed again, so that only the changed field is wrong. */
function reCs(bytes: Buffer): Buffer {
  bytes[bytes.length - 2] = crc8(bytes.subarray(3, bytes.length - 2));
  return bytes;
}
