import type { MenuItem } from '../api/contract';
import { SERVICE_LINES, lineAllows } from '../api/contract/service-lines';
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

/** Page entries of a menu level (button rows left out). */
const pagesOf = (items: readonly MenuItem[] | undefined) => (items ?? []).filter((item) => item.isMenu !== 'N');

function toNav(items: readonly MenuItem[], parentPath: string, lines: readonly string[]): NavMenu[] {
  return (
    pagesOf(items)
      .map((item) => ({ item, path: joinPath(parentPath, item.path || item.url) }))
      // a business line the merchant lacks is not shown, whatever the menus say
      .filter(({ path }) => lineAllows(lines, path))
      .sort((a, b) => a.item.sort - b.item.sort)
      .flatMap(({ item, path }) => {
        const node: NavMenu = {
          id: item.id,
          title: item.name,
          path,
          icon: item.iconCss,
          hidden: item.hidden,
          children: toNav(item.children ?? [], path, lines),
        };
        // a menu whose pages were all of such a line goes with them (it is not a page of its own)
        if (node.children.length === 0 && pagesOf(item.children).length > 0) return [];
        const only = node.children.length === 1 ? node.children[0] : undefined;
        if (only && only.children.length === 0 && GROUP_HOMES.includes(only.path)) {
          node.children = [{ ...only, title: routerTexts.home, icon: HOME_ICON }];
        }
        return [node];
      })
  );
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

/**
 * Builds the business route table from the menu tree and the business lines of the session store:
 * the groups of lines not listed are left out, all of them while the lines are unknown (null).
 * @param serviceLines @default every line
 */
export function buildRouteTable(
  menuTree: readonly MenuItem[] | null | undefined,
  serviceLines: readonly string[] | null = SERVICE_LINES,
): RouteTable {
  const menus = toNav(menuTree ?? [], '', serviceLines ?? []);
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
