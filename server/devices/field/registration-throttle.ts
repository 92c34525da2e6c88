/** What a registration's lookup came to: the device it registered, or `failed` (it named none), or `gone` (the socket closed meanwhile). */
export type RegistrationOutcome = { device: string } | 'failed' | 'gone';

/** One socket's registration, as the throttle runs it. */
export interface RegistrationAttempt {
  /** Looks the registration up. */
  run(): Promise<RegistrationOutcome>;
  /** It failed: the socket is to be closed after `delayMs`. */
  refused(delayMs: number): void;
}

interface Address {
  /** Failures not yet forgiven by a registration. */
  failures: number;
  lastFailureAt: number;
  /** A slowed address's next attempt is not looked at before this. */
  readyAt: number;
  running: number;
  waiting: RegistrationAttempt[];
  /** Devices registered from the address lately, oldest first (each widens how many lookups run at once). */
  devices: Map<string, number>;
}

export const THROTTLE_RULES = {
  /** Lookups of a clean address running at once before any device registered from it... */
  firstConcurrent: 4,
  /** ...one more per device registered from it in the last `forgiveWindowMs`, up to this. */
  maxConcurrent: 32,
  /** Sockets of a clean address waiting their turn; more are refused at once. */
  maxWaiting: 4096,
  /** Unforgiven failures from which an address is slowed: one lookup at a time, each after the last failure's delay. */
  slowAfterFailures: 4,
  /** Sockets of a slowed address waiting their turn; more are refused at once. */
  maxWaitingSlowed: 8,
  /** The delay after the first unforgiven failure, doubled at each next one... */
  firstDelayMs: 1000,
  /** ...up to this. */
  maxDelayMs: 60_000,
  /** An address is forgiven this long after its last failure. */
  forgetAfterMs: 10 * 60_000,
  /** A device's registration forgives one failure of its address, at most once in this long. */
  forgiveWindowMs: 10 * 60_000,
  /** Addresses remembered; past it the idle ones remembered longest are forgotten. */
  maxAddresses: 10_000,
  /** Devices remembered as having forgiven lately; when full, no device forgives until one's window passes. */
  maxForgivers: 100_000,
} as const;

/**
 * Failed registrations from one remote address slow that address down
 * (server/docs/field-gateway.md, "Limits"). A clean address (DTUs behind a carrier's NAT) has its
 * registrations looked at several at a time. Each failure counts against the address and a device's
 * registration forgives one, each device once per window, so a few misconfigured DTUs among many good
 * ones do not slow the others; an address whose unforgiven failures reach the threshold is looked at
 * one at a time, each failure holding the socket and the address's next lookup for a delay that
 * doubles at every failure, up to a minute.
 */
export class RegistrationThrottle {
  private readonly addresses = new Map<string, Address>();
  /** Device → when it last forgave a failure, oldest first. */
  private readonly forgivers = new Map<string, number>();

  constructor(
    private readonly now: () => number,
    private readonly rules: Readonly<Record<keyof typeof THROTTLE_RULES, number>> = THROTTLE_RULES,
  ) {}

  /** Queues a registration; false (and nothing queued) when too many from its address already wait. */
  enqueue(address: string, attempt: RegistrationAttempt): boolean {
    const entry = this.addresses.get(address) ?? this.remember(address);
    const bound = this.slowed(entry) ? this.rules.maxWaitingSlowed : this.rules.maxWaiting;
    if (entry.waiting.length >= bound) return false;
    entry.waiting.push(attempt);
    this.run(address, entry);
    return true;
  }

  /** Runs the registrations whose address's delay has passed, and forgets what is forgiven (the gateway's tick). */
  tick(): void {
    const now = this.now();
    const window = this.rules.forgiveWindowMs;
    for (const [device, at] of this.forgivers) {
      if (now - at < window) break;
      this.forgivers.delete(device);
    }
    for (const [address, entry] of this.addresses) {
      for (const [device, at] of entry.devices) {
        if (now - at < window) break;
        entry.devices.delete(device);
      }
      if (entry.waiting.length > 0) this.run(address, entry);
      else if (this.idle(entry) && now - entry.lastFailureAt >= this.rules.forgetAfterMs) this.addresses.delete(address);
    }
  }

  /** How many unforgiven failures an address has to its name (tests). */
  failuresOf(address: string): number {
    return this.addresses.get(address)?.failures ?? 0;
  }

  /** How many addresses and forgiving devices are remembered (tests). */
  remembered(): { addresses: number; forgivers: number } {
    return { addresses: this.addresses.size, forgivers: this.forgivers.size };
  }

  private slowed(entry: Address): boolean {
    return entry.failures >= this.rules.slowAfterFailures;
  }

  private idle(entry: Address): boolean {
    return entry.running === 0 && entry.waiting.length === 0;
  }

  private remember(address: string): Address {
    if (this.addresses.size >= this.rules.maxAddresses) {
      for (const [old, entry] of this.addresses) {
        if (this.addresses.size < this.rules.maxAddresses) break;
        if (this.idle(entry)) this.addresses.delete(old);
      }
    }
    const entry: Address = { failures: 0, lastFailureAt: -Infinity, readyAt: -Infinity, running: 0, waiting: [], devices: new Map() };
    this.addresses.set(address, entry);
    return entry;
  }

  private run(address: string, entry: Address): void {
    while (entry.waiting.length > 0) {
      if (this.slowed(entry)) {
        if (entry.running > 0 || this.now() < entry.readyAt) return;
      } else if (entry.running >= Math.min(this.rules.maxConcurrent, this.rules.firstConcurrent + entry.devices.size)) return;
      const attempt = entry.waiting.shift()!;
      entry.running += 1;
      attempt.run().then(
        (outcome) => this.settle(address, entry, attempt, outcome),
        // the database away is not the address's fault: the socket is closed, the address not slowed
        () => this.settle(address, entry, attempt, 'error'),
      );
    }
  }

  private settle(address: string, entry: Address, attempt: RegistrationAttempt, outcome: RegistrationOutcome | 'error'): void {
    entry.running -= 1;
    const now = this.now();
    if (outcome === 'error') attempt.refused(0);
    else if (outcome === 'failed') {
      entry.failures += 1;
      entry.lastFailureAt = now;
      const delay = Math.min(this.rules.maxDelayMs, this.rules.firstDelayMs * 2 ** Math.min(entry.failures - 1, 30));
      entry.readyAt = now + delay;
      attempt.refused(delay);
      // a slowed address keeps as few waiting as ever: the rest are closed now, not held for hours
      if (this.slowed(entry)) for (const extra of entry.waiting.splice(this.rules.maxWaitingSlowed)) extra.refused(0);
    } else if (outcome !== 'gone') this.registered(entry, outcome.device, now);
    this.run(address, entry);
  }

  private registered(entry: Address, device: string, now: number): void {
    // re-inserted, so that both maps stay oldest first
    if (entry.devices.delete(device) || entry.devices.size < this.rules.maxConcurrent - this.rules.firstConcurrent)
      entry.devices.set(device, now);
    if (entry.failures === 0) return;
    const forgaveAt = this.forgivers.get(device);
    if (forgaveAt !== undefined && now - forgaveAt < this.rules.forgiveWindowMs) return;
    this.forgivers.delete(device);
    if (this.forgivers.size >= this.rules.maxForgivers) return;
    this.forgivers.set(device, now);
    entry.failures -= 1;
  }
}
