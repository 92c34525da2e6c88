import type { Page } from 'playwright-core';
import type { CallDef, CallRequest, CallResponse } from '../../../src/api/contract/define-call';
import { TestClient } from '../../server/support/client';
import { storedToken } from './direct-api';
import type { E2eServer } from './e2e-server';

/** One contract call made straight to the server; resolves with its `data`, throws on any refusal. */
export type ApiCall = <C extends CallDef>(call: C, input: CallRequest<C>) => Promise<CallResponse<C>>;

/**
 * Calls the server as the user logged in on `page` (its stored token, signed as the console signs):
 * for the fixtures a test needs but does not build through the screens.
 */
export async function apiAs(server: E2eServer, page: Page): Promise<ApiCall> {
  const token = await storedToken(page);
  if (!token) throw new Error('apiAs: the page holds no token (log in first)');
  const client = new TestClient(server.url, server.config.signSecret, server.config.now);
  return async (call, input) => {
    const answer = await client.call(call, input as Record<string, unknown>, { token });
    if (answer.status !== 200 || answer.body?.errorCode !== 0) {
      throw new Error(`${call.path} ${JSON.stringify(input)} refused: HTTP ${answer.status} ${answer.text}`);
    }
    return answer.body.data as CallResponse<typeof call>;
  };
}
