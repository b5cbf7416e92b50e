import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
import { roles } from './tables';

describe.skipIf(process.env.VEZEL_TEST_DB !== 'postgres')(
  'a PostgreSQL server that ends connections',
  () => {
    it('reports the lost idle connections and goes on with new ones', async () => {
      const database = await openTestDatabase();
      try {
        // Any table will do; the roles come with the migrations.
        const [row] = await database.db
          .select({ name: sql<string>`current_database()` })
          .from(roles)
          .limit(1);
        const name = row?.name;
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        await admin.end();
        await new Promise((resolve) => setTimeout(resolve, 200));
        const again = await database.db.select({ id: roles.id }).from(roles);
        expect(again).toHaveLength(3);
      } finally {
        await database.close();
      }
    });
  },
);
