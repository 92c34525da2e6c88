import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createDirectoryStorage, isStorageKey } from '../../../server/files/file-storage';

describe('directory file storage', () => {
  let root: string;
  before(async () => {
    root = await mkdtemp(join(tmpdir(), 'irr-storage-'));
  });
  after(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stores under a random key with the extension, creating the directory, and reads it back', async () => {
    const storage = createDirectoryStorage(join(root, 'uploads', 'nested'), '/cpi/api-file/files/');
    const bytes = Buffer.from([1, 2, 3, 4]);
    const a = await storage.put(bytes, 'png');
    const b = await storage.put(bytes, '.PNG');
    assert.match(a.key, /^[0-9a-f]{32}\.png$/);
    assert.match(b.key, /^[0-9a-f]{32}\.png$/);
    assert.notEqual(a.key, b.key);
    assert.equal(a.url, `/cpi/api-file/files/${a.key}`);
    assert.deepEqual(await storage.read(a.key), bytes);
    assert.deepEqual((await readdir(join(root, 'uploads', 'nested'))).sort(), [a.key, b.key].sort());
  });

  it('returns null for a well-formed key that was never stored', async () => {
    const storage = createDirectoryStorage(join(root, 'empty'), '/f/');
    assert.equal(await storage.read(`${'0'.repeat(32)}.png`), null);
  });

  it('refuses path traversal and any key it did not generate', async () => {
    const dir = join(root, 'store');
    const storage = createDirectoryStorage(dir, '/f/');
    await storage.put(Buffer.from('x'), 'jpg');
    await writeFile(join(root, 'secret.txt'), 'secret');
    const attempts = [
      '../../etc/passwd',
      '../secret.txt',
      '..%2Fsecret.txt',
      '/etc/passwd',
      'secret.txt',
      '',
      `../store/${'a'.repeat(32)}.png`,
      `${'a'.repeat(32)}.png/../../secret.txt`,
      `${'a'.repeat(32)}.png\0`,
      `${'A'.repeat(32)}.png`,
      `${'a'.repeat(31)}.png`,
      `${'a'.repeat(32)}`,
      `${'a'.repeat(32)}..`,
      `./${'a'.repeat(32)}.png`,
      `${'a'.repeat(32)}.png `,
    ];
    for (const key of attempts) {
      assert.equal(isStorageKey(key), false, key);
      assert.equal(await storage.read(key), null, key);
    }
  });

  it('refuses extensions that are not short alphanumerics', async () => {
    const storage = createDirectoryStorage(join(root, 'ext'), '/f/');
    for (const ext of ['', '../png', 'p/ng', 'averyverylongext', 'png\0']) {
      await assert.rejects(storage.put(Buffer.from('x'), ext), /extension/, ext);
    }
  });
});
