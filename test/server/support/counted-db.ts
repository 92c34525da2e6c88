import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

/** `db` with every statement it sends counted (at compile time: a statement refused for want of a connection counts too). */
export function countedDb(db: Kysely<Database>): { db: Kysely<Database>; counter: { statements: number } } {
  const counter = { statements: 0 };
  return {
    counter,
    db: db.withPlugin({
      transformQuery(args) {
        counter.statements += 1;
        return args.node;
      },
      async transformResult(args) {
        return args.result;
      },
    }),
  };
}
