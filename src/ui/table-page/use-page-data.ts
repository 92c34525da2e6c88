import { useRef } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { useSignedInToken } from '../../session/public/session';
import type { PageFetcher, PageQuery, PageResult } from './page-fetcher';
import { isCancelled, retryCancelled } from './retry-cancelled';

const cancelledRetry = retryCancelled();

/**
 * One page of records through SWR: pages already seen show at once from the cache while they
 * refresh, the previous page stays on screen while the next loads, and two tables on the same
 * source and query share one request. The key holds the signed-in session's token, so a new login
 * never sees the previous user's rows and a logout loads nothing more, and the query with its keys sorted, so equal queries share an entry.
 */
export function usePageData<Row>(cacheKey: string, query: PageQuery, fetcher: PageFetcher<Row>): SWRResponse<PageResult<Row>, Error> {
  const token = useSignedInToken();
  const latest = useRef(fetcher);
  latest.current = fetcher;
  const sorted = Object.keys(query)
    .sort()
    .map((k) => [k, query[k]]);
  // signed out (a logout in progress): nothing loaded with a token the server has ended
  const key = token === null ? null : (['irr-table-page', token, cacheKey, JSON.stringify(sorted)] as const);
  return useSWR<PageResult<Row>, Error>(key, () => latest.current(query), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    // a failed load is shown with its retry button; only a cancelled one is asked again
    shouldRetryOnError: isCancelled,
    onErrorRetry: cancelledRetry,
  });
}
