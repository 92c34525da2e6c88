import { useCallback, useState } from 'react';
import { readPreference, SIDEBAR_COLLAPSED_COOKIE, writePreference } from '../../ui/theme';

const NARROW_SCREEN = '(max-width: 768px)';

/** Whether the sidebar is collapsed, kept in a cookie for 365 days. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => {
    const saved = readPreference(SIDEBAR_COLLAPSED_COOKIE);
    // until the user chooses, a phone-width screen starts collapsed so the page keeps its width
    return saved === undefined ? globalThis.matchMedia?.(NARROW_SCREEN).matches === true : saved === '1';
  });
  const toggle = useCallback(() => {
    setCollapsed((was) => {
      writePreference(SIDEBAR_COLLAPSED_COOKIE, was ? '0' : '1');
      return !was;
    });
  }, []);
  return [collapsed, toggle];
}
