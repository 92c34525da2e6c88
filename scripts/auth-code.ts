// `npm run auth-code -- <mobile>`: prints a one-time authorization code (60 s) for a merchant account,
// as a portal's server would get it from open/authorizationCode.
// The embedded database can only be open in one process: when a server holds it, ask that server.
import { randomBytes } from 'node:crypto';
import { loginCalls } from '../src/api/contract';
import { issueAuthorizationCode } from '../server/auth/authorization-codes';
import { computeSignature } from '../server/auth/signature';
import { ConfigError, loadConfig, type ServerConfig } from '../server/config';
import { openDatabase } from '../server/db/connect';
import { DataDirLockedError, readLock } from '../server/db/data-dir-lock';
import { migrate } from '../server/db/migrate';

async function askServer(url: string, config: ServerConfig, mobile: string): Promise<string> {
  const body = JSON.stringify({ mobile });
  const timestamp = String(Date.now());
  const nonce = randomBytes(16).toString('hex');
  const response = await fetch(`${url}/cpi/${loginCalls.authorizationCode.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-merchant-key': config.merchantKey,
      separate: 'Y',
      timestamp,
      nonce,
      sign: computeSignature(config.signSecret, timestamp, nonce, body),
    },
    body,
  });
  const envelope = (await response.json()) as { errorCode: number; message: string; data: { authorizationCode: string } | null };
  if (envelope.errorCode !== 0 || !envelope.data)
    throw new Error(`${envelope.message} (errorCode ${envelope.errorCode}, HTTP ${response.status})`);
  return envelope.data.authorizationCode;
}

async function issueDirectly(config: ServerConfig, mobile: string): Promise<string> {
  const database = await openDatabase(config);
  try {
    await migrate(database.db);
    const user = await database.db
      .selectFrom('merchant_user')
      .select(['id', 'enabled'])
      .where('mobile', '=', mobile)
      .where('user_type', '=', 'merchant')
      .executeTakeFirst();
    if (!user) throw new Error(`用户不存在 / no merchant user with mobile ${mobile}`);
    if (!user.enabled) throw new Error(`账号已停用 / the account ${mobile} is disabled`);
    return await issueAuthorizationCode(database.db, user.id, new Date(), config.authCodeTtlMs);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const mobile = process.argv[2] ?? '';
  if (!/^1\d{10}$/.test(mobile)) {
    console.error('usage: npm run auth-code -- <mobile>   (an 11-digit merchant account, e.g. 13800000000)');
    process.exit(2);
  }
  const config = loadConfig();
  const holder = config.databaseUrl ? undefined : readLock(config.dataDir);
  let code: string;
  if (holder?.url) code = await askServer(holder.url, config, mobile);
  else if (holder) throw new DataDirLockedError(config.dataDir, holder);
  else code = await issueDirectly(config, mobile);
  console.log(code);
  console.error(`one-time authorization code for ${mobile}, valid ${config.authCodeTtlMs / 1000} s (POST /cpi/login/forcedEntry)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof Error ? error.message : error);
  process.exit(1);
});
