import type * as z from 'zod/mini';
import { DOWN_MESSAGES, type DownMessage } from '../../../src/api/contract/device/messages';
import type { DownKind } from '../../../src/api/contract/device/topics';
import type { FieldCommand } from './field-message';
import { controllerOrderNo } from './order-numbers';

/**
 * A message the server would publish on a device's `down/<kind>` topic, as the protocol's command
 * (server/docs/field-gateway.md, "Downlink"): a pump command (with its id, which the terminal's
 * answer ends) or the answer to a swipe. Null for a message the protocols do not carry.
 */
export function toFieldCommand(kind: string, payload: string, deviceId: number): { command: FieldCommand; cmdId?: number } | null {
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
  return null;
}
