import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { FieldCommand, FieldReading, FieldUp, FrameOptions } from '../../../server/devices/field/field-message';
import { sl651Codec } from '../../../server/devices/field/sl651';
import type { FAULT_TYPES } from '../../../src/api/contract/fields';
import { chinaTime } from './sl651-samples';

type Fault = (typeof FAULT_TYPES)[number];

/*
 * The station's side and the centre's agree: decode(encodeUp(x)) says x, decodeDown(encode(c)) is c,
 * for everything a profile can carry, and each such frame passes the framer whole.
 */

const FROM = chinaTime(2000, 1, 1, 0, 0);
const TO = chinaTime(2099, 12, 31, 23, 59);
const second = fc.integer({ min: FROM / 1000, max: TO / 1000 }).map((s) => s * 1000);
const minute = fc.integer({ min: FROM / 60_000, max: TO / 60_000 }).map((m) => m * 60_000);
const tenths = (max: number) => fc.integer({ min: 0, max: max * 10 }).map((n) => n / 10);
const station = fc.stringMatching(/^[0-9A-F]{10}$/);
const options = fc.record({
  password: fc.option(fc.stringMatching(/^[0-9A-F]{4}$/), { nil: undefined }),
  serial: fc.integer({ min: 0, max: 0xffff }),
  now: second.map((ms) => new Date(ms)),
});
const number = fc.stringMatching(/^[A-Za-z0-9]{4,32}$/);
const text = fc.string({ minLength: 1, maxLength: 20, unit: 'grapheme' }).filter((t) => Buffer.byteLength(t) <= 60);
const meter = fc.integer({ min: 0, max: 999_999_999_999 });
const fen = fc.integer({ min: 0, max: 99_999_999 });

function reading(meters: boolean): fc.Arbitrary<FieldReading> {
  return fc.record(
    {
      waterLevel: fc
        .integer({ min: 0, max: 50_000 })
        .filter((n) => n !== 44_400)
        .map((n) => n / 100),
      running: fc.boolean(),
      current: tenths(1000),
      voltage: tenths(1000),
      ...(meters && { sig: tenths(31), meterWh: meter, meterLiters: meter }),
    },
    { requiredKeys: [] },
  );
}

const WORD_FAULTS = ['no_power', 'run_error', 'other'] as const;

function ups(vendor: boolean): fc.Arbitrary<FieldUp> {
  const common: fc.Arbitrary<FieldUp>[] = [
    fc.constant({ kind: 'link', link: 'heartbeat' } as const),
    fc.record({ kind: fc.constant('status' as const), at: minute, reading: reading(vendor) }),
    fc.record({ kind: fc.constant('status' as const), at: second, reading: fc.record({ running: fc.boolean() }) }),
    // an alarm in the status word says whether the pump runs; a dry well has no level
    fc.record({
      kind: fc.constant('alarm' as const),
      at: minute,
      faults: fc.uniqueArray(fc.constantFrom(...WORD_FAULTS), { minLength: 1 }),
      reading: fc.tuple(reading(vendor), fc.boolean()).map(([r, running]) => ({ ...r, running })),
    }),
    fc.record({
      kind: fc.constant('alarm' as const),
      at: minute,
      faults: fc.constant<Fault[]>(['no_water']),
      reading: reading(vendor).map(({ waterLevel: _, running: __, ...r }) => r),
    }),
    fc.record({
      kind: fc.constant('unsupported' as const),
      code: fc.constantFrom(0x31, 0x35, 0x40, 0x51, 0x10, ...(vendor ? [0xe6, 0xef] : [0xe0])),
      what: fc.constant(''),
    }),
  ];
  if (!vendor) return fc.oneof(...common);
  const offlineRecord = fc.record({
    recordNo: fc.integer({ min: 0, max: 0xffffffff }),
    cardNo: number,
    startedAt: second,
    endedAt: second,
    startWh: meter,
    endWh: meter,
    startLiters: meter,
    endLiters: meter,
    amountFen: fen,
    balanceBeforeFen: fen,
    balanceAfterFen: fen,
  });
  return fc.oneof(
    ...common,
    fc.record({ kind: fc.constant('swipe' as const), at: second, cardNo: number, orderNo: number, meterWh: meter, meterLiters: meter }),
    fc.record({ kind: fc.constant('stop' as const), at: second, orderNo: number, meterWh: meter, meterLiters: meter }),
    fc.record({ kind: fc.constant('records' as const), records: fc.array(offlineRecord, { maxLength: 11 }) }),
    fc.record({ kind: fc.constant('remaining' as const), cardNo: number, waterLiters: meter, balanceFen: fen }, { requiredKeys: ['kind'] }),
    fc.record(
      {
        kind: fc.constant('ack' as const),
        command: fc.constantFrom('blacklist' as const, 'recharge' as const),
        ok: fc.boolean(),
        serial: fc.integer({ min: 0, max: 0xffff }),
        reason: text,
      },
      { requiredKeys: ['kind', 'command', 'ok', 'serial'] },
    ),
  );
}

