// `npm run backup -- [<file>]`: a consistent backup of the database (the embedded one while its
// server serves, or PostgreSQL's by pg_dump) and the uploads, in one file (server/docs/backup.md).
import { resolve } from 'node:path';
import { takeBackup } from '../server/backup/take-backup';
import { ConfigError, loadConfig } from '../server/config';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error('usage: npm run backup -- [<file>]   (default: irr-backup-<date>-<time>.tar.gz here)');
    process.exit(2);
  }
  const config = loadConfig();
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  // npm runs scripts in the package's directory: a path given is the caller's (INIT_CWD)
  const file = resolve(process.env.INIT_CWD ?? '.', args[0] ?? `irr-backup-${stamp}.tar.gz`);
  const taken = await takeBackup(file, { dataDir: config.dataDir, databaseUrl: config.databaseUrl, now: () => new Date() });
  const how = { server: 'from the running server', directly: 'no server running: opened here', pg_dump: 'pg_dump' }[taken.by];
  console.log(`backup: ${taken.file} (${(taken.bytes / 1e6).toFixed(1)} MB, ${how})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
