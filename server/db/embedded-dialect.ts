import type { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type TransactionSettings } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { preparingClient } from './embedded-prepared';
import type { Notified } from './embedded-wire';

/** The embedded engine's one connection stayed taken past the limit: the server is busy (9998). */
export class DatabaseBusyError extends Error {
  readonly code = 'IRR_DB_BUSY';
  constructor(limitMs: number) {
    super(`the embedded database stayed busy for ${limitMs} ms`);
  }
}

/**
 * The embedded engine's driver (kysely-pglite-dialect, which queues every query for its one
 * connection), with what it lacks: a wait for the connection longer than `busyLimitMs` fails with
 * DatabaseBusyError instead of queueing without end behind slow work, and a transaction's access
 * mode (READ ONLY) is honoured.
 */
class BoundedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly busyLimitMs: number,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const pending = this.inner.acquireConnection();
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DatabaseBusyError(this.busyLimitMs)), this.busyLimitMs);
    });
    try {
      return await Promise.race([pending, expired]);
    } catch (error) {
      // the connection still comes to this request's place in the queue: hand it on at once
      void pending.then((connection) => this.inner.releaseConnection(connection));
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const parts = ['start transaction'];
    if (settings.isolationLevel) parts.push(`isolation level ${settings.isolationLevel}`);
    if (settings.accessMode) parts.push(settings.accessMode);
    await connection.executeQuery(CompiledQuery.raw(parts.join(' ')));
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }
  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }
  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/**
 * The embedded engine's dialect: prepared statements (embedded-prepared.ts) unless `prepared` is
 * false (PGlite's own query() for every statement), waits for the connection bounded by `busyLimitMs`.
 */
export function embeddedDialect(client: PGlite, busyLimitMs: number, prepared: boolean, onNotification?: Notified): Dialect {
  const dialect = new PGliteDialect(prepared ? (preparingClient(client, onNotification) as unknown as PGlite) : client);
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new BoundedDriver(dialect.createDriver(), busyLimitMs),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
