import { and, eq, gt, isNull } from 'drizzle-orm';
import { permissionsFor } from '@vezel/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { sessions, userProfiles, users } from '../../db/tables';
import { hashToken } from '../../auth/tokens';
import type { Viewer } from '../../graphql/context';

/** One query per request: the session, its user and the user's place in an organisation. */
export async function loadViewer(
  db: Database,
  token: string,
  config: Config,
): Promise<Viewer | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      name: users.name,
      profileId: userProfiles.id,
      organisationId: userProfiles.organisationId,
      roleId: userProfiles.roleId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) return null;
  return { ...row, permissions: permissionsFor(row.userId, row.roleId, config) };
}
