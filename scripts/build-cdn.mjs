// The CDN build (dist/cdn, rollup.config.mjs): the light build's chunk graph as ES modules under
// dist/cdn/chunks/, started by one small classic script, dist/cdn/irr-console.js
// (elements/cdn/loader.ts), which finds the chunks beside itself and fetches each with its
// integrity checked. These plugins:
// - cdnConsoleLazy: `<irr-console>`'s class is defined at once, its renderer and root component come
//   with the console's first mount (elements/cdn/lazy-console-renderer.ts);
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

const ROOT = resolve(import.meta.dirname, '..');
const CONSOLE_ELEMENT = resolve(ROOT, 'elements/console/console.element.ts');
/** What `<irr-console>`'s class imports, and what the CDN build puts there instead. */
const CONSOLE_SWAPS = {
  './console-renderer': resolve(ROOT, 'elements/cdn/lazy-console-renderer.ts'),
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

/**
 * `import('./x')` becomes `importChunk(() => import('./x'), "<mark>")` in the source; once rendered,
 * the mark becomes the target chunk's file (relative to dist/cdn; what it needs besides is in its
 * unit's manifest).
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
        s.prependLeft(node.start, '__irrCdnImportChunk(() => ');
        s.appendRight(node.end, `, ${JSON.stringify(DEPS_MARK)})`);
      }
      s.prepend(`import { importChunk as __irrCdnImportChunk } from ${JSON.stringify(CHUNK_IMPORT)};\n`);
      return { code: s.toString(), map: s.generateMap({ hires: true }) };
    },
    renderChunk(code, chunk, _options, { chunks }) {
      if (!code.includes(DEPS_MARK)) return null;
      const folder = chunk.fileName.slice(0, chunk.fileName.lastIndexOf('/') + 1);
      // rollup may pick the namespace's member of a shared chunk: `import('./x.js').then(function (n) { return n.q; })`
      const marked = new RegExp(
        `import\\((['"])(\\.{1,2}/[^'"]+)\\1\\)((?:\\.then\\(function \\(\\w+\\) \\{ return [^};]*; \\}\\))?), ${JSON.stringify(DEPS_MARK)}`,
        'g',
      );
      const out = code.replace(marked, (whole, quote, spec, member) => {
        const target = posix.normalize(folder + spec);
        if (!chunks[target]) throw new Error(`cdn: ${chunk.fileName} imports ${spec}, not a chunk of this build`);
        return `import(${quote}${spec}${quote})${member}, ${JSON.stringify(target.slice(dir.length + 1))}`;
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
      // A manifest holds its unit's files and the manifests of the units they import, written children
      // first. Units that import each other (a group's screen linking to another group's) are one
      // component of the graph and share one manifest with all their files.
      const component = components(units);
      const manifests = {};
      const manifestOf = (root) => {
        if (manifests[root]) return manifests[root];
        const members = component.get(root);
        const files = [...new Set(members.flatMap((member) => units[member].files))];
        const children = [...new Set(members.flatMap((member) => units[member].children))].filter((child) => !members.includes(child));
        const body = {
          files: Object.fromEntries(files.map((file) => [local(file), integrity[local(file)]])),
          units: Object.fromEntries(children.map((child) => [local(child), manifestOf(child)])),
          // each member's own files, when several share the manifest
          ...(members.length > 1 && { parts: Object.fromEntries(members.map((m) => [local(m), units[m].files.map(local)])) }),
        };
        const source = `export default${JSON.stringify(body)};\n`;
        const manifest = chunkSri(source);
        const file = manifestFile(manifest);
        const written = bundle[`${dir}/${file}`];
        if (written && written.source !== source) throw new Error(`cdn: two manifests named ${file}`);
        if (!written) this.emitFile({ type: 'asset', fileName: `${dir}/${file}`, source });
        for (const member of members) manifests[member] = manifest;
        return manifest;
      };
      const direct = [...new Set(core.flatMap((file) => chunks[file].dynamicImports))].filter((file) => units[file]);
      const all = Object.fromEntries(Object.keys(units).map((root) => [local(root), manifestFile(manifestOf(root))]));
      const config = {
        entry: local(entries[0]),
        core: Object.fromEntries(core.map((file) => [local(file), integrity[local(file)]])),
        units: Object.fromEntries(direct.map((root) => [local(root), manifests[root]])),
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
          { loader: 'irr-console.js', entry: config.entry, core: Object.keys(config.core), units: all, elements: startsOf(chunks, local) },
          null,
          1,
        ),
      });
      console.log(`dist/${dir}/irr-console.js integrity ${entryIntegrity} (dist/${dir}/integrity.json)`);
    },
  };
}
