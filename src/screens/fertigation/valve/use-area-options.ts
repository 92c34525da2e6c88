import useSWR from 'swr';
import { fertigationAreaCalls } from '../../../api/contract';
import { callApi } from '../../../api/transport';
import type { FieldOption } from '../../../ui/form';

const loadAreas = () => callApi(fertigationAreaCalls.areaList, {});

/** Every area of the merchant as select options (value: the id as text). */
export function useAreaOptions(): FieldOption[] {
  const { data } = useSWR('fertigation/area/areaList', loadAreas);
  return (data ?? []).map((a) => ({ value: String(a.id), label: `${a.name} (${a.cd})` }));
}
