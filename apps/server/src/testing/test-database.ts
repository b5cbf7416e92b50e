import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';

export interface PostgresDatabase {
  /** The server's own address (DATABASE_URL), for queries about this database. */
  serverUrl: string;
  name: string;
  /** The address of this database. */
  url: string;
  drop(): Promise<void>;
}

/** The PostgreSQL server the tests run on with VEZEL_TEST_DB=postgres. */
export function postgresServerUrl(): string {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('VEZEL_TEST_DB=postgres needs DATABASE_URL');
  return serverUrl;
}

/** A new, empty database on the PostgreSQL server of `serverUrl`, for one test file or bench. */
export async function createPostgresDatabase(
  serverUrl: string,
  prefix = 'vezel_test',
): Promise<PostgresDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    // A pool's connections close a moment after pool.end(); forcing the drop while one is
    // still closing makes the server send it an error nobody listens to any more.
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await dropper.query<{ open: number }>(
        'select count(*)::int as open from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.open === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
  return { serverUrl, name, url: url.toString(), drop };
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or (VEZEL_TEST_DB=postgres)
 * a new database on the DATABASE_URL server, dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.VEZEL_TEST_DB !== 'postgres') {
    const handle = await openPglite(undefined);
    await handle.migrate();
    return handle;
  }
  const database = await createPostgresDatabase(postgresServerUrl());
  const handle = await openPostgres(database.url);
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}
