import {
  domainMessages,
  spaceDisplayName,
  surveyRecordResources,
  translate,
  type FieldDeclaration,
} from '@vezel/domain';
import { eq } from 'drizzle-orm';
import type { surveyRecords } from '../../db/tables';
import {
  surveyFloors,
  surveySourceLocations,
  surveySources,
  surveySpaces,
  surveys,
  variableItems,
} from '../../db/tables';
import { builder } from '../../graphql/builder';
import type { Context } from '../../graphql/context';
import { memoize } from '../../graphql/request-cache';
import { FileRef, loadFile } from '../../files/schema';
import type { Executor } from '../../db/client';

export type SurveyRecordRow = typeof surveyRecords.$inferSelect;

/** Every declared field of every kind, once by name (a name has the same type in each kind). */
const declaredFields = [
  ...new Map(
    Object.values(surveyRecordResources)
      .flatMap((declaration): readonly FieldDeclaration[] => declaration.fields)
      .map((field) => [field.name, field]),
  ).values(),
];

/** Fields the type exposes from the row's columns rather than from `data`. */
const fromColumns = new Set(['space', 'location', 'file']);

/** A space's display name ("floor ❯ space", or unknown in the caller's language). */
async function spaceName(db: Executor, locale: Context['locale'], spaceId: number | null) {
  if (spaceId === null) return null;
  const [space] = await db
    .select({ name: surveySpaces.name, floor: surveyFloors.name })
    .from(surveySpaces)
    .leftJoin(surveyFloors, eq(surveyFloors.id, surveySpaces.floorId))
    .where(eq(surveySpaces.id, spaceId));
  if (!space) return null;
  return spaceDisplayName(
    space.floor,
    space.name,
    translate(domainMessages, locale, 'asset.space.unknown'),
  );
}

/** A source location as lists name it: its source's number and its space or description. */
export async function locationName(
  db: Executor,
  locale: Context['locale'],
  locationId: number | null,
) {
  if (locationId === null) return null;
  const [location] = await db
    .select({
      number: surveySources.number,
      spaceId: surveySourceLocations.spaceId,
      description: surveySourceLocations.description,
    })
    .from(surveySourceLocations)
    .innerJoin(surveySources, eq(surveySources.id, surveySourceLocations.sourceId))
    .where(eq(surveySourceLocations.id, locationId));
  if (!location) return null;
  const where = location.spaceId
    ? await spaceName(db, locale, location.spaceId)
    : location.description.trim();
  return [location.number, where].filter(Boolean).join(' – ');
}

const idOf = (value: unknown) => (typeof value === 'number' ? value : null);

export const SurveyRecordRef = builder.objectRef<SurveyRecordRow>('SurveyRecord');

SurveyRecordRef.implement({
  description:
    "A simple record of a survey (limitation, exclusion, interview, observation...): its kind's declared fields by name, the space, location and file from their columns",
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind'),
    survey_id: t.exposeID('surveyId'),
    parent_id: t.id({ nullable: true, resolve: (row) => row.parentId }),
    source_id: t.id({ nullable: true, resolve: (row) => row.sourceId }),
    location_id: t.id({ nullable: true, resolve: (row) => row.locationId }),
    sort_index: t.exposeInt('sortIndex'),
    space: t.id({
      nullable: true,
      description: 'The id of the survey space the record concerns',
      resolve: (row) => row.spaceId,
    }),
    space_name: t.string({
      nullable: true,
      description: '"floor ❯ space", or unknown (Onbekend) for a space without a name',
      resolve: (row, _args, context) =>
        memoize(context, `surveySpaceName:${row.spaceId}`, () =>
          spaceName(context.db, context.locale, row.spaceId),
        ),
    }),
    location: t.id({
      nullable: true,
      description:
        'The source location (an observation made there, a control measure or photo of it)',
      resolve: (row) => row.locationId,
    }),
    location_name: t.string({
      nullable: true,
      resolve: (row, _args, context) =>
        memoize(context, `surveyLocationName:${row.locationId}`, () =>
          locationName(context.db, context.locale, row.locationId),
        ),
    }),
    file: t.field({
      type: FileRef,
      nullable: true,
      resolve: async (row, _args, context) => {
        const [survey] = await surveyOrganisation(context, row.surveyId);
        return survey ? loadFile(context, survey, row.fileId) : null;
      },
    }),
    display: t.field({
      type: FileRef,
      nullable: true,
      description: "A photo's display copy (longest side at most 2000 px)",
      resolve: (row, _args, context) => derivedFile(context, row, 'display_file'),
    }),
    thumbnail: t.field({
      type: FileRef,
      nullable: true,
      description: "A photo's 320 px thumbnail",
      resolve: (row, _args, context) => derivedFile(context, row, 'thumbnail_file'),
    }),
    preview: t.field({
      type: FileRef,
      nullable: true,
      description:
        "A plan's preview: a smaller copy of an image, or a PDF's first page (none without poppler)",
      resolve: (row, _args, context) => derivedFile(context, row, 'preview_file'),
    }),
    ...Object.fromEntries(
      declaredFields
        .filter((field) => !fromColumns.has(field.name))
        .flatMap((field) => {
          if (field.type === 'integer') {
            return [
              [
                field.name,
                t.int({
                  nullable: true,
                  resolve: (row) => idOf(row.data[field.name]),
                }),
              ],
            ];
          }
          if (field.type === 'item') {
            return [
              [
                field.name,
                t.id({
                  nullable: true,
                  description: `The id of an item of ${field.itemsOf}`,
                  resolve: (row) => idOf(row.data[field.name]),
                }),
              ],
              [
                `${field.name}_value`,
                t.string({
                  nullable: true,
                  description: `The value of the chosen item of ${field.itemsOf}`,
                  resolve: (row, _args, context) => itemValue(context, idOf(row.data[field.name])),
                }),
              ],
            ];
          }
          return [
            [
              field.name,
              t.string({
                nullable: true,
                resolve: (row) => {
                  const value = row.data[field.name];
                  return value === null || value === undefined ? null : String(value);
                },
              }),
            ],
          ];
        }),
    ),
    created_at: t.expose('createdAt', { type: 'DateTime' }),
    updated_at: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

/** The organisation a record's survey belongs to (its files are that organisation's). */
async function surveyOrganisation(context: Context, surveyId: number): Promise<[number | null]> {
  const organisationId = await memoize(context, `surveyOrganisation:${surveyId}`, async () => {
    const [survey] = await context.db
      .select({ organisationId: surveys.organisationId })
      .from(surveys)
      .where(eq(surveys.id, surveyId));
    return survey?.organisationId ?? null;
  });
  return [organisationId];
}

async function derivedFile(context: Context, row: SurveyRecordRow, key: string) {
  const id = idOf(row.data[key]);
  const [organisationId] = await surveyOrganisation(context, row.surveyId);
  return organisationId === null ? null : loadFile(context, organisationId, id);
}

async function itemValue(context: Context, id: number | null): Promise<string | null> {
  if (id === null) return null;
  return memoize(context, `variableItemValue:${id}`, async () => {
    const [item] = await context.db
      .select({ value: variableItems.value })
      .from(variableItems)
      .where(eq(variableItems.id, id));
    return item?.value ?? null;
  });
}
