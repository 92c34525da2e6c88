import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, rmdir } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { createGunzip } from 'node:zlib';
import { sql } from 'kysely';
import { openDatabase } from '../db/connect';
import { FILES, MANIFEST, PG_DUMP, PGDATA, type BackupManifest } from './backup-archive';
import { runPgTool } from './pg-tools';
import { extractTar, TarFormatError } from './tar';

export interface RestoreTarget {
  /** Where the embedded database and the uploads go (`--to`, else IRR_DATA_DIR). */
  dataDir: string;
  /** PostgreSQL: the empty database a `pg_dump` backup goes into. */
  databaseUrl: string | undefined;
}

export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** An entry's place under `into`, or a refusal for anything a backup never holds. */
function placeIn(into: string, name: string, first: boolean): string {
  const clean = name.replace(/\/$/, '');
  if (first !== (clean === MANIFEST))
    throw new TarFormatError(`不是本系统的备份文件（首个条目应为 ${MANIFEST}） / not a backup of this console`);
  const parts = clean.split('/');
  const known = clean === MANIFEST || clean === PG_DUMP || parts[0] === PGDATA || parts[0] === FILES;
  if (!known || parts.some((p) => p === '' || p === '.' || p === '..'))
    throw new TarFormatError(`备份文件含有意外的条目 / unexpected entry in the backup: ${name}`);
  return join(into, ...parts);
}

/** Unpacks the archive into the fresh directory `into`; returns its manifest. */
async function unpack(file: string, into: string): Promise<BackupManifest> {
  let count = 0;
  try {
    await extractTar(createReadStream(file).pipe(createGunzip()), (entry) => placeIn(into, entry.name, count++ === 0));
  } catch (error) {
    if (error instanceof TarFormatError) throw new RestoreRefusedError(error.message);
    if ((error as NodeJS.ErrnoException).code === 'Z_DATA_ERROR' || (error as NodeJS.ErrnoException).code === 'Z_BUF_ERROR')
      throw new RestoreRefusedError(`不是有效的备份文件（gzip 数据损坏） / ${file} is not a backup (its gzip data is corrupt)`);
    throw error;
  }
  const manifest = JSON.parse(readFileSync(join(into, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.format !== 'irr-backup' || manifest.version !== 1)
    throw new RestoreRefusedError(`不支持的备份格式 / unsupported backup format ${manifest.format} ${manifest.version}`);
  return manifest;
}

/**
 * Restores `file` (made by takeBackup) into an empty place, never over data: the embedded engine's
 * into a data directory that is absent or empty, PostgreSQL's into an empty database, the uploads
 * into an absent or empty `files`. Unpacked beside the target and moved in when whole and opened.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<BackupManifest> {
  if (!existsSync(file)) throw new RestoreRefusedError(`${file} 不存在 / no such file`);
  const dataDir = resolve(target.dataDir);
  const embedded = !target.databaseUrl;
  // refused before reading a byte, and checked again before moving in
  if (embedded && !isEmptyDir(dataDir)) throw notEmpty(dataDir);
  if (!isEmptyDir(join(dataDir, FILES))) throw notEmpty(join(dataDir, FILES));
  await mkdir(dirname(dataDir), { recursive: true });
  const work = await mkdtemp(join(dirname(dataDir), `.${basename(dataDir)}.restore-`));
  try {
    const manifest = await unpack(file, work);
    if (manifest.engine === 'pglite') {
      if (!embedded)
        throw new RestoreRefusedError(
          '这是内嵌数据库的备份，不能恢复到 PostgreSQL：请去掉 DATABASE_URL / this is a backup of the embedded database: unset DATABASE_URL',
        );
      await checkEmbedded(work, manifest);
      await rm(join(work, MANIFEST));
      if (!isEmptyDir(dataDir)) throw notEmpty(dataDir);
      if (existsSync(dataDir)) await rmdir(dataDir);
      await rename(work, dataDir);
      return manifest;
    }
    if (!target.databaseUrl)
      throw new RestoreRefusedError(
        '这是 PostgreSQL 的备份：请用 DATABASE_URL 指定一个空数据库 / a PostgreSQL backup: set DATABASE_URL to an empty database',
      );
    await assertEmptyDatabase(target.databaseUrl);
    await runPgTool(
      'pg_restore',
      ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', join(work, PG_DUMP)],
      target.databaseUrl,
    );
    if (existsSync(join(work, FILES))) {
      if (!isEmptyDir(join(dataDir, FILES))) throw notEmpty(join(dataDir, FILES));
      await mkdir(dataDir, { recursive: true });
      if (existsSync(join(dataDir, FILES))) await rmdir(join(dataDir, FILES));
      await rename(join(work, FILES), join(dataDir, FILES));
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function notEmpty(dir: string): RestoreRefusedError {
  return new RestoreRefusedError(
    `${dir} 不是空的：恢复不会覆盖已有数据，请指定新的目录（--to） / ${dir} is not empty: a restore never overwrites data, give a new directory (--to)`,
  );
}

/** Opens the unpacked embedded database (PostgreSQL's recovery runs to the backup's point) and checks it is the one the manifest names. */
async function checkEmbedded(dir: string, manifest: BackupManifest): Promise<void> {
  if (!existsSync(join(dir, PGDATA, 'PG_VERSION')))
    throw new RestoreRefusedError('备份中没有数据库 / the backup holds no embedded database');
  const database = await openDatabase({ dataDir: dir, databaseUrl: undefined });
  try {
    const { rows } = await sql<{ name: string | null }>`select max(name) as name from schema_migration`.execute(database.db);
    if ((rows[0]?.name ?? null) !== manifest.migration)
      throw new RestoreRefusedError(
        `备份中的数据库与清单不符 / the database does not match its manifest (${rows[0]?.name} ≠ ${manifest.migration})`,
      );
  } finally {
    await database.close();
  }
}

async function assertEmptyDatabase(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ dataDir: '', databaseUrl });
  try {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`.execute(database.db);
    if (Number(rows[0]!.n) > 0)
      throw new RestoreRefusedError(
        `目标数据库不是空的：恢复不会覆盖已有数据，请建一个新库（createdb） / the database of DATABASE_URL is not empty: a restore never overwrites data, create a new one`,
      );
  } finally {
    await database.close();
  }
}
