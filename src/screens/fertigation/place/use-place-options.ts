import useSWR, { mutate } from 'swr';
import { fertigationPlaceCalls } from '../../../api/contract';
import { callApi } from '../../../api/transport';
import type { FieldOption } from '../../../ui/form';

const KEY = 'fertigation/place/placeList';
const loadPlaces = () => callApi(fertigationPlaceCalls.placeList, {});

/** The merchant's places as select options (value: the id as text), shared by the area and valve screens. */
export function usePlaceOptions(): FieldOption[] {
  const { data } = useSWR(KEY, loadPlaces);
  return (data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
}

/** Loads the places again: a screen kept in its tab must offer, when a form opens, a place created since. */
export function refreshPlaceOptions(): Promise<unknown> {
  return mutate(KEY);
}
