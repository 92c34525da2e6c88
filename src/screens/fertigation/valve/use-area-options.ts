import { useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { fertigationAreaCalls } from '../../../api/contract';
import type { CallResponse } from '../../../api/contract/define-call';
import { callApi } from '../../../api/transport';
import { fertigationPlaceTexts as t } from '../../../i18n/zh-CN/fertigation-place';
import type { FieldOption } from '../../../ui/form';

/** An area with the machine serving it (at most one: the only machine its valves may be bound to). */
export type AreaChoice = CallResponse<typeof fertigationAreaCalls.areaList>[number];

const KEY = 'fertigation/area/areaList';
const loadAreas = () => callApi(fertigationAreaCalls.areaList, {});
const NONE: AreaChoice[] = [];

/** Every area of the merchant (cached per page load). */
export function useAreaList(): AreaChoice[] {
  const { data } = useSWR(KEY, loadAreas);
  return data ?? NONE;
}

/**
 * Loads the areas again as the calling form opens: a form in a kept tab must see a machine bound
 * to an area since. Through the context's cache (the page's shared one inside an element).
 */
export function useRefreshAreaList(): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    void mutate(KEY);
  }, [mutate]);
}

/** Select options of areas (value: the id as text). */
export const areaOptions = (areas: readonly AreaChoice[]): FieldOption[] =>
  areas.map((a) => ({ value: String(a.id), label: `${a.name} (${a.cd})` }));

/**
 * The machines serving some area, as select options. A valve can only be bound to the machine of
 * its area, so these are all the machines a valve filter can find.
 */
export function equipOptions(areas: readonly AreaChoice[]): FieldOption[] {
  const seen = new Map<number, string>();
  for (const a of areas)
    if (a.equipId !== null && !seen.has(a.equipId)) seen.set(a.equipId, t.equipOption(a.equipCd ?? '', a.equipName ?? ''));
  return [...seen].sort((x, y) => x[1].localeCompare(y[1], 'zh-CN')).map(([id, label]) => ({ value: String(id), label }));
}
