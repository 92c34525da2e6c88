import { parseLocation } from './parse-location';
import { createListeners, normalizeBase, type RouterHistory } from './router-history';

/** History mode: real paths under `base` through pushState and popstate. */
export function createBrowserHistory(basePath?: string): RouterHistory {
  const base = normalizeBase(basePath);
  const read = () => {
    const { pathname, search } = window.location;
    const inside = base && (pathname === base || pathname.startsWith(base + '/')) ? pathname.slice(base.length) : pathname;
    return parseLocation((inside || '/') + search);
  };
  const { emit, subscribe } = createListeners((onChange) => {
    window.addEventListener('popstate', onChange);
    return () => window.removeEventListener('popstate', onChange);
  }, read);
  const href = (to: string) => base + parseLocation(to).fullPath;
  return {
    mode: 'history',
    base,
    location: read,
    href,
    subscribe,
    navigate(to, options = {}) {
      if (options.replace) window.history.replaceState(window.history.state, '', href(to));
      else window.history.pushState(null, '', href(to));
      emit();
    },
  };
}
