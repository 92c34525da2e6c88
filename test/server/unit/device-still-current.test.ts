import assert from 'node:assert/strict';
import { test } from 'node:test';
import { stillCurrent, type KnownDevice } from '../../../server/devices/device-directory';

const device: KnownDevice = {
  id: 7,
  merchantId: 1,
  wellId: 12,
  equipId: null,
  username: 'w12-abcdef01',
  secretHash: '$7$101$salt$hash',
  lastSeq: 40,
  transport: 'szy206',
  profile: 'standard',
  station: '410522:00007',
  passwordHex: '1234',
  registrationKind: 'imei',
  registrationKey: '490154203237518',
  heartbeat: Buffer.from('HB', 'latin1'),
};

test('a connection made with the row as it is stays; any change of key or settings, a removal or a suspension closes it', () => {
  // the same row read again: another buffer of the same heartbeat, messages taken since
  assert.equal(stillCurrent(device, { ...device, heartbeat: Buffer.from('4842', 'hex'), lastSeq: 99 }), true);
  assert.equal(stillCurrent(device, null), false);
  const changes: Partial<KnownDevice>[] = [
    { id: 8 },
    { merchantId: 2 },
    { wellId: 13 },
    { secretHash: '$7$101$salt$other' },
    { transport: 'sl651' },
    { profile: 'ic-card-v1' },
    { station: '410522:00008' },
    { passwordHex: null },
    { registrationKind: 'string' },
    { registrationKey: 'a-new-string-digest' },
    { heartbeat: null },
    { heartbeat: Buffer.from('HC', 'latin1') },
  ];
  for (const change of changes) assert.equal(stillCurrent(device, { ...device, ...change }), false, JSON.stringify(change));
  assert.equal(stillCurrent({ ...device, heartbeat: null }, device), false);
});
