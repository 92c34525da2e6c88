/**
 * The CDN build's dynamic imports (scripts/build-cdn.mjs makes every `import('./x')` of it
 * `importChunk(mark, () => import('./x'))`, then, once rendered, `importChunk('chunks/<hash>.js')`):
 * the classic loader fetches the files the chunk needs, each checked against its integrity, then the
 * module is imported from the URL the chunk's own `import('./<hash>.js')` would take (every chunk
 * sits in chunks/, this one too).
 */
export type FetchChunks = (target: string) => Promise<void>;

let fetchChunks: FetchChunks | undefined;

/** Set once by the CDN's core entry with the loader's fetcher (elements/cdn/index.ts). */
export function useChunkFetcher(fetcher: FetchChunks): void {
  fetchChunks = fetcher;
}

/** `load` is there until the build has rendered the call (rollup drops an argument its function does not read). */
export function importChunk(target: string, load?: () => Promise<unknown>): Promise<unknown> {
  if (!fetchChunks) return Promise.reject(new Error('irr-console CDN: started without its loader'));
  return fetchChunks(target).then(() => (load ? load() : import(`../${target}`)));
}
