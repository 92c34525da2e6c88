import type { Db } from '../db/connect';

export interface SmsMessage {
  /** 11-digit mobile number. */
  mobile: string;
  text: string;
}

/**
 * Where the server's text messages go. `send` runs inside the transaction that stored the code
 * (`db`), so a provider that throws leaves no code behind; `now` is the server clock.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage, db: Db, now: Date): Promise<void>;
}
