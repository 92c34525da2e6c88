// npm run bench: bundle sizes of every build output, the bytes of every business page after login,
// what a portal downloads for each element, the login screen's first paint against a static floor,
// and the time from the script to a lone bell's unread count. Needs `npm run build` first.
// BENCH_RUNS (default 15) sets the loads per page; `npm run bench -- --sizes` prints the sizes only;
// BENCH_DIST (default ./dist) reads another build's output.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startBenchServer } from './bench-server';
import { consolePage, floorPage } from './bench-pages';
import { BUILDS, buildFiles, ENTRY_FILES, heaviestModules, loginPathBytes, routeLoads, wireBytes, type RouteLoad } from './bundle-sizes';
import { captureLoginForm, measureLoad, median, type PaintSample } from './first-paint';
import { BELL_VARIANTS, bellPage, codeFrom, measureBell, type BellSample } from './bell-paint';
import { consoleLoginLoad, elementLoad, type ElementTag } from './element-sizes';
import { cdnLoads } from './cdn-sizes';
import { startReferenceServer } from './reference-server';

const KB = 1024;
const LOGIN_BUDGET = 30 * KB;
const CONSOLE_BUDGET = 100 * KB;
const BELL_BUDGET = 25 * KB;
/** Issue 28: the CDN script, what a page downloads for one element or the console's login, and its first page against the light build's. */
const CDN_BUDGETS = { bell: 25 * KB, table: 60 * KB, login: 35 * KB };
const CDN_FIRST_PAGE_RATIO = 1.1;
/** Ready-to-type time and first contentful paint of the standalone page, each against the floor's (issue 11: <= 1.5, goal 1.1). */
const PAINT_RATIO_BUDGET = 1.5;
const PAINT_RATIO_GOAL = 1.1;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);

const root = resolve(import.meta.dirname, '..');
const dist = resolve(process.env.BENCH_DIST ?? join(root, 'dist'));
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');

function printSizes(): void {
  console.log('Build outputs (gzip: zlib default level; KB = 1024 bytes)');
  for (const build of BUILDS) {
    for (const f of buildFiles(dist, build))
      console.log(`  ${f.file.padEnd(44)} ${String(f.raw).padStart(8)} B  ${String(f.gzip).padStart(7)} B gzip`);
  }
  console.log('\nLogin screen before first paint (entry + static imports)');
  for (const build of BUILDS) {
    const bytes = loginPathBytes(dist, build);
    if (!bytes) continue;
    const note = build === 'light' ? `  target <= ${kb(LOGIN_BUDGET)}: ${verdict(bytes.gzip <= LOGIN_BUDGET)}` : '';
    console.log(
      `  ${build.padEnd(6)} ${kb(bytes.raw).padStart(9)} raw  ${kb(bytes.gzip).padStart(8)} gzip  (${bytes.files.length} files)${note}`,
    );
  }
  printWireBytes();
  printRouteLoads();
  printElementLoads();
  printCdnLoads();
}

/** The CDN script (dist/cdn): what a page downloads before each element shows, loader and integrity manifests included. */
function printCdnLoads(): void {
  const cdn = cdnLoads(dist);
  if (!cdn) return;
  const light = routeLoads(dist, 'light').find((g) => g.group === 'agriculturalWell')?.landing.bytes;
  console.log('\nCDN script (cdn/irr-console.js and the chunks it fetches), gzip, everything fetched until');
  const row = (name: string, bytes: { gzip: number; files: string[] }, note: string) =>
    console.log(`  ${name.padEnd(52)} ${kb(bytes.gzip).padStart(9)}  (${bytes.files.length} files)  ${note}`);
  row(
    '<irr-notice-bell> alone: its count shows',
    cdn.bell,
    `target <= ${kb(CDN_BUDGETS.bell)}: ${verdict(cdn.bell.gzip <= CDN_BUDGETS.bell)}`,
  );
  row(
    '<irr-well-table> alone: its rows show',
    cdn.table,
    `target <= ${kb(CDN_BUDGETS.table)}: ${verdict(cdn.table.gzip <= CDN_BUDGETS.table)}`,
  );
  row(
    '<irr-console>: the login form shows',
    cdn.login,
    `target <= ${kb(CDN_BUDGETS.login)}: ${verdict(cdn.login.gzip <= CDN_BUDGETS.login)}`,
  );
  const ratio = light ? cdn.firstPage.gzip / light.gzip : NaN;
  row(
    '<irr-console>: first page after login (农业机井 首页)',
    cdn.firstPage,
    light
      ? `light ${kb(light.gzip)}, x${ratio.toFixed(3)}, target <= x${CDN_FIRST_PAGE_RATIO}: ${verdict(ratio <= CDN_FIRST_PAGE_RATIO)}`
      : '',
  );
}

