import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { szy206Codec as codec } from '../../../server/devices/field/szy206';

const frame = (hex: string) => Buffer.from(hex.replace(/ /g, ''), 'hex');

/** Published frames, from the tests of JetLinks' SZY206 plugin (hm1212/szy206-protocol, Szy206ProtocolApplicationTests.java). */
const PUBLISHED = {
  /** test01: flow report (C B3), 宣威 530381 station 13, flow 5.9, 106182 m³, AC power lost on battery, 5-byte Tp. */
  flowWithTimeLabel: frame('68 1A 68 B3 53 03 81 0D 00 C0 00 59 00 00 00 82 61 10 00 00 01 10 60 00 00 45 08 09 0A 35 16'),
  /** test23 data1 + data2: flow report with no flow meter (AAH), 404000 m³, no time label. */
  volumeOnly: frame('68 15 68 B3 44 06 07 00 01 C0 AA AA AA AA AA 00 40 40 00 00 00 00 01 01 E5 16'),
};

/**
 * Frames written by hand from the layouts of SZY206-2016 (station 410522:00007, sent 2026-05-20
 * 14:30:15 China time, 5-byte time labels); each CS checked with the bitwise CRC of szy206-units.
 */
const BY_HAND = {
  login: frame('68 08 68 B0 41 05 22 07 00 02 F0 89 16'),
  heartbeat: frame('68 08 68 B0 41 05 22 07 00 02 F2 A6 16'),
  /** C B2: water level −12.340 m (12.34 m below the ground base); pump stopped. */
  level: frame('68 14 68 B2 41 05 22 07 00 C0 40 23 01 F0 00 00 10 00 15 30 14 20 00 BC 16'),
  /** C B8: 1234.56 kWh; pump running. */
  energy: frame('68 14 68 B8 41 05 22 07 00 C0 56 34 12 00 00 00 00 00 15 30 14 20 00 55 16'),
  /** 81H with C B3: 25 m³, alarm word D0 (AC power lost), pump stopped. */
  alarm: frame('68 1A 68 B3 41 05 22 07 00 81 AA AA AA AA AA 25 00 00 00 00 01 00 10 00 15 30 14 20 00 C2 16'),
  /** Answer to 92H: AH done, pump 1. */
  pumpStarted: frame('68 08 68 B0 41 05 22 07 00 92 A1 03 16'),
  /** Answer to 55H: last recharge 0, water left −3 m³. */
  remaining: frame('68 10 68 B0 41 05 22 07 00 55 00 00 00 00 03 00 00 00 80 DF 16'),
  /** The centre's 93H: pump 1, password 1234, time label. */
  pumpStop: frame('68 0F 68 30 41 05 22 07 00 93 01 12 34 15 30 14 20 00 0E 16'),
  /** The centre's B0H query of water flow and volume (C 33). */
  query: frame('68 0C 68 33 41 05 22 07 00 B0 15 30 14 20 00 71 16'),
  /** The centre's 15H: recharge 500 m³, password 1234. */
  recharge: frame('68 12 68 30 41 05 22 07 00 15 00 05 00 00 12 34 15 30 14 20 00 2C 16'),
};

const decoded = (bytes: Buffer) => {
  const result = codec.decode(bytes, 'standard');
  assert.ok(result.ok, `refused: ${JSON.stringify(result)}`);
  return result;
};

