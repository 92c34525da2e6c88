import useSWR, { type SWRResponse } from 'swr';
import type { CallDef, CallRequest, CallResponse } from '../../../api/contract/define-call';
import { callApi, type CallInput } from '../../../api/transport';
import { useSignedInToken } from '../../../session/public/session';
import { isCancelled, retryCancelled } from '../../../ui/table-page/retry-cancelled';

const cancelledRetry = retryCancelled();

/**
 * A report call's whole answer (rows, totals, the range counted) through SWR, as the table pages
 * load theirs (src/ui/table-page/use-page-data.ts): keyed by the signed-in token (none: nothing loaded) and the input, the
 * previous answer kept on screen while the next loads, a load the route change cancelled asked
 * again. A refusal (a range over a year) is shown once by the transport and not asked again.
 */
export function useReportAnswer<C extends CallDef>(call: C, input: CallRequest<C>): SWRResponse<CallResponse<C>, Error> {
  const token = useSignedInToken();
  const fields = input as Record<string, unknown>;
  const sorted = Object.keys(fields)
    .filter((k) => fields[k] !== undefined)
    .sort()
    .map((k) => [k, fields[k]]);
  return useSWR<CallResponse<C>, Error>(
    token === null ? null : ['irr-report', token, call.path, JSON.stringify(sorted)],
    () => callApi(call, input as CallInput<C>),
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
      shouldRetryOnError: isCancelled,
      onErrorRetry: cancelledRetry,
    },
  );
}
