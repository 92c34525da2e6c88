import useSWR from 'swr';
import type { PlaceCalls } from '../../api/contract/business/place';
import { callApi } from '../../api/transport';
import { useSignedInToken } from '../../session/public/session';
import type { FieldOption } from '../../ui/form';

/**
 * The merchant's places as select options (value: the id as text) from a line's placeList, for
 * filters; none without the call. One request per line and session, shared by the line's screens.
 */
export function useLinePlaces(placeList: PlaceCalls['placeList'] | undefined): FieldOption[] {
  const token = useSignedInToken();
  const { data } = useSWR(
    placeList && token !== null ? ['irr-place-list', placeList.path, token] : null,
    () => callApi(placeList!, {}, { loading: false }),
    { revalidateOnFocus: false },
  );
  return (data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
}
