import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * What the prepared path (embedded-prepared.ts) uses of PGlite beyond its documented API:
 * `_runExclusiveQuery` is private, and may go or change in any release. package.json pins the
 * version this was proven on.
 */
const PRIVATE_MEMBERS = ['_runExclusiveQuery', 'execProtocolRawStream', 'execProtocol'] as const;
const TYPE_TABLES = ['serializers', 'parsers'] as const;

/** The installed PGlite's version, from its package.json (its exports do not list the file). */
function installedVersion(): string {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    return (JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '(version unknown)';
  }
}

const REMEDY =
  'install the version package.json pins (npm ci), or set IRR_PGLITE_PREPARED=0 to run every statement ' + "through PGlite's own query().";

export class PgliteApiError extends Error {
  override name = 'PgliteApiError';
}

/** Refuses the start with a clear message when PGlite lacks what the prepared path calls. */
export function assertPrivateApi(client: PGlite): void {
  const held = client as unknown as Record<string, unknown>;
  const missing = [
    ...PRIVATE_MEMBERS.filter((name) => typeof held[name] !== 'function'),
    ...TYPE_TABLES.filter((name) => typeof held[name] !== 'object' || held[name] === null),
  ];
  if (missing.length === 0) return;
  throw new PgliteApiError(
    `PGlite ${installedVersion()} lacks ${missing.join(', ')}, which the embedded engine's prepared ` +
      `statements (server/db/embedded-prepared.ts) call: ${REMEDY}`,
  );
}

/** One statement through the prepared path at start: an answer read wrongly refuses the start instead of serving wrong rows. */
export async function assertPreparedAnswers(query: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>): Promise<void> {
  const { rows } = await query('select $1::int + 1 as n, $2::text as t', [41, 'ok']);
  const [row] = rows as { n?: unknown; t?: unknown }[];
  if (rows.length !== 1 || row?.n !== 42 || row.t !== 'ok') {
    throw new PgliteApiError(
      `PGlite ${installedVersion()} answered a prepared statement as ${JSON.stringify(rows)}, not as ` +
        `server/db/embedded-wire.ts reads it: ${REMEDY}`,
    );
  }
}
