import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  RegistrationThrottle,
  THROTTLE_RULES,
  type RegistrationAttempt,
  type RegistrationOutcome,
} from '../../../server/devices/field/registration-throttle';

const settled = () => new Promise((resolve) => setImmediate(resolve));

/** An attempt whose lookup `outcome` answers, remembering whether it ran and the delay it was refused with. */
function attempt(outcome: () => Promise<RegistrationOutcome>) {
  const a = { ran: false, refusedWith: undefined as number | undefined };
  const run: RegistrationAttempt = {
    run: () => {
      a.ran = true;
      return outcome();
    },
    refused: (delay) => {
      a.refusedWith = delay;
    },
  };
  return { a, run };
}
const failing = () => attempt(async () => 'failed');
const device = (name: string) => attempt(async () => ({ device: name }));

/** Lookups that stay open until the test settles them, counting how many run at once. */
function heldLookups() {
  const open: (() => void)[] = [];
  const counts = { running: 0, most: 0 };
  const lookup = (outcome: RegistrationOutcome) => () =>
    new Promise<RegistrationOutcome>((resolve) => {
      counts.running += 1;
      counts.most = Math.max(counts.most, counts.running);
      open.push(() => {
        counts.running -= 1;
        resolve(outcome);
      });
    });
  /** Settles every lookup open now, then lets the throttle start the next ones. */
  const settleAll = async () => {
    for (const done of open.splice(0)) done();
    await settled();
  };
  return { lookup, settleAll, counts, open };
}

/** Runs what the throttle started until nothing is open. */
async function drain(held: ReturnType<typeof heldLookups>) {
  for (let round = 0; held.open.length > 0; round++) {
    assert.ok(round < 10_000, 'the lookups come to an end');
    await held.settleAll();
  }
}

describe('the registration throttle: a clean address', () => {
  test('2,000 DTUs of one NAT address all register at once, never more than 32 lookups at a time (4 before a device registered)', async () => {
    const throttle = new RegistrationThrottle(() => 0);
    const held = heldLookups();
    const dtus = Array.from({ length: 2000 }, (_, i) => attempt(held.lookup({ device: `dtu${i}` })));
    for (const d of dtus) assert.equal(throttle.enqueue('100.64.0.1', d.run), true);
    await settled();
    assert.equal(held.counts.running, THROTTLE_RULES.firstConcurrent);
    await drain(held);
    assert.equal(held.counts.most, THROTTLE_RULES.maxConcurrent);
    assert.deepEqual([dtus.filter((d) => d.a.ran).length, dtus.filter((d) => d.a.refusedWith !== undefined).length], [2000, 0]);
  });

  test('1,990 good DTUs and 10 misconfigured ones behind one address: every good one registers without a delay', async () => {
    const throttle = new RegistrationThrottle(() => 0);
    const held = heldLookups();
    const dtus = Array.from({ length: 2000 }, (_, i) =>
      i % 200 === 100 ? { bad: true, ...attempt(held.lookup('failed')) } : { bad: false, ...attempt(held.lookup({ device: `dtu${i}` })) },
    );
    for (const d of dtus) throttle.enqueue('100.64.0.2', d.run);
    await drain(held);
    const good = dtus.filter((d) => !d.bad);
    const bad = dtus.filter((d) => d.bad);
    assert.equal(good.length, 1990);
    assert.ok(good.every((d) => d.a.ran && d.a.refusedWith === undefined));
    // each misconfigured DTU's socket is held a second before it is closed (and it reconnects later)
    assert.deepEqual(
      bad.map((d) => d.a.refusedWith),
      Array(10).fill(1000),
    );
    assert.equal(throttle.failuresOf('100.64.0.2'), 0, 'each failure forgiven by a good registration');
  });

  test('a clean address has 4,096 sockets waiting at most; more are refused at once; a lookup that throws closes its socket without counting', async () => {
    const throttle = new RegistrationThrottle(() => 0);
    const held = heldLookups();
    for (let i = 0; i < THROTTLE_RULES.firstConcurrent + THROTTLE_RULES.maxWaiting; i++)
      assert.equal(throttle.enqueue('100.64.0.3', attempt(held.lookup({ device: `d${i}` })).run), true);
    assert.equal(throttle.enqueue('100.64.0.3', device('one more').run), false);
    await drain(held);
    assert.equal(throttle.enqueue('100.64.0.3', device('later').run), true);

    const broken = attempt(async () => {
      throw new Error('database away');
    });
    throttle.enqueue('100.64.0.4', broken.run);
    await settled();
    assert.deepEqual([broken.a.refusedWith, throttle.failuresOf('100.64.0.4')], [0, 0]);
  });
});

