import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { CallerFinder } from '../auth/caller-batches';
import type { RoleGrants } from '../auth/role-grants';
import type { RsaKeyPair } from '../auth/rsa-key';
import type { SessionRow } from '../auth/session-store';
import type { UserIdentity } from '../auth/user-identity';
import type { ServerConfig } from '../config';
import type { Engine } from '../db/connect';
import type { HistoryJob } from '../history/history-job';
import type { SettlementJob } from '../money/settlement-job';
import type { Database } from '../db/schema';
import type { FileStorage } from '../files/file-storage';
import type { PaymentProvider } from '../money/payment-provider';
import type { SmsProvider } from '../sms/sms-provider';
import type { DeviceHub } from '../devices/device-hub';
import type { LiveHub } from '../live/live-hub';
import type { RateLimiter } from './rate-limiter';

/** What every route shares, built once by buildApp. */
export interface AppServices {
  config: ServerConfig;
  db: Kysely<Database>;
  engine: Engine;
  storage: FileStorage;
  appKey: RsaKeyPair;
  limiter: RateLimiter;
  /** Stricter limit for the calls that need no login (session ids, captchas, login, codes). */
  entryLimiter: RateLimiter;
  /** Where SMS codes go (server/sms). */
  sms: SmsProvider;
  /** Online payments and refunds (server/money/payment-provider.ts). */
  payments: PaymentProvider;
  /** The permissions of each set of roles at their versions (server/auth/role-grants.ts). */
  roleGrants: RoleGrants;
  /** Signed calls' callers, found in shared statements (server/auth/caller-batches.ts). */
  callers: CallerFinder;
  /** The settlement job of this process (server/money/settlement-job.ts). */
  settlements: SettlementJob;
  /** The history's partitions job of this process (server/history/history-job.ts). */
  history: HistoryJob;
  /** Live events to this process's consoles (server/live). */
  live: LiveHub;
  /** The devices: broker, ingest, commands (server/devices). */
  devices: DeviceHub;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The services buildApp decorates the app with (start.ts, the route steps, the tests and the bench read them). */
    services: AppServices;
  }
}

/** What a handler gets besides its validated input. */
export interface CallContext {
  services: AppServices;
  db: Kysely<Database>;
  request: FastifyRequest;
  ip: string;
  /** The server clock, read once for the request. */
  now: Date;
  /** The caller's session (calls with access session, user or permission). */
  session: SessionRow | undefined;
  /** The logged-in user (calls with access user or permission): scope every query by its merchantId. */
  user: UserIdentity | undefined;
  /** The envelope's message on success (getSessionId puts the new token here). */
  message: string;
  /**
   * Records the nonce (a replay is 1008) when the caller's statement did not take it, and the
   * session's last-seen time. Done before the handler runs, except for multipart calls, whose
   * handler calls it once the body is read and checked, before writing anything (and the route
   * calls it after the handler in any case).
   */
  commit(): Promise<void>;
  /**
   * Work to do once the write's transaction has committed, before the answer goes out (a payout
   * after the settlement that asks for it is saved); its result, when not undefined, is the answer.
   */
  afterCommit?: () => Promise<unknown>;
}

/** The user of a call whose access guarantees one. */
export function userOf(ctx: CallContext): UserIdentity {
  if (!ctx.user) throw new Error('call without a user: check its access');
  return ctx.user;
}

export function sessionOf(ctx: CallContext): SessionRow {
  if (!ctx.session) throw new Error('call without a session: check its access');
  return ctx.session;
}

/** A handler's answer that is not an envelope (the captcha image, a file; a stream is sent as it is read). */
export class RawResponse {
  constructor(
    readonly contentType: string,
    readonly body: string | Buffer | Readable,
    /** More response headers (a download's file name). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}
