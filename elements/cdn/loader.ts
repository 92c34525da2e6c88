/**
 * `dist/cdn/irr-console.js`: the CDN build's one classic script (built by scripts/build-cdn.mjs with
 * esbuild, the build's hashes in `__IRR_CDN__`). It finds the chunks beside itself (its own URL: a
 * CDN path or a version folder just works), fetches the core, which defines the three elements, and
 * hands it `fetchChunks`, through which every later chunk comes: the bell's view, the well table's,
 * the console's tree, the shell, each business group and its parts, when first needed.
 *
 * Every chunk is fetched with its integrity: the core's hashes are in this script (so one
 * `<script integrity>` on the page covers all); each chunk imported dynamically starts a unit, whose
 * files' hashes are in a manifest chunk, with the hashes of the manifests of the units it imports in
 * turn; the manifests of the units the core imports are hashed here. A chunk is first fetched with `fetch()` (integrity
 * checked, kept in the HTTP cache, chunks being immutable), then given to the module map by a
 * `<link rel="modulepreload" integrity>` before it is imported, so the module's own fetch is checked
 * too and comes from the cache. Fetched first because Chromium keeps a failed module fetch for the
 * page's life: a chunk that failed as a module could never load without a reload, one that failed
 * as a fetch is fetched again on retry. The links carry the script's nonce (a page with
 * `'nonce-…' 'strict-dynamic'`); the page's `connect-src` must allow the CDN's origin.
 */
import { chunkFailure } from '../chunk-failure';

interface CdnConfig {
  /** The core's entry (defines the elements), relative to this script. */
  entry: string;
  /** The core's files (the entry and its static imports) and their integrity. */
  core: Record<string, string>;
  /** A unit's first chunk -> its manifest's integrity: the units the core imports (the others are in their parents' manifests). */
  units: Units;
}

type Units = Record<string, string>;

/** A manifest's file, named after its integrity (scripts/build-cdn.mjs, manifestFile). */
const manifestFile = (hash: string) => `chunks/sri-${hash.slice(7, 15).replace(/\+/g, '-').replace(/\//g, '_')}.js`;

/**
 * What a manifest module exports (scripts/build-cdn.mjs, cdnManifests): the integrity of its units'
 * files (a unit's first chunk and those of its static imports not loaded before it), each unit's own
 * in `parts` when it holds several, and the manifest of each unit they import.
 */
interface Manifest {
  files: Record<string, string>;
  units: Units;
  parts?: Record<string, string[]>;
}

declare const __IRR_CDN__: CdnConfig;

/** Spec section 9: loading a chunk times out after 120 s (src/ui/lazy and the router time the later ones). */
const CHUNK_TIMEOUT_MS = 120000;
const ELEMENTS = 'irr-console:not(:defined), irr-notice-bell:not(:defined), irr-well-table:not(:defined)';

const config = __IRR_CDN__;
const script = document.currentScript as HTMLScriptElement | null;
const base = new URL('.', script?.src || location.href).href;
const nonce = script?.nonce ?? '';
const integrity: Record<string, string> = { ...config.core };
const fetched = new Map<string, Promise<void>>();
const units: Units = { ...config.units };
const unitsLoaded = new Map<string, Promise<string[]>>();
const url = (file: string) => new URL(file, base).href;
const unknown = (file: string) => Promise.reject(new Error(`irr-console: ${file} is not a chunk of this build`));

/** Fetches one file with its integrity, then hands it to the module map with the same integrity. A failure may be retried. */
function fetchFile(file: string): Promise<void> {
  let done = fetched.get(file);
  if (done) return done;
  const hash = integrity[file];
  if (!hash) return unknown(file);
  // fetch()'s defaults (mode cors, credentials same-origin) are those of the module's own fetch: one cache entry
  done = fetch(url(file), { integrity: hash })
    .then((response) => {
      if (!response.ok) throw new Error(`irr-console: ${file} ${response.status}`);
      return response.arrayBuffer();
    })
    .then(() => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url(file);
      link.integrity = hash;
      link.crossOrigin = 'anonymous';
      if (nonce) link.nonce = nonce;
      document.head.append(link);
    });
  fetched.set(file, done);
  done.catch(() => fetched.delete(file));
  return done;
}

/** The integrity of a unit's files, from its manifest, before its first chunk is fetched; resolves to the unit's files. */
function loadUnit(first: string): Promise<string[]> {
  const hash = units[first];
  if (!hash) return unknown(first);
  let done = unitsLoaded.get(first);
  if (done) return done;
  const file = manifestFile(hash);
  integrity[file] = hash;
  done = fetchFile(file)
    .then(() => import(url(file)) as Promise<{ default: Manifest }>)
    .then(({ default: manifest }) => {
      Object.assign(integrity, manifest.files);
      Object.assign(units, manifest.units);
      return manifest.parts?.[first] ?? Object.keys(manifest.files);
    });
  unitsLoaded.set(first, done);
  done.catch(() => unitsLoaded.delete(first));
  return done;
}

const warmed = new Set<string>();

/**
 * Starts fetching the chunk while its unit's manifest comes: the checked fetch then reads it from
 * the HTTP cache (chunks are immutable), in the same round trip as the manifest.
 */
function warm(file: string): void {
  if (integrity[file] || warmed.has(file)) return;
  warmed.add(file);
  fetch(url(file))
    .then((response) => response.arrayBuffer())
    .catch(() => warmed.delete(file));
}

/** What the core's dynamic imports wait for (elements/cdn/chunk-import.ts): the chunk and the files it needs, checked. */
function fetchChunks(target: string): Promise<void> {
  warm(target);
  return loadUnit(target)
    .then((files) => Promise.all([target, ...files].map(fetchFile)))
    .then(() => undefined);
}

function start(): void {
  let timer = 0;
  const timeout = new Promise<never>((_, reject) => {
    timer = window.setTimeout(reject, CHUNK_TIMEOUT_MS);
  });
  const core = Promise.all(Object.keys(config.core).map(fetchFile)).then(
    () => import(url(config.entry)) as Promise<{ start(fetch: typeof fetchChunks): void }>,
  );
  Promise.race([core, timeout]).then(
    (module) => {
      clearTimeout(timer);
      module.start(fetchChunks);
    },
    () => {
      clearTimeout(timer);
      // The elements are not defined: the message (页面加载失败, the loader carries no other text) goes
      // into each one's light DOM, where it shows.
      const boxes = [...document.querySelectorAll(ELEMENTS)].map((host) => {
        const box = chunkFailure(null, () => {
          for (const other of boxes) other.remove();
          start();
        });
        host.append(box);
        return box;
      });
    },
  );
}

start();
