import useSWR, { type SWRResponse } from 'swr';
import { summary, type HomeSummary } from '../../../api/contract/fertigation/home';
import { callApi } from '../../../api/transport';
import { useSession } from '../../../session';

const loadSummary = () => callApi(summary, {});

/**
 * The home page's figures through SWR, keyed on the session's token (a new login never sees the
 * previous user's figures). Kept on screen while they reload; never retried on their own.
 */
export function useHomeSummary(): SWRResponse<HomeSummary, Error> {
  const token = useSession((s) => s.token);
  return useSWR<HomeSummary, Error>(['irr-fertigation-home', token], loadSummary, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
