import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldUp } from '../../../server/devices/field/field-message';
import { sl651Codec } from '../../../server/devices/field/sl651';
import { crc16 } from '../../../server/devices/field/sl651/crc';
import { chinaTime } from './sl651-samples';

/*
 * The ic-card-v1 frames byte for byte, as server/docs/field-sl651.md gives them: station
 * 0012345678, password 1234, centre 01, serial 0010, sent 2024-05-01 08:30:15 (China time).
 */
const PROFILE = 'ic-card-v1';
const STATION = '0012345678';
const opts = { password: '1234', serial: 0x10, now: new Date(chinaTime(2024, 5, 1, 8, 30, 15)) };
const SENT = '0010' + '240501083015';
const ascii = (text: string) => Buffer.from(text).toString('hex').toUpperCase();
const text = (t: string) =>
  (Buffer.byteLength(t) < 16 ? '0' : '') + Buffer.byteLength(t).toString(16).toUpperCase() + Buffer.from(t).toString('hex').toUpperCase();

/** 7E 7E, the addresses in the direction's order, password, function, direction + length, STX, body, end: all but the CRC. */
function expected(up: boolean, fn: string, body: string, end: string): string {
  const length = (up ? 0 : 0x8000) | (body.length / 2);
  const addresses = up ? '01' + STATION : STATION + '01';
  return '7E7E' + addresses + '1234' + fn + length.toString(16).toUpperCase().padStart(4, '0') + '02' + body + end;
}
const withoutCrc = (frame: Buffer) => frame.subarray(0, -2).toString('hex').toUpperCase();

function station(up: FieldUp, fn: string, body: string): void {
  const frame = sl651Codec.encodeUp(STATION, up, PROFILE, opts);
  assert.equal(withoutCrc(frame), expected(true, fn, SENT + 'F1F1' + STATION + body, '03'));
  const decoded = sl651Codec.decode(frame, PROFILE);
  assert.ok(decoded.ok);
  assert.deepEqual(decoded.up, [up]);
}

describe('ic-card-v1 frames, station → centre', () => {
  test('E0H swipe: time, card, order, then the meters as elements FF01 (m³) and FF02 (kWh); no confirmation', () => {
    const up: FieldUp = {
      kind: 'swipe',
      at: chinaTime(2024, 5, 1, 8, 30),
      cardNo: 'C0012345',
      orderNo: 'OD000001',
      meterWh: 123_450,
      meterLiters: 12_345_678,
    };
    station(up, 'E0', '240501083000' + text('C0012345') + text('OD000001') + 'FF013B00000012345678' + 'FF023B00000000123450');
    assert.equal(decodeReply(up), undefined);
  });

  test('E1H stop: time, order, meters; confirmed', () => {
    const up: FieldUp = {
      kind: 'stop',
      at: chinaTime(2024, 5, 1, 9, 0, 5),
      orderNo: 'OD000001',
      meterWh: 125_000,
      meterLiters: 12_400_000,
    };
    station(up, 'E1', '240501090005' + text('OD000001') + 'FF013B00000012400000' + 'FF023B00000000125000');
    assert.equal(decodeReply(up), expected(false, 'E1', SENT, '1B'));
  });

  test("E2H and E4H answers: the command's serial, 00 done or 01 refused, a reason", () => {
    const frame = sl651Codec.encodeUp(
      STATION,
      { kind: 'ack', command: 'recharge', ok: false, serial: 0x0102, reason: '卡不在位' },
      PROFILE,
      opts,
    );
    assert.equal(withoutCrc(frame), expected(true, 'E4', '0102240501083015' + 'F1F1' + STATION + '01' + text('卡不在位'), '03'));
    station({ kind: 'ack', command: 'blacklist', ok: true, serial: 0x10 }, 'E2', '00' + '00');
  });

  test("E3H offline records: a count, then each record's fixed fields", () => {
    const record = {
      recordNo: 42,
      cardNo: 'C0012345',
      startedAt: chinaTime(2024, 4, 30, 18, 0),
      endedAt: chinaTime(2024, 4, 30, 19, 30),
      startWh: 100_000,
      endWh: 112_500,
      startLiters: 5_000_000,
      endLiters: 5_060_000,
      amountFen: 1_875,
      balanceBeforeFen: 10_000,
      balanceAfterFen: 8_125,
    };
    station(
      { kind: 'records', records: [record] },
      'E3',
      '01' +
        '0000002A' +
        text('C0012345') +
        '240430180000' +
        '240430193000' +
        '000000100000' +
        '000000112500' +
        '000005000000' +
        '000005060000' +
        '00001875' +
        '00010000' +
        '00008125',
    );
  });

  test('E5H remaining: card, balance (yuan) and water (m³); all FF where not given', () => {
    station(
      { kind: 'remaining', cardNo: 'C0012345', balanceFen: 8_125, waterLiters: 30_000 },
      'E5',
      text('C0012345') + '00008125' + '000000030000',
    );
    station({ kind: 'remaining', balanceFen: 0 }, 'E5', '00' + '00000000' + 'FFFFFFFFFFFF');
  });

  test("32H with the vendor's elements: FF01, FF02, FF03 (signal) beside the standard's", () => {
    const frame = sl651Codec.encodeUp(
      STATION,
      {
        kind: 'status',
        at: chinaTime(2024, 5, 1, 8, 30),
        reading: { waterLevel: 12.34, meterLiters: 1_000, meterWh: 2_000, sig: 23, running: true },
      },
      PROFILE,
      opts,
    );
    const body =
      SENT +
      'F1F1' +
      STATION +
      '47' +
      'F0F0' +
      '2405010830' +
      '0E1A001234' +
      'FF013B00000000001000' +
      'FF023B00000000002000' +
      'FF03110230' +
      '452000000000';
    assert.equal(withoutCrc(frame), expected(true, '32', body, '03'));
  });
});

