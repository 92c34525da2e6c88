import type { CallResponse } from '../../../api/contract/define-call';
import { INSPECTION_INTERVALS, type planOptions, type PlanRow } from '../../../api/contract/well/inspection';
import type { CheckboxTreeNode } from '../../../ui/checkbox-tree';

export type PlanOptions = CallResponse<typeof planOptions>;

/** The plan dialog's values while they are edited (selects as their text). */
export interface PlanDraft {
  name: string;
  inspectorId: string;
  intervalDays: string;
  wellIds: number[];
  enabled: boolean;
  remark: string;
  /** `yyyy-MM-ddTHH:mm` of a datetime-local input, or ''. */
  firstDue: string;
}

export function draftOf(row: PlanRow | null): PlanDraft {
  return {
    name: row?.name ?? '',
    inspectorId: row?.inspectorId ? String(row.inspectorId) : '',
    intervalDays: String(row?.intervalDays ?? INSPECTION_INTERVALS[0]),
    wellIds: row?.wells.map((w) => w.id) ?? [],
    enabled: row ? row.enabled === 'Y' : true,
    remark: row?.remark ?? '',
    firstDue: '',
  };
}

/** The save or update call's fields (the server checks the wells, the inspector and the time). */
export function planInput(d: PlanDraft) {
  return {
    name: d.name.trim(),
    inspectorId: Number(d.inspectorId),
    intervalDays: Number(d.intervalDays) as (typeof INSPECTION_INTERVALS)[number],
    wellIds: d.wellIds,
    enabled: d.enabled ? ('Y' as const) : ('N' as const),
    remark: d.remark.trim(),
    ...(d.firstDue ? { firstDueTime: `${d.firstDue.replace('T', ' ')}:00` } : {}),
  };
}

/** The merchant's wells by place, for the wells tree (place nodes keyed `place-<id>`, wells by id). */
export function wellTree(wells: PlanOptions['wells']): CheckboxTreeNode[] {
  const places = new Map<number, CheckboxTreeNode & { children: CheckboxTreeNode[] }>();
  for (const w of wells) {
    const place = places.get(w.placeId) ?? { key: `place-${w.placeId}`, label: w.placeName, children: [] };
    place.children.push({ key: w.id, label: `${w.name}(${w.cd})` });
    places.set(w.placeId, place);
  }
  return [...places.values()];
}