/** The entries as the server sends them: as they are, and the build's precompressed copies (gzip level 9, brotli quality 11). */
function printWireBytes(): void {
  // and the standalone page with the login pre-rendered into it (scripts/prerender-login.ts), which the server sends for `/`
  const rows = [...ENTRY_FILES, 'light/login-page.html'].map((file) => wireBytes(dist, file)).filter((row) => row !== null);
  if (!rows.length) return;
  const cell = (bytes: number) => `${String(bytes).padStart(8)} B`;
  console.log(
    '\nEntries and the login page on the wire (what the server sends for each Accept-Encoding; .gz level 9, .br quality 11, written by `npm run build`)',
  );
  console.log(`  ${''.padEnd(44)} ${'identity'.padStart(10)} ${'gzip'.padStart(10)} ${'br'.padStart(10)}`);
  for (const row of rows) {
    console.log(
      `  ${row.file.padEnd(44)} ${cell(row.identity)} ${cell(row.gzip)} ${cell(row.br)}${row.precompressed ? '' : '  (no .gz/.br: sent as it is)'}`,
    );
  }
}

/**
 * What a portal downloads for one element (its own entry, or irr-console.js with all three), and for
 * the whole console's first screen: the login, and the first page after a forced entry.
 */
function printElementLoads(): void {
  const builds = ['light', 'esm'] as const;
  const cell = (bytes: number | undefined) => (bytes === undefined ? '-' : kb(bytes)).padStart(9);
  console.log(
    `\nEmbedding: what a portal downloads, gzip (element's entry + its view + their static imports; "later": loaded on first use)`,
  );
  console.log(`  ${''.padEnd(52)} ${'light'.padStart(9)} ${'esm'.padStart(9)}`);
  const over: string[] = [];
  for (const tag of ['irr-notice-bell', 'irr-well-table'] as ElementTag[]) {
    for (const viaConsole of [false, true]) {
      const loads = builds.map((b) => elementLoad(dist, b, tag, viaConsole));
      const name = loads.find(Boolean)?.name;
      if (!name) continue;
      const bell = tag === 'irr-notice-bell' && !viaConsole && loads[0];
      const note = bell ? `  target light < ${kb(BELL_BUDGET)}: ${verdict(bell.bytes.gzip < BELL_BUDGET)}` : '';
      console.log(`  ${name.padEnd(52)} ${loads.map((l) => cell(l?.bytes.gzip)).join(' ')}${note}`);
      if (loads.some((l) => l?.later))
        console.log(`  ${'    + later, on first use'.padEnd(52)} ${loads.map((l) => cell(l?.later?.gzip)).join(' ')}`);
      if (bell && bell.bytes.gzip >= BELL_BUDGET) {
        const heavy = heaviestModules(dist, 'light', bell.bytes.files, 8, bell.metaFile)
          .map((m) => `${m.module.replace(/^node_modules\//, '')} ${kb(m.rendered)}`)
          .join(', ');
        over.push(`  light <irr-notice-bell> alone: ${bell.bytes.files.join(', ')}; heaviest modules (rendered): ${heavy}`);
      }
    }
  }
  const login = builds.map((b) => consoleLoginLoad(dist, b));
  console.log(`  ${'<irr-console> first screen: login'.padEnd(52)} ${login.map((l) => cell(l?.gzip)).join(' ')}`);
  const firstPage = builds.map((b) => routeLoads(dist, b).find((g) => g.group === 'agriculturalWell')?.landing.bytes);
  console.log(`  ${'<irr-console> first page after a forced entry'.padEnd(52)} ${firstPage.map((l) => cell(l?.gzip)).join(' ')}`);
  if (over.length) console.log(`Over the target, and what it pulls in:\n${over.join('\n')}`);
}

