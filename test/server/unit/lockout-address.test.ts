import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lockoutAddress } from '../../../server/auth/lockout';

test('IPv4 stays as is, IPv4-mapped IPv6 becomes IPv4', () => {
  assert.equal(lockoutAddress('203.0.113.9'), '203.0.113.9');
  assert.equal(lockoutAddress('::ffff:203.0.113.9'), '203.0.113.9');
});

test('IPv6 is counted by its /64, whatever its spelling', () => {
  const a = lockoutAddress('2001:db8:1:2::1');
  assert.equal(a, '2001:db8:1:2::/64');
  assert.equal(lockoutAddress('2001:0DB8:0001:0002:ffff:1:2:3'), a);
  assert.equal(lockoutAddress('2001:db8:1:2:0:0:0:9%eth0'), a);
  assert.notEqual(lockoutAddress('2001:db8:1:3::1'), a);
  assert.equal(lockoutAddress('::1'), '0:0:0:0::/64');
  assert.equal(lockoutAddress('fe80::1'), 'fe80:0:0:0::/64');
  assert.equal(lockoutAddress('64:ff9b::192.0.2.1'), '64:ff9b:0:0::/64');
});

test('anything else is kept as given', () => {
  assert.equal(lockoutAddress('unknown'), 'unknown');
  assert.equal(lockoutAddress(''), '');
});
