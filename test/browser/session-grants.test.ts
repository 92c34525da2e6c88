import { expect } from '@open-wc/testing';
import { getCurrentAuth } from '../../src/api/contract/menu';
import { callApi } from '../../src/api/transport/request';
import { getSession } from '../../src/session/public/session';
import { until } from './support/shadow-queries';
import { OPERATOR, referenceLogin, referenceSql, resetReferenceServer } from './support/reference-session';

/** The operator's role (运维人员) and the refund button it lacks (the seed leaves it out). */
const REFUND = 'agriculturalWell:bill:refund';
const operatorRole = async () =>
  (
    await referenceSql<{ id: number }>(
      `select r.id from role r join user_role ur on ur.role_id = r.id join merchant_user u on u.id = ur.user_id where u.mobile = $1`,
      [OPERATOR],
    )
  )[0]!.id;

/** An administrator's change of the role, as plat/role/edit makes it: the menus and a new version. */
async function grantRefund(roleId: number): Promise<void> {
  await referenceSql(`insert into role_menu (role_id, menu_id) select $1, id from menu where permission = $2`, [roleId, REFUND]);
  await referenceSql('update role set version = version + 1 where id = $1', [roleId]);
}

describe('grants follow role changes without a new login', () => {
  before(resetReferenceServer);

  it('reloads permissions and menus on the answer after the change, and not before it', async () => {
    await referenceLogin(OPERATOR);
    expect(getSession().permissions).not.to.include(REFUND);
    const menus = getSession().menus;
    await callApi(getCurrentAuth, {});
    expect(getSession().menus, 'an unchanged stamp reloads nothing').to.equal(menus);

    await grantRefund(await operatorRole());
    await callApi(getCurrentAuth, {}); // any call: its answer carries the new stamp
    await until(() => getSession().permissions.includes(REFUND), 'the refund permission arrives');
    const bill = getSession()
      .menus!.flatMap((g) => g.children)
      .find((p) => p.path === '/agriculturalWell/bill')!;
    expect(bill.children.map((b) => b.permission)).to.include(REFUND);
  });

  it('takes a button away the same way', async () => {
    await referenceLogin(OPERATOR);
    expect(getSession().permissions).to.include(REFUND);
    const roleId = await operatorRole();
    await referenceSql(`delete from role_menu where role_id = $1 and menu_id in (select id from menu where permission = $2)`, [
      roleId,
      REFUND,
    ]);
    await referenceSql('update role set version = version + 1 where id = $1', [roleId]);
    await callApi(getCurrentAuth, {});
    await until(() => !getSession().permissions.includes(REFUND), 'the refund permission goes');
  });
});
