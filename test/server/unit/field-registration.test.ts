import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseRegistration } from '../../../server/devices/field/registration-packet';
import { newRegistrationString, registrationKey } from '../../../server/devices/field/registration-strings';
import { RegistrationThrottle, THROTTLE_RULES, type RegistrationAttempt } from '../../../server/devices/field/registration-throttle';
import { isImei } from '../../../src/api/contract/device/field-link';

const bytes = (text: string) => Buffer.from(text, 'latin1');

describe('a DTU registration packet', () => {
  test('a string the console made, an IMEI, or a frame start; too few bytes wait; anything else is none', () => {
    const made = newRegistrationString();
    assert.match(made, /^IRR[0-9A-F]{24}$/);
    assert.deepEqual(parseRegistration(bytes(`${made}\r\n`)), { kind: 'string', value: made, length: 27 });
    assert.deepEqual(parseRegistration(bytes('490154203237518PING')), { kind: 'imei', value: '490154203237518', length: 15 });
    assert.deepEqual(parseRegistration(Buffer.of(0x68, 0x08)), { kind: 'frame', protocol: 'szy206' });
    assert.deepEqual(parseRegistration(Buffer.of(0x7e)), { kind: 'frame', protocol: 'sl651' });
    for (const partial of ['', 'I', 'IR', 'IRR', made.slice(0, 26), '49015420323751'])
      assert.deepEqual(parseRegistration(bytes(partial)), { kind: 'more' }, partial);
    for (const wrong of ['LOGIN:1001', 'IRX', 'irr0123', `IRR${'g'.repeat(24)}`, '4901542032375a8', 'www.usr.cn'])
      assert.deepEqual(parseRegistration(bytes(wrong)), { kind: 'none' }, wrong);
  });

  test('a registration string is kept as its sha256, the same for the same string', () => {
    const made = newRegistrationString();
    assert.notEqual(made, newRegistrationString());
    assert.match(registrationKey(made), /^[0-9a-f]{64}$/);
    assert.equal(registrationKey(made), registrationKey(`${made}`));
  });

  test("an IMEI's last digit is the Luhn check of the others", () => {
    assert.ok(isImei('490154203237518'));
    assert.ok(isImei('356938035643809'));
    assert.ok(!isImei('490154203237517'));
    assert.ok(!isImei('49015420323751'));
  });
});

/** An attempt whose lookup the test settles, remembering the delay it was refused with. */
function attempt(outcome: () => Promise<boolean>) {
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
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('the registration throttle', () => {
  test("an address's registrations are looked at one at a time; each failure holds its socket and the next registration, twice as long each time", async () => {
    let now = 0;
    const throttle = new RegistrationThrottle(() => now);
    const first = attempt(async () => false);
    assert.equal(throttle.enqueue('10.0.0.1', first.run), true);
    await settled();
    assert.equal(first.a.refusedWith, 1000);
    const second = attempt(async () => false);
    throttle.enqueue('10.0.0.1', second.run);
    // another address is not slowed
    const elsewhere = attempt(async () => true);
    throttle.enqueue('10.0.0.2', elsewhere.run);
    await settled();
    assert.deepEqual([second.a.ran, elsewhere.a.ran], [false, true]);
    now = 999;
    throttle.tick();
    assert.equal(second.a.ran, false);
    now = 1000;
    throttle.tick();
    await settled();
    assert.equal(second.a.refusedWith, 2000);
    const right = attempt(async () => true);
    throttle.enqueue('10.0.0.1', right.run);
    now = 2999;
    throttle.tick();
    assert.equal(right.a.ran, false);
    now = 3000;
    throttle.tick();
    await settled();
    assert.deepEqual([right.a.ran, right.a.refusedWith, throttle.failuresOf('10.0.0.1')], [true, undefined, 2]);
  });

  test('the delay stops growing at a minute; the address is forgiven ten minutes after its last failure', async () => {
    let now = 0;
    const throttle = new RegistrationThrottle(() => now);
    const delays: (number | undefined)[] = [];
    for (let i = 0; i < 9; i++) {
      const failing = attempt(async () => false);
      throttle.enqueue('10.0.0.3', failing.run);
      now += 60_000;
      throttle.tick();
      await settled();
      delays.push(failing.a.refusedWith);
    }
    assert.deepEqual(delays, [1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    now += THROTTLE_RULES.forgetAfterMs;
    throttle.tick();
    assert.equal(throttle.failuresOf('10.0.0.3'), 0);
  });

  test('too many sockets of one address waiting are refused at once; a lookup that throws closes its socket without slowing the address', async () => {
    const throttle = new RegistrationThrottle(() => 0);
    let release!: (ok: boolean) => void;
    const busy = attempt(() => new Promise<boolean>((resolve) => (release = resolve)));
    throttle.enqueue('10.0.0.4', busy.run);
    const waiting = Array.from({ length: THROTTLE_RULES.maxWaiting }, () => attempt(async () => true));
    for (const w of waiting) assert.equal(throttle.enqueue('10.0.0.4', w.run), true);
    assert.equal(throttle.enqueue('10.0.0.4', attempt(async () => true).run), false);
    release(true);
    await settled();
    const failing = attempt(async () => {
      throw new Error('database away');
    });
    throttle.enqueue('10.0.0.5', failing.run);
    await settled();
    assert.deepEqual([failing.a.refusedWith, throttle.failuresOf('10.0.0.5')], [0, 0]);
  });
});
