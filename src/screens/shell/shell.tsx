import { useEffect, useRef } from 'react';
import { useSession } from '../../session/public/session';
import { currentRouteTable, type BusinessRoute, type GroupLoaders, type RouteLocation } from '../../router';
import { PHONE_SCREEN, useMediaQuery } from '../../ui/responsive';
import type { ColorSchemeState } from '../../ui/theme';
import { useStyles } from '../../ui/styles/use-styles';
import { Header } from './header';
import { KeptPage } from './kept-page';
import { shellStyles } from './shell.styles';
import { Sidebar } from './sidebar';
import { TabsBar } from './tabs-bar';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { useTabs } from './use-tabs';

export interface ShellProps {
  route: BusinessRoute;
  location: RouteLocation;
  colorScheme: ColorSchemeState;
  groupLoaders: GroupLoaders;
  /** @default 120000 */
  chunkTimeoutMs?: number;
}

/** The root home layout of the business routes: sidebar, header, tabs and the kept-alive pages. */
export function Shell({ route, location, colorScheme, groupLoaders, chunkTimeoutMs }: ShellProps) {
  useStyles(shellStyles);
  useSession((s) => s.menus); // re-render when the menus (and so the route table) change
  const table = currentRouteTable();
  const home = table.firstPath ? (table.byPath.get(table.firstPath) ?? null) : null;
  const tabs = useTabs(route, location, home);
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  // on a phone the open menu covers the page: going to a page closes it
  const phone = useMediaQuery(PHONE_SCREEN);
  const shownPath = useRef(route.path);
  useEffect(() => {
    if (shownPath.current === route.path) return;
    shownPath.current = route.path;
    if (phone && !collapsed) toggleCollapsed();
  }, [route.path, phone, collapsed, toggleCollapsed]);
  return (
    <div className="shell" data-collapsed={collapsed ? '' : undefined}>
      <Sidebar menus={table.menus} activePath={route.path} collapsed={collapsed} />
      <div className="main">
        <Header title={route.title} collapsed={collapsed} onToggleCollapsed={toggleCollapsed} colorScheme={colorScheme} table={table} />
        <TabsBar {...tabs} />
        <main className="pages">
          {tabs.tabs.map((tab) => (
            <KeptPage
              key={tab.path}
              tab={tab}
              group={table.byPath.get(tab.path)?.group ?? route.group}
              active={tab.path === route.path}
              loaders={groupLoaders}
              chunkTimeoutMs={chunkTimeoutMs}
            />
          ))}
        </main>
      </div>
    </div>
  );
}
