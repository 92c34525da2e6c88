import { useEffect, useState } from 'react';
import { findRegion } from '../../api/contract/region';
import type { Region } from '../../api/contract/schemas';
import { callApi } from '../../api/transport';

/** Cache of the region tree, which never changes while the page lives: one call per parent. */
const cache = new Map<string, Promise<Region[]>>();

function regionChildren(parent: string): Promise<Region[]> {
  let pending = cache.get(parent);
  if (!pending) {
    pending = callApi(findRegion, parent === '' ? {} : { id: parent }, { loading: false });
    pending.catch(() => cache.delete(parent));
    cache.set(parent, pending);
  }
  return pending;
}

/**
 * The children of a region (`''`: the provinces) from api-system/system/region/findRegion;
 * `null` while loading, and `[]` for no parent (`undefined`).
 */
export function useRegionChildren(parent: string | undefined): Region[] | null {
  const [state, setState] = useState<{ parent: string | undefined; list: Region[] | null }>({ parent, list: null });
  useEffect(() => {
    if (parent === undefined) return undefined;
    let live = true;
    regionChildren(parent).then(
      (list) => live && setState({ parent, list }),
      () => live && setState({ parent, list: [] }),
    );
    return () => {
      live = false;
    };
  }, [parent]);
  if (parent === undefined) return [];
  return state.parent === parent ? state.list : null;
}
