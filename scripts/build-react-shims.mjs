// Rollup plugin of the browser builds: `use-sync-external-store/shim` (imported by swr) is a
// fallback for React < 18. React 19 and preact/compat both have useSyncExternalStore, which the
// shim would hand back anyway; resolving it to them keeps the fallback's ~0.4 KB gzip out.
const SHIM = /^use-sync-external-store\/shim(?:\/index(?:\.js)?)?$/;
const SHIM_ID = '\0irr-use-sync-external-store';

export function builtinSyncExternalStore() {
  return {
    name: 'irr-builtin-sync-external-store',
    resolveId: (id) => (SHIM.test(id) ? SHIM_ID : null),
    load: (id) => (id === SHIM_ID ? "export { useSyncExternalStore } from 'react';" : null),
  };
}
