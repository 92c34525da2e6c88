import type * as z from 'zod/mini';
import { DOWN_MESSAGES, type DownMessage } from '../../../src/api/contract/device/messages';
import type { DownKind } from '../../../src/api/contract/device/topics';
import type { FieldCommand } from './field-message';
import { controllerOrderNo } from './order-numbers';
import type { CardWrite } from './sent-writes';

/**
 * A message the server would publish on a device's `down/<kind>` topic, as the protocol's command
 * (server/docs/field-gateway.md, "Commands" and "Offline orders"): a pump command (with its id,
 * which the terminal's answer ends), the answer to a swipe, an offline record's acknowledgement,
 * a card's first pending write as a recharge (with the write it carries: the protocols' recharge
 * has no number), the blacklist. Null for a message the protocols do not carry.
 */
export function toFieldCommand(
  kind: string,
  payload: string,
  deviceId: number,
): { command: FieldCommand; cmdId?: number; write?: CardWrite } | null {
  const schema = DOWN_MESSAGES[kind as DownKind] as z.ZodMiniType | undefined;
  if (!schema) return null;
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return null;
  if (kind === 'cmd') {
    const m = parsed.data as DownMessage<'cmd'>;
    return { command: { kind: 'pump', action: m.action }, cmdId: m.cmdId };
  }
  if (kind === 'swipe') {
    const m = parsed.data as DownMessage<'swipe'>;
    return {
      command: {
        kind: 'swipeAnswer',
        orderNo: controllerOrderNo(deviceId, m.orderNo),
        ok: m.ok,
        balanceFen: Math.round((m.balance ?? 0) * 100),
        ...(m.message ? { message: m.message } : {}),
      },
    };
  }
  if (kind === 'order') {
    const m = parsed.data as DownMessage<'order'>;
    return { command: { kind: 'recordsAck', recordNo: m.recordNo, lastRecordNo: m.lastRecordNo } };
  }
  if (kind === 'credit') {
    // one write a command, in number order: the next goes once this one is confirmed (the list is pushed again then)
    const m = parsed.data as DownMessage<'credit'>;
    const first = m.writes[0];
    if (!first) return null;
    return {
      command: { kind: 'recharge', cardNo: m.cardNo, amountFen: first.amountFen },
      write: { cardNo: m.cardNo, serial: first.serial },
    };
  }
  if (kind === 'blacklist') return { command: { kind: 'blacklist', cardNos: (parsed.data as DownMessage<'blacklist'>).cardNos } };
  return null;
}
