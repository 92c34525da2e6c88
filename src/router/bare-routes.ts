/**
 * Paths shown alone, without the shell (sidebar, header, tabs): a wall display. Each stands for a
 * menu page and opens to whoever may open that page (the guard's own check); its screen is the
 * page's group's screen of the same path.
 */
export const BARE_ROUTES: Readonly<Record<string, string>> = { '/bigScreen/wall': '/bigScreen/home' };
