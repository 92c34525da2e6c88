import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { MANIFEST } from '../../../server/backup/backup-archive';
import { restoreBackup, RestoreRefusedError } from '../../../server/backup/restore-backup';
import { TAR_END, tarHeader, tarPadding } from '../../../server/backup/tar';

/**
 * What a restore does with a file that is not a whole backup of this console: refuses it with its
 * reason before opening any database, and leaves nothing behind (server/docs/backup.md).
 */
const work = mkdtempSync(join(tmpdir(), 'irr-backup-unit-'));
after(() => rmSync(work, { recursive: true, force: true }));

const manifest = Buffer.from(
  JSON.stringify({ format: 'irr-backup', version: 1, engine: 'pglite', createdAt: '', migration: null, files: 0 }),
);

function entry(name: string, body: Buffer): Buffer[] {
  return [tarHeader(name, body.length, 'file'), body, tarPadding(body.length)];
}

let n = 0;
/** A gzipped archive of these parts, written to a file of its own. */
function archive(parts: Buffer[]): string {
  n += 1;
  const file = join(work, `case-${n}.tar.gz`);
  writeFileSync(file, gzipSync(Buffer.concat(parts)));
  return file;
}

async function refusedWith(file: string, message: RegExp): Promise<void> {
  const parent = mkdtempSync(join(work, 'target-'));
  const target = join(parent, 'data');
  await assert.rejects(restoreBackup(file, { dataDir: target, databaseUrl: undefined }), (error: unknown) => {
    assert.ok(error instanceof RestoreRefusedError, String(error));
    assert.match(error.message, message);
    return true;
  });
  assert.equal(existsSync(target), false, 'no target made');
  assert.deepEqual(readdirSync(parent), [], 'nothing unpacked left beside it');
  assert.equal(existsSync(join(work, 'evil')), false, 'nothing written outside');
}

describe('restore: a file that is not a whole backup', () => {
  test('an entry leaving its directory, or one a backup never holds, is refused', async () => {
    for (const name of ['pgdata/../../../evil', '../evil', 'etc/passwd', 'files/./x'])
      await refusedWith(archive([...entry(MANIFEST, manifest), ...entry(name, Buffer.from('x')), TAR_END]), /意外的条目/);
  });

  test('an archive without its manifest first is refused', async () => {
    await refusedWith(archive([...entry('pgdata/PG_VERSION', Buffer.from('17')), ...entry(MANIFEST, manifest), TAR_END]), /首个条目/);
  });

  test('a truncated archive is refused', async () => {
    const whole = Buffer.concat([...entry(MANIFEST, manifest), ...entry('files/a.png', Buffer.alloc(5000, 1)), TAR_END]);
    await refusedWith(archive([whole.subarray(0, 2048)]), /不完整/);
  });

  test('a damaged header and a file that is not gzip are refused', async () => {
    const header = tarHeader(MANIFEST, manifest.length, 'file');
    header[0] = 'X'.charCodeAt(0);
    await refusedWith(archive([header, manifest, tarPadding(manifest.length), TAR_END]), /归档头校验失败/);
    const plain = join(work, 'plain.tar.gz');
    writeFileSync(plain, 'not a backup');
    await refusedWith(plain, /gzip 数据损坏/);
  });

  test('a backup with no database in it is refused', async () => {
    await refusedWith(archive([...entry(MANIFEST, manifest), TAR_END]), /备份中没有数据库/);
  });
});
