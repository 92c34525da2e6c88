import { lazyView } from '../lazy-view';

/**
 * Stands for `ConsoleRoot` in `<irr-console>`'s class in the CDN build (scripts/build-cdn.mjs): the
 * console's tree (login, router, shell) is a chunk fetched on the element's first mount, as the
 * bell's and the table's views are, with the same chunk-load error and 重试 in part `error`.
 */
export const ConsoleRoot = lazyView(() => import('./console-main'), { name: 'irr-console' });
