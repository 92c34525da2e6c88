import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { promisify } from 'node:util';
import { ROOT } from '../server/support/child-server';

// dist/types, as a portal written in TypeScript reads it: a page's code that uses the elements'
// properties and events type-checks against the declarations `npm run build` writes, with the
// declarations themselves checked (skipLibCheck off), and a wrong use is refused.

const TYPES = join(ROOT, 'dist/types/elements/index');
const TSC = join(ROOT, 'node_modules/typescript-go/bin/tsc');
const dir = mkdtempSync(join(tmpdir(), 'irr-consumer-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const CONFIG = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    types: [],
    typeRoots: [join(ROOT, 'node_modules/@types')],
  },
  files: ['page.ts'],
};

/** Type-checks `code` as a portal's page.ts; the compiler's exit and output. */
async function check(code: string): Promise<{ ok: boolean; output: string }> {
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(CONFIG));
  writeFileSync(join(dir, 'page.ts'), code);
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [TSC, '-p', dir]);
    return { ok: true, output: stdout };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

const PAGE = `import { defineElement, type IrrWellSelectDetail } from ${JSON.stringify(TYPES)};
const table = document.createElement('irr-well-table');
table.pageSize = 20;
table.authorizationCode = 'code-from-the-portal';
table.addEventListener('irr-well-select', (event) => {
  const detail: IrrWellSelectDetail = event.detail;
  const id: number = detail.well.id;
  console.log(id);
});
const bell = document.querySelector('irr-notice-bell');
bell?.setAttribute('api-base', '/cpi/');
const defined: boolean = defineElement('irr-other', class extends HTMLElement {});
console.log(defined);
`;

test('a portal page using the elements type-checks against dist/types, declarations included', async () => {
  const { ok, output } = await check(PAGE);
  assert.equal(output, '');
  assert.ok(ok);
});

test('a wrong use is refused: a page size that is not a number, an event detail read as what it is not', async () => {
  const { ok, output } = await check(
    `${PAGE}table.pageSize = 'twenty';\ntable.addEventListener('irr-well-select', (event) => { const name: number = event.detail.well.name; console.log(name); });\n`,
  );
  assert.equal(ok, false);
  assert.match(output, /page\.ts\(14,1\): error TS2322: Type 'string' is not assignable to type 'number/);
  assert.match(output, /page\.ts\(15,\d+\): error TS2322: Type 'string' is not assignable to type 'number'/);
});
