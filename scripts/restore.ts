// `npm run restore -- <file> [--to <dir>]`: restores a backup of `npm run backup` into an empty data
// directory (default IRR_DATA_DIR) or, for a PostgreSQL backup, into the empty database of
// DATABASE_URL; never over data (server/docs/backup.md). Start the server on it as usual.
import { resolve } from 'node:path';
import { restoreBackup, RestoreRefusedError } from '../server/backup/restore-backup';
import { ConfigError, loadConfig } from '../server/config';

function usage(): never {
  console.error('usage: npm run restore -- <file> [--to <dir>]   (default: IRR_DATA_DIR; a PostgreSQL backup goes to DATABASE_URL)');
  process.exit(2);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const file = args[0];
  if (!file || file.startsWith('-') || !(args.length === 1 || (args.length === 3 && args[1] === '--to' && args[2]))) usage();
  const config = loadConfig();
  // npm runs scripts in the package's directory: the paths given are the caller's (INIT_CWD)
  const here = process.env.INIT_CWD ?? '.';
  const dataDir = args[2] ? resolve(here, args[2]) : resolve(config.dataDir);
  const manifest = await restoreBackup(resolve(here, file), { dataDir, databaseUrl: config.databaseUrl });
  const where = manifest.engine === 'pglite' ? dataDir : 'the database of DATABASE_URL';
  console.log(
    `restored ${file} (${manifest.engine}, taken ${manifest.createdAt}, migration ${manifest.migration}, ${manifest.files} uploads) into ${where}`,
  );
  console.log(`start the server on it: IRR_DATA_DIR=${dataDir}${manifest.engine === 'postgres' ? ' DATABASE_URL=…' : ''} npm start`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof RestoreRefusedError || error instanceof Error ? error.message : error);
  process.exit(1);
});
