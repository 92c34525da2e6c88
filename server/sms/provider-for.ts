import type { SmsProviderName } from '../config';
import { outboxSmsProvider } from './outbox-provider';
import type { SmsProvider } from './sms-provider';

/** The provider the configuration names (server/config.ts IRR_SMS_PROVIDER). */
export function smsProviderFor(name: SmsProviderName): SmsProvider {
  switch (name) {
    case 'outbox':
      return outboxSmsProvider;
  }
}
