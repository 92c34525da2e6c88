import type { GroupLoaders } from '../../router';

/** One dynamic import per business group: the build makes each its own chunk, loaded on first entry. */
export const groupLoaders: GroupLoaders = {
  agriculturalWell: () => import('../agriculturalWell'),
  fertigation: () => import('../fertigation'),
  system: () => import('../system'),
  devModule: () => import('../devModule'),
  bigScreen: () => import('../bigScreen'),
};
