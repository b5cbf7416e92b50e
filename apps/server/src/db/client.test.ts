import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';

describe.skipIf(process.env.VEZEL_TEST_DB !== 'postgres')(
  'a PostgreSQL server that ends connections',
  () => {
    it('reports the lost idle connections and goes on with new ones', async () => {
      const database = await openTestDatabase();
      try {
        const { rows } = await database.db.execute<{ name: string }>(
          sql`select current_database() as name`,
        );
        const name = rows[0]?.name;
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        await admin.end();
        await new Promise((resolve) => setTimeout(resolve, 200));
        const again = await database.db.execute<{ one: number }>(sql`select 1 as one`);
        expect(again.rows[0]?.one).toBe(1);
      } finally {
        await database.close();
      }
    });
  },
);
