import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { DecodeResult } from '../../../server/devices/field/field-message';
import { sl651Codec } from '../../../server/devices/field/sl651';
import { SAMPLES, bytes, chinaTime, reframe } from './sl651-samples';

const decode = (frame: Buffer | string, profile = 'standard') =>
  sl651Codec.decode(typeof frame === 'string' ? bytes(frame) : frame, profile);
const hexOf = (b: Buffer | undefined) => b?.toString('hex').toUpperCase();

function said(result: DecodeResult) {
  assert.ok(result.ok, result.ok ? '' : `${result.drop}: ${result.detail}`);
  return result;
}
function refused(result: DecodeResult) {
  assert.ok(!result.ok, 'decoded what should be refused');
  return result;
}

describe('SL 651 decode: published frames', () => {
  test('2FH keep-alive: a heartbeat, no answer (6.6.4.2)', () => {
    for (const frame of [SAMPLES.keepAlive, SAMPLES.keepAlive2]) {
      const r = said(decode(frame));
      assert.deepEqual(r.up, [{ kind: 'link', link: 'heartbeat' }]);
      assert.equal(r.reply, undefined);
    }
    assert.equal(said(decode(SAMPLES.keepAlive)).station, '0012345678');
    assert.equal(said(decode(SAMPLES.keepAlive2)).station, '9876543210');
  });

  test('30H and 32H reports: a status at the observation time; the answer is the published one, byte for byte', () => {
    const t = said(decode(SAMPLES.test));
    assert.deepEqual(t.up, [{ kind: 'status', at: chinaTime(2059, 10, 11, 15, 49), reading: { voltage: 11.2 } }]);
    assert.equal(hexOf(t.reply), SAMPLES.testAnswer);
    assert.equal(t.password, '1234');
    const timed = said(decode(SAMPLES.timed));
    assert.deepEqual(timed.up, [{ kind: 'status', at: chinaTime(2017, 7, 18, 11, 0), reading: { voltage: 11 } }]);
    assert.equal(hexOf(timed.reply), SAMPLES.timedAnswer);
    assert.equal(timed.password, '03E8');
    const regular = said(decode(SAMPLES.regular));
    assert.deepEqual(regular.up, [{ kind: 'status', at: chinaTime(2020, 7, 24, 17, 23), reading: { voltage: 12.7 } }]);
    assert.equal(regular.password, 'A000');
  });

  test('33H added and 34H hourly reports are confirmed; the hourly one is read past its HEX elements to its latest time', () => {
    const added = said(decode(SAMPLES.added));
    assert.deepEqual(added.up, [{ kind: 'status', at: chinaTime(2017, 7, 18, 10, 22), reading: { voltage: 11 } }]);
    assert.equal(hexOf(added.reply), '7E7E00112233440503E83380080200261707181022021B47F8');
    const hourly = said(decode(SAMPLES.hourly));
    assert.deepEqual(hourly.up, [{ kind: 'status', at: chinaTime(2017, 7, 18, 11, 0), reading: { voltage: 11 } }]);
    assert.ok(hourly.reply);
  });

  test('the answers to 37H and 44H are statuses and are not confirmed; 44H gives phase A', () => {
    const realTime = said(decode(SAMPLES.realTime));
    assert.deepEqual(realTime.up, [{ kind: 'status', at: chinaTime(2059, 10, 11, 16, 14), reading: { voltage: 11.1 } }]);
    assert.equal(realTime.reply, undefined);
    const pump = said(decode(SAMPLES.pumpData));
    assert.deepEqual(pump.up, [{ kind: 'status', at: chinaTime(2017, 7, 18, 10, 5), reading: { voltage: 2200.3, current: 2200.3 } }]);
    assert.equal(pump.reply, undefined);
  });

  test('46H status word: the pump stands; an open door is no fault', () => {
    const r = said(decode(SAMPLES.status));
    assert.deepEqual(r.up, [{ kind: 'status', at: chinaTime(2017, 7, 18, 10, 20, 8), reading: { running: false } }]);
    assert.equal(r.reply, undefined);
  });

  test('a well-formed function the product does not handle is unsupported, unanswered', () => {
    const r = said(decode(SAMPLES.initStorage));
    assert.deepEqual(r.up, [{ kind: 'unsupported', code: 0x47, what: '初始化固态存储数据' }]);
    assert.equal(r.reply, undefined);
  });
});

