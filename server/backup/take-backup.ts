import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import { openDatabase } from '../db/connect';
import { readLock } from '../db/data-dir-lock';
import { backupArchive, type BackupManifest } from './backup-archive';
import { BACKUP_PATH, BACKUP_TOKEN_FILE } from './backup-route';
import { copyEmbeddedData } from './embedded-snapshot';
import { runPgTool } from './pg-tools';

export interface BackupSource {
  dataDir: string;
  databaseUrl: string | undefined;
  now(): Date;
}

export interface TakenBackup {
  file: string;
  bytes: number;
  /** How the database was read: from the server holding it, by opening it here, or by pg_dump. */
  by: 'server' | 'directly' | 'pg_dump';
}

/** The embedded database's backup from the server that holds it (POST /backup with the data directory's token). */
async function askServer(url: string, dataDir: string): Promise<Readable> {
  let token: string;
  try {
    token = readFileSync(join(dataDir, BACKUP_TOKEN_FILE), 'utf8').trim();
  } catch {
    throw new Error(
      `读不到 ${join(dataDir, BACKUP_TOKEN_FILE)}：请以服务进程的用户运行 / cannot read the backup token: run as the server's user`,
    );
  }
  const response = await fetch(`${url}${BACKUP_PATH}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    throw new Error(`服务器拒绝了备份 / the server refused the backup (HTTP ${response.status}): ${text}`);
  }
  return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
}

/**
 * Writes a backup of the configured database and its uploads to `file` (server/docs/backup.md):
 * the embedded engine's through the server that holds it, or opened here when none does;
 * PostgreSQL's by pg_dump. Written aside and renamed: `file` exists only once it is whole.
 */
export async function takeBackup(file: string, source: BackupSource): Promise<TakenBackup> {
  if (existsSync(file)) throw new Error(`${file} 已存在，不会覆盖 / ${file} exists: not overwritten`);
  const work = await mkdtemp(join(dirname(file), `.${basename(file)}.`));
  const partial = join(work, 'archive');
  const filesDir = join(source.dataDir, 'files');
  let by: TakenBackup['by'];
  try {
    let archive: Readable;
    if (source.databaseUrl) {
      by = 'pg_dump';
      const pgDump = join(work, 'database.pgdump');
      const createdAt = source.now().toISOString();
      // read before the dump: migrations only go forward, so the dump holds this one or a later one
      const migration = await lastMigration(source.databaseUrl);
      // one transaction's snapshot (pg_dump's): every commit before it starts, none after
      await runPgTool('pg_dump', ['--format=custom', `--file=${pgDump}`], source.databaseUrl);
      archive = await backupArchive({ engine: 'postgres', createdAt, migration }, { pgDump }, filesDir);
    } else {
      const holder = readLock(source.dataDir);
      if (holder?.url) {
        by = 'server';
        archive = await askServer(holder.url, source.dataDir);
      } else if (holder)
        throw new Error(
          `服务器 (pid ${holder.pid}) 正在启动，请待它开始服务后再备份 / the server holding ${source.dataDir} (pid ${holder.pid}) is still starting: try again once it serves`,
        );
      else {
        by = 'directly';
        archive = await backupClosed(source, work, filesDir);
      }
    }
    await pipeline(archive, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, by };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** No server holds the embedded directory: open it here (taking its lock) and copy it. */
async function backupClosed(source: BackupSource, work: string, filesDir: string): Promise<Readable> {
  if (!existsSync(join(source.dataDir, 'pgdata', 'PG_VERSION')))
    throw new Error(`${source.dataDir} 中没有数据库 / no embedded database in ${source.dataDir} (IRR_DATA_DIR)`);
  const database = await openDatabase({ dataDir: source.dataDir, databaseUrl: undefined });
  const pgdata = join(work, 'pgdata');
  try {
    const { lsn, migration } = await copyEmbeddedData(database.db, join(source.dataDir, 'pgdata'), pgdata);
    return await backupArchive({ engine: 'pglite', createdAt: source.now().toISOString(), lsn, migration }, { pgdata }, filesDir);
  } finally {
    // the copy is taken: the archive reads it, not the directory
    await database.close();
  }
}

async function lastMigration(databaseUrl: string): Promise<BackupManifest['migration']> {
  const database = await openDatabase({ dataDir: '', databaseUrl });
  try {
    const { rows } = await sql<{ name: string | null }>`select max(name) as name from schema_migration`.execute(database.db);
    return rows[0]?.name ?? null;
  } finally {
    await database.close();
  }
}
