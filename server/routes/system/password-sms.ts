import { ErrorCode } from '../../../src/api/contract/error-codes';
import { issueSmsCode } from '../../auth/sms-codes';
import { BusinessError, fail } from '../../http/business-error';
import { sessionOf, type CallContext } from '../../http/context';
import type { FlowUser } from './password-flow';
import { passwordMessages, waitText } from './password-messages';

/**
 * The purpose a flow's SMS codes are stored under: the session's own, so that a code is good only
 * in the flow that asked for it (the sending limits count by mobile and address, whatever the purpose).
 */
export const passwordCodePurpose = (sessionHash: string): string => `changePassword:${sessionHash}`;

class SendFailed extends Error {
  override name = 'SendFailed';
}

/**
 * Sends the user a new code through the configured provider, within the sending limits (9997 with
 * the time to wait). A provider that fails is logged and leaves no code: the user may ask again.
 */
export async function sendPasswordCode(ctx: CallContext, user: FlowUser): Promise<void> {
  const { config, sms } = ctx.services;
  const text = (code: string) => passwordMessages.smsText(code, Math.round(config.sms.codeTtlMs / 60_000));
  let issued;
  try {
    issued = await issueSmsCode(
      ctx.db,
      { mobile: user.mobile, purpose: passwordCodePurpose(sessionOf(ctx).token_hash), ip: ctx.ip, now: ctx.now },
      config.sms,
      (code, trx) =>
        sms.send({ mobile: user.mobile, text: text(code) }, trx, ctx.now).catch((error: unknown) => {
          throw new SendFailed(error instanceof Error ? error.message : String(error));
        }),
    );
  } catch (error) {
    if (!(error instanceof SendFailed)) throw error;
    ctx.request.log.error({ sms: sms.name, error: error.message });
    throw fail(passwordMessages.sendFailed);
  }
  if (!issued.ok) {
    throw new BusinessError(ErrorCode.TOO_FREQUENT, passwordMessages.tooFrequent(waitText(issued.retryAt.getTime() - ctx.now.getTime())));
  }
}
