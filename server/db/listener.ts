import pg from 'pg';

export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

/**
 * LISTEN on PostgreSQL through one connection of its own (a pooled one would be handed to a
 * query). A lost connection is opened again after a second and listens again; notifications sent
 * meanwhile are lost, which the live stream's readers survive (a monitor reloads on reconnect).
 */
export function postgresListener(connectionString: string, warn: (message: string) => void): { listen: Listen; close(): Promise<void> } {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = (): Promise<pg.Client> =>
    (connecting ??= (async () => {
      const c = new pg.Client({ connectionString });
      c.on('notification', (n) => {
        for (const handler of handlers.get(n.channel) ?? []) handler(n.payload ?? '');
      });
      c.on('error', (error) => {
        warn(`PostgreSQL listener lost: ${error.message}`);
        if (client === c) client = undefined;
        connecting = undefined;
        c.end().catch(() => undefined);
        if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), 1000);
      });
      await c.connect();
      for (const channel of handlers.keys()) await c.query(`listen ${pg.escapeIdentifier(channel)}`);
      client = c;
      return c;
    })().catch((error: unknown) => {
      connecting = undefined;
      if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), 1000);
      throw error;
    }));

  return {
    async listen(channel, onPayload) {
      const set = handlers.get(channel) ?? new Set();
      const first = set.size === 0;
      set.add(onPayload);
      handlers.set(channel, set);
      const c = client ?? (await connect());
      if (first) await c.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0) {
          handlers.delete(channel);
          await client?.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
