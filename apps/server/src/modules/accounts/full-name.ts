import { eq, inArray, sql } from 'drizzle-orm';
import { userProfiles, users } from '../../db/tables';
import type { Context } from '../../graphql/context';
import { batchLoad } from '../../graphql/request-cache';

/** "Sanne van der Berg": first name, surname prefix and surname, skipping what is empty. */
export function fullName(user: {
  name: string;
  surnamePrefix: string | null;
  surname: string | null;
}): string {
  return [user.name, user.surnamePrefix, user.surname].filter((part) => part?.trim()).join(' ');
}

/** `fullName` in SQL, for a query that joins `users`. */
export const fullNameSql = sql<string>`concat_ws(' ', nullif(btrim(${users.name}), ''),
  nullif(btrim(${users.surnamePrefix}), ''), nullif(btrim(${users.surname}), ''))`;

/**
 * The full name of a profile, read together with the other profiles the request's fields
 * ask for (the people of a list's rows in one query). Callers pass profile ids from their
 * own organisation's rows (a creator, a signer).
 */
export const loadProfileName = (
  context: Context,
  profileId: number | null,
): Promise<string | null> =>
  profileId === null
    ? Promise.resolve(null)
    : batchLoad(context, 'profile-names', profileId, async (ids) => {
        const rows = await context.db
          .select({ id: userProfiles.id, name: fullNameSql })
          .from(userProfiles)
          .innerJoin(users, eq(users.id, userProfiles.userId))
          .where(inArray(userProfiles.id, [...ids]));
        return new Map(rows.map((row) => [row.id, row.name]));
      }).then((name) => name ?? null);
