import { parseLocation } from './parse-location';
import { createListeners, type RouterHistory } from './router-history';

export interface MemoryHistory extends RouterHistory {
  /** Moves `delta` entries back (negative) or forward, like history.go. */
  go(delta: number): void;
  readonly entries: readonly string[];
}

/**
 * Memory mode for embedding: the location lives inside the element, the page URL is never touched.
 * With `storageKey`, the current path is kept in sessionStorage so a reload stays on the route;
 * `restores` decides which saved paths are worth returning to.
 */
export function createMemoryHistory(
  initialPath = '/',
  storageKey?: string,
  restores: (path: string) => boolean = () => true,
): MemoryHistory {
  const stored = storageKey ? readSaved(storageKey) : null;
  const saved = stored && restores(parseLocation(stored).path) ? stored : null;
  const entries = [parseLocation(saved ?? initialPath).fullPath];
  let index = 0;
  const read = () => parseLocation(entries[index] ?? '/');
  const { emit, subscribe } = createListeners(() => () => {}, read);
  const changed = () => {
    if (storageKey) writeSaved(storageKey, entries[index] ?? '/');
    emit();
  };
  return {
    mode: 'memory',
    base: '',
    get entries() {
      return entries;
    },
    location: read,
    href: (to) => `#${parseLocation(to).fullPath}`,
    subscribe,
    navigate(to, options = {}) {
      const full = parseLocation(to).fullPath;
      if (options.replace) entries[index] = full;
      else {
        entries.splice(index + 1, entries.length, full);
        index = entries.length - 1;
      }
      changed();
    },
    go(delta) {
      const next = Math.min(entries.length - 1, Math.max(0, index + delta));
      if (next === index) return;
      index = next;
      changed();
    },
  };
}

function readSaved(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSaved(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // storage may be blocked in a sandboxed frame; the route then resets on reload
  }
}