function commands(vendor: boolean): fc.Arbitrary<FieldCommand> {
  const common: fc.Arbitrary<FieldCommand>[] = [
    fc.record({ kind: fc.constant('pump' as const), action: fc.constantFrom('start' as const, 'stop' as const) }),
    fc.constant({ kind: 'query' } as const),
  ];
  if (!vendor) return fc.oneof(...common);
  return fc.oneof(
    ...common,
    fc.record(
      { kind: fc.constant('recharge' as const), cardNo: number, amountFen: fen, waterLiters: meter },
      { requiredKeys: ['kind', 'cardNo', 'amountFen'] },
    ),
    fc.record(
      {
        kind: fc.constant('swipeAnswer' as const),
        orderNo: number,
        ok: fc.boolean(),
        balanceFen: fc.integer({ min: -99_999_999, max: 99_999_999 }),
        message: text,
      },
      { requiredKeys: ['kind', 'orderNo', 'ok', 'balanceFen'] },
    ),
    fc.record({ kind: fc.constant('blacklist' as const), cardNos: fc.array(number, { maxLength: 20 }) }),
    fc.record({
      kind: fc.constant('recordsAck' as const),
      recordNo: fc.integer({ min: 1, max: 2 ** 32 - 1 }),
      lastRecordNo: fc.integer({ min: 1, max: 2 ** 32 - 1 }),
    }),
  );
}

/** What decoding gives back for `up`: the derived parts left out (an unsupported code's name, an alarm's detail). */
function comparable(up: FieldUp): unknown {
  if (up.kind === 'unsupported') return { kind: up.kind, code: up.code };
  if (up.kind === 'alarm') return { kind: up.kind, at: up.at, faults: [...up.faults].sort(), reading: up.reading };
  return up;
}

function framedOnce(frame: Buffer): void {
  const cuts = sl651Codec.framer().push(frame);
  assert.deepEqual(cuts, [{ frame }]);
}

for (const profile of ['standard', 'ic-card-v1']) {
  const vendor = profile !== 'standard';
  describe(`SL 651 round trip, profile ${profile}`, () => {
    test('decode(encodeUp(x)) says x, from the station and password given, and the frame passes the framer whole', () => {
      fc.assert(
        fc.property(station, ups(vendor), options, (at, generated, opts: FrameOptions) => {
          // a plain object, as the codec gives (fast-check's have no prototype)
          const up = structuredClone(generated);
          const frame = sl651Codec.encodeUp(at, up, profile, opts);
          framedOnce(frame);
          const decoded = sl651Codec.decode(frame, profile);
          assert.ok(decoded.ok, decoded.ok ? '' : decoded.detail);
          assert.equal(decoded.station, at);
          assert.equal(decoded.password, opts.password ?? '0000');
          assert.ok(
            decoded.up.some((said) => isDeepStrictEqual(comparable(said), comparable(up))),
            `${JSON.stringify(up)} came back as ${JSON.stringify(decoded.up)}`,
          );
        }),
        { numRuns: 400 },
      );
    });

    test('decodeDown(encode(c)) is c, with the serial given', () => {
      fc.assert(
        fc.property(station, commands(vendor), options, (at, generated, opts: FrameOptions) => {
          const command = structuredClone(generated);
          const frame = sl651Codec.encode(at, command, profile, opts);
          framedOnce(frame);
          const decoded = sl651Codec.decodeDown(frame, profile);
          assert.ok(decoded.ok, decoded.ok ? '' : decoded.detail);
          assert.deepEqual(decoded, { ok: true, station: at, command, serial: opts.serial });
        }),
        { numRuns: 300 },
      );
    });

    test("the centre's confirmations decode on the station's side as no command", () => {
      const report = sl651Codec.encodeUp('0012345678', { kind: 'status', at: chinaTime(2024, 5, 1, 8, 0), reading: {} }, profile, {
        serial: 7,
        now: new Date(chinaTime(2024, 5, 1, 8, 0, 5)),
      });
      const decoded = sl651Codec.decode(report, profile);
      assert.ok(decoded.ok && decoded.reply);
      assert.deepEqual(sl651Codec.decodeDown(decoded.reply, profile), { ok: true, station: '0012345678', command: null, serial: 7 });
    });
  });
}

