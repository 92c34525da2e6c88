// `npm run platform -- merchant add|list|suspend|resume|lines …`: the platform's operations on its
// merchants (server/docs/platform.md), on the server's database (IRR_DATA_DIR or DATABASE_URL).
// While a server holds the embedded database, use that server's API (/platform/merchants) instead.
import { runPlatformCli } from '../server/platform/platform-cli';

runPlatformCli(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
