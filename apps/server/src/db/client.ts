import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './tables';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: what a query function needs. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  migrate(): Promise<void>;
  /**
   * Brings the planner's statistics up to date. Without them it takes a list of 10,000
   * items for a few rows and skips the indexes that make searching it fast. PGlite runs no
   * autovacuum at all, so it is also vacuumed (which lets counts read the index alone); a
   * PostgreSQL server's autovacuum comes round within minutes, so there the statistics are
   * refreshed only. The server runs this at start when the statistics can be missing
   * (migrateAndPrepare) and then every ten minutes.
   */
  maintain(): Promise<void>;
  close(): Promise<void>;
}

const appliedMigrations = async (db: Database): Promise<number> => {
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  ).catch(() => []);
  return row?.count ?? 0;
};

/**
 * Migrates, and refreshes the statistics only when they can be missing: a new or migrated
 * database, or one restored without them (a dump). They are kept in the database, so an
 * ordinary restart (after a crash too) skips this and is up sooner; the regular round of
 * maintenance comes later.
 */
export async function migrateAndPrepare(
  database: DatabaseHandle,
  seed: () => Promise<boolean>,
): Promise<{ seeded: boolean }> {
  const before = await appliedMigrations(database.db);
  await database.migrate();
  const seeded = await seed();
  const [statistics] = await rowsOf<{ present: boolean }>(
    database.db,
    sql`select exists (select 1 from pg_stats where schemaname = 'public') as present`,
  );
  const migrated = (await appliedMigrations(database.db)) !== before;
  if (seeded || migrated || !statistics?.present) await database.maintain();
  return { seeded };
}

/** The rows a query returns, from PGlite and node-postgres alike. */
export async function rowsOf<Row>(tx: Executor, query: SQL): Promise<Row[]> {
  const result = (await tx.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** The embedded database: a folder on disk, or memory when `dataDir` is undefined. */
export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // pg_trgm indexes the searches of long lists (migration 0005).
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    maintain: async () => {
      await client.exec('VACUUM ANALYZE');
    },
    close: () => client.close(),
  };
}

/**
 * A pool on a PostgreSQL server. An idle connection that the server ends (a restart, an
 * administrator) is reported to `onIdleError` instead of crashing the process; the pool
 * opens a new one when needed.
 */
export async function openPostgres(
  connectionString: string,
  onIdleError: (error: Error) => void = () => undefined,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', onIdleError);
  // Fail at start, not at the first request, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePostgres(pool, { schema });
  return {
    kind: 'postgres',
    db,
    migrate: () => migratePostgres(db, { migrationsFolder }),
    maintain: async () => {
      await pool.query('ANALYZE');
    },
    close: () => pool.end(),
  };
}
