import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { loginCalls, menuCalls, noticeCalls, wellPlaceCalls } from '../../src/api/contract';
import { batchedCallers } from '../../server/auth/caller-batches';
import type { NonceTerms } from '../../server/auth/caller-query';
import { newNonce } from './support/client';
import { countedDb } from './support/counted-db';
import { serverSuite } from './support/suite';

const s = serverSuite();

describe('callers found in shared statements', () => {
  test('calls that arrive together share one statement, at most maxBatch callers each, and each gets its own caller', async () => {
    const a = await s.server.loginAs('13800000000');
    const b = await s.server.loginAs('13900000001');
    const { db, counter } = countedDb(s.database.db);
    const finder = batchedCallers(db, { maxBatch: 8 });
    const terms = (): NonceTerms => ({
      value: newNonce(),
      expiresAt: new Date(s.server.clock.now().getTime() + 600_000),
      takenBy: randomUUID(),
      now: s.server.clock.now(),
      limits: s.server.config,
      anonymous: false,
    });
    const tokens = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a.token : b.token) as string);
    const found = await Promise.all([...tokens.map((token) => finder.find(token, terms())), finder.find('not-a-token', terms())]);
    assert.equal(counter.statements, 3, '21 lookups in statements of at most 8');
    for (const [i, caller] of found.slice(0, 20).entries()) {
      assert.equal(caller?.fresh, true);
      assert.equal(caller?.user?.row.mobile, i % 2 === 0 ? '13800000000' : '13900000001');
    }
    assert.equal(found[20], undefined, 'an unknown token finds no caller and takes no nonce');
  });

  test('one nonce sent many times at once is taken once; the others are replays (1008), never an error', async () => {
    const c = await s.server.loginAs('13800000000');
    const nonce = newNonce();
    const timestamp = String(s.server.clock.now().getTime());
    const answers = await Promise.all(Array.from({ length: 12 }, () => c.call(noticeCalls.getNoReadNoticeNum, {}, { nonce, timestamp })));
    const codes = answers.map((r) => r.body.errorCode).sort((x, y) => x - y);
    assert.deepEqual(codes, [0, ...Array<number>(11).fill(1008)], answers.map((r) => r.text).join('\n'));
  });

  test('lookups with one nonce queued together: the first takes it, the others find it taken', async () => {
    const c = await s.server.loginAs('13800000000');
    const finder = batchedCallers(s.database.db);
    const value = newNonce();
    const found = await Promise.all(
      Array.from({ length: 5 }, () =>
        finder.find(c.token as string, {
          value,
          expiresAt: new Date(s.server.clock.now().getTime() + 600_000),
          takenBy: randomUUID(),
          now: s.server.clock.now(),
          limits: s.server.config,
          anonymous: false,
        }),
      ),
    );
    assert.deepEqual(
      found.map((f) => f?.fresh),
      [true, false, false, false, false],
    );
  });

  test('a batch of different callers at once: each is answered for itself, and only the admitted take their nonces', async () => {
    const user = await s.server.loginAs('13800000000');
    const loggedOut = await s.server.loginAs('13900000001');
    assert.equal((await loggedOut.call(loginCalls.logout, {})).body.errorCode, 0);
    const nonces = async () => (await s.database.db.selectFrom('nonce').select('value').execute()).length;
    const before = await nonces();
    const stranger = s.server.client();
    stranger.token = 'x'.repeat(43);
    const [ok, out, unknown, place] = await Promise.all([
      user.call(menuCalls.getCurrentAuth),
      loggedOut.call(menuCalls.getCurrentAuth),
      stranger.call(menuCalls.getCurrentAuth),
      user.call(wellPlaceCalls.savePlace, {
        name: `批量${Date.now()}`,
        areaCode: '130102',
        address: '',
        managerName: '',
        managerMobile: '',
      }),
    ]);
    assert.equal(ok.body.errorCode, 0, ok.text);
    assert.equal(place.body.errorCode, 0, place.text);
    assert.equal(out.body.errorCode, 10001, 'a logged-out token is refused at once');
    assert.equal(unknown.body.errorCode, 10001);
    assert.equal((await nonces()) - before, 2, 'the two admitted calls took their nonces, the refused ones none');
  });

  test('a lookup that breaks its statement fails alone; the others in its batch are answered', async () => {
    const c = await s.server.loginAs('13800000000');
    const finder = batchedCallers(s.database.db);
    const terms = (value: string): NonceTerms => ({
      value,
      expiresAt: new Date(s.server.clock.now().getTime() + 600_000),
      takenBy: randomUUID(),
      now: s.server.clock.now(),
      limits: s.server.config,
      anonymous: false,
    });
    // a NUL cannot be text in PostgreSQL: the signature check refuses such a nonce before this, but not every bad input is foreseen
    const results = await Promise.allSettled([
      finder.find(c.token as string, terms(newNonce())),
      finder.find(c.token as string, terms('bad\u0000nonce')),
      finder.find(c.token as string, terms(newNonce())),
    ]);
    assert.equal(results[0].status, 'fulfilled');
    assert.equal(results[1].status, 'rejected');
    assert.equal(results[2].status, 'fulfilled');
    assert.equal(results[0].status === 'fulfilled' && results[0].value?.fresh, true);
    assert.equal(results[2].status === 'fulfilled' && results[2].value?.fresh, true);
  });
});