describe('the registration throttle: a guessing address', () => {
  test('a burst of guesses gets at most 7 looked at; from the 4th failure one at a time, the delay doubling to a minute; forgotten 10 minutes after', async () => {
    let now = 0;
    const throttle = new RegistrationThrottle(() => now);
    const guesses = Array.from({ length: 20 }, failing);
    for (const g of guesses) throttle.enqueue('198.51.100.1', g.run);
    await settled();
    const ran = guesses.filter((g) => g.a.ran).length;
    assert.ok(
      ran >= THROTTLE_RULES.slowAfterFailures && ran <= THROTTLE_RULES.slowAfterFailures - 1 + THROTTLE_RULES.firstConcurrent,
      `${ran}`,
    );
    assert.equal(throttle.failuresOf('198.51.100.1'), ran);
    // slowed: 8 left waiting, the rest closed at once
    const waiting = guesses.filter((g) => !g.a.ran);
    assert.deepEqual(
      waiting.map((g) => g.a.refusedWith),
      [...Array(THROTTLE_RULES.maxWaitingSlowed).fill(undefined), ...Array(waiting.length - THROTTLE_RULES.maxWaitingSlowed).fill(0)],
    );
    assert.equal(throttle.enqueue('198.51.100.1', failing().run), false, 'more are refused while 8 wait');

    // then one guess at a time, each after the last failure's delay
    const next = waiting[0]!;
    const lastDelay = Math.min(60_000, 1000 * 2 ** (ran - 1));
    now += lastDelay - 1;
    throttle.tick();
    assert.equal(next.a.ran, false);
    now += 1;
    throttle.tick();
    await settled();
    assert.deepEqual([next.a.ran, waiting[1]!.a.ran], [true, false]);
    for (const g of waiting.slice(1, THROTTLE_RULES.maxWaitingSlowed)) {
      now += 60_000;
      throttle.tick();
      await settled();
      assert.equal(g.a.refusedWith, 60_000);
    }
    assert.equal(throttle.failuresOf('198.51.100.1'), ran + THROTTLE_RULES.maxWaitingSlowed);
    now += THROTTLE_RULES.forgetAfterMs;
    throttle.tick();
    assert.equal(throttle.failuresOf('198.51.100.1'), 0);
  });

  test('failures below the threshold hold only their own socket (1 s, 2 s, 4 s); the 4th slows the address', async () => {
    let now = 0;
    const throttle = new RegistrationThrottle(() => now);
    const delays: (number | undefined)[] = [];
    for (let i = 0; i < 3; i++) {
      const g = failing();
      throttle.enqueue('198.51.100.2', g.run);
      await settled();
      delays.push(g.a.refusedWith);
    }
    assert.deepEqual(delays, [1000, 2000, 4000]);
    const right = device('good');
    throttle.enqueue('198.51.100.2', right.run);
    await settled();
    assert.equal(right.a.ran, true, 'not slowed below the threshold');
    assert.equal(throttle.failuresOf('198.51.100.2'), 2, 'a registration forgives one failure');
    const third = failing();
    throttle.enqueue('198.51.100.2', third.run);
    const fourth = failing();
    throttle.enqueue('198.51.100.2', fourth.run);
    await settled();
    assert.deepEqual([third.a.refusedWith, fourth.a.refusedWith], [4000, 8000]);
    const after = device('other');
    throttle.enqueue('198.51.100.2', after.run);
    await settled();
    assert.equal(after.a.ran, false, 'slowed: the next waits the last delay');
    now = 8000;
    throttle.tick();
    await settled();
    assert.equal(after.a.ran, true);
  });

  test('one valid device registering again and again forgives one failure per 10 minutes, not more; another device forgives one more', async () => {
    let now = 0;
    // the failures not forgotten by time meanwhile
    const throttle = new RegistrationThrottle(() => now, { ...THROTTLE_RULES, forgetAfterMs: 60 * 60_000 });
    for (let i = 0; i < 5; i++) {
      throttle.enqueue('198.51.100.3', failing().run);
      now += 60_000;
      throttle.tick();
      await settled();
    }
    assert.equal(throttle.failuresOf('198.51.100.3'), 5);
    const again = async (name: string) => {
      now += 60_000;
      const d = device(name);
      throttle.enqueue('198.51.100.3', d.run);
      throttle.tick();
      await settled();
      assert.equal(d.a.ran, true);
      return throttle.failuresOf('198.51.100.3');
    };
    assert.equal(await again('stolen'), 4);
    for (let i = 0; i < 8; i++) assert.equal(await again('stolen'), 4, `re-registration ${i + 1}`);
    assert.equal(await again('another'), 3, 'a different device forgives');
    now += THROTTLE_RULES.forgiveWindowMs - 9 * 60_000;
    throttle.tick();
    assert.equal(await again('stolen'), 2, 'the window passed: it forgives once more');
  });
});

