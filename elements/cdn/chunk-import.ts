/**
 * The CDN build's dynamic imports (scripts/build-cdn.mjs rewrites every `import('x')` of it into
 * `importChunk(() => import('x'), 'chunks/x-<hash>.js')`): the classic loader fetches the files the
 * chunk needs, each checked against its integrity, before the module itself is imported.
 */
export type FetchChunks = (target: string) => Promise<void>;

let fetchChunks: FetchChunks | undefined;

/** Set once by the CDN's core entry with the loader's fetcher (elements/cdn/index.ts). */
export function useChunkFetcher(fetcher: FetchChunks): void {
  fetchChunks = fetcher;
}

export function importChunk<T>(load: () => Promise<T>, target: string): Promise<T> {
  if (!fetchChunks) return Promise.reject(new Error('irr-console CDN: started without its loader'));
  return fetchChunks(target).then(load);
}