describe('ic-card-v1 frames, centre → station', () => {
  const centre = (command: Parameters<typeof sl651Codec.encode>[1]) => withoutCrc(sl651Codec.encode(STATION, command, PROFILE, opts));

  test('E0H swipe answer ends ESC: order, result, signed balance, message', () => {
    assert.equal(
      centre({ kind: 'swipeAnswer', orderNo: 'OD000001', ok: false, balanceFen: -250, message: '余额不足' }),
      expected(false, 'E0', SENT + text('OD000001') + '01' + 'FF' + '00000250' + text('余额不足'), '1B'),
    );
    assert.equal(
      centre({ kind: 'swipeAnswer', orderNo: 'OD000001', ok: true, balanceFen: 8_125 }),
      expected(false, 'E0', SENT + text('OD000001') + '00' + '00' + '00008125' + '00', '1B'),
    );
  });

  test('E2H blacklist and E4H recharge end ENQ', () => {
    assert.equal(
      centre({ kind: 'blacklist', cardNos: ['C0012345', 'C0099999'] }),
      expected(false, 'E2', SENT + '02' + text('C0012345') + text('C0099999'), '05'),
    );
    assert.equal(
      centre({ kind: 'recharge', cardNo: 'C0012345', amountFen: 5_000, waterLiters: 20_000 }),
      expected(false, 'E4', SENT + text('C0012345') + '00005000' + '000000020000', '05'),
    );
    assert.equal(
      centre({ kind: 'recharge', cardNo: 'C0012345', amountFen: 5_000 }),
      expected(false, 'E4', SENT + text('C0012345') + '00005000' + 'FFFFFFFFFFFF', '05'),
    );
  });

  test('E3H acknowledges one offline record once held, ESC: the record, the last held (4 bytes HEX each)', () => {
    assert.equal(
      centre({ kind: 'recordsAck', recordNo: 42, lastRecordNo: 0x1_0000 }),
      expected(false, 'E3', SENT + '0000002A' + '00010000', '1B'),
    );
    const frame = sl651Codec.encode(STATION, { kind: 'recordsAck', recordNo: 42, lastRecordNo: 43 }, PROFILE, opts);
    assert.deepEqual(sl651Codec.decodeDown(frame, PROFILE), {
      ok: true,
      station: STATION,
      command: { kind: 'recordsAck', recordNo: 42, lastRecordNo: 43 },
      serial: 0x10,
    });
    for (let bit = 0; bit < frame.length * 8; bit++) {
      const bad = Buffer.from(frame);
      bad[bit >> 3]! ^= 0x80 >> (bit & 7);
      assert.equal(sl651Codec.decodeDown(bad, PROFILE).ok, false, `bit ${bit} flipped was taken`);
    }
    assert.throws(() => sl651Codec.encode(STATION, { kind: 'recordsAck', recordNo: 1, lastRecordNo: 1 }, 'standard', opts), /ic-card-v1/);
  });

  test("the standard's pump command (4CH) and query (37H) are the same in this profile", () => {
    assert.equal(centre({ kind: 'pump', action: 'start' }), expected(false, '4C', SENT + '0101', '05'));
    assert.equal(centre({ kind: 'pump', action: 'stop' }), expected(false, '4C', SENT + '0100', '05'));
    assert.equal(centre({ kind: 'query' }), expected(false, '37', SENT, '05'));
  });
});

describe('ic-card-v1 refusals', () => {
  test('a swipe without both meters, a card number over 32 bytes or text that is not UTF-8 is malformed', () => {
    const frame = (body: string) => {
      const hex = expected(true, 'E0', SENT + 'F1F1' + STATION + body, '03');
      return sl651Codec.decode(withCrc(hex), PROFILE);
    };
    assert.match(detail(frame('240501083000' + text('C0012345') + text('OD000001') + 'FF013B00000012345678')), /meter totals/);
    assert.match(detail(frame('240501083000' + '21' + ascii('C'.repeat(33)))), /33 bytes, over 32/);
    assert.match(detail(frame('240501083000' + '02FFFE' + text('OD000001'))), /not UTF-8/);
  });
});

function decodeReply(up: FieldUp): string | undefined {
  const decoded = sl651Codec.decode(sl651Codec.encodeUp(STATION, up, PROFILE, opts), PROFILE);
  assert.ok(decoded.ok);
  return decoded.reply && withoutCrc(decoded.reply);
}

function detail(result: ReturnType<typeof sl651Codec.decode>): string {
  assert.ok(!result.ok, 'decoded what should be refused');
  assert.equal(result.drop, 'malformed');
  return result.detail;
}

function withCrc(hex: string): Buffer {
  const head = Buffer.from(hex, 'hex');
  const crc = Buffer.alloc(2);
  crc.writeUInt16BE(crc16(head));
  return Buffer.concat([head, crc]);
}
