import type { DatabaseHandle } from '../db/client';

export interface QueryCount {
  /** Statements sent since the count started or was last reset. */
  readonly count: number;
  reset(): void;
  /** Puts the client's own `query` back. */
  stop(): void;
}

type Queryable = { query: (...args: unknown[]) => unknown };

/**
 * Counts the statements a database handle sends (tests and the bench: the server has no
 * hook for it), by wrapping `query` of the client under Drizzle: the PGlite instance or the
 * node-postgres pool. Statements inside a transaction go through the transaction's own
 * client (PGlite's `tx`, a pool's checked-out connection) and are not counted.
 */
export function countQueries(database: DatabaseHandle): QueryCount {
  const client = (database.db as unknown as { $client: Queryable }).$client;
  const hadOwn = Object.hasOwn(client, 'query');
  const original = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count++;
    return original.apply(this, args);
  };
  return {
    get count() {
      return count;
    },
    reset: () => {
      count = 0;
    },
    stop: () => {
      if (hadOwn) client.query = original;
      else delete (client as Partial<Queryable>).query;
    },
  };
}
