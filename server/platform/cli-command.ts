import { parseArgs } from 'node:util';

export const PLATFORM_USAGE = `usage: npm run platform -- merchant <command>
  add --name <名称> --lines well,fertigation --settlement none|really|daily|weekly|monthly
      --fee <‰, 6 = 0.6%> --admin-mobile <11 位手机号> [--admin-name <姓名>]
  list [--json]
  suspend <id>
  resume <id>
  lines <id> --lines well,fertigation
       npm run platform -- well <command>
  add <merchant id> --place <村镇名称> --cd <机井编号> --name <机井名称>
  list <merchant id> [--json]
       npm run platform -- mosquitto <dir> [--hup <pidfile>]
  writes mosquitto's <dir>/passwords and <dir>/acl from the devices (the server's account from MQTT_URL),
  when they changed; --hup: then SIGHUP to the pid in <pidfile>
The database is the server's (IRR_DATA_DIR, or DATABASE_URL). See server/docs/platform.md.`;

/** A command line the CLI does not understand: the usage, exit 2. */
export class UsageError extends Error {}

export type Command =
  | { name: 'add'; input: unknown }
  | { name: 'list'; json: boolean }
  | { name: 'suspend' | 'resume'; id: string }
  | { name: 'lines'; id: string; lines: unknown }
  | { name: 'well add'; merchant: string; input: unknown }
  | { name: 'well list'; merchant: string; json: boolean }
  | { name: 'mosquitto'; dir: string; hup: string | undefined };

const splitLines = (text: string) => text.split(',').map((s) => s.trim());
/** `--fee 6` as a number; anything else as given, for the schema's message. */
const feeOf = (text: string): unknown => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);

/** What `npm run platform` was asked to do; a command line it does not understand is a UsageError. */
export function parseCommand(argv: readonly string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        name: { type: 'string' },
        lines: { type: 'string' },
        settlement: { type: 'string' },
        fee: { type: 'string' },
        'admin-mobile': { type: 'string' },
        'admin-name': { type: 'string' },
        json: { type: 'boolean' },
        hup: { type: 'string' },
        place: { type: 'string' },
        cd: { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values: v, positionals } = parsed;
  const [group, name, id, ...rest] = positionals;
  if (group === 'mosquitto') {
    const extra = Object.keys(v).filter((k) => k !== 'hup');
    if (extra.length) throw new UsageError(`mosquitto takes no --${extra.join(', --')}`);
    if (name === undefined || id !== undefined) throw new UsageError('expected: mosquitto <dir> [--hup <pidfile>]');
    return { name: 'mosquitto', dir: name, hup: v.hup };
  }
  if ((group !== 'merchant' && group !== 'well') || rest.length > 0)
    throw new UsageError('expected: merchant <add|list|suspend|resume|lines>, well <add|list>, or mosquitto <dir>');
  const need = (flag: keyof typeof v): string => {
    const value = v[flag];
    if (typeof value !== 'string') throw new UsageError(`${group} ${name} needs --${flag}`);
    return value;
  };
  const only = (allowed: readonly string[]) => {
    const extra = Object.keys(v).filter((k) => !allowed.includes(k));
    if (extra.length) throw new UsageError(`${group} ${name} takes no --${extra.join(', --')}`);
  };
  if (group === 'well') {
    if (name !== 'add' && name !== 'list') throw new UsageError('expected: well <add|list> <merchant id>');
    if (id === undefined) throw new UsageError(`well ${name} needs the merchant's id`);
    if (name === 'list') {
      only(['json']);
      return { name: 'well list', merchant: id, json: v.json === true };
    }
    only(['place', 'cd', 'name']);
    const [place, cd, wellName] = (['place', 'cd', 'name'] as const).map(need);
    return { name: 'well add', merchant: id, input: { place, cd, name: wellName } };
  }
  switch (name) {
    case 'add': {
      if (id !== undefined) throw new UsageError('merchant add takes no id');
      only(['name', 'lines', 'settlement', 'fee', 'admin-mobile', 'admin-name']);
      // asked for in the usage's order
      const [merchantName, lines, way, fee, mobile] = (['name', 'lines', 'settlement', 'fee', 'admin-mobile'] as const).map(need);
      const admin: Record<string, string> = { mobile: mobile! };
      if (v['admin-name'] !== undefined) admin.name = v['admin-name'];
      const settlement = { way, feePermille: feeOf(fee!) };
      return { name, input: { name: merchantName, lines: splitLines(lines!), settlement, admin } };
    }
    case 'list':
      if (id !== undefined) throw new UsageError('merchant list takes no id');
      only(['json']);
      return { name, json: v.json === true };
    case 'suspend':
    case 'resume':
      if (id === undefined) throw new UsageError(`merchant ${name} needs the merchant's id`);
      only([]);
      return { name, id };
    case 'lines':
      if (id === undefined) throw new UsageError("merchant lines needs the merchant's id");
      only(['lines']);
      return { name, id, lines: splitLines(need('lines')) };
    default:
      throw new UsageError('expected: merchant <add|list|suspend|resume|lines>');
  }
}
