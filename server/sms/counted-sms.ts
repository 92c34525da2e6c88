import type { SmsProvider } from './sms-provider';

/** A provider whose messages are counted as they are handed over or refused (the metrics). */
export interface CountedSms extends SmsProvider {
  readonly counts: { sent: number; failed: number };
}

export function countedSms(provider: SmsProvider): CountedSms {
  const counts = { sent: 0, failed: 0 };
  return {
    name: provider.name,
    counts,
    async send(message, db, now) {
      try {
        await provider.send(message, db, now);
        counts.sent += 1;
      } catch (error) {
        counts.failed += 1;
        throw error;
      }
    },
  };
}
