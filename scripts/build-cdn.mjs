// The CDN build (dist/cdn, rollup.config.mjs): the light build's chunk graph as ES modules under
// dist/cdn/chunks/, started by one small classic script, dist/cdn/irr-console.js
// (elements/cdn/loader.ts), which finds the chunks beside itself and fetches each with its
// integrity checked. These plugins:
// - cdnConsoleLazy: `<irr-console>`'s class is defined at once with r2wc's plain renderer, its root
//   component a lazy view whose chunk comes with the console's first mount (elements/cdn/lazy-console-root.ts);
// - cdnDynamicImports: every `import('x')` goes through the loader with the files x needs, so that
//   each is fetched with its integrity before the module is imported (elements/cdn/chunk-import.ts);
// - cdnLoader: hashes every chunk, writes the integrity manifests (one per unit: an element's view,
//   the console, the shell, a business group) and the classic loader with the core's and the
//   manifests' hashes in it, and dist/cdn/integrity.json with the loader's own hash (for the page's
//   `<script integrity>`).
import { createHash } from 'node:crypto';
import { posix, resolve } from 'node:path';
import { build } from 'esbuild';
import MagicString from 'magic-string';
import { chunkName } from './build-chunks.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const CONSOLE_ELEMENT = resolve(ROOT, 'elements/console/console.element.ts');
/** What `<irr-console>`'s class imports, and what the CDN build puts there instead. */
const CONSOLE_SWAPS = {
  './console-renderer': resolve(ROOT, 'elements/cdn/console-renderer.ts'),
  './console-root': resolve(ROOT, 'elements/cdn/lazy-console-root.ts'),
};
const CHUNK_IMPORT = resolve(ROOT, 'elements/cdn/chunk-import.ts');
const LOADER = resolve(ROOT, 'elements/cdn/loader.ts');
/** Left by the transform after each dynamic import, replaced by the files it needs once chunks are known. */
const DEPS_MARK = '__IRR_CDN_FILES__';

/** SRI of the entry (the page's `<script integrity>`). */
export const sri = (code) => `sha384-${createHash('sha384').update(code).digest('base64')}`;
/** SRI of a chunk or manifest: SHA-256, the shortest SRI takes; the manifests carry many. */
const chunkSri = (code) => `sha256-${createHash('sha256').update(code).digest('base64')}`;
/**
 * A manifest's file is named after its own integrity, so a unit's entry in its parent's manifest is
 * that alone (the loader derives the name: elements/cdn/loader.ts); 8 characters, like a chunk's
 * hash, so that the server caches it for good (server/http/static-files.ts).
 */
export const manifestFile = (integrity) => `chunks/sri-${integrity.slice(7, 15).replace(/\+/g, '-').replace(/\//g, '_')}.js`;

export function cdnConsoleLazy() {
  return {
    name: 'irr-cdn-console-lazy',
    resolveId(source, importer) {
      return importer === CONSOLE_ELEMENT && CONSOLE_SWAPS[source] ? CONSOLE_SWAPS[source] : null;
    },
  };
}

// rollup may pick the namespace's member of a shared chunk: `import('./x.js').then(function (n) { return n.q; })`
const marked = new RegExp(
  `\\(${JSON.stringify(DEPS_MARK)}, \\(\\) => import\\((['"])(\\.{1,2}/[^'"]+)\\1\\)((?:\\.then\\(function \\(\\w+\\) \\{ return [^};]*; \\}\\))?)\\)`,
  'g',
);

/**
 * `import('./x')` becomes `importChunk("<mark>", () => import('./x'))` in the source, so that rollup
 * still sees the import; once rendered, the call becomes `importChunk("chunks/<hash>.js")`, the
 * target chunk's file relative to dist/cdn (what it needs besides is in its unit's manifest), which
 * importChunk imports itself once the loader has fetched it.
 */
