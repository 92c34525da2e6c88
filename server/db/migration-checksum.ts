import { createHash } from 'node:crypto';

/**
 * sha256 of a migration's statements (as JSON: statement boundaries count), as schema_migration
 * keeps it for each applied migration: the same statements give the same checksum on any engine.
 */
export function migrationChecksum(statements: readonly string[]): string {
  return createHash('sha256').update(JSON.stringify(statements)).digest('hex');
}

/** An applied migration whose statements are no longer those it was applied with: the server does not start. */
export class MigrationEditedError extends Error {
  constructor(
    readonly migration: string,
    applied: string,
    today: string,
  ) {
    super(
      `migration ${migration} was edited after it was applied (checksum ${applied.slice(0, 12)}… applied ≠ ` +
        `${today.slice(0, 12)}… today): a released migration is never edited; add a new one`,
    );
    this.name = 'MigrationEditedError';
  }
}
