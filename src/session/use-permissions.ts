import { useSession } from './use-session';

/** The logged-in user's permission codes (`*:*:*` for all); re-renders when they change. */
export function usePermissions(): readonly string[] {
  return useSession((s) => s.permissions);
}
