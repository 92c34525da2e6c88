import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import { readResults, type Notified } from './embedded-wire';
import { assertPrivateApi } from './pglite-private-api';

/** Statement texts that get a name: the app has a few hundred, and the first are the hot ones. */
const MAX_NAMED = 256;

interface Prepared {
  name: string;
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A prepared statement whose result type a schema change altered: prepare it again next time. */
const stalePlan = (error: unknown) => (error as { code?: unknown } | null)?.code === '0A000';

/** What kysely-pglite-dialect calls on its client. */
export interface EmbeddedClient {
  query<T>(text: string, params?: unknown[]): Promise<Results<T>>;
  close(): Promise<void>;
}

/**
 * The embedded engine as its dialect sees it, with every statement that has parameters run as a
 * named prepared statement: parsed and planned once, then bound and run in one protocol exchange
 * (PGlite's own query() parses, describes, binds and runs each time, in six), its answer read by
 * embedded-wire.ts. Planning is most of the cost of the console's statements, and on WebAssembly
 * it costs about twice the native time. Runs one statement at a time through PGlite's private
 * `_runExclusiveQuery`, checked here (pglite-private-api.ts); IRR_PGLITE_PREPARED=0 turns it off.
 */
export function preparingClient(client: PGlite, onNotification?: Notified): EmbeddedClient {
  assertPrivateApi(client);
  const prepared = new Map<string, Prepared>();
  /** Names are never reused: a text prepared again after its plan went stale gets a new one. */
  let named = 0;
  const { serialize } = protocol;

  async function prepare(text: string): Promise<Prepared> {
    const known = prepared.get(text);
    if (known) return known;
    const name = `irr_${(named += 1)}`;
    const { messages } = await client.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    prepared.set(text, statement);
    return statement;
  }

  return {
    async query<T>(text: string, params: unknown[] = []): Promise<Results<T>> {
      if (params.length === 0 || (prepared.size >= MAX_NAMED && !prepared.has(text))) return client.query<T>(text, params);
      return client._runExclusiveQuery(async () => {
        const statement = await prepare(text);
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = client.serializers[statement.paramTypes[i]!];
          return serializer ? serializer(value) : String(value);
        });
        try {
          const chunks: Uint8Array[] = [];
          await client.execProtocolRawStream(
            concat([
              serialize.bind({ statement: statement.name, values }),
              serialize.describe({ type: 'P' }),
              serialize.execute({}),
              serialize.sync(),
            ]),
            {
              onRawData: (chunk) => {
                chunks.push(chunk.slice());
              },
            },
          );
          return readResults<T>(chunks.length === 1 ? chunks[0]! : concat(chunks), client.parsers, onNotification);
        } catch (error) {
          if (stalePlan(error)) {
            prepared.delete(text);
            await client.execProtocol(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), {
              syncToFs: false,
              throwOnError: false,
            });
          }
          throw error;
        }
      });
    },
    close: () => client.close(),
  };
}
