import { useCallback, useLayoutEffect, useState } from 'react';
import { useRouter, type BusinessRoute, type RouteLocation } from '../../router';
import { closeOtherTabs, closeTab, openTab, type Tab } from './tabs-state';

export interface TabsState {
  tabs: Tab[];
  activePath: string;
  close(path: string): void;
  closeOthers(): void;
}

/** The top tabs: the current business route is opened (or updated) on every resolved change. */
export function useTabs(route: BusinessRoute, location: RouteLocation, home: BusinessRoute | null): TabsState {
  const router = useRouter();
  const current: Tab = { path: route.path, fullPath: location.fullPath, title: route.title };
  const homeTab: Tab | null = home ? { path: home.path, fullPath: home.path, title: home.title } : null;
  const [tabs, setTabs] = useState<Tab[]>(() => openTab([], homeTab, current));
  useLayoutEffect(() => {
    setTabs((list) => openTab(list, homeTab, current));
    // keyed by what the tabs show: the objects themselves are rebuilt on every render
  }, [current.path, current.fullPath, current.title, homeTab?.path, homeTab?.title]);
  const close = useCallback(
    (path: string) => {
      const result = closeTab(tabs, path, route.path);
      setTabs(result.tabs);
      if (result.navigateTo) router.navigate(result.navigateTo);
    },
    [tabs, route.path, router],
  );
  const closeOthers = useCallback(() => setTabs((list) => closeOtherTabs(list, route.path)), [route.path]);
  return { tabs, activePath: route.path, close, closeOthers };
}