describe('SL 651 decode: one bit changed anywhere', () => {
  test('every bit of every published frame, flipped alone, is refused by the CRC', () => {
    for (const [name, hex] of Object.entries(SAMPLES)) {
      const good = bytes(hex);
      for (let bit = 0; bit < good.length * 8; bit++) {
        const bad = Buffer.from(good);
        bad[bit >> 3] = bad[bit >> 3]! ^ (1 << (bit & 7));
        const r = decode(bad);
        assert.ok(!r.ok && r.drop === 'crc', `${name}, bit ${bit}: ${r.ok ? 'decoded' : r.drop}`);
      }
    }
  });

  test('through the framer too: a flipped bit never comes out as a frame that decodes', () => {
    const good = bytes(SAMPLES.timed);
    for (let bit = 0; bit < good.length * 8; bit++) {
      const bad = Buffer.from(good);
      bad[bit >> 3] = bad[bit >> 3]! ^ (1 << (bit & 7));
      const cuts = sl651Codec.framer().push(bad);
      for (const cut of cuts) if ('frame' in cut) assert.equal(decode(cut.frame).ok, false, `bit ${bit}`);
    }
  });
});

describe('SL 651 decode: what a station must not send', () => {
  test("a down frame from a station, or a centre's end byte, is malformed", () => {
    assert.match(refused(decode(SAMPLES.timedAnswer)).detail, /down/);
    const enq = refused(decode(reframe(SAMPLES.timed, (h) => void (h[h.length - 1] = 0x05))));
    assert.equal(enq.drop, 'malformed');
    assert.match(enq.detail, /ETX or ETB/);
  });

  test('a BCD digit over 9 in the send time, the observation time or a value is malformed', () => {
    const at = (offset: number) => reframe(SAMPLES.timed, (h) => void (h[offset] = 0x1a));
    // body from 14: serial 14–15, send time 16–21; F1F1 22–23, address 24–28, category 29, F0F0 30–31, time 32–36, first element 37
    for (const [offset, what] of [
      [17, /send time/],
      [33, /observation time/],
      [40, /element 20|not a BCD/],
    ] as const) {
      const r = refused(decode(at(offset)));
      assert.equal(r.drop, 'malformed');
      assert.match(r.detail, what);
    }
    const noDate = refused(decode(reframe(SAMPLES.timed, (h) => void (h[17] = 0x13))));
    assert.match(noDate.detail, /no such date/);
  });

  test('a body shorter than its fields is malformed', () => {
    const cut = (keep: number) =>
      reframe(SAMPLES.timed, (h) => {
        const head = Buffer.concat([h.subarray(0, 14 + keep), Buffer.of(0x03)]);
        head.writeUInt16BE(keep, 11);
        return head;
      });
    for (const keep of [1, 7, 12, 20, 22, 25, 40]) assert.equal(refused(decode(cut(keep))).drop, 'malformed', `${keep} bytes`);
    assert.match(refused(decode(cut(20))).detail, /observation time/);
  });

  test('a body naming another station than the header, or a second station, is malformed', () => {
    const other = refused(decode(reframe(SAMPLES.timed, (h) => void (h[28] = 0x45))));
    assert.match(other.detail, /station 0011223345/);
    const second = reframe(SAMPLES.timed, (h) => {
      const extra = bytes('F1F10011223344');
      const head = Buffer.concat([h.subarray(0, h.length - 1), extra, h.subarray(h.length - 1)]);
      head.writeUInt16BE(h.readUInt16BE(11) + extra.length, 11);
      return head;
    });
    assert.match(refused(decode(second)).detail, /second station/);
  });
});

