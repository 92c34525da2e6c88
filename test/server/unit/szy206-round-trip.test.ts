import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { FieldCommand, FieldReading, FieldUp } from '../../../server/devices/field/field-message';
import { szy206Codec as codec } from '../../../server/devices/field/szy206';
import { afnName } from '../../../server/devices/field/szy206/afn-names';

/** What each profile's frames carry: a generated message, as decoding it must give it back. */
const station = fc
  .tuple(fc.integer({ min: 10_000, max: 999_999 }), fc.integer({ min: 1, max: 65_534 }))
  .map(([region, n]) => `${String(region).padStart(6, '0')}:${String(n).padStart(5, '0')}`);
const options = fc.record(
  {
    serial: fc.nat(),
    now: fc.date({ min: new Date('2001-01-01'), max: new Date('2098-12-31'), noInvalidDate: true }),
    password: fc.stringMatching(/^\d{4}$/),
  },
  { requiredKeys: ['serial', 'now'] },
);
/** Whole seconds in 2000–2099, China time: what a 7-byte time label holds. */
const instant = fc.integer({ min: Date.UTC(2000, 0, 1) / 1000, max: Date.UTC(2099, 11, 31) / 1000 - 86_400 }).map((s) => s * 1000);
const cardNo = fc.stringMatching(/^[A-Za-z0-9]{4,32}$/);
const orderNo = fc.integer({ min: 0, max: 2 ** 32 - 1 }).map((n) => String(n).padStart(10, '0'));
const meter = fc.integer({ min: 0, max: 2 ** 40 - 2 });
const fen = fc.integer({ min: 0, max: 2 ** 32 - 1 });

/** A report holds one kind of value (or none) and always says whether the pump runs. */
const reading: fc.Arbitrary<FieldReading> = fc.oneof(
  fc.record({ running: fc.boolean() }),
  fc.record({ running: fc.boolean(), waterLevel: fc.integer({ min: 0, max: 50_000 }).map((cm) => cm / 100) }),
  fc.record({ running: fc.boolean(), meterLiters: fc.integer({ min: 0, max: 7_999_999_999 }).map((m3) => m3 * 1000) }),
  fc.record({ running: fc.boolean(), meterWh: fc.integer({ min: 0, max: 99_999_999 }).map((h) => h * 10) }),
);
const at = fc.option(instant, { nil: undefined });
const faults = fc.uniqueArray(fc.constantFrom('no_power' as const, 'fever' as const, 'other' as const), { minLength: 1 });

const standardUps: fc.Arbitrary<FieldUp>[] = [
  fc.record({ kind: fc.constant('link' as const), link: fc.constantFrom('login' as const, 'logout' as const, 'heartbeat' as const) }),
  fc.record({ kind: fc.constant('status' as const), at, reading }),
  fc.record({ kind: fc.constant('alarm' as const), at, faults, reading }),
  fc.record({
    kind: fc.constant('ack' as const),
    command: fc.constant('pump' as const),
    ok: fc.boolean(),
    action: fc.constantFrom('start' as const, 'stop' as const),
  }),
  fc.record({ kind: fc.constant('ack' as const), command: fc.constant('recharge' as const), ok: fc.constant(true) }),
  fc.record({
    kind: fc.constant('remaining' as const),
    waterLiters: fc.integer({ min: -7_999_999_999, max: 7_999_999_999 }).map((m3) => m3 * 1000),
  }),
  fc.record({
    kind: fc.constant('unsupported' as const),
    code: fc.constantFrom(0x50, 0x51, 0x5e, 0x82, 0x84, 0xb1),
    what: fc.constant(''),
  }),
];
const record = fc.record({
  recordNo: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
  cardNo,
  startedAt: instant,
  endedAt: instant,
  startWh: meter,
  endWh: meter,
  startLiters: meter,
  endLiters: meter,
  amountFen: fen,
  balanceBeforeFen: fen,
  balanceAfterFen: fen,
});
const icCardUps: fc.Arbitrary<FieldUp>[] = [
  ...standardUps,
  fc.record({ kind: fc.constant('swipe' as const), at, cardNo, orderNo, meterWh: meter, meterLiters: meter }),
  fc.record({ kind: fc.constant('stop' as const), at, orderNo, meterWh: meter, meterLiters: meter }),
  fc.record({ kind: fc.constant('ack' as const), command: fc.constantFrom('blacklist' as const, 'recharge' as const), ok: fc.boolean() }),
  fc.record({ kind: fc.constant('records' as const), records: fc.array(record, { minLength: 1, maxLength: 3 }) }),
  fc.record({ kind: fc.constant('remaining' as const), cardNo, balanceFen: fen, waterLiters: fc.option(meter, { nil: undefined }) }),
];

