import type { GroupModule } from '../../router';
import { lazyPart } from '../../ui/lazy';

/** The bigScreen group's screens by route path (this module is the group's lazily loaded chunk); the display is its own chunk. */
export const screens: GroupModule['screens'] = {
  '/bigScreen/home': lazyPart('bigScreen/home', () => import('./home').then((m) => m.BigScreenPage)),
  // the same display alone on the page, for a wall (router/bare-routes.ts)
  '/bigScreen/wall': lazyPart('bigScreen/wall', () => import('./home').then((m) => m.BigScreenWall)),
};
