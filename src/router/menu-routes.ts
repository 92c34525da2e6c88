import type { MenuItem } from '../api/contract';
import { routerTexts } from '../i18n/zh-CN/router';
import { normalizePath } from './parse-location';

/** A menu entry as the sidebar shows it (pages only, sorted, 首页 rename applied). */
export interface NavMenu {
  id: number;
  title: string;
  path: string;
  icon: string;
  hidden: boolean;
  children: NavMenu[];
}

/** A page the user may open: a leaf menu. */
export interface BusinessRoute {
  path: string;
  title: string;
  /** Business group, the first path segment (`agriculturalWell`, `fertigation`, …). */
  group: string;
  icon: string;
}

export interface RouteTable {
  menus: NavMenu[];
  routes: BusinessRoute[];
  byPath: ReadonlyMap<string, BusinessRoute>;
  /** Parent menu path -> the path of its first child page. */
  redirects: ReadonlyMap<string, string>;
  /** Where the root redirects: the first permitted page in menu order; null without pages. */
  firstPath: string | null;
}

/** Homes of the groups whose single-child menu is shown as 首页 (spec section 2). */
export const GROUP_HOMES: readonly string[] = ['/agriculturalWell/home', '/fertigation/home', '/bigScreen/home'];
export const HOME_ICON = 'home';

function joinPath(parent: string, path: string): string {
  if (!path) return parent || '/';
  return normalizePath(path.startsWith('/') ? path : `${parent}/${path}`);
}

function toNav(items: readonly MenuItem[], parentPath: string): NavMenu[] {
  return items
    .filter((item) => item.isMenu !== 'N')
    .slice()
    .sort((a, b) => a.sort - b.sort)
    .map((item) => {
      const path = joinPath(parentPath, item.path || item.url);
      const node: NavMenu = {
        id: item.id,
        title: item.name,
        path,
        icon: item.iconCss,
        hidden: item.hidden,
        children: toNav(item.children ?? [], path),
      };
      const only = node.children.length === 1 ? node.children[0] : undefined;
      if (only && only.children.length === 0 && GROUP_HOMES.includes(only.path)) {
        node.children = [{ ...only, title: routerTexts.home, icon: HOME_ICON }];
      }
      return node;
    });
}

function firstLeaf(node: NavMenu, visibleOnly: boolean): NavMenu | null {
  if (visibleOnly && node.hidden) return null;
  if (node.children.length === 0) return node;
  for (const child of node.children) {
    const leaf = firstLeaf(child, visibleOnly);
    if (leaf) return leaf;
  }
  return null;
}

/** Builds the business route table from the menu tree of the session store. */
export function buildRouteTable(menuTree: readonly MenuItem[] | null | undefined): RouteTable {
  const menus = toNav(menuTree ?? [], '');
  const routes: BusinessRoute[] = [];
  const byPath = new Map<string, BusinessRoute>();
  const redirects = new Map<string, string>();
  const walk = (nodes: NavMenu[]) => {
    for (const node of nodes) {
      if (node.children.length > 0) {
        const leaf = firstLeaf(node, true) ?? firstLeaf(node, false);
        if (leaf && leaf.path !== node.path && !redirects.has(node.path)) redirects.set(node.path, leaf.path);
        walk(node.children);
      } else if (node.path !== '/' && !byPath.has(node.path)) {
        const route = { path: node.path, title: node.title, group: node.path.split('/')[1] ?? '', icon: node.icon };
        routes.push(route);
        byPath.set(route.path, route);
      }
    }
  };
  walk(menus);
  let first: NavMenu | null = null;
  for (const node of menus) {
    first = firstLeaf(node, true);
    if (first) break;
  }
  return { menus, routes, byPath, redirects, firstPath: first?.path ?? routes[0]?.path ?? null };
}