const standardCommands: fc.Arbitrary<FieldCommand>[] = [
  fc.record({ kind: fc.constant('pump' as const), action: fc.constantFrom('start' as const, 'stop' as const) }),
  fc.constant({ kind: 'query' as const }),
  fc.record({
    kind: fc.constant('recharge' as const),
    cardNo: fc.constant(''),
    amountFen: fc.constant(0),
    waterLiters: fc.integer({ min: 0, max: 99_999_999 }).map((m3) => m3 * 1000),
  }),
];
const message = fc.string({ unit: fc.constantFrom(...'该卡已挂失，余额不足请充值 ABC123!'), minLength: 1, maxLength: 30 });
const icCardCommands: fc.Arbitrary<FieldCommand>[] = [
  ...standardCommands,
  fc.record({ kind: fc.constant('recharge' as const), cardNo, amountFen: fen, waterLiters: fc.option(meter, { nil: undefined }) }),
  fc.record({
    kind: fc.constant('swipeAnswer' as const),
    orderNo,
    ok: fc.boolean(),
    balanceFen: fen,
    message: fc.option(message, { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('blacklist' as const), cardNos: fc.array(cardNo, { minLength: 1, maxLength: 6 }) }),
  fc.record({
    kind: fc.constant('recordsAck' as const),
    recordNo: fc.integer({ min: 1, max: 2 ** 32 - 1 }),
    lastRecordNo: fc.integer({ min: 1, max: 2 ** 32 - 1 }),
  }),
];

/** A plain copy without the keys whose value is undefined, as a decoder never writes them (fast-check's records have no prototype). */
const defined = <T extends object>(o: T) => JSON.parse(JSON.stringify(o)) as T;
const byName = (a: string, b: string) => (a < b ? -1 : 1);

/**
 * What the frame carries of `up`: the standard's time labels have no date, ic-card-v1's give the
 * report's time or else the sending time (whole seconds); faults come back with their bits'
 * names, refusals with the terminal's reason.
 */
function carried(up: FieldUp, profile: string, now: Date): FieldUp {
  const u = defined(up);
  if (u.kind === 'status' || u.kind === 'alarm' || u.kind === 'swipe' || u.kind === 'stop') {
    if (profile === 'standard') delete u.at;
    else u.at ??= Math.floor(now.getTime() / 1000) * 1000;
  }
  if (u.kind === 'alarm') return { ...u, faults: [...u.faults].sort(byName), detail: '' };
  if (u.kind === 'ack' && !u.ok) return { ...u, reason: { pump: '终端未执行' }[u.command as string] ?? '控制器拒绝' };
  if (u.kind === 'unsupported') return { ...u, what: afnName(u.code) };
  return u;
}
const normal = (up: FieldUp): FieldUp => (up.kind === 'alarm' ? { ...up, faults: [...up.faults].sort(byName), detail: '' } : up);

describe('SZY206 round trips', () => {
  for (const [profile, ups, commands] of [
    ['standard', standardUps, standardCommands],
    ['ic-card-v1', icCardUps, icCardCommands],
  ] as const) {
    test(`${profile}: decode(encodeUp(x)) is x, as far as the frame carries it`, () => {
      fc.assert(
        fc.property(station, fc.oneof(...ups), options, (s, up, o) => {
          const result = codec.decode(codec.encodeUp(s, up, profile, o), profile);
          assert.ok(result.ok, JSON.stringify(result));
          assert.equal(result.station, s);
          assert.deepEqual(result.up.map(normal), [carried(up, profile, o.now)]);
        }),
        { numRuns: 500 },
      );
    });

    test(`${profile}: decodeDown(encode(c)) is c`, () => {
      fc.assert(
        fc.property(station, fc.oneof(...commands), options, (s, command, o) => {
          const result = codec.decodeDown(codec.encode(s, command, profile, o), profile);
          assert.ok(result.ok, JSON.stringify(result));
          assert.equal(result.station, s);
          assert.deepEqual(result.command, defined(command));
        }),
        { numRuns: 300 },
      );
    });
  }
});