describe('SL 651: what the standard profile cannot say', () => {
  const opts = { serial: 1, now: new Date(chinaTime(2024, 5, 1, 8, 0)) };
  const at = '0012345678';
  test('a card recharge, a swipe answer or a blacklist is a clear error', () => {
    assert.throws(
      () => sl651Codec.encode(at, { kind: 'recharge', cardNo: '12345678', amountFen: 100 }, 'standard', opts),
      /no card recharge/,
    );
    assert.throws(
      () => sl651Codec.encode(at, { kind: 'swipeAnswer', orderNo: 'A12345', ok: true, balanceFen: 1 }, 'standard', opts),
      /ic-card-v1/,
    );
    assert.throws(() => sl651Codec.encode(at, { kind: 'blacklist', cardNos: [] }, 'standard', opts), /ic-card-v1/);
  });

  test("neither the signal, the meters nor the vendor's frames", () => {
    assert.throws(
      () => sl651Codec.encodeUp(at, { kind: 'status', reading: { meterLiters: 1 } }, 'standard', opts),
      /no signal or meter totals/,
    );
    assert.throws(
      () => sl651Codec.encodeUp(at, { kind: 'swipe', cardNo: '1234', orderNo: 'A12345', meterWh: 0, meterLiters: 0 }, 'standard', opts),
      /no swipe frame/,
    );
    assert.throws(() => sl651Codec.encodeUp(at, { kind: 'link', link: 'login' }, 'standard', opts), /no login frame/);
    assert.throws(() => sl651Codec.encodeUp(at, { kind: 'ack', command: 'pump', ok: true }, 'standard', opts), /pump's state/);
    assert.throws(
      () => sl651Codec.encodeUp(at, { kind: 'alarm', faults: ['lack_A'], reading: {} }, 'standard', opts),
      /no bit for the fault lack_A/,
    );
  });

  test('an unknown profile is a programming error', () => {
    assert.throws(() => sl651Codec.decode(Buffer.alloc(20), 'ic-card-v9'), /no SL 651 profile "ic-card-v9"/);
  });
});

describe('SL 651 ic-card-v1 limits', () => {
  const opts = { serial: 1, now: new Date(chinaTime(2024, 5, 1, 8, 0)) };
  test("a swipe answer's message is cut to 60 bytes at a character's edge", () => {
    const message = '该卡已挂失，余额已冻结。'.repeat(3);
    const frame = sl651Codec.encode(
      '0012345678',
      { kind: 'swipeAnswer', orderNo: 'A12345', ok: false, balanceFen: -250, message },
      'ic-card-v1',
      opts,
    );
    const decoded = sl651Codec.decodeDown(frame, 'ic-card-v1');
    assert.ok(decoded.ok && decoded.command?.kind === 'swipeAnswer');
    assert.equal(decoded.command.message, message.slice(0, 20));
    assert.equal(decoded.command.balanceFen, -250);
  });

  test('more than 20 cards a blacklist, or records over the frame bound, are refused', () => {
    assert.throws(
      () => sl651Codec.encode('0012345678', { kind: 'blacklist', cardNos: Array(21).fill('12345678') }, 'ic-card-v1', opts),
      /at most 20/,
    );
    const record = {
      recordNo: 1,
      cardNo: 'C'.repeat(32),
      startedAt: 0,
      endedAt: 0,
      startWh: 0,
      endWh: 0,
      startLiters: 0,
      endLiters: 0,
      amountFen: 0,
      balanceBeforeFen: 0,
      balanceAfterFen: 0,
    };
    const now = opts.now.getTime();
    const records = Array.from({ length: 12 }, () => ({ ...record, startedAt: now, endedAt: now }));
    assert.throws(() => sl651Codec.encodeUp('0012345678', { kind: 'records', records }, 'ic-card-v1', opts), /over the 1007/);
  });
});
