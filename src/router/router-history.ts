import type { RouteLocation, RouteMode } from './types';

export interface NavigateOptions {
  /** Replace the current entry instead of adding one. @default false */
  replace?: boolean;
}

/** The one small interface behind the history, hash and memory modes. */
export interface RouterHistory {
  readonly mode: RouteMode;
  /** Base path in front of every console path (history mode), normalised without trailing slash; '' for none. */
  readonly base: string;
  location(): RouteLocation;
  /** `to` is a console path with optional query (`/agriculturalWell/well?page=2`). */
  navigate(to: string, options?: NavigateOptions): void;
  /** Called after every change, by navigate or by the browser (back, forward, edited hash). */
  subscribe(listener: (location: RouteLocation) => void): () => void;
  /** The href an anchor needs for `to` in this mode. */
  href(to: string): string;
}

/** Listeners with lazy attach/detach of the outside source (window events), so idle routers leave no handlers. */
export function createListeners(attach: (emit: () => void) => () => void, read: () => RouteLocation) {
  const listeners = new Set<(location: RouteLocation) => void>();
  let detach: (() => void) | null = null;
  const emit = () => {
    const location = read();
    for (const listener of [...listeners]) listener(location);
  };
  return {
    emit,
    subscribe(listener: (location: RouteLocation) => void) {
      listeners.add(listener);
      if (!detach) detach = attach(emit);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && detach) {
          detach();
          detach = null;
        }
      };
    },
  };
}

export function normalizeBase(base: string | undefined): string {
  if (!base) return '';
  const clean = ('/' + base).replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return clean === '/' ? '' : clean;
}
