import { useCallback, useState } from 'react';
import { readPreference, SIDEBAR_COLLAPSED_COOKIE, writePreference } from '../../ui/theme';

/** Whether the sidebar is collapsed, kept in a cookie for 365 days. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => readPreference(SIDEBAR_COLLAPSED_COOKIE) === '1');
  const toggle = useCallback(() => {
    setCollapsed((was) => {
      writePreference(SIDEBAR_COLLAPSED_COOKIE, was ? '0' : '1');
      return !was;
    });
  }, []);
  return [collapsed, toggle];
}