/**
 * Per business group, from the build's import graph: the bytes a user has downloaded once the
 * group's first page shows after login (login path + shell + the group's chunk and its static
 * imports), and, indented, the same once a part the group loads on demand shows (another screen's
 * tab, a gallery section). The first lines are the "console initial load" of the README.
 */
function printRouteLoads(): void {
  const builds = ['light', 'esm'] as const;
  const loads = Object.fromEntries(builds.map((b) => [b, routeLoads(dist, b)]));
  const rows = new Map<string, { part: boolean; bytes: Partial<Record<(typeof builds)[number], RouteLoad>> }>();
  for (const build of builds) {
    for (const group of loads[build]!) {
      for (const [load, part] of [[group.landing, false], ...group.parts.map((p) => [p, true])] as [RouteLoad, boolean][]) {
        const row = rows.get(load.name) ?? { part, bytes: {} };
        row.bytes[build] = load;
        rows.set(load.name, row);
      }
    }
  }
  console.log(
    `\nBusiness pages after login, gzip: login path + shell + what the page loads (first page of each group; indented: parts loaded on demand), target < ${kb(CONSOLE_BUDGET)}`,
  );
  console.log(`  ${'page'.padEnd(44)} ${'light'.padStart(9)} ${'esm'.padStart(9)}`);
  const over: string[] = [];
  const ordered = [...rows.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [name, { part, bytes }] of ordered) {
    const cells = builds.map((b) => (bytes[b] ? kb(bytes[b].bytes.gzip) : '-').padStart(9)).join(' ');
    const bad = builds.filter((b) => bytes[b] && bytes[b].bytes.gzip >= CONSOLE_BUDGET);
    console.log(`  ${(part ? `  + ${name}` : name).padEnd(44)} ${cells}  ${bad.length ? `OVER (${bad.join(', ')})` : 'ok'}`);
    for (const b of bad) {
      const heavy = heaviestModules(dist, b, bytes[b]!.own, 3)
        .map((m) => `${m.module.replace(/^node_modules\//, '')} ${kb(m.rendered)}`)
        .join(', ');
      over.push(`  ${b.padEnd(5)} ${name}: ${bytes[b]!.own.length} chunks beyond login and shell; heaviest modules (rendered): ${heavy}`);
    }
  }
  if (over.length) console.log(`Over the target, and what weighs most in them:\n${over.join('\n')}`);
}

