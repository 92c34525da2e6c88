import { useMemo } from 'react';
import { PageContext, type BusinessRoute, type GroupLoaders, type RouteLocation, type ScreenProps } from '../../router';
import { PageState } from './page-state';
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
  const Screen = state.status === 'ready' ? state.screen : null;
  if (!Screen) return <PageState state={state} />;
  return (
    <main aria-label={route.title}>
      <PageContext.Provider value={props}>
        <Screen {...props} />
      </PageContext.Provider>
    </main>
  );
}
