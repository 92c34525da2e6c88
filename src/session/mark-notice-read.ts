import { isRead } from '../api/contract/notice';
import { callApi, type RequestOptions } from '../api/transport/request';
import { setUnreadCount, startCountRequest } from './unread-count';

/** What POST irrigationWell/notice/isRead answers: the notice and this user's unread count after it. */
export interface NoticeReadResult {
  noticeId: number;
  unread: number;
}

/**
 * Marks one notice read for the logged-in user (POST irrigationWell/notice/isRead?noticeId=…) and
 * sets the session's `unreadNoticeCount` from the answer, so every badge on the page (shell
 * header, every bell, every copy of the bundle) shows the new count at once. Marking a notice
 * already read is harmless. A refusal shows the server's message (unless `hideError`) and rejects.
 */
export async function markNoticeRead(noticeId: number, options: RequestOptions = {}): Promise<NoticeReadResult> {
  const ticket = startCountRequest();
  const answer = await callApi(isRead, { noticeId }, { loading: false, ...options });
  setUnreadCount(answer.unread, ticket);
  return answer;
}
