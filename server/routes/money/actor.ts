import { userOf, type CallContext } from '../../http/context';
import type { Actor } from '../../money/cards';

/** Who moves the money, and when: the caller's merchant and user, the request's clock. */
export function actorOf(ctx: CallContext): Actor {
  const user = userOf(ctx);
  return { merchantId: user.merchantId, userId: user.id, at: ctx.now };
}
