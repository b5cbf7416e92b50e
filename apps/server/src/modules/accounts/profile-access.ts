import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userProfiles } from '../../db/tables';
import type { Access } from '../../resources/binding';

/**
 * The profile of a user of the caller's organisation, when the caller may keep that
 * user's records: managers everyone's, others only their own.
 */
export async function manageableProfile(tx: Executor, access: Access, userId: number) {
  const [profile] = await tx
    .select()
    .from(userProfiles)
    .where(
      and(eq(userProfiles.userId, userId), eq(userProfiles.organisationId, access.organisationId)),
    );
  if (!profile) return null;
  return access.manager || profile.id === access.profileId ? profile : null;
}

export const mayManage = (access: Access, profileId: number) =>
  access.manager || access.profileId === profileId;