describe('SL 651 decode: the rest of the standard', () => {
  test('an ETB frame (more to come) is answered ACK, an ETX one ESC', () => {
    const etb = said(decode(reframe(SAMPLES.timed, (h) => void (h[h.length - 1] = 0x17))));
    assert.equal(etb.reply?.at(-3), 0x06);
    assert.equal(said(decode(SAMPLES.timed)).reply?.at(-3), 0x1b);
  });

  test('a multi-packet (SYN) frame is unsupported and unanswered', () => {
    const syn = reframe(SAMPLES.timed, (h) => void (h[13] = 0x16));
    const r = said(decode(syn));
    assert.deepEqual(r.up, [{ kind: 'unsupported', code: 0x32, what: '多包传输 (M3) 遥测站定时报' }]);
    assert.equal(r.reply, undefined);
  });

  test('reports of the M2 list not handled (31H, 35H) are confirmed anyway; others and the user-defined range are not', () => {
    const as = (fn: number) => said(decode(reframe(SAMPLES.keepAlive, (h) => void (h[10] = fn))));
    assert.deepEqual(as(0x31).up, [{ kind: 'unsupported', code: 0x31, what: '均匀时段水文信息报' }]);
    assert.ok(as(0x31).reply);
    assert.ok(as(0x35).reply);
    assert.equal(as(0x51).reply, undefined);
    assert.deepEqual(as(0xe0).up, [{ kind: 'unsupported', code: 0xe0, what: '用户自定义扩展功能码' }]);
    assert.deepEqual(as(0x10).up, [{ kind: 'unsupported', code: 0x10, what: '保留功能码' }]);
  });

  test("4CH: an ack of the pump command and the pump's state, confirmed", () => {
    const frame = reframe(SAMPLES.status, (h) => {
      const head = Buffer.concat([h.subarray(0, 29), bytes('0101'), Buffer.of(0x03)]);
      head[10] = 0x4c;
      head.writeUInt16BE(17, 11);
      return head;
    });
    const r = said(decode(frame));
    assert.deepEqual(r.up, [
      { kind: 'ack', command: 'pump', ok: true, serial: 0x23 },
      { kind: 'status', at: chinaTime(2017, 7, 18, 10, 20, 8), reading: { running: true } },
    ]);
    assert.equal(r.reply?.[10], 0x4c);
    assert.equal(r.reply?.length, 25);
  });

  test('status word alarm bits are faults (table 58); a groundwater depth of 444 m is a dry well', () => {
    const withWord = (word: string) => reframe(SAMPLES.status, (h) => void h.write(word, 31, 'hex'));
    const r = said(decode(withWord('00000903')));
    assert.deepEqual(r.up, [
      {
        kind: 'alarm',
        at: chinaTime(2017, 7, 18, 10, 20, 8),
        faults: ['no_power', 'other', 'run_error', 'other'].filter((f, i, all) => all.indexOf(f) === i),
        detail: '交流电停电、蓄电池电压低、存储器异常、剩余水量超限',
        reading: { running: true },
      },
    ]);
    // 0E 1A 044400: 444.00 m
    const dry = reframe(SAMPLES.timed, (h) => {
      const el = bytes('0E1A044400');
      const head = Buffer.concat([h.subarray(0, h.length - 1), el, h.subarray(h.length - 1)]);
      head.writeUInt16BE(h.readUInt16BE(11) + el.length, 11);
      return head;
    });
    const alarm = said(decode(dry)).up[0];
    assert.equal(alarm?.kind, 'alarm');
    assert.deepEqual(alarm?.kind === 'alarm' && [alarm.faults, alarm.detail, alarm.reading.waterLevel], [
      ['no_water'],
      '监测井干涸',
      undefined,
    ]);
  });

  test('groundwater depth, phase A over the supply voltage, negative values and user-defined elements', () => {
    const report = (elements: string, profile = 'standard') =>
      said(
        decode(
          reframe(SAMPLES.timed, (h) => {
            const el = bytes(elements);
            const head = Buffer.concat([h.subarray(0, 37), el, h.subarray(h.length - 1)]);
            head.writeUInt16BE(37 - 14 + el.length, 11);
            return head;
          }),
          profile,
        ),
      ).up[0];
    // 0E 1A 001234: 12.34 m; 38 12 1268: 12.68 V (ignored: 70H given); 70 11 2205: 220.5 V; 73 11 0123: 12.3 A
    assert.deepEqual(report('0E1A001234' + '38121268' + '70112205' + '73110123'), {
      kind: 'status',
      at: chinaTime(2017, 7, 18, 11, 0),
      reading: { waterLevel: 12.34, voltage: 220.5, current: 12.3 },
    });
    // 0E 1A FF0123: -1.23 m, FF before the digits (6.6.3.3)
    assert.deepEqual(report('0E1AFF0123'), { kind: 'status', at: chinaTime(2017, 7, 18, 11, 0), reading: { waterLevel: -1.23 } });
    // FF01 (water, m³), FF02 (energy, kWh), FF03 (signal): nothing in the standard profile, read by ic-card-v1
    // FF01 3B: 7 bytes, 3 decimals, 12 345.678 m³; FF02 32: 6 bytes, 2 decimals, 12.34 kWh; FF03 11: 123.4
    const extended = 'FF013B00000012345678' + 'FF0232000000001234' + 'FF03111234';
    assert.deepEqual(report(extended), { kind: 'status', at: chinaTime(2017, 7, 18, 11, 0), reading: {} });
    assert.deepEqual(report(extended, 'ic-card-v1'), {
      kind: 'status',
      at: chinaTime(2017, 7, 18, 11, 0),
      reading: { meterLiters: 12_345_678, meterWh: 12_340, sig: 123.4 },
    });
  });
});
