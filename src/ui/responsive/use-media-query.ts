import { useCallback, useSyncExternalStore } from 'react';

/**
 * Phone width: the shell's own narrow rule (shell.styles.ts) and the screens that get a layout of
 * their own below it (the inspector's task cards). 640 px holds every phone held upright.
 */
export const PHONE_SCREEN = '(max-width: 640px)';

/** Whether the media query matches, rendered again when it starts or stops matching (a rotated phone). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    [query],
  );
  const read = () => globalThis.matchMedia?.(query).matches === true;
  return useSyncExternalStore(subscribe, read, () => false);
}
