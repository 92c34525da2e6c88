import { getCurrentAuth, getCurrentInfo, getCurrentMenu } from '../api/contract/menu';
import { findMerchantServiceTypeList } from '../api/contract/service-line-calls';
import { callApi } from '../api/transport/request';
import { commitState, sharedSession } from './shared-session';

// The transport's host calls this module, and the store registers the host: it reads and writes
// the shared state itself (as end-session.ts does) so that the store does not import itself back.
const QUIET = { keepOnRouteChange: true, hideError: true, loading: false } as const;

/**
 * Reloads user info, permissions, menus and business lines after an administrator changed the
 * user's roles (or the merchant's lines): the sidebar and the permission-gated buttons follow
 * without a new login. A failure leaves what was
 * loaded and forgets the stamp, so the next answer tries again.
 */
function reloadGrants(previous: string | undefined): Promise<void> {
  const shared = sharedSession();
  if (shared.grantsReload) return shared.grantsReload;
  const token = shared.state.token;
  const reload = (async () => {
    try {
      const [user, permissions, menus, serviceLines] = await Promise.all([
        callApi(getCurrentInfo, {}, QUIET),
        callApi(getCurrentAuth, {}, QUIET),
        callApi(getCurrentMenu, {}, QUIET),
        callApi(findMerchantServiceTypeList, {}, QUIET),
      ]);
      // the user code is unchanged (same token), so nothing is persisted
      if (shared.state.token === token) commitState(shared, { ...shared.state, user, permissions, menus, serviceLines });
    } catch {
      if (sharedSession().grantsStamp !== previous) sharedSession().grantsStamp = previous;
    }
  })().finally(() => {
    shared.grantsReload = null;
  });
  shared.grantsReload = reload;
  return reload;
}

/**
 * The transport saw the grants stamp of the user who sent `sentToken` (header irr-grants, on every
 * logged-in answer). A stamp other than the one the store's menus were loaded under reloads them;
 * answers of an earlier token, and those during the first load after login, change nothing.
 */
export function noteGrants(stamp: string, sentToken: string | null): void {
  const shared = sharedSession();
  const { token, authenticated, menus } = shared.state;
  if (sentToken === null || sentToken !== token) return;
  const previous = shared.grantsStamp;
  shared.grantsStamp = stamp;
  if (previous === undefined || previous === stamp || !authenticated || menus === null) return;
  void reloadGrants(previous);
}
