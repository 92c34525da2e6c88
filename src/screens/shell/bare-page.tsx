import { useMemo } from 'react';
import { routerTexts } from '../../i18n/zh-CN/router';
import { shellTexts } from '../../i18n/zh-CN/shell';
import { PageContext, type BusinessRoute, type GroupLoaders, type RouteLocation, type ScreenProps } from '../../router';
import { useGroupScreen } from './use-group-screen';

export interface BarePageProps {
  route: BusinessRoute;
  location: RouteLocation;
  groupLoaders: GroupLoaders;
  chunkTimeoutMs?: number;
}

/** A page of BARE_ROUTES alone, without sidebar, header or tabs (a wall display): its own chunk, as the shell is. */
export function BarePage({ route, location, groupLoaders, chunkTimeoutMs }: BarePageProps) {
  const state = useGroupScreen(route.group, route.path, groupLoaders, chunkTimeoutMs);
  const props: ScreenProps = useMemo(
    () => ({ path: route.path, query: location.query, title: route.title, active: true }),
    [route.path, route.title, location.query],
  );
  if (state.status === 'loading')
    return (
      <p className="page-state" role="status">
        {shellTexts.pageLoading}
      </p>
    );
  if (state.status === 'failed')
    return (
      <div className="page-state" role="alert">
        <p>
          {routerTexts.chunkLoadFailed}：{state.error.message}
        </p>
        <button type="button" onClick={state.retry}>
          {routerTexts.retry}
        </button>
      </div>
    );
  if (!state.screen) return <p className="page-state">{shellTexts.pageMissing}</p>;
  const Screen = state.screen;
  return (
    <main aria-label={route.title}>
      <PageContext.Provider value={props}>
        <Screen {...props} />
      </PageContext.Provider>
    </main>
  );
}
