import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { isIP } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { DatabaseBusyError } from '../db/embedded-dialect';
import type { Database } from '../db/schema';
import { bearerMatches } from '../metrics/metrics';
import { backupArchive } from './backup-archive';
import { copyEmbeddedData } from './embedded-snapshot';

/** Where `npm run backup` asks the server holding the embedded database for a backup. */
export const BACKUP_PATH = '/backup';
/**
 * In the data directory, mode 0600: the token the backup route takes, new at every start. Whoever
 * can read it can read the database's own files: the route gives them nothing more.
 */
export const BACKUP_TOKEN_FILE = 'backup.token';

/** In the data directory: the copy a backup is being sent from. */
const STAGING = '.backup-';

/** Loopback, or this machine's own address: the request did not come over the network. */
function fromThisMachine(request: FastifyRequest): boolean {
  const { remoteAddress, localAddress } = request.socket;
  if (!remoteAddress || request.headers['x-forwarded-for'] !== undefined) return false;
  const v4 = remoteAddress.startsWith('::ffff:') ? remoteAddress.slice(7) : remoteAddress;
  return remoteAddress === '::1' || (isIP(v4) === 4 && v4.startsWith('127.')) || remoteAddress === localAddress;
}

/**
 * POST /backup on a server of the embedded engine: a consistent backup of its database and
 * uploads while it serves (server/docs/backup.md), streamed as a gzipped tar. Only from this
 * machine, never through a proxy (403), with the token of `<dataDir>/backup.token` (401).
 */
export function registerBackupRoute(app: FastifyInstance, db: Kysely<Database>, dataDir: string, now: () => Date): void {
  // copies left by a backup this directory's last server did not finish (it holds the lock: no other runs)
  for (const name of readdirSync(dataDir)) if (name.startsWith(STAGING)) rmSync(join(dataDir, name), { recursive: true, force: true });
  const token = randomBytes(32).toString('hex');
  const tokenPath = join(dataDir, BACKUP_TOKEN_FILE);
  writeFileSync(tokenPath, token, { mode: 0o600 });
  app.addHook('onClose', async () => rmSync(tokenPath, { force: true }));
  app.post(BACKUP_PATH, async (request, reply) => {
    if (!fromThisMachine(request))
      return reply
        .code(403)
        .send({ status: 'forbidden', message: '备份只接受本机的直接请求 / backups are served to this machine only, not through a proxy' });
    if (!bearerMatches(request.headers.authorization, token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ status: 'unauthorized', message: `需要 ${BACKUP_TOKEN_FILE} 中的令牌 / the token of ${BACKUP_TOKEN_FILE} is required` });
    const staging = await mkdtemp(join(dataDir, STAGING));
    const removeStaging = () => rm(staging, { recursive: true, force: true });
    try {
      const pgdata = join(staging, 'pgdata');
      const taken = await copyEmbeddedData(db, join(dataDir, 'pgdata'), pgdata);
      const { lsn, migration } = taken;
      const archive = await backupArchive(
        { engine: 'pglite', createdAt: now().toISOString(), lsn, migration },
        { pgdata },
        join(dataDir, 'files'),
      );
      archive.once('close', () => void removeStaging());
      request.log.info({ backup: taken }, 'backup taken');
      return reply
        .header('content-type', 'application/gzip')
        .header('cache-control', 'no-store')
        .header('irr-backup-lsn', taken.lsn)
        .send(archive);
    } catch (error) {
      await removeStaging();
      if (error instanceof DatabaseBusyError)
        return reply.code(503).send({ status: 'busy', message: '数据库繁忙，请稍后再试 / the database stayed busy: try again' });
      throw error;
    }
  });
}
