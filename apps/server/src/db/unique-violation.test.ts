import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../testing/test-database';
import type { DatabaseHandle } from './client';
import { isUniqueViolation } from './unique-violation';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('isUniqueViolation', () => {
  it('recognises a second row for a unique index, and nothing else', async () => {
    // Role 1 (surveyor) is seeded by a migration.
    const duplicate = await database.db
      .execute(sql`insert into roles (id, name) values (1, 'twice')`)
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    const otherFailure = await database.db
      .execute(sql`select * from no_such_table`)
      .catch((error: unknown) => error);
    expect(isUniqueViolation(otherFailure)).toBe(false);
    expect(isUniqueViolation(new Error('unique'))).toBe(false);
  });
});
