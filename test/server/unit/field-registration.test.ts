import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseRegistration } from '../../../server/devices/field/registration-packet';
import { newRegistrationString, registrationKey } from '../../../server/devices/field/registration-strings';
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
