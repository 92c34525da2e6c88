import { existsSync } from 'node:fs';
import { join } from 'node:path';

export interface ApiServer {
  origin: string;
  /** What answers /cpi: the reference server or one given by BENCH_API_ORIGIN. */
  kind: string;
  close(): Promise<void>;
}

interface ServerModules {
  config: { loadConfig(env?: NodeJS.ProcessEnv, overrides?: Record<string, unknown>): unknown };
  start: { startServer(config: unknown): Promise<{ url: string; close(): Promise<void> }> };
}

/**
 * Starts the reference server (server/start.ts) on a random port with a throwaway data directory,
 * seeded as `npm start` seeds it; null when the package has none (the stub answers then).
 * `BENCH_API_ORIGIN` points at an already running server instead.
 */
export async function startReferenceServer(root: string, dataDir: string): Promise<ApiServer | null> {
  if (process.env.BENCH_API_ORIGIN)
    return { origin: process.env.BENCH_API_ORIGIN, kind: process.env.BENCH_API_ORIGIN, close: async () => {} };
  if (!existsSync(join(root, 'server/start.ts'))) return null;
  // Imported by path at run time: the bench must run (with the stub) before the server exists.
  const modules: ServerModules = {
    config: (await import(join(root, 'server/config.ts'))) as ServerModules['config'],
    start: (await import(join(root, 'server/start.ts'))) as ServerModules['start'],
  };
  // The bench asks for sessions and codes far faster than a person: the per-address limits would refuse it.
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    IRR_DATA_DIR: dataDir,
    NODE_ENV: 'development',
    IRR_RATE_LIMIT: '100000',
    IRR_LOGIN_RATE_LIMIT: '100000',
  };
  const config = modules.config.loadConfig(env, { log: () => {} }); // request lines would bury the figures
  const server = await modules.start.startServer(config);
  return { origin: server.url, kind: 'reference server', close: () => server.close() };
}
