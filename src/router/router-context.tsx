import { createContext, useContext, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import type { ResolvedRoute, Router } from './create-router';

export const RouterContext = createContext<Router | null>(null);

/** The console router (navigate, href, history); throws outside a console. */
export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('irr-console: useRouter outside <RouterContext>');
  return router;
}

/** The last location that passed the guard, re-rendering on change; null before the first one. */
export function useResolvedRoute(): ResolvedRoute | null {
  const router = useRouter();
  return useSyncExternalStore(router.subscribe, router.current, router.current);
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Console path with optional query. */
  to: string;
  /** Replace the current history entry. @default false */
  replace?: boolean;
}

/** An anchor that navigates inside the console (modified clicks keep the browser's behaviour). */
export function Link({ to, replace = false, onClick, ...rest }: LinkProps) {
  const router = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.navigate(to, { replace });
  };
  return <a {...rest} href={router.href(to)} onClick={handleClick} />;
}
