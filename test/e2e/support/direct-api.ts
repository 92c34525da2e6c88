import type { Page } from 'playwright-core';
import type { Envelope } from '../../../src/api/contract/error-codes';
import { menuCalls, noticeCalls } from '../../../src/api/contract';
import { TestClient } from '../../server/support/client';
import type { E2eServer } from './e2e-server';

/** The Authorization value the console keeps for a logged-in user (localStorage `irr.token`). */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate('localStorage.getItem("irr.token")') as Promise<string | null>;
}

/** GET menu/getCurrentInfo straight to the server with `token`, signed as the console signs. */
export async function currentInfoWith(server: E2eServer, token: string): Promise<Envelope<unknown>> {
  const client = new TestClient(server.url, server.config.signSecret, server.config.now);
  const answer = await client.call(menuCalls.getCurrentInfo, {}, { token });
  return answer.body;
}

/** GET irrigationWell/notice/getNoReadNoticeNum straight to the server with `token`. */
export async function unreadCountWith(server: E2eServer, token: string): Promise<Envelope<unknown>> {
  const client = new TestClient(server.url, server.config.signSecret, server.config.now);
  const answer = await client.call(noticeCalls.getNoReadNoticeNum, {}, { token });
  return answer.body;
}
