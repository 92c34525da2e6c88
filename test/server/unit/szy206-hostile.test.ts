import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { FieldDrop } from '../../../server/devices/field/field-message';
import { szy206Codec as codec } from '../../../server/devices/field/szy206';
import { crc8 } from '../../../server/devices/field/szy206/crc8';

/** A frame `68 L 68 <user data> CS 16` with L and CS right, so that only what the test means is wrong. */
function frame(userData: string): Buffer {
  const data = Buffer.from(userData.replace(/ /g, ''), 'hex');
  return Buffer.concat([Buffer.of(0x68, data.length, 0x68), data, Buffer.of(crc8(data), 0x16)]);
}
const A = '41 05 22 07 00';
const options = { serial: 1, now: new Date('2026-05-20T06:30:15Z'), password: '1234' };

type Read = (bytes: Buffer, profile: string) => { ok: true } | { ok: false; drop: FieldDrop; detail: string };

function refused(bytes: Buffer, drop: FieldDrop, detail: RegExp, read: Read = codec.decode) {
  const result = read(bytes, 'standard');
  assert.ok(!result.ok, `taken: ${JSON.stringify(result)}`);
  assert.equal(result.drop, drop);
  assert.match(result.detail, detail);
}
function taken(bytes: Buffer) {
  const result = codec.decode(bytes, 'standard');
  assert.ok(result.ok, JSON.stringify(result));
  return result;
}

