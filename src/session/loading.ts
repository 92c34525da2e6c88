import { commitState, sharedSession } from './shared-session';
import type { SessionState } from './types';

/** Spec section 9: the overlay closes 300 ms after the last request, so back-to-back calls do not flicker it. */
export const LOADING_CLOSE_DEBOUNCE_MS = 300;

/** Commits the loading fields when they changed (they are never persisted, unlike the token). */
function patchLoading(patch: Pick<Partial<SessionState>, 'loadingCount' | 'loadingVisible'>): void {
  const shared = sharedSession();
  const prev = shared.state;
  const keys = Object.keys(patch) as (keyof typeof patch)[];
  if (keys.every((key) => prev[key] === patch[key])) return;
  commitState(shared, { ...prev, ...patch });
}

/** A request that shows the overlay starts: count it and show the overlay at once. */
export function beginLoading(): void {
  const shared = sharedSession();
  clearTimeout(shared.loadingTimer);
  shared.loadingTimer = undefined;
  patchLoading({ loadingCount: shared.state.loadingCount + 1, loadingVisible: true });
}

/** It ended: uncount it; the overlay closes when nothing started again within the debounce. */
export function endLoading(): void {
  const shared = sharedSession();
  const loadingCount = Math.max(0, shared.state.loadingCount - 1);
  patchLoading({ loadingCount });
  if (loadingCount > 0) return;
  clearTimeout(shared.loadingTimer);
  shared.loadingTimer = setTimeout(() => {
    shared.loadingTimer = undefined;
    if (shared.state.loadingCount === 0) patchLoading({ loadingVisible: false });
  }, LOADING_CLOSE_DEBOUNCE_MS);
}
