import { and, eq } from 'drizzle-orm';
import { assets, organisations, surveys, userProfiles, users, variableItems } from '../db/tables';
import type { TestApp } from './test-app';

/** The profile of a seeded user: its id and organisation. */
async function profileOfEmail(app: TestApp, email: string) {
  const [profile] = await app.database.db
    .select({ id: userProfiles.id, organisationId: userProfiles.organisationId })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(users.email, email));
  if (!profile) throw new Error(`no profile for ${email}`);
  return profile;
}

/** The organisation of a seeded user. */
export async function organisationOfUser(app: TestApp, email: string): Promise<number> {
  return (await profileOfEmail(app, email)).organisationId;
}

/** The profile id of a seeded user. */
export async function profileOfUser(app: TestApp, email: string): Promise<number> {
  return (await profileOfEmail(app, email)).id;
}

/**
 * A survey of a new asset of the organisation, inserted directly (the surveys module makes
 * them in the app): tests of a survey's records need one and nothing more.
 */
export async function insertSurvey(
  app: TestApp,
  organisationId: number,
  {
    assetType = 'property',
    status = 'active',
    surveyTypeItemId = null,
  }: { assetType?: 'property' | 'vessel'; status?: string; surveyTypeItemId?: number | null } = {},
): Promise<number> {
  const db = app.database.db;
  const [asset] = await db
    .insert(assets)
    .values({
      organisationId,
      assetType,
      ...(assetType === 'vessel'
        ? { name: 'Test vessel' }
        : { street: 'Teststraat', city: 'Utrecht' }),
    })
    .returning({ id: assets.id });
  const [survey] = await db
    .insert(surveys)
    .values({
      organisationId,
      assetId: asset!.id,
      assetType,
      number: `T-${asset!.id}`,
      status,
      surveyTypeItemId,
    })
    .returning({ id: surveys.id });
  return survey!.id;
}

export const setSurveyStatus = (app: TestApp, surveyId: number, status: string) =>
  app.database.db.update(surveys).set({ status }).where(eq(surveys.id, surveyId));

/** The items of a lookup list of the organisation's variable set. */
export async function itemsOfList(app: TestApp, organisationId: number, list: string) {
  return app.database.db
    .select({ id: variableItems.id, value: variableItems.value })
    .from(variableItems)
    .innerJoin(organisations, eq(organisations.variableSetId, variableItems.variableSetId))
    .where(and(eq(organisations.id, organisationId), eq(variableItems.list, list)));
}
