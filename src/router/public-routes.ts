/** The public routes of spec section 2; every other route comes from the user's menus. */
export type PublicRouteName = 'login' | 'noInfo' | 'findPassword' | 'viewUpdatePage' | 'error' | 'notFound';

export interface PublicMatch {
  kind: 'public';
  name: PublicRouteName;
  /** `status` of /error/{status}. */
  params: Readonly<Record<string, string>>;
}

const exact: Readonly<Record<string, PublicRouteName>> = {
  '/login': 'login',
  '/noInfo': 'noInfo',
  '/findPassword': 'findPassword',
  '/viewUpdatePage': 'viewUpdatePage',
  '/404': 'notFound',
};

export function matchPublicRoute(path: string): PublicMatch | null {
  const name = exact[path];
  if (name) return { kind: 'public', name, params: {} };
  const error = /^\/error\/([^/]+)$/.exec(path);
  if (error?.[1]) return { kind: 'public', name: 'error', params: { status: error[1] } };
  return null;
}

export function isPublicPath(path: string): boolean {
  return matchPublicRoute(path) !== null;
}
