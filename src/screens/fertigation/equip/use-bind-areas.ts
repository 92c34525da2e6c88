import { useEffect, useState } from 'react';
import { findAreaListForEquipBind } from '../../../api/contract/fertigation/equip';
import type { CallResponse } from '../../../api/contract/define-call';
import { callApi } from '../../../api/transport';

export type BindArea = CallResponse<typeof findAreaListForEquipBind>[number];

export interface BindAreas {
  /** The place's areas the machine may serve; null while loading or without a place. */
  areas: BindArea[] | null;
  /** Ids of the checked areas. */
  chosen: number[];
  setChosen: (ids: number[]) => void;
  /** The chosen ids in the list's order (what save and edit send). */
  chosenIds: () => number[];
}

/** Loads the areas of `placeId` a machine may serve (free, or already `equipId`'s, which start checked). */
export function useBindAreas(placeId: number | null, equipId?: number): BindAreas {
  const [areas, setAreas] = useState<BindArea[] | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  useEffect(() => {
    setAreas(null);
    setChosen([]);
    if (placeId === null) return undefined;
    let live = true;
    callApi(findAreaListForEquipBind, equipId === undefined ? { placeId } : { placeId, equipId }, { loading: false }).then(
      (list) => {
        if (!live) return;
        setAreas(list);
        setChosen(list.filter((a) => a.checked).map((a) => a.id));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [placeId, equipId]);
  return { areas, chosen, setChosen, chosenIds: () => (areas ?? []).filter((a) => chosen.includes(a.id)).map((a) => a.id) };
}