describe('SZY206 hostile and odd frames', () => {
  test('wrong head, length, end byte or CRC', () => {
    const good = frame(`B0 ${A} 02 F2`);
    refused(Buffer.concat([Buffer.of(0x67), good.subarray(1)]), 'malformed', /head/);
    refused(good.subarray(0, good.length - 1), 'length', /says 13 bytes/);
    refused(Buffer.concat([good, Buffer.of(0x16)]), 'length', /the frame has 14/);
    refused(Buffer.from('680568B00102030416', 'hex'), 'length', /shorter than C, A and AFN/);
    const badEnd = Buffer.from(good);
    badEnd[badEnd.length - 1] = 0x61;
    refused(badEnd, 'malformed', /end byte/);
    const badCs = Buffer.from(good);
    badCs[badCs.length - 2]! ^= 0x01;
    refused(badCs, 'crc', /CS/);
  });

  test('a frame going the wrong way is malformed', () => {
    refused(codec.encode('410522:00007', { kind: 'pump', action: 'start' }, 'standard', options), 'malformed', /DIR 0/);
    refused(frame(`B0 ${A} 02 F2`), 'malformed', /DIR 1/, codec.decodeDown);
  });

  test('a BCD digit over 9, a station that names no terminal, a value that cannot be', () => {
    refused(frame('B0 4A 05 22 07 00 02 F2'), 'malformed', /region code/);
    refused(frame('B0 41 05 22 00 00 02 F2'), 'malformed', /station number 0/);
    refused(frame('B0 41 05 22 FF FF 02 F2'), 'malformed', /station number 65535/);
    refused(frame(`B8 ${A} C0 56 3A 12 00 00 00 00 00`), 'malformed', /electric energy/);
    refused(frame(`B2 ${A} C0 40 23 01 50 00 00 00 00`), 'malformed', /sign nibble 05H/);
    refused(frame(`B0 ${A} 02 F2 60 30 14 20 00`), 'malformed', /second 60/);
    refused(frame(`B0 ${A} 02 F5`), 'malformed', /F5H is none of/);
  });

  test('a frame too short for its function, or with bytes no time label makes, is malformed', () => {
    refused(frame(`B0 ${A} 02`), 'malformed', /too short for the link code/);
    refused(frame(`B0 ${A} 92`), 'malformed', /too short for the result/);
    refused(frame(`B0 ${A} 55 00 00 00 00 03 00`), 'malformed', /too short for the water left/);
    refused(frame(`B0 ${A} 02 F2 00 00 00`), 'malformed', /3 bytes after the data/);
    refused(frame(`B2 ${A} C0 40 23 01 F0 00 00 10`), 'malformed', /no whole number of values/);
    refused(frame(`B0 ${A} FF`), 'malformed', /user-defined AFN without its code/);
  });

  test('levels above ground and water that flowed back are no readings; the rest of the report still is', () => {
    assert.deepEqual(taken(frame(`B2 ${A} C0 00 10 00 00 00 00 00 00`)).up, [{ kind: 'status', reading: { running: true } }]);
    assert.deepEqual(taken(frame(`B3 ${A} C0 AA AA AA AA AA 01 00 00 00 80 00 00 00 00`)).up, [
      { kind: 'status', reading: { running: true } },
    ]);
    // −0.565 m: 0.57 m below ground (half up, counted in mm: 0.565 × 100 in floating point is 56.49…).
    assert.deepEqual(taken(frame(`B2 ${A} C0 65 05 00 F0 00 00 00 00`)).up, [
      { kind: 'status', reading: { waterLevel: 0.57, running: true } },
    ]);
    // Two level gauges: the first one is the well's.
    assert.deepEqual(taken(frame(`B2 ${A} C0 00 50 00 F0 00 90 00 F0 00 00 00 00`)).up, [
      { kind: 'status', reading: { waterLevel: 5, running: true } },
    ]);
  });

  test('an alarm report naming no parameter (type code 0000B) is its words alone', () => {
    assert.deepEqual(taken(frame(`B0 ${A} 81 00 02 10 00 15 30 14 20 00`)).up, [
      { kind: 'alarm', faults: ['fever'], detail: '温度超限报警', reading: { running: false } },
    ]);
    refused(frame(`B0 ${A} 81 00 02 10 00 99`), 'malformed', /no whole number of values/);
  });

  test('well-formed functions the product does not handle are unsupported; self-reports are still confirmed', () => {
    const address = taken(frame(`B0 ${A} 50 41 05 22 07 00`));
    assert.deepEqual(address.up, [{ kind: 'unsupported', code: 0x50, what: '查询遥测终端、中继站地址' }]);
    assert.equal(address.reply, undefined);
    const manual = taken(frame(`B2 ${A} 82 00 50 00 F0 00 00 00 00`));
    assert.deepEqual(manual.up, [{ kind: 'unsupported', code: 0x82, what: '人工置数' }]);
    assert.deepEqual(manual.reply, frame(`32 ${A} 82 00`));
    const rain = taken(frame(`B1 ${A} C0 12 34 05 00 00 00 00`));
    assert.deepEqual(rain.up, [{ kind: 'unsupported', code: 0xc0, what: '遥测终端自报实时数据（雨量参数）' }]);
    assert.deepEqual(rain.reply, frame(`31 ${A} C0 00`));
    // DIV set: a split frame (DIVS 3), not put together.
    const split = taken(frame(`F0 03 ${A} C0 00`));
    assert.deepEqual(split.up, [{ kind: 'unsupported', code: 0xc0, what: '遥测终端自报实时数据（拆分帧，不拼接）' }]);
    assert.equal(split.reply, undefined);
    assert.deepEqual(taken(frame(`B0 ${A} FF 01 00`)).up, [{ kind: 'unsupported', code: 0xff01, what: '用户自定义功能 FF01H' }]);
  });

  test('what the standard cannot say is not written', () => {
    const s = '410522:00007';
    assert.throws(
      () => codec.encode(s, { kind: 'swipeAnswer', orderNo: '0000000042', ok: true, balanceFen: 0 }, 'standard', options),
      /cannot write swipeAnswer/,
    );
    assert.throws(() => codec.encode(s, { kind: 'blacklist', cardNos: ['C0012345'] }, 'standard', options), /cannot write blacklist/);
    assert.throws(() => codec.encode(s, { kind: 'recharge', cardNo: 'C0012345', amountFen: 100 }, 'standard', options), /not a card/);
    assert.throws(
      () => codec.encode(s, { kind: 'recharge', cardNo: '', amountFen: 0, waterLiters: 1500 }, 'standard', options),
      /whole m³/,
    );
    assert.throws(() => codec.encode(s, { kind: 'pump', action: 'start' }, 'standard', { ...options, password: '12AB' }), /4 digits/);
    assert.throws(() => codec.encode('410522:7', { kind: 'query' }, 'standard', options), /530381:00013/);
    assert.throws(
      () => codec.encodeUp(s, { kind: 'swipe', cardNo: 'C001', orderNo: '1', meterWh: 0, meterLiters: 0 }, 'standard', options),
      /cannot write swipe/,
    );
    assert.throws(
      () => codec.encodeUp(s, { kind: 'status', reading: { waterLevel: 3, meterWh: 10, running: true } }, 'standard', options),
      /one of water level, water meter or energy meter/,
    );
    assert.throws(() => codec.encodeUp(s, { kind: 'alarm', faults: ['leak'], reading: {} }, 'standard', options), /leak/);
    assert.throws(() => codec.encodeUp(s, { kind: 'unsupported', code: 0xc0, what: '' }, 'standard', options), /not unsupported/);
    assert.throws(() => codec.decode(frame(`B0 ${A} 02 F2`), 'no-such-profile'), /no SZY206 profile/);
  });

  test('no bytes make the framer, decode or decodeDown throw: a frame is taken or dropped', () => {
    const afn = fc.constantFrom('02', 'C0', '81', 'B0', '92', '93', '15', '55', '82', 'FF01', 'FF02', 'FF03', 'FF04', 'FF05', 'FF06', 'FF');
    // Frames right in L, CS and address, with any C and any bytes after the AFN: every field reader meets nonsense.
    const wellFramed = fc
      .tuple(fc.integer({ min: 0, max: 255 }), afn, fc.uint8Array({ maxLength: 60 }))
      .map(([c, f, body]) => frame(`${c.toString(16).padStart(2, '0')} ${A} ${f} ${Buffer.from(body).toString('hex')}`));
    const anyBytes = fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b));
    fc.assert(
      fc.property(fc.oneof(wellFramed, anyBytes), (bytes) => {
        for (const profile of ['standard', 'ic-card-v1']) {
          const up = codec.decode(bytes, profile);
          assert.ok(up.ok ? up.up.length === 1 : up.detail.length > 0);
          const down = codec.decodeDown(bytes, profile);
          assert.ok(down.ok || down.detail.length > 0);
        }
        const out = codec.framer().push(bytes);
        assert.equal(out.reduce((n, o) => n + ('frame' in o ? o.frame.length : o.bytes), 0) <= bytes.length, true);
      }),
      { numRuns: 3000 },
    );
  });

  test('the password is written as typed; none is 0000', () => {
    const s = '410522:00007';
    const { password: _, ...withoutPassword } = options;
    assert.equal(codec.encode(s, { kind: 'pump', action: 'start' }, 'standard', options).subarray(11, 13).toString('hex'), '1234');
    assert.equal(codec.encode(s, { kind: 'pump', action: 'start' }, 'standard', withoutPassword).subarray(11, 13).toString('hex'), '0000');
  });
});