export function cdnDynamicImports(dir = 'cdn') {
  return {
    name: 'irr-cdn-dynamic-imports',
    transform(code, id) {
      if (id === CHUNK_IMPORT || id.startsWith('\0') || !code.includes('import(')) return null;
      const imports = [];
      walk(this.parse(code), (node) => {
        if (node.type === 'ImportExpression' && node.source.type === 'Literal') imports.push(node);
      });
      if (!imports.length) return null;
      const s = new MagicString(code);
      for (const node of imports) {
        s.prependLeft(node.start, `__irrCdnImportChunk(${JSON.stringify(DEPS_MARK)}, () => `);
        s.appendRight(node.end, ')');
      }
      s.prepend(`import { importChunk as __irrCdnImportChunk } from ${JSON.stringify(CHUNK_IMPORT)};\n`);
      return { code: s.toString(), map: s.generateMap({ hires: true }) };
    },
    renderChunk(code, chunk, _options, { chunks }) {
      const unchecked = /\bimport\((['"])\.{1,2}\/[^'"]+\1\)/.exec(code.replace(marked, ''));
      if (unchecked) throw new Error(`cdn: ${chunk.fileName} imports ${unchecked[0]} past the loader (its integrity unchecked)`);
      if (!code.includes(DEPS_MARK)) return null;
      const folder = chunk.fileName.slice(0, chunk.fileName.lastIndexOf('/') + 1);
      const out = code.replace(marked, (whole, quote, spec, member) => {
        const target = posix.normalize(folder + spec);
        if (!chunks[target]) throw new Error(`cdn: ${chunk.fileName} imports ${spec}, not a chunk of this build`);
        if (posix.dirname(target) !== `${dir}/chunks`) throw new Error(`cdn: ${target} is outside ${dir}/chunks`);
        return `(${JSON.stringify(target.slice(dir.length + 1))})${member}`;
      });
      if (out.includes(DEPS_MARK)) {
        const at = out.indexOf(DEPS_MARK);
        throw new Error(`cdn: a dynamic import of ${chunk.fileName} was left unresolved: ${JSON.stringify(out.slice(at - 60, at + 30))}`);
      }
      return { code: out, map: null };
    },
  };
}

function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) walk(item, visit);
    else if (value && typeof value === 'object' && typeof value.type === 'string') walk(value, visit);
  }
}

/** A chunk and its static imports, the chunk first. */
function closure(chunks, start) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !chunks[file]) return;
    seen.add(file);
    for (const next of chunks[file].imports) visit(next);
  };
  visit(start);
  return [...seen];
}

/**
 * Splits the chunks into what the loader checks itself (the core: the entry defining the elements
 * and its static imports) and units: each chunk imported dynamically starts one, which holds it and
 * those of its static imports that are not loaded already wherever it is imported from (outside the
 * static imports of every chunk importing it), and knows the manifests of the units those import.
 */
export function cdnUnits(chunks, entry) {
  const core = closure(chunks, entry);
  const inCore = new Set(core);
  const roots = [...new Set(Object.values(chunks).flatMap((chunk) => chunk.dynamicImports))];
  const units = {};
  for (const root of roots) {
    const importers = Object.keys(chunks).filter((file) => chunks[file].dynamicImports.includes(root));
    const loaded = importers.map((file) => new Set(closure(chunks, file)));
    const files = closure(chunks, root).filter((file) => !inCore.has(file) && !loaded.every((set) => set.has(file)));
    const children = [...new Set(files.flatMap((file) => chunks[file].dynamicImports))].filter(
      (file) => !files.includes(file) && !inCore.has(file),
    );
    units[root] = { files, children };
  }
  return { core, units };
}

/** Each unit's strongly connected component (the units that import it and that it imports, itself included). */
function components(units) {
  const reach = new Map();
  const reachOf = (root) => {
    if (reach.has(root)) return reach.get(root);
    const seen = new Set();
    const stack = [root];
    while (stack.length) {
      for (const child of units[stack.pop()].children) {
        if (!seen.has(child)) {
          seen.add(child);
          stack.push(child);
        }
      }
    }
    reach.set(root, seen);
    return seen;
  };
  const roots = Object.keys(units);
  return new Map(
    roots.map((root) => [root, [root, ...roots.filter((other) => other !== root && reachOf(root).has(other) && reachOf(other).has(root))]]),
  );
}

/**
 * The integrity manifests: each lists some units' files with their integrity (each unit's own in
 * `parts` when it holds several) and, in `units`, the manifest of each unit they import.
 * - The units the core's units (an element's view, the console) import, the shell and each business
 *   group, have a manifest each: a page fetches only the ones it enters.
 * - Below that, the units a unit imports (a group's screens, a screen's parts) share one manifest:
 *   its parent names the same one for each, which gzip all but drops, and it comes the first time
 *   one of them is entered, in the round trip a manifest of the unit's own would take.
 * - Units that import each other (a group's screen linking to another group's) are one strongly
 *   connected component and go together, so that no manifest holds a hash of its own.
 * Returns each unit's manifest integrity (`manifestOf`, for the core's units) and the manifest that
 * lists it (`via`, for the bench).
 */
