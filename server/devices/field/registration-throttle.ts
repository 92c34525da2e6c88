/** One socket's registration, as the throttle runs it. */
export interface RegistrationAttempt {
  /** Looks the registration up: true when it named a device. */
  run(): Promise<boolean>;
  /** It failed: the socket is to be closed after `delayMs`. */
  refused(delayMs: number): void;
}

interface Address {
  failures: number;
  lastFailureAt: number;
  /** No attempt from the address is looked at before this. */
  readyAt: number;
  busy: boolean;
  waiting: RegistrationAttempt[];
}

export const THROTTLE_RULES = {
  /** The delay after the first failure, doubled at each next one... */
  firstDelayMs: 1000,
  /** ...up to this. */
  maxDelayMs: 60_000,
  /** An address is forgiven this long after its last failure. */
  forgetAfterMs: 10 * 60_000,
  /** Sockets of one address waiting their turn; more are refused at once. */
  maxWaiting: 8,
  /** Addresses remembered; past it the idle ones remembered longest are forgotten. */
  maxAddresses: 10_000,
} as const;

/**
 * Failed registrations from one remote address slow that address down
 * (server/docs/field-gateway.md, "Limits"): its registrations are looked at one at a time, each
 * failure holds the socket for a delay that doubles at every failure before it is closed, and the
 * address's next registration waits as long. So an address guessing IMEIs or station numbers gets
 * one guess a minute at most, whatever the number of sockets it opens.
 */
export class RegistrationThrottle {
  private readonly addresses = new Map<string, Address>();

  constructor(
    private readonly now: () => number,
    private readonly rules = THROTTLE_RULES,
  ) {}

  /** Queues a registration; false (and nothing queued) when too many from its address already wait. */
  enqueue(address: string, attempt: RegistrationAttempt): boolean {
    const entry = this.addresses.get(address) ?? this.remember(address);
    if (entry.waiting.length >= this.rules.maxWaiting) return false;
    entry.waiting.push(attempt);
    this.run(address, entry);
    return true;
  }

  /** Runs the registrations whose address's delay has passed, and forgets forgiven addresses (the gateway's tick). */
  tick(): void {
    const now = this.now();
    for (const [address, entry] of this.addresses) {
      if (entry.waiting.length > 0) this.run(address, entry);
      else if (!entry.busy && now - entry.lastFailureAt >= this.rules.forgetAfterMs) this.addresses.delete(address);
    }
  }

  /** How many failures an address has to its name (tests). */
  failuresOf(address: string): number {
    return this.addresses.get(address)?.failures ?? 0;
  }

  private remember(address: string): Address {
    if (this.addresses.size >= this.rules.maxAddresses) {
      for (const [old, entry] of this.addresses) {
        if (this.addresses.size < this.rules.maxAddresses) break;
        if (!entry.busy && entry.waiting.length === 0) this.addresses.delete(old);
      }
    }
    const entry: Address = { failures: 0, lastFailureAt: -Infinity, readyAt: -Infinity, busy: false, waiting: [] };
    this.addresses.set(address, entry);
    return entry;
  }

  private run(address: string, entry: Address): void {
    if (entry.busy || entry.waiting.length === 0 || this.now() < entry.readyAt) return;
    const attempt = entry.waiting.shift()!;
    entry.busy = true;
    attempt.run().then(
      (ok) => this.settle(address, entry, attempt, ok ? 'ok' : 'failed'),
      // the database away is not the address's fault: the socket is closed, the address not slowed
      () => this.settle(address, entry, attempt, 'error'),
    );
  }

  private settle(address: string, entry: Address, attempt: RegistrationAttempt, outcome: 'ok' | 'failed' | 'error'): void {
    entry.busy = false;
    if (outcome === 'error') attempt.refused(0);
    if (outcome === 'failed') {
      const now = this.now();
      entry.failures += 1;
      entry.lastFailureAt = now;
      const delay = Math.min(this.rules.maxDelayMs, this.rules.firstDelayMs * 2 ** Math.min(entry.failures - 1, 30));
      entry.readyAt = now + delay;
      attempt.refused(delay);
    }
    this.run(address, entry);
  }
}
