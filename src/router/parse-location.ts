import type { RouteLocation } from './types';

/** Normalises a console path: leading slash, no trailing slash (except the root), no doubled slashes. */
export function normalizePath(path: string): string {
  const clean = ('/' + path).replace(/\/{2,}/g, '/');
  return clean.length > 1 ? clean.replace(/\/+$/, '') || '/' : clean;
}

/** Parses `path?query` (no hash sign, no base path) into a location. */
export function parseLocation(fullPath: string): RouteLocation {
  const q = fullPath.indexOf('?');
  const rawPath = q < 0 ? fullPath : fullPath.slice(0, q);
  const search = q < 0 ? '' : fullPath.slice(q + 1);
  let decodedPath = rawPath;
  try {
    decodedPath = decodeURI(rawPath);
  } catch {
    // a malformed escape stays as written; the route table will not match it
  }
  const path = normalizePath(decodedPath);
  const query: Record<string, string> = {};
  new URLSearchParams(search).forEach((value, key) => {
    query[key] = value;
  });
  return { path, query, fullPath: search ? `${path}?${search}` : path };
}

/** Builds `path?query` from a path and query values (undefined values are left out). */
export function buildPath(path: string, query: Readonly<Record<string, string | undefined>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
