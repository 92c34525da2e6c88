import { parseLocation } from './parse-location';
import { createListeners, type RouterHistory } from './router-history';

/** Hash mode: the console path lives after `#`, the page's own path and query stay untouched. */
export function createHashHistory(): RouterHistory {
  const read = () => parseLocation(window.location.hash.replace(/^#/, '') || '/');
  const { emit, subscribe } = createListeners((onChange) => {
    // pushState never fires hashchange; a typed hash or back/forward fires one or both.
    let last = window.location.hash;
    const onEvent = () => {
      if (window.location.hash === last) return;
      last = window.location.hash;
      onChange();
    };
    window.addEventListener('hashchange', onEvent);
    window.addEventListener('popstate', onEvent);
    return () => {
      window.removeEventListener('hashchange', onEvent);
      window.removeEventListener('popstate', onEvent);
    };
  }, read);
  const href = (to: string) => {
    const { pathname, search } = window.location;
    return `${pathname}${search}#${parseLocation(to).fullPath}`;
  };
  return {
    mode: 'hash',
    base: '',
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
