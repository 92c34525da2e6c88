/** Code that is its own chunk, loaded when first shown: `lazyPart(name, () => import('./x').then((m) => m.X))`. */
export { lazyPart, type PartLoader } from './lazy-part';
export { loadOnce, loadedValue, PartLoadError, PART_TIMEOUT_MS } from './load-once';