describe('SZY206 standard frames', () => {
  test('published reports decode to the well status they carry, and are confirmed', () => {
    const a = decoded(PUBLISHED.flowWithTimeLabel);
    assert.equal(a.station, '530381:00013');
    assert.deepEqual(a.up, [{ kind: 'status', reading: { meterLiters: 106_182_000, running: true } }]);
    // The confirm: DIR 0, the same FCB and type code (33), C0H, mode 00H (compatible).
    assert.deepEqual(a.reply, frame('68 08 68 33 53 03 81 0D 00 C0 00 3E 16'));
    const b = decoded(PUBLISHED.volumeOnly);
    assert.equal(b.station, '440607:00256');
    assert.deepEqual(b.up, [{ kind: 'status', reading: { meterLiters: 404_000_000, running: true } }]);
    assert.deepEqual(b.reply, frame('68 08 68 33 44 06 07 00 01 C0 00 24 16'));
  });

  test('link check: login and keep-alive, each answered with its own code', () => {
    assert.deepEqual(decoded(BY_HAND.login).up, [{ kind: 'link', link: 'login' }]);
    assert.deepEqual(decoded(BY_HAND.login).reply, frame('68 08 68 30 41 05 22 07 00 02 F0 CF 16'));
    assert.deepEqual(decoded(BY_HAND.heartbeat).up, [{ kind: 'link', link: 'heartbeat' }]);
    assert.deepEqual(codec.decodeDown(decoded(BY_HAND.heartbeat).reply!, 'standard'), { ok: true, station: '410522:00007', command: null });
  });

  test('reports: water level below ground, energy, an alarm with its fault and reading', () => {
    assert.deepEqual(decoded(BY_HAND.level).up, [{ kind: 'status', reading: { waterLevel: 12.34, running: false } }]);
    assert.deepEqual(decoded(BY_HAND.energy).up, [{ kind: 'status', reading: { meterWh: 1_234_560, running: true } }]);
    const alarm = decoded(BY_HAND.alarm);
    assert.deepEqual(alarm.up, [
      { kind: 'alarm', faults: ['no_power'], detail: '工作交流电停电报警', reading: { meterLiters: 25_000, running: false } },
    ]);
    assert.deepEqual(alarm.reply, frame('68 08 68 33 41 05 22 07 00 81 00 9D 16'));
  });

  test('answers: pump started, water left', () => {
    assert.deepEqual(decoded(BY_HAND.pumpStarted).up, [{ kind: 'ack', command: 'pump', ok: true, action: 'start' }]);
    assert.equal(decoded(BY_HAND.pumpStarted).reply, undefined);
    // the answer to 93H says a stop: the same data byte under the stop's AFN
    const stopped = frame('68 08 68 B0 41 05 22 07 00 93 A1 8A 16');
    assert.deepEqual(decoded(stopped).up, [{ kind: 'ack', command: 'pump', ok: true, action: 'stop' }]);
    assert.deepEqual(
      codec.encodeUp('410522:00007', { kind: 'ack', command: 'pump', ok: true, action: 'stop' }, 'standard', {
        serial: 1,
        now: new Date(),
      }),
      stopped,
    );
    assert.deepEqual(decoded(BY_HAND.remaining).up, [{ kind: 'remaining', waterLiters: -3000 }]);
  });

  test('the encoder writes the centre frames byte for byte', () => {
    const options = { serial: 1, now: new Date('2026-05-20T06:30:15Z'), password: '1234' };
    assert.deepEqual(codec.encode('410522:00007', { kind: 'pump', action: 'stop' }, 'standard', options), BY_HAND.pumpStop);
    assert.deepEqual(codec.encode('410522:00007', { kind: 'query' }, 'standard', options), BY_HAND.query);
    assert.deepEqual(
      codec.encode('410522:00007', { kind: 'recharge', cardNo: '', amountFen: 0, waterLiters: 500_000 }, 'standard', options),
      BY_HAND.recharge,
    );
    assert.deepEqual(codec.decodeDown(BY_HAND.pumpStop, 'standard'), {
      ok: true,
      station: '410522:00007',
      command: { kind: 'pump', action: 'stop' },
    });
  });

  test('every single bit flipped in every frame is refused', () => {
    const up = [...Object.values(PUBLISHED), ...Object.values(BY_HAND).slice(0, 7)];
    const down = Object.values(BY_HAND).slice(7);
    for (const [frames, read] of [
      [up, (b: Buffer) => codec.decode(b, 'standard')],
      [down, (b: Buffer) => codec.decodeDown(b, 'standard')],
    ] as const) {
      for (const good of frames) {
        assert.ok(read(good).ok);
        for (let bit = 0; bit < good.length * 8; bit++) {
          const bad = Buffer.from(good);
          bad[bit >> 3]! ^= 0x80 >> (bit & 7);
          const result = read(bad);
          assert.equal(result.ok, false, `${good.toString('hex')} with bit ${bit} flipped was taken`);
          assert.ok(!result.ok && ['crc', 'length', 'malformed'].includes(result.drop));
        }
      }
    }
  });
});
