/** A throwaway PostgreSQL cluster on 127.0.0.1 (scripts/local-postgres.mjs). */
export interface LocalPostgres {
  /** The `postgres` database's URL, as superuser. */
  url: string;
  /** Stops the cluster and removes its directory. */
  stop(): void;
  /** `pg_ctl restart -m mode`, without blocking the event loop. */
  restart(mode?: 'fast' | 'immediate'): Promise<void>;
}

/** Starts a cluster from Debian's binaries, in `tmpDir` (the system's temporary directory); null when PostgreSQL is not installed. */
export function startLocalPostgres(opts?: { tmpDir?: string }): Promise<LocalPostgres | null>;
