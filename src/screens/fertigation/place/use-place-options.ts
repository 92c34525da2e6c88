import { useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
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

/**
 * Loads the places again as the calling form opens: a screen kept in its tab must offer a place
 * created since. Through the context's cache (the page's shared one inside an element).
 */
export function useRefreshPlaceOptions(): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    void mutate(KEY);
  }, [mutate]);
}
