/**
 * Stands for `ConsoleRoot` in `<irr-console>`'s class in the CDN build (scripts/build-cdn.mjs): the
 * renderer there (lazy-console-renderer.ts) mounts the real one once its chunk is here.
 */
export const ConsoleRoot = (): null => null;
