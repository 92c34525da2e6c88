import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import type { MenuItem, ServiceLine, UserInfo } from '../../../src/api/contract';
import { setSession } from '../../../src/session/public/session';
import { RootContext } from '../../../src/ui/styles/root-context';

/** Fixtures of the router and shell tests: a menu tree shaped like the brief's groups. */

let nextId = 1;
function menu(name: string, path: string, extra: Partial<MenuItem> = {}, children: MenuItem[] = []): MenuItem {
  return {
    id: nextId++,
    parentId: 0,
    name,
    url: '',
    path,
    css: '',
    iconCss: '',
    sort: 0,
    isMenu: 'Y',
    hidden: false,
    separation: '',
    onlyName: '',
    permission: '',
    children,
    ...extra,
  };
}

/**
 * Well home as a group with a single home child (-> 首页), the well group with pages listed out of
 * sort order, a hidden page, a button row, a relative child path, and the system group.
 */
export function sampleMenus(): MenuItem[] {
  return [
    menu('机井首页', '/agriculturalWellHome', { sort: 1, iconCss: 'well' }, [menu('机井概况', '/agriculturalWell/home', { sort: 1 })]),
    menu('农业机井', '/agriculturalWell', { sort: 2, iconCss: 'well' }, [
      menu('使用记录', '/agriculturalWell/record', { sort: 3 }),
      menu('机井管理', '/agriculturalWell/well', { sort: 1 }, [menu('新增', '', { isMenu: 'N', permission: 'irrigationWell:equip:add' })]),
      menu('村镇管理', 'place', { sort: 2 }),
      menu('巡检详情', '/agriculturalWell/inspection', { sort: 9, hidden: true }),
    ]),
    menu('系统管理', '/system', { sort: 3, iconCss: 'system' }, [
      menu('用户管理', '/system/user', { sort: 1 }),
      menu('角色管理', '/system/role', { sort: 2 }),
    ]),
  ];
}

export function sampleUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    code: 'U-7',
    name: '张管理',
    footerName: '某某灌区管理平台',
    mobile: '13800000000',
    permissions: ['*:*:*'],
    platContactMobile: '4000000000',
    roles: [{ id: 1, name: '管理员' }],
    merchantId: 1,
    merchantName: '测试商户',
    userType: 'merchant',
    ...overrides,
  };
}

/** A logged-in session with user, menus and business lines already loaded (no server needed). */
export function loggedIn(
  menus: MenuItem[] = sampleMenus(),
  permissions: string[] = ['*:*:*'],
  serviceLines: ServiceLine[] = ['agriculturalWell', 'fertigation'],
): void {
  setSession({ token: 'bearer fixture', authenticated: true, user: sampleUser(), permissions, menus, serviceLines });
}

export interface Mounted {
  host: HTMLElement;
  shadow: ShadowRoot;
  root: Root;
  unmount(): void;
}

/** Renders `node` into a shadow root, as the elements do (styles adopt there). */
export function mountInShadow(node: ReactNode): Mounted {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  const root = createRoot(container);
  root.render(<RootContext.Provider value={shadow}>{node}</RootContext.Provider>);
  return {
    host,
    shadow,
    root,
    unmount() {
      root.unmount();
      host.remove();
    },
  };
}
