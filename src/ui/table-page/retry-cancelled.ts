import type { SWRConfiguration } from 'swr';
import { isApiError } from '../../api/transport';

/** A call the console's route change cancelled (`cancelPendingRequests`), not one that failed. */
export const isCancelled = (error: unknown): boolean => isApiError(error) && error.kind === 'cancelled';

/**
 * SWR's retry for a cancelled load: at once, every time (a load is only cancelled by a route
 * change, so this cannot spin). A component still on screen after the console's route change
 * cancelled its load (an `<irr-well-table>` beside the console, a tab kept open) asks again; the
 * table shows it as loading, never as a failure. An unmounted one is not asked again (SWR only
 * revalidates mounted keys). Other errors are left to `otherwise`.
 */
export function retryCancelled(otherwise?: SWRConfiguration['onErrorRetry']): NonNullable<SWRConfiguration['onErrorRetry']> {
  return (error, key, config, revalidate, options) => {
    if (isCancelled(error)) {
      setTimeout(() => void revalidate(options), 0);
      return;
    }
    otherwise?.(error, key, config, revalidate, options);
  };
}
