import { useSession } from './use-session';

/** Whether the global loading overlay shows (debounced: see `SessionState.loadingVisible`). */
export function useLoading(): boolean {
  return useSession((s) => s.loadingVisible);
}
