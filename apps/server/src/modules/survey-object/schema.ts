import {
  domainMessages,
  spaceDisplayName,
  surveyFloorResource,
  surveySpaceResource,
  translate,
} from '@vezel/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { surveyFloors, surveys, surveySpaces } from '../../db/tables';
import { builder } from '../../graphql/builder';
import { organisationOf } from '../../graphql/context';
import { declaredObjectType } from '../../resources/object-type';
import { findOwnedChild } from '../../resources/owned';

export type SurveyFloorRow = typeof surveyFloors.$inferSelect;
export type SurveySpaceRow = typeof surveySpaces.$inferSelect;

export const SurveyFloorRef = declaredObjectType(surveyFloorResource, surveyFloors, {
  description: "A floor (a vessel's deck) of a survey, recorded on site",
});

async function floorOf(db: Executor, space: SurveySpaceRow): Promise<SurveyFloorRow | null> {
  if (space.floorId === null) return null;
  const [floor] = await db.select().from(surveyFloors).where(eq(surveyFloors.id, space.floorId));
  return floor ?? null;
}

export const SurveySpaceRef = declaredObjectType(surveySpaceResource, surveySpaces, {
  description: 'A space of a survey (copied from its asset, or recorded on site), on a floor',
  fields: (t) => ({
    floor: t.field({
      type: SurveyFloorRef,
      nullable: true,
      resolve: (space, _args, context) => floorOf(context.db, space),
    }),
    display_name: t.string({
      description: '"floor ❯ space", or unknown (Onbekend) for a space without a name',
      resolve: async (space, _args, context) => {
        const floor = await floorOf(context.db, space);
        const unknown = translate(domainMessages, context.locale, 'asset.space.unknown');
        return spaceDisplayName(floor?.name, space.name, unknown);
      },
    }),
  }),
});

/** The survey's floors in their manual order; none for another organisation's survey. */
export const floorsOfSurvey = (db: Executor, organisationId: number, surveyId: number) =>
  db
    .select({ floor: surveyFloors })
    .from(surveyFloors)
    .innerJoin(surveys, eq(surveys.id, surveyFloors.surveyId))
    .where(and(eq(surveyFloors.surveyId, surveyId), eq(surveys.organisationId, organisationId)))
    .orderBy(asc(surveyFloors.sortIndex), asc(surveyFloors.id))
    .then((rows) => rows.map((row) => row.floor));

/** The survey's spaces in their manual order; none for another organisation's survey. */
export const spacesOfSurvey = (db: Executor, organisationId: number, surveyId: number) =>
  db
    .select({ space: surveySpaces })
    .from(surveySpaces)
    .innerJoin(surveys, eq(surveys.id, surveySpaces.surveyId))
    .where(and(eq(surveySpaces.surveyId, surveyId), eq(surveys.organisationId, organisationId)))
    .orderBy(asc(surveySpaces.sortIndex), asc(surveySpaces.id))
    .then((rows) => rows.map((row) => row.space));

/** An id argument as a number; null when it cannot be an id (nothing is found by it). */
const idOf = (value: string | number): number | null => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

builder.queryField('surveyFloors', (t) =>
  t.field({
    type: [SurveyFloorRef],
    description: "A survey's floors (decks) in their order; empty for another organisation's",
    authScopes: { member: true },
    args: { surveyId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => {
      const surveyId = idOf(args.surveyId);
      return surveyId === null ? [] : floorsOfSurvey(context.db, organisationOf(context), surveyId);
    },
  }),
);

builder.queryField('surveySpaces', (t) =>
  t.field({
    type: [SurveySpaceRef],
    description: "A survey's spaces in their order; empty for another organisation's",
    authScopes: { member: true },
    args: { surveyId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => {
      const surveyId = idOf(args.surveyId);
      return surveyId === null ? [] : spacesOfSurvey(context.db, organisationOf(context), surveyId);
    },
  }),
);

builder.queryField('surveySpace', (t) =>
  t.field({
    type: SurveySpaceRef,
    nullable: true,
    description: "A space of a survey of the caller's organisation; null for any other",
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => {
      const id = idOf(args.id);
      return id === null
        ? null
        : findOwnedChild(
            context.db,
            surveySpaces,
            surveySpaces.surveyId,
            surveys,
            organisationOf(context),
            id,
          );
    },
  }),
);
