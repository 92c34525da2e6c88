import useSWR from 'swr';
import { fertigationPlaceCalls } from '../../../api/contract';
import { callApi } from '../../../api/transport';
import type { FieldOption } from '../../../ui/form';

const loadPlaces = () => callApi(fertigationPlaceCalls.placeList, {});

/** The merchant's places as select options (value: the id as text), shared by the area and valve screens. */
export function usePlaceOptions(): FieldOption[] {
  const { data } = useSWR('fertigation/place/placeList', loadPlaces);
  return (data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
}
