import { ConfigError, loadConfig, type ServerConfig } from '../config';
import { openDatabase } from '../db/connect';
import { DataDirLockedError, readLock } from '../db/data-dir-lock';
import { migrate } from '../db/migrate';
import { HttpError } from '../http/business-error';
import { validateInput } from '../http/validate-input';
import { addMerchant } from './add-merchant';
import { listMerchants, type MerchantSummary } from './merchant-list';
import { addMerchantInput, merchantId, merchantLinesInput } from './merchant-input';
import { resumeMerchant, setMerchantLines, suspendMerchant } from './merchant-state';
import { brokerAccount, checkDirectory, describeSync, MosquittoRefusal, syncMosquitto, type BrokerAccount } from './mosquitto-sync';
import { addWell, listWells, type PlatformWell } from './merchant-wells';
import { PLATFORM_PREFIX } from './platform-routes';
import { addWellInput } from './well-input';
import { parseCommand, PLATFORM_USAGE, UsageError, type Command } from './cli-command';

export interface CliOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

const row = (m: MerchantSummary) =>
  [
    m.id,
    m.name,
    m.lines.join(','),
    m.state === 'running' ? '运行' : `停用 ${m.suspendedAt}`,
    `${m.settlement.way} ${m.settlement.feePermille}‰`,
    m.users,
    m.devices,
  ].join('\t');

const wellRow = (w: PlatformWell) =>
  [
    w.id,
    w.cd,
    w.name,
    w.place,
    w.enabled === 'Y' ? '启用' : '停用',
    w.device ? `${w.device.transport} ${w.device.station ?? w.device.username}` : '未接入设备',
  ].join('\t');

/** The embedded database held by a server: this process cannot open it; the server's API can do the same. */
function lockedMessage(config: ServerConfig, error: DataDirLockedError, command: Command): string {
  if (command.name === 'mosquitto') {
    return (
      `The embedded database is held by the server (pid ${error.holder.pid}): stop it to run this command. ` +
      'A server on the embedded database runs its own broker (IRR_MQTT_PORT); mosquitto is for a deployment on PostgreSQL (DATABASE_URL).'
    );
  }
  const url = error.holder.url ?? `http://${config.host}:${config.port}`;
  return (
    `嵌入式数据库正由服务器进程 (pid ${error.holder.pid}) 使用，命令行无法同时打开它。请改用该服务器的平台接口（需设置 IRR_PLATFORM_KEY），例如：\n` +
    `The embedded database is held by the server (pid ${error.holder.pid}); use its platform API instead, e.g.\n` +
    `  curl -H "Authorization: Bearer $IRR_PLATFORM_KEY" ${url}${PLATFORM_PREFIX}/merchants\n` +
    `(or stop the server, run this command, and start it again)`
  );
}

/** Runs one command of `npm run platform`; resolves to the exit code: 0, 1 (refused), 2 (usage). */
export async function runPlatformCli(argv: readonly string[], env: NodeJS.ProcessEnv, io: CliOutput): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${error.message}\n${PLATFORM_USAGE}`);
    return 2;
  }
  let config: ServerConfig;
  let account: BrokerAccount | undefined;
  try {
    config = loadConfig(env);
    if (command.name === 'mosquitto') {
      // refused before the database is opened
      account = brokerAccount(config.mqtt.url);
      checkDirectory(command.dir);
    }
    if (!config.databaseUrl) {
      const holder = readLock(config.dataDir);
      if (holder) throw new DataDirLockedError(config.dataDir, holder);
    }
  } catch (error) {
    if (error instanceof ConfigError || error instanceof MosquittoRefusal) io.err(error.message);
    else if (error instanceof DataDirLockedError) io.err(lockedMessage(loadConfig(env), error, command));
    else throw error;
    return 1;
  }
  const origin = { ip: 'cli', now: config.now() };
  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    io.err(lockedMessage(config, error, command));
    return 1;
  }
  try {
    await migrate(database.db);
    const db = database.db;
    const idOf = (text: string) => validateInput(merchantId, text);
    switch (command.name) {
      case 'add': {
        const added = await addMerchant(db, validateInput(addMerchantInput, command.input), {
          ...origin,
          passwordLogN: config.passwordLogN,
        });
        io.out(row(added.merchant));
        io.out(`管理员 ${added.admin.mobile}（${added.admin.name}）初始密码：${added.admin.password}`);
        io.err('the password is shown this once: hand it to the administrator, who logs in with it and changes it (系统管理 › 修改密码)');
        break;
      }
      case 'list': {
        const merchants = await listMerchants(db);
        if (command.json) io.out(JSON.stringify(merchants, null, 2));
        else for (const m of merchants) io.out(row(m));
        break;
      }
      case 'suspend':
        io.out(row(await suspendMerchant(db, idOf(command.id), origin)));
        break;
      case 'resume':
        io.out(row(await resumeMerchant(db, idOf(command.id), origin)));
        break;
      case 'lines': {
        const { lines } = validateInput(merchantLinesInput, { lines: command.lines });
        io.out(row(await setMerchantLines(db, idOf(command.id), lines, origin)));
        break;
      }
      case 'well add': {
        const well = await addWell(db, idOf(command.merchant), validateInput(addWellInput, command.input), origin);
        io.out(wellRow(well));
        io.err(
          "the well is added stopped (停用): the merchant sets its 计费设置 and enables it, and connects its device in the well's 详情 (机井管理 › 详情: 通信方式, 设备密钥)",
        );
        break;
      }
      case 'well list': {
        const wells = await listWells(db, idOf(command.merchant));
        if (command.json) io.out(JSON.stringify(wells, null, 2));
        else for (const w of wells) io.out(wellRow(w));
        break;
      }
      case 'mosquitto':
        io.out(describeSync(await syncMosquitto(db, { dir: command.dir, account: account!, pidFile: command.hup })));
        break;
    }
    return 0;
  } catch (error) {
    if (error instanceof MosquittoRefusal) {
      io.err(error.message);
      return 1;
    }
    if (!(error instanceof HttpError)) throw error;
    io.err(error.message);
    return 1;
  } finally {
    await database.close();
  }
}
