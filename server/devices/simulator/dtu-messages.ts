import type { FAULT_TYPES } from '../../../src/api/contract/fields';
import type { UpKind } from '../../../src/api/contract/device/topics';
import type { FieldCommand, FieldProtocol, FieldReading, FieldUp } from '../field/field-message';

type Fault = (typeof FAULT_TYPES)[number];

/** A simulated DTU's settings, as its well's device has them (server/docs/field-gateway.md). */
export interface DtuSettings {
  protocol: FieldProtocol;
  profile: string;
  station: string;
  /** The protocol's password, as the device row keeps it (SL 651 writes it in every frame). */
  password?: string;
  /** What the DTU sends first on each connection: the console's registration string, its IMEI, or the protocol's first frame. */
  registration: { kind: 'string' | 'imei'; value: string } | { kind: 'frame' };
  /** The DTU's own heartbeat packet (hex); none: the protocol's keep-alive frame. */
  heartbeatHex?: string;
  /**
   * The local address it connects from (the bench gives each DTU a loopback address of its own, as
   * real DTUs come from many: the gateway looks at one address's registrations one at a time).
   */
  from?: string;
}

/** The faults a profile's alarm word has a bit for (of those a pump shows): the simulator's odd fault over TCP. */
export const DTU_FAULTS: Readonly<Record<FieldProtocol, readonly Fault[]>> = {
  szy206: ['no_power', 'fever'],
  sl651: ['no_power', 'run_error'],
};

/** Only the vendor profiles ask the centre before pumping on a card (the standards have no swipe). */
export const dtuSwipes = (settings: DtuSettings) => settings.profile !== 'standard';

/**
 * An order number of the controller's own: digits, from its clock's seconds at the start and one
 * more per order, so that a restarted simulator does not repeat one (the server's number of it is
 * `T<device>-<this>`, unique among all orders). Ten digits: what SZY206's vendor frame writes back.
 */
export const controllerOrderNos = (startMs: number) => {
  let next = Math.floor(startMs / 1000);
  return () => String((next += 1) % 1e10).padStart(10, '0');
};

/**
 * A status report as the protocol's frames can carry it: SZY206 one value a report (the water
 * level with the pump's state each time; the meters, counted in whole m³ and tens of Wh, now and
 * then, `meters`); SL 651's standard profile no signal and no meter totals, its vendor profile all.
 */
function statusUps(settings: DtuSettings, body: Record<string, unknown>, at: number, meters: boolean): FieldUp[] {
  const r = body as Required<FieldReading>;
  if (settings.protocol === 'szy206') {
    const ups: FieldUp[] = [{ kind: 'status', at, reading: { waterLevel: r.waterLevel, running: r.running } }];
    if (meters) {
      // each report's status word says the pump's state too
      ups.push({ kind: 'status', at, reading: { meterLiters: Math.floor(r.meterLiters / 1000) * 1000, running: r.running } });
      ups.push({ kind: 'status', at, reading: { meterWh: Math.floor(r.meterWh / 10) * 10, running: r.running } });
    }
    return ups;
  }
  const reading: FieldReading = { waterLevel: r.waterLevel, running: r.running, current: r.current, voltage: r.voltage };
  if (dtuSwipes(settings)) Object.assign(reading, { sig: r.sig, meterWh: r.meterWh, meterLiters: r.meterLiters });
  return [{ kind: 'status', at, reading }];
}

/**
 * What the simulated pump says (the MQTT message's kind and body, server/docs/devices.md) as the
 * terminal's messages for the protocol's codec. An answer to a pump command (`ack`) is SZY206's
 * answer, or SL 651's pump state (4CH, sent under the command's serial by the link). Offline
 * orders and card writes are not said over TCP (the simulated DTUs run online only). `action`: the
 * pump command an `ack` answers (SZY206 answers a start with 92H, a stop with 93H).
 */
export function dtuUps(
  settings: DtuSettings,
  kind: UpKind,
  body: Record<string, unknown>,
  opts: { at: number; meters: boolean; pumpRunning?: boolean; action?: 'start' | 'stop' },
): FieldUp[] {
  const at = opts.at;
  switch (kind) {
    case 'status':
      return statusUps(settings, body, at, opts.meters);
    case 'event':
      return [{ kind: 'alarm', at, faults: [body.fault as Fault], reading: { running: opts.pumpRunning ?? false } }];
    case 'swipe':
      return [
        {
          kind: 'swipe',
          at,
          cardNo: String(body.cardNo),
          orderNo: String(body.orderNo),
          meterWh: Number(body.meterWh),
          meterLiters: Number(body.meterLiters),
        },
      ];
    case 'stop':
      return [{ kind: 'stop', at, orderNo: String(body.orderNo), meterWh: Number(body.meterWh), meterLiters: Number(body.meterLiters) }];
    case 'ack':
      return settings.protocol === 'szy206'
        ? [{ kind: 'ack', command: 'pump', ok: body.ok === true, ...(opts.action ? { action: opts.action } : {}) }]
        : [{ kind: 'status', at, reading: { running: opts.pumpRunning ?? false } }];
    default:
      return [];
  }
}

/** A centre's command as the simulated pump takes it: the MQTT message of the same meaning, or null (nothing it acts on). */
export function dtuDown(command: FieldCommand, cmdId: number): { kind: 'cmd' | 'swipe'; message: Record<string, unknown> } | null {
  if (command.kind === 'pump') return { kind: 'cmd', message: { cmdId, action: command.action } };
  if (command.kind === 'swipeAnswer')
    return {
      kind: 'swipe',
      message: {
        orderNo: command.orderNo,
        ok: command.ok,
        balance: command.balanceFen / 100,
        ...(command.message ? { message: command.message } : {}),
      },
    };
  return null;
}