export function cdnManifests(units, direct, { integrity, local, write }) {
  const component = components(units);
  const componentOf = (root) => component.get(root);
  const childrenOf = (members) =>
    [...new Set(members.flatMap((member) => units[member].children))].filter((child) => !members.includes(child));
  const memo = (make) => {
    const made = new Map();
    return (members) => {
      const key = [...members].sort().join(' ');
      if (!made.has(key)) made.set(key, make(members));
      return made.get(key);
    };
  };
  const via = new Map();
  // a unit's own manifest is where the bench counts it; else the first shared one listing it
  const listed = (members, manifest, mine) => {
    for (const member of members) if (mine || !via.has(member)) via.set(member, manifest);
    return manifest;
  };
  const isDirect = new Set(direct.flatMap(componentOf));
  const manifest = (members, { parts }) => {
    const files = [...new Set(members.flatMap((member) => units[member].files))];
    const links = {};
    for (const root of members) {
      const children = childrenOf(componentOf(root)).filter((child) => !members.includes(child));
      if (!children.length) continue;
      const shared = !isDirect.has(root) && together([...new Set(children.flatMap(componentOf))]);
      for (const child of children) links[local(child)] = shared || own(componentOf(child));
    }
    const body = {
      files: Object.fromEntries(files.map((file) => [local(file), integrity(file)])),
      units: links,
      ...(parts && { parts: Object.fromEntries(members.map((m) => [local(m), units[m].files.map(local)])) }),
    };
    return write(`export default${JSON.stringify(body)};\n`);
  };
  const own = memo((members) => listed(members, manifest(members, { parts: members.length > 1 }), true));
  const together = memo((members) => listed(members, manifest(members, { parts: true }), false));
  for (const root of direct) own(componentOf(root));
  for (const root of Object.keys(units)) if (!via.has(root)) own(componentOf(root));
  return { via, manifestOf: (root) => own(componentOf(root)) };
}

/** Where each element's code starts (read by the bench): the chunk holding its view, or the console's tree. */
const ELEMENT_STARTS = {
  'irr-notice-bell': 'elements/notice-bell/notice-bell-view.tsx',
  'irr-well-table': 'elements/well-table/well-table-view.tsx',
  'irr-console': 'elements/cdn/console-main.ts',
};
const startsOf = (chunks, local) =>
  Object.fromEntries(
    Object.entries(ELEMENT_STARTS).map(([tag, module]) => {
      const id = resolve(ROOT, module);
      return [tag, local(Object.keys(chunks).find((file) => chunks[file].moduleIds.includes(id)) ?? '')];
    }),
  );

/** Writes the manifests, the loader and integrity.json once every chunk is final (minified, hashed). */
export function cdnLoader({ dir = 'cdn' } = {}) {
  return {
    name: 'irr-cdn-loader',
    async generateBundle(_options, bundle) {
      const chunks = Object.fromEntries(Object.entries(bundle).filter(([, out]) => out.type === 'chunk'));
      const entries = Object.keys(chunks).filter((file) => chunks[file].isEntry);
      if (entries.length !== 1) throw new Error(`cdn: one entry expected, got ${entries.join(', ')}`);
      const local = (file) => file.slice(dir.length + 1);
      const integrity = Object.fromEntries(Object.keys(chunks).map((file) => [local(file), chunkSri(chunks[file].code)]));
      const { core, units } = cdnUnits(chunks, entries[0]);
      const direct = [...new Set(core.flatMap((file) => chunks[file].dynamicImports))].filter((file) => units[file]);
      const { via, manifestOf } = cdnManifests(units, direct, {
        integrity: (file) => integrity[local(file)],
        local,
        write: (source) => {
          const manifest = chunkSri(source);
          const file = manifestFile(manifest);
          const written = bundle[`${dir}/${file}`];
          if (written && written.source !== source) throw new Error(`cdn: two manifests named ${file}`);
          if (!written) this.emitFile({ type: 'asset', fileName: `${dir}/${file}`, source });
          return manifest;
        },
      });
      const all = Object.fromEntries(Object.keys(units).map((root) => [local(root), manifestFile(via.get(root))]));
      const config = {
        entry: local(entries[0]),
        core: Object.fromEntries(core.map((file) => [local(file), integrity[local(file)]])),
        units: Object.fromEntries(direct.map((root) => [local(root), manifestOf(root)])),
      };
      const loader = await build({
        entryPoints: [LOADER],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2020',
        minify: true,
        legalComments: 'none',
        charset: 'utf8',
        define: { __IRR_CDN__: JSON.stringify(config) },
      });
      const code = loader.outputFiles[0].text;
      this.emitFile({ type: 'asset', fileName: `${dir}/irr-console.js`, source: code });
      const entryIntegrity = sri(code);
      this.emitFile({
        type: 'asset',
        fileName: `${dir}/integrity.json`,
        source: `${JSON.stringify({ 'irr-console.js': entryIntegrity }, null, 1)}\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: `${dir}/cdn-meta.json`,
        source: JSON.stringify(
          {
            loader: 'irr-console.js',
            entry: config.entry,
            core: Object.keys(config.core),
            units: all,
            elements: startsOf(chunks, local),
            names: Object.fromEntries(Object.keys(chunks).map((file) => [local(file), chunkName(chunks[file])])),
          },
          null,
          1,
        ),
      });
      console.log(`dist/${dir}/irr-console.js integrity ${entryIntegrity} (dist/${dir}/integrity.json)`);
    },
  };
}
