// npm run bench: bundle sizes of every build output and the login screen's first paint against a
// static floor. Needs `npm run build` first. BENCH_RUNS (default 9) sets the loads per page.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startBenchServer } from './bench-server';
import { consolePage, floorPage } from './bench-pages';
import { BUILDS, buildFiles, groupPathBytes, loginPathBytes } from './bundle-sizes';
import { captureLoginForm, measureLoad, median, type PaintSample } from './first-paint';
import { startReferenceServer } from './reference-server';

const KB = 1024;
const LOGIN_BUDGET = 30 * KB;
const CONSOLE_BUDGET = 100 * KB;
const FCP_RATIO_BUDGET = 1.5;
const RUNS = Number(process.env.BENCH_RUNS ?? 9);

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');

function printSizes(): void {
  console.log('Build outputs (gzip: zlib default level; KB = 1024 bytes)');
  for (const build of BUILDS) {
    for (const f of buildFiles(dist, build)) console.log(`  ${f.file.padEnd(44)} ${String(f.raw).padStart(8)} B  ${String(f.gzip).padStart(7)} B gzip`);
  }
  console.log('\nLogin screen before first paint (entry + static imports)');
  for (const build of BUILDS) {
    const bytes = loginPathBytes(dist, build);
    if (!bytes) continue;
    const note = build === 'light' ? `  target <= ${kb(LOGIN_BUDGET)}: ${verdict(bytes.gzip <= LOGIN_BUDGET)}` : '';
    console.log(`  ${build.padEnd(6)} ${kb(bytes.raw).padStart(9)} raw  ${kb(bytes.gzip).padStart(8)} gzip  (${bytes.files.length} files)${note}`);
  }
  console.log(`\nWhole console initial load (login path + shell + first group's chunks), target < ${kb(CONSOLE_BUDGET)}`);
  for (const build of ['esm', 'light'] as const) {
    for (const { group, bytes } of groupPathBytes(dist, build)) {
      console.log(`  ${build.padEnd(6)} ${group.padEnd(18)} ${kb(bytes.gzip).padStart(8)} gzip  ${verdict(bytes.gzip < CONSOLE_BUDGET)}`);
    }
  }
}

async function printFirstPaint(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'irr-bench-'));
  const api = await startReferenceServer(root, dataDir).catch((error: unknown) => {
    console.warn(`reference server did not start (${String(error)}); using the stub`);
    return null;
  });
  const pages = new Map<string, string>(BUILDS.map((b) => [`/bench/${b}`, consolePage(b)]));
  const server = await startBenchServer({ root, pages, ...(api ? { apiOrigin: api.origin } : {}) });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const { styles, markup } = await captureLoginForm(browser, `${server.origin}/bench/light#/login`);
    pages.set('/bench/floor', floorPage(styles, markup));
    const targets: [string, string][] = [['floor', '/bench/floor'], ...BUILDS.map((b): [string, string] => [b, `/bench/${b}#/login`])];
    const samples = new Map<string, PaintSample[]>(targets.map(([name]) => [name, []]));
    for (let run = 0; run < RUNS; run++) {
      // Interleaved, so that load from other processes hits every page alike.
      for (const [name, path] of targets) samples.get(name)!.push(await measureLoad(browser, server.origin + path));
    }
    const floor = median(samples.get('floor')!.map((s) => s.fcp));
    console.log(`\nLogin first contentful paint, headless Chromium, cold cache, median of ${RUNS} (/cpi: ${api ? api.kind : 'bench stub'})`);
    for (const [name] of targets) {
      const runs = samples.get(name)!;
      const fcp = median(runs.map((s) => s.fcp));
      const ratio = fcp / floor;
      const ready = name === 'floor' ? '' : `  (login form in DOM at ${median(runs.map((s) => s.formReady)).toFixed(1)} ms)`;
      const note = name === 'floor' ? '  (static HTML of the same form)' : `  x${ratio.toFixed(2)} of floor${name === 'light' ? `, target <= ${FCP_RATIO_BUDGET}: ${verdict(ratio <= FCP_RATIO_BUDGET)}` : ''}`;
      console.log(`  ${name.padEnd(6)} ${fcp.toFixed(1).padStart(7)} ms${note}${ready}`);
    }
  } finally {
    await browser.close();
    await server.close();
    await api?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!existsSync(join(dist, 'light/irr-console.js'))) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}
printSizes();
await printFirstPaint();