describe('the registration throttle: memory', () => {
  test('addresses, forgiving devices and the devices widening an address are bounded', async () => {
    let now = 0;
    const rules = { ...THROTTLE_RULES, maxAddresses: 3, maxForgivers: 2 };
    const throttle = new RegistrationThrottle(() => now, rules);
    for (let i = 1; i <= 5; i++) {
      throttle.enqueue(`203.0.113.${i}`, failing().run);
      await settled();
    }
    assert.equal(throttle.remembered().addresses, 3);
    assert.deepEqual(
      [1, 2, 3, 4, 5].map((i) => throttle.failuresOf(`203.0.113.${i}`)),
      [0, 0, 1, 1, 1],
      'the idle ones remembered longest forgotten',
    );

    for (let i = 0; i < 2; i++) throttle.enqueue('203.0.113.5', failing().run);
    await settled();
    for (const name of ['a', 'b', 'c']) throttle.enqueue('203.0.113.5', device(name).run);
    await settled();
    assert.deepEqual([throttle.remembered().forgivers, throttle.failuresOf('203.0.113.5')], [2, 1], 'a third device does not forgive');
    now += THROTTLE_RULES.forgiveWindowMs;
    throttle.tick();
    assert.equal(throttle.remembered().forgivers, 0);

    // a NAT of 2,000 widens its address to 32 lookups with 28 devices remembered, no more
    const wide = new RegistrationThrottle(() => now);
    const held = heldLookups();
    for (let i = 0; i < 2000; i++) wide.enqueue('100.64.0.9', attempt(held.lookup({ device: `dtu${i}` })).run);
    await drain(held);
    const blocked = heldLookups();
    for (let i = 0; i < 40; i++) wide.enqueue('100.64.0.9', attempt(blocked.lookup({ device: `late${i}` })).run);
    await settled();
    assert.equal(blocked.counts.running, THROTTLE_RULES.maxConcurrent);
    await drain(blocked);
    now += THROTTLE_RULES.forgiveWindowMs;
    wide.tick();
    assert.equal(wide.remembered().addresses, 0, 'an idle clean address is forgotten with its devices');
  });
});
