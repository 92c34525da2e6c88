import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FIELD_CODECS } from '../../../server/devices/field/field-codecs';
import type { FieldProtocol, FieldReading } from '../../../server/devices/field/field-message';
import {
  controllerOrderNos,
  DTU_FAULTS,
  dtuDown,
  dtuSwipes,
  dtuUps,
  type DtuSettings,
} from '../../../server/devices/simulator/dtu-messages';

/** What the simulated pump says (server/docs/devices.md, "Simulator") as each protocol's frames, read back as the gateway reads them. */
const AT = Date.UTC(2026, 4, 1, 0, 30);
const STATUS = {
  seq: 1,
  ts: AT,
  sig: 21.5,
  waterLevel: 33.27,
  running: true,
  current: 31.2,
  voltage: 381.4,
  meterWh: 1_234_567,
  meterLiters: 7_654_321,
};
const STATIONS: Record<FieldProtocol, string> = { szy206: '530381:00013', sl651: '0041052207' };

function roundTrip(
  settings: DtuSettings,
  kind: Parameters<typeof dtuUps>[1],
  body: Record<string, unknown>,
  meters = false,
  action?: 'start' | 'stop',
) {
  const codec = FIELD_CODECS[settings.protocol]!;
  return dtuUps(settings, kind, body, { at: AT, meters, pumpRunning: true, ...(action ? { action } : {}) }).flatMap((up) => {
    const frame = codec.encodeUp(settings.station, up, settings.profile, { serial: 9, now: new Date(AT), password: '1234' });
    const decoded = codec.decode(frame, settings.profile);
    assert.ok(decoded.ok, decoded.ok ? '' : decoded.detail);
    return decoded.up;
  });
}

for (const protocol of ['szy206', 'sl651'] as const) {
  for (const profile of ['standard', 'ic-card-v1']) {
    const settings: DtuSettings = { protocol, profile, station: STATIONS[protocol], password: '1234', registration: { kind: 'frame' } };
    describe(`the simulated pump over ${protocol} ${profile}`, () => {
      test('a status report carries the level and the pump state, and what else the profile has', () => {
        const [status, ...rest] = roundTrip(settings, 'status', STATUS);
        assert.equal(status?.kind, 'status');
        const reading = (status as { reading: FieldReading }).reading;
        assert.deepEqual([reading.waterLevel, reading.running], [33.27, true]);
        assert.equal(rest.length, 0, 'one frame without the meters');
        const full = protocol === 'sl651' && profile === 'ic-card-v1';
        assert.equal(reading.meterWh, full ? 1_234_567 : undefined);
        assert.equal(reading.voltage, protocol === 'sl651' ? 381.4 : undefined);
      });

      test('every fault it picks is one the alarm word has', () => {
        for (const fault of DTU_FAULTS[protocol]) {
          const ups = roundTrip(settings, 'event', { fault, detail: '模拟设备上报' });
          assert.ok(
            ups.some((u) => u.kind === 'alarm' && u.faults.includes(fault)),
            `${fault}: ${JSON.stringify(ups)}`,
          );
        }
      });

      test("a pump command's answer is the protocol's", () => {
        const ups = roundTrip(settings, 'ack', { cmdId: 3, ok: true }, false, 'stop');
        if (protocol === 'szy206') assert.deepEqual(ups, [{ kind: 'ack', command: 'pump', ok: true, action: 'stop' }]);
        // 4CH: the ack of a relayed command and the pump's state
        else assert.ok(ups.some((u) => u.kind === 'ack' && u.ok) && ups.some((u) => u.kind === 'status' && u.reading.running === true));
      });

      if (dtuSwipes(settings))
        test("a swipe and a stop carry the controller's order number and the meters", () => {
          const orderNo = controllerOrderNos(AT)();
          const [swipe] = roundTrip(settings, 'swipe', { cardNo: 'C0012345', orderNo, meterWh: 1_000_000, meterLiters: 5_000_000 });
          assert.deepEqual(swipe && swipe.kind === 'swipe' && [swipe.cardNo, swipe.orderNo, swipe.meterWh], [
            'C0012345',
            orderNo,
            1_000_000,
          ]);
          const [stop] = roundTrip(settings, 'stop', { orderNo, meterWh: 1_000_500, meterLiters: 5_010_000 });
          assert.deepEqual(stop && stop.kind === 'stop' && [stop.orderNo, stop.meterLiters], [orderNo, 5_010_000]);
        });
    });
  }
}

test("SZY206's meters come in reports of their own, in whole m³ and tens of Wh, each with the pump's state", () => {
  const settings: DtuSettings = { protocol: 'szy206', profile: 'standard', station: STATIONS.szy206, registration: { kind: 'frame' } };
  const ups = roundTrip(settings, 'status', STATUS, true);
  assert.deepEqual(
    ups.map((u) => u.kind === 'status' && u.reading),
    [
      { waterLevel: 33.27, running: true },
      { meterLiters: 7_654_000, running: true },
      { meterWh: 1_234_560, running: true },
    ],
  );
});

test("the controller's order numbers: ten digits, one more each, from its clock", () => {
  const next = controllerOrderNos(Date.UTC(2026, 0, 1));
  assert.deepEqual([next(), next()], ['1767225601', '1767225602']);
});

test('a centre command to the pump: the MQTT message of its meaning', () => {
  assert.deepEqual(dtuDown({ kind: 'pump', action: 'stop' }, 7), { kind: 'cmd', message: { cmdId: 7, action: 'stop' } });
  assert.deepEqual(dtuDown({ kind: 'swipeAnswer', orderNo: '0000000042', ok: true, balanceFen: 1250 }, 8), {
    kind: 'swipe',
    message: { orderNo: '0000000042', ok: true, balance: 12.5 },
  });
  assert.equal(dtuDown({ kind: 'query' }, 9), null);
});
