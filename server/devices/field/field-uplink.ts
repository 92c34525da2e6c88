import { statusMessage, type UpMessage } from '../../../src/api/contract/device/messages';
import type { UpKind } from '../../../src/api/contract/device/topics';
import type { FieldReading, FieldUp } from './field-message';
import { serverOrderNo } from './order-numbers';

/** Every reading a status report carries: what the well last had, each field replaced by what a frame brings. */
export type WellReading = Omit<UpMessage<'status'>, 'seq' | 'ts'>;

/** A message for the ingest, as if the device had published it on MQTT. */
export type IngestMessage = { kind: UpKind; message: Record<string, unknown> };

/** `seq` and `ts` of the next message: the gateway's number for the device, the frame's time or the server's. */
export type Head = (at: number | undefined) => { seq: number; ts: number };

const rounded = (value: number | undefined, places: number) =>
  value === undefined ? undefined : Math.round(value * 10 ** places) / 10 ** places;

/** The reading a frame brings over the last one, rounded to what the status message keeps. */
export function mergeReading(last: WellReading, r: FieldReading): WellReading {
  return {
    sig: rounded(r.sig, 1) ?? last.sig,
    waterLevel: rounded(r.waterLevel, 2) ?? last.waterLevel,
    running: r.running ?? last.running,
    current: rounded(r.current, 1) ?? last.current,
    voltage: rounded(r.voltage, 1) ?? last.voltage,
    meterWh: rounded(r.meterWh, 0) ?? last.meterWh,
    meterLiters: rounded(r.meterLiters, 0) ?? last.meterLiters,
  };
}

const hasReading = (r: FieldReading) => Object.values(r).some((v) => v !== undefined);

/**
 * What a decoded status, alarm, swipe or stop says, as the MQTT messages of the same meaning
 * (server/docs/field-gateway.md, "The same ingest"), and the well's reading after it. A status
 * report needs every reading: what the frame lacks is the well's last. An alarm is one fault event
 * per fault, and a status report of the reading it came with. A controller's order number gets its
 * device in front (order-numbers.ts). A reading the status schema refuses
 * is not kept (the ingest drops its report as malformed).
 */
export function toIngestMessages(
  up: Extract<FieldUp, { kind: 'status' | 'alarm' | 'swipe' | 'stop' }>,
  last: WellReading,
  head: Head,
  deviceId: number,
): { messages: IngestMessage[]; reading: WellReading } {
  switch (up.kind) {
    case 'status':
    case 'alarm': {
      const messages: IngestMessage[] = [];
      if (up.kind === 'alarm')
        for (const fault of up.faults)
          messages.push({ kind: 'event', message: { ...head(up.at), fault, ...(up.detail ? { detail: up.detail.slice(0, 200) } : {}) } });
      let reading = last;
      if (up.kind === 'status' || hasReading(up.reading)) {
        const next = mergeReading(last, up.reading);
        const message = { ...head(up.at), ...next };
        if (statusMessage.safeParse(message).success) reading = next;
        messages.push({ kind: 'status', message });
      }
      return { messages, reading };
    }
    case 'swipe':
      return {
        messages: [
          {
            kind: 'swipe',
            message: {
              ...head(up.at),
              cardNo: up.cardNo,
              orderNo: serverOrderNo(deviceId, up.orderNo),
              meterWh: up.meterWh,
              meterLiters: up.meterLiters,
            },
          },
        ],
        reading: { ...last, meterWh: up.meterWh, meterLiters: up.meterLiters },
      };
    case 'stop':
      return {
        messages: [
          {
            kind: 'stop',
            message: { ...head(up.at), orderNo: serverOrderNo(deviceId, up.orderNo), meterWh: up.meterWh, meterLiters: up.meterLiters },
          },
        ],
        reading: { ...last, meterWh: up.meterWh, meterLiters: up.meterLiters },
      };
  }
}
