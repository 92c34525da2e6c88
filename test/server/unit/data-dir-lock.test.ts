import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { DataDirLockedError, LOCK_FILE, acquireDataDirLock, readLock } from '../../../server/db/data-dir-lock';

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'irr-lock-'));
}

test('one holder at a time, this process included; released on release', () => {
  const dir = tempDir();
  try {
    const lock = acquireDataDirLock(dir);
    assert.equal(readLock(dir)?.pid, process.pid);
    assert.throws(() => acquireDataDirLock(dir), DataDirLockedError);
    lock.setUrl('http://127.0.0.1:1');
    assert.equal(readLock(dir)?.url, 'http://127.0.0.1:1');
    lock.release();
    assert.ok(!existsSync(join(dir, LOCK_FILE)));
    acquireDataDirLock(dir).release();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a lock left with our own pid by a crashed predecessor (container restart) is taken over', () => {
  const dir = tempDir();
  try {
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid, url: 'http://127.0.0.1:9' }));
    assert.equal(readLock(dir), undefined, 'not held by anyone alive');
    const lock = acquireDataDirLock(dir);
    assert.deepEqual(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')), { pid: process.pid });
    lock.release();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a live other process holds it: refused with a message naming its pid', () => {
  const dir = tempDir();
  try {
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid }));
    assert.throws(
      () => acquireDataDirLock(dir),
      (e: Error) => e instanceof DataDirLockedError && e.message.includes(`pid ${process.ppid}`),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
