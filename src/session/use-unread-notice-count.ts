import { useSession } from './use-session';

/** The page's unread notice count (every bell and the console's header show it). */
export function useUnreadNoticeCount(): number {
  return useSession((s) => s.unreadNoticeCount);
}
