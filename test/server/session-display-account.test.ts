// Runs on both engines: the sweep decides a display account in SQL (its roles' menus), the calls by the caller statement's second lookup.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  loginCalls,
  menuCalls,
  wellBigScreenCalls as bigScreen,
  wellMonitorCalls as monitor,
  wellPermissions,
  wellRecordCalls,
} from '../../src/api/contract';
import { DISPLAY_PERMISSION } from '../../server/auth/display-account';
import { hashToken } from '../../server/auth/tokens';
import { sweepExpired } from '../../server/db/sweep';
import type { TestClient } from './support/client';
import { startFertigationSuite, stopFertigationSuite, type FertigationSuite } from './support/fertigation';
import { userWith } from './support/well';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Short limits so the clock has less to travel: idle 30 min, absolute 2 h.
let s: FertigationSuite;
before(async () => {
  s = await startFertigationSuite({ sessionIdleMs: 30 * MINUTE, sessionAbsoluteMs: 2 * HOUR });
});
after(async () => stopFertigationSuite(s));

const codeOf = async (c: TestClient, call: Parameters<TestClient['call']>[0]) => (await c.call(call, {})).body.errorCode;
const sessionKept = async (c: TestClient) =>
  (await s.database.db
    .selectFrom('session')
    .select('token_hash')
    .where('token_hash', '=', hashToken(c.token as string))
    .executeTakeFirst()) !== undefined;

describe('a display account (查看大屏 alone): its session does not time out', () => {
  test('idle past the limit and older than the absolute limit, it still watches; it opens nothing more', async () => {
    const wall = await userWith(s, '13900000201', [DISPLAY_PERMISSION]);
    const clerk = await userWith(s, '13900000202', [DISPLAY_PERMISSION, wellPermissions.home.view]);
    s.server.clock.advance(31 * MINUTE);
    assert.equal(await codeOf(wall, bigScreen.today), 0, 'idle 31 minutes');
    assert.equal(await codeOf(clerk, bigScreen.today), 10001, 'a user who may do more times out as ever');
    for (let i = 0; i < 3; i += 1) {
      s.server.clock.advance(59 * MINUTE);
      assert.equal(await codeOf(wall, monitor.findAll), 0);
    }
    s.server.clock.advance(5 * HOUR);
    assert.equal(await codeOf(wall, bigScreen.today), 0, 'idle 5 hours, 8 hours old');
    assert.equal(await codeOf(wall, menuCalls.getCurrentAuth), 0, 'its own menus');
    assert.equal(await codeOf(wall, wellRecordCalls.findPage), 1007, 'what it may not do stays refused');
  });

  test('the sweep keeps its sessions and deletes the others past the limits', async () => {
    const wall = await userWith(s, '13900000203', [DISPLAY_PERMISSION]);
    const clerk = await userWith(s, '13900000204', [DISPLAY_PERMISSION, wellPermissions.home.view]);
    s.server.clock.advance(3 * HOUR);
    await sweepExpired(s.database.db, s.server.config, s.server.clock.now());
    assert.equal(await sessionKept(wall), true);
    assert.equal(await sessionKept(clerk), false);
    assert.equal(await codeOf(wall, bigScreen.today), 0);
  });

  test('its logout ends its session, however old', async () => {
    const wall = await userWith(s, '13900000206', [DISPLAY_PERMISSION]);
    s.server.clock.advance(3 * HOUR);
    const res = await wall.call(loginCalls.logout, {});
    assert.equal(res.body.errorCode, 0, res.text);
    assert.equal(await sessionKept(wall), false);
    assert.equal(await codeOf(wall, bigScreen.today), 10001);
  });

  test('given one more permission, its expired session ends at its next call', async () => {
    const wall = await userWith(s, '13900000205', [DISPLAY_PERMISSION]);
    s.server.clock.advance(3 * HOUR);
    assert.equal(await codeOf(wall, bigScreen.today), 0);
    const db = s.database.db;
    const { role_id } = await db
      .selectFrom('user_role')
      .innerJoin('merchant_user', 'merchant_user.id', 'user_role.user_id')
      .select('role_id')
      .where('merchant_user.mobile', '=', '13900000205')
      .executeTakeFirstOrThrow();
    const menu = await db.selectFrom('menu').select('id').where('permission', '=', wellPermissions.home.view).executeTakeFirstOrThrow();
    await db.insertInto('role_menu').values({ role_id, menu_id: menu.id }).execute();
    assert.equal(await codeOf(wall, bigScreen.today), 10001);
    await sweepExpired(db, s.server.config, s.server.clock.now());
    assert.equal(await sessionKept(wall), false, 'and the sweep takes it');
  });
});
