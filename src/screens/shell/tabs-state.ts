/** An open page in the top tabs. */
export interface Tab {
  path: string;
  /** Path and query the tab last showed, so going back to it restores its query too. */
  fullPath: string;
  title: string;
}

/** Opens `tab` (or updates it when open), keeping `home` as the permanent first tab. */
export function openTab(tabs: readonly Tab[], home: Tab | null, tab: Tab): Tab[] {
  let next = [...tabs];
  if (home && next[0]?.path !== home.path) next = [home, ...next.filter((t) => t.path !== home.path)];
  const index = next.findIndex((t) => t.path === tab.path);
  if (index < 0) return [...next, tab];
  const open = next[index]!;
  if (open.fullPath !== tab.fullPath || open.title !== tab.title) next[index] = tab;
  return next;
}

/**
 * Closes the tab at `path` (never the first). When it is the active one, the right neighbour
 * (or the left one at the end) becomes active: its fullPath is returned as `navigateTo`.
 */
export function closeTab(tabs: readonly Tab[], path: string, activePath: string): { tabs: Tab[]; navigateTo: string | null } {
  const index = tabs.findIndex((t) => t.path === path);
  if (index <= 0) return { tabs: [...tabs], navigateTo: null };
  const next = tabs.filter((_, i) => i !== index);
  if (path !== activePath) return { tabs: next, navigateTo: null };
  const neighbour = next[index] ?? next[index - 1];
  return { tabs: next, navigateTo: neighbour?.fullPath ?? null };
}

/** Keeps the permanent first tab and the active one. */
export function closeOtherTabs(tabs: readonly Tab[], activePath: string): Tab[] {
  return tabs.filter((t, i) => i === 0 || t.path === activePath);
}
