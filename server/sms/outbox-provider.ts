import type { SmsProvider } from './sms-provider';

/**
 * The reference provider: sends nothing, records every message in `sms_outbox`, in the database
 * so that several server processes share one outbox (the demo page /dev/sms-outbox shows it).
 */
export const outboxSmsProvider: SmsProvider = {
  name: 'outbox',
  async send(message, db, now) {
    await db.insertInto('sms_outbox').values({ mobile: message.mobile, text: message.text, created_at: now }).execute();
  },
};
