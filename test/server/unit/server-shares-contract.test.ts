import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every .ts file under a folder of the project. */
function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => join(e.parentPath, e.name));
}

test('the server shares only the contract with the console: it imports nothing else of src/', () => {
  const outside: string[] = [];
  for (const file of sources('server')) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)) {
      const target = relative(root, resolve(dirname(file), spec!));
      if (target.startsWith('src/') && target !== 'src/api/contract' && !target.startsWith('src/api/contract/'))
        outside.push(`${relative(root, file)} → ${target}`);
    }
  }
  assert.deepEqual(outside, []);
});
