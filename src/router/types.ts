/** How the console's router reads and writes the location. `memory` keeps it inside the element (embedding). */
export type RouteMode = 'history' | 'hash' | 'memory';

export interface RouteLocation {
  /** Path inside the console, always starting with `/`, without base path or hash sign. */
  path: string;
  /** Parsed query. */
  query: Readonly<Record<string, string>>;
  /** `path` plus `?query` as written. */
  fullPath: string;
}