async function printFirstPaint(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'irr-bench-'));
  const api = await startReferenceServer(root, dataDir).catch((error: unknown) => {
    console.warn(`reference server did not start (${String(error)}); using the stub`);
    return null;
  });
  const pages = new Map<string, string>(BUILDS.map((b) => [`/bench/${b}`, consolePage(b)]));
  const server = await startBenchServer({ root, dist, pages, ...(api ? { apiOrigin: api.origin } : {}) });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const { styles, markup } = await captureLoginForm(browser, `${server.origin}/bench/light#/login`);
    pages.set('/bench/floor', floorPage(styles, markup));
    // The floor; the standalone page as the server sends it for `/` (the login pre-rendered into the
    // element, then hydrated by the light build); and each build alone on a page without markup from
    // the server, as a portal loading the element from the CDN has it.
    const targets: { name: string; path: string; scripted: boolean }[] = [
      { name: 'floor', path: '/bench/floor', scripted: false },
      { name: '/', path: '/', scripted: true },
      ...BUILDS.map((b) => ({ name: `${b}, no markup`, path: `/bench/${b}#/login`, scripted: true })),
    ];
    const samples = new Map<string, PaintSample[]>(targets.map(({ name }) => [name, []]));
    for (let run = 0; run < RUNS; run++) {
      // Interleaved, so that load from other processes hits every page alike.
      for (const { name, path, scripted } of targets) samples.get(name)!.push(await measureLoad(browser, server.origin + path, scripted));
    }
    const figure = (runs: PaintSample[], pick: (s: PaintSample) => number) => median(runs.map(pick));
    const floor = samples.get('floor')!;
    const floorReady = figure(floor, (s) => s.ready);
    const floorFcp = figure(floor, (s) => s.fcp);
    console.log(
      `\nLogin first paint, headless Chromium, cold cache, no session, median of ${RUNS} loads each (/cpi: ${api ? api.kind : 'bench stub'})`,
    );
    console.log(
      '  ready to type: the three inputs in the shadow root; fcp: first contentful paint; live: the element defined (script ran, form hydrated or rendered)',
    );
    console.log(`  ${''.padEnd(16)} ${'ready to type'.padStart(21)} ${'fcp'.padStart(21)} ${'live'.padStart(10)}`);
    for (const { name } of targets) {
      const runs = samples.get(name)!;
      const ready = figure(runs, (s) => s.ready);
      const fcp = figure(runs, (s) => s.fcp);
      const cell = (ms: number, ratio: number) =>
        `${ms.toFixed(1).padStart(7)} ms${name === 'floor' ? '' : ` x${ratio.toFixed(2)}`}`.padEnd(21);
      const live = runs.every((s) => s.live !== null)
        ? `${median(runs.map((s) => s.live!))
            .toFixed(1)
            .padStart(7)} ms`
        : '';
      const worst = Math.max(ready / floorReady, fcp / floorFcp);
      const note =
        name === 'floor'
          ? '  (static HTML of the same form, no script)'
          : name === '/'
            ? `  target <= x${PAINT_RATIO_BUDGET}: ${verdict(worst <= PAINT_RATIO_BUDGET)}, goal x${PAINT_RATIO_GOAL}: ${verdict(worst <= PAINT_RATIO_GOAL)}`
            : '';
      console.log(
        `  ${name.padEnd(16)} ${cell(ready, ready / floorReady).padStart(21)} ${cell(fcp, fcp / floorFcp).padStart(21)} ${live.padStart(10)}${note}`,
      );
    }
    if (api) await printBellPaint(browser, server.origin, pages, api.origin);
  } finally {
    await browser.close();
    await server.close();
    await api?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * From the script to the bell's count: a page with `<irr-notice-bell authorization-code>` alone
 * (a fresh code per load, exchanged by the element, then the unread count asked), cold cache.
 */
async function printBellPaint(browser: Browser, origin: string, pages: Map<string, string>, apiOrigin: string): Promise<void> {
  const samples = new Map<string, BellSample[]>(BELL_VARIANTS.map((v) => [v.name, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const variant of BELL_VARIANTS) {
      if (!existsSync(join(dist, variant.entry.slice('/dist/'.length)))) continue;
      // A path per load: the bench server keeps a page's compressed body by path and length, and each load has a new code.
      const path = `/bench/bell-${run}-${BELL_VARIANTS.indexOf(variant)}`;
      pages.set(path, bellPage(variant.script, await codeFrom(apiOrigin)));
      samples.get(variant.name)!.push(await measureBell(browser, origin + path, variant.entry));
    }
  }
  console.log(
    `\nBell alone: from the script to the unread count shown (forced entry + count), headless Chromium, cold cache, median of ${RUNS}`,
  );
  for (const [name, runs] of samples) {
    if (runs.length === 0) continue;
    const fromScript = median(runs.map((r) => r.fromScript));
    const fromNavigation = median(runs.map((r) => r.fromNavigation));
    console.log(
      `  ${name.padEnd(26)} ${fromScript.toFixed(1).padStart(7)} ms after the script arrived  (${fromNavigation.toFixed(1)} ms after navigation start)`,
    );
  }
}

if (!existsSync(join(dist, 'light/irr-console.js'))) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}
printSizes();
if (!process.argv.includes('--sizes')) await printFirstPaint();
