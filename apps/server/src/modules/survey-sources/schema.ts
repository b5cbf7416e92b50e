import {
  domainMessages,
  hazardousMaterialTable,
  sourceAssessmentLists,
  spaceDisplayName,
  sourceStatusLists,
  translate,
} from '@vezel/domain';
import type { ObjectRef } from '@pothos/core';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  surveyFloors,
  surveys,
  surveySamples,
  surveySourceLocations,
  surveySources,
  surveySpaces,
  surveyVscpEntries,
  variableItems,
  variableSets,
  type SurveyFormValues,
} from '../../db/tables';
import { builder, type BuilderTypes } from '../../graphql/builder';
import { organisationOf, type Context } from '../../graphql/context';
import { memoize } from '../../graphql/request-cache';
import { findOwnedChild } from '../../resources/owned';
import { countRows } from '../../resources/rows';
import { findSurvey } from '../surveys/access';
import { VariableItemRef, type VariableItemRow } from '../../resources/variable-items';
import { vscpItemLists } from '../vscp-templates/schema';

export type SurveySourceRow = typeof surveySources.$inferSelect;
export type SurveySourceLocationRow = typeof surveySourceLocations.$inferSelect;
export type SurveySampleRow = typeof surveySamples.$inferSelect;
export type SurveyVscpEntryRow = typeof surveyVscpEntries.$inferSelect;

const shownLists = [
  'toepassingen',
  'materiaal_types',
  'eenheden',
  'monster_soorten',
  ...Object.values(sourceStatusLists),
  ...Object.values(sourceAssessmentLists),
  ...Object.values(vscpItemLists),
];

/**
 * The items of the organisation's variable sets that sources, locations, samples and VSCP
 * entries name, by id: one query per request however many records are shown.
 */
function loadItems(context: Context): Promise<Map<number, VariableItemRow>> {
  const organisationId = organisationOf(context);
  return memoize(context, `survey-source-items:${organisationId}`, async () => {
    const rows = await context.db
      .select({ item: variableItems })
      .from(variableItems)
      .innerJoin(variableSets, eq(variableSets.id, variableItems.variableSetId))
      .where(
        and(
          eq(variableSets.organisationId, organisationId),
          inArray(variableItems.list, shownLists),
        ),
      );
    return new Map(rows.map(({ item }) => [item.id, item]));
  });
}

const itemOf = async (context: Context, id: number | null) =>
  id === null ? null : ((await loadItems(context)).get(id) ?? null);

/** An item id kept in a jsonb group of fields (a source's data, a location's assessment). */
export function storedItemId(values: SurveyFormValues, field: string): number | null {
  const value = values[field];
  return typeof value === 'number' ? value : null;
}

const storedText = (values: SurveyFormValues, field: string): string => {
  const value = values[field];
  return typeof value === 'string' ? value : '';
};

/**
 * An item field as the web's forms read it: `<field>` the item's id, `<field>_item` the
 * item (its value, active flag...).
 */
function itemFieldsOf<Row>(
  t: PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, Row>,
  field: string,
  idOf: (row: Row) => number | null,
  list: string,
) {
  return {
    [field]: t.id({
      nullable: true,
      description: `The id of the ${list} item`,
      resolve: (row) => idOf(row),
    }),
    [`${field}_item`]: t.field({
      type: VariableItemRef,
      nullable: true,
      resolve: (row, _args, context) => itemOf(context, idOf(row)),
    }),
  };
}

/** The item fields of a jsonb group (`lists`: each field's list), as `itemFieldsOf` gives them. */
function storedItemFieldsOf<Row>(
  t: PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, Row>,
  lists: Readonly<Record<string, string>>,
  groupOf: (row: Row) => SurveyFormValues,
) {
  return Object.assign(
    {},
    ...Object.entries(lists).map(([field, list]) =>
      itemFieldsOf(t, field, (row) => storedItemId(groupOf(row), field), list),
    ),
  ) as ReturnType<typeof itemFieldsOf<Row>>;
}

/** The fields every record of a survey has: its id, survey, place in its order and times. */
function surveyRecordFieldsOf<
  Row extends { id: number; surveyId: number; sortIndex: number; createdAt: Date; updatedAt: Date },
>(t: PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, Row>) {
  return {
    id: t.id({ resolve: (row) => row.id }),
    survey_id: t.id({ resolve: (row) => row.surveyId }),
    sort_index: t.int({ resolve: (row) => row.sortIndex }),
    created_at: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
    updated_at: t.field({ type: 'DateTime', resolve: (row) => row.updatedAt }),
  };
}

export const SurveySourceRef = builder.objectRef<SurveySourceRow>('SurveySource');
export const SurveySourceLocationRef =
  builder.objectRef<SurveySourceLocationRow>('SurveySourceLocation');
export const SurveySampleRef = builder.objectRef<SurveySampleRow>('SurveySample');
export const SurveyVscpEntryRef = builder.objectRef<SurveyVscpEntryRow>('SurveyVscpEntry');

const sampleCountOf = async (context: Context, condition: SQL) => {
  const [row] = await context.db
    .select({ samples: count() })
    .from(surveySamples)
    .innerJoin(surveySourceLocations, eq(surveySourceLocations.id, surveySamples.locationId))
    .where(condition);
  return row?.samples ?? 0;
};

SurveySourceRef.implement({
  description:
    'A source (bron): an (assumed) asbestos-containing application found in a survey, numbered B01, B02...',
  fields: (t) => ({
    ...surveyRecordFieldsOf(t),
    number: t.exposeString('number'),
    ...itemFieldsOf(t, 'application', (row) => row.applicationItemId, 'toepassingen'),
    ...itemFieldsOf(t, 'material_type', (row) => row.materialTypeItemId, 'materiaal_types'),
    description: t.exposeString('description'),
    ...storedItemFieldsOf(t, sourceStatusLists, (row) => row.data),
    sample_kinds: t.field({
      type: [VariableItemRef],
      description: "The sample kinds (monster_soorten) of the source's material type, in order",
      resolve: async (source, _args, context) => {
        if (source.materialTypeItemId === null) return [];
        const items = [...(await loadItems(context)).values()];
        return items
          .filter(
            (item) =>
              item.list === 'monster_soorten' && item.parentItemId === source.materialTypeItemId,
          )
          .sort((a, b) => a.sortIndex - b.sortIndex || a.id - b.id);
      },
    }),
    location_count: t.int({
      resolve: (source, _args, context) =>
        countRows(context.db, surveySourceLocations, eq(surveySourceLocations.sourceId, source.id)),
    }),
    sample_count: t.int({
      resolve: (source, _args, context) =>
        sampleCountOf(context, eq(surveySourceLocations.sourceId, source.id)),
    }),
  }),
});

/** The space's name as lists show it ("floor ❯ space"), by space id, per request. */
function loadSpaceNames(context: Context, surveyId: number): Promise<Map<number, string>> {
  return memoize(context, `survey-space-names:${surveyId}`, async () => {
    const rows = await context.db
      .select({ id: surveySpaces.id, name: surveySpaces.name, floor: surveyFloors.name })
      .from(surveySpaces)
      .leftJoin(surveyFloors, eq(surveyFloors.id, surveySpaces.floorId))
      .where(eq(surveySpaces.surveyId, surveyId));
    const unknown = translate(domainMessages, context.locale, 'asset.space.unknown');
    return new Map(rows.map((row) => [row.id, spaceDisplayName(row.floor, row.name, unknown)]));
  });
}

SurveySourceLocationRef.implement({
  description:
    'Where a source occurs (bronlocatie): a space of the survey, the amount, and the assessment',
  fields: (t) => ({
    ...surveyRecordFieldsOf(t),
    source_id: t.exposeID('sourceId'),
    source: t.field({
      type: SurveySourceRef,
      resolve: async (location, _args, context) => {
        const [source] = await context.db
          .select()
          .from(surveySources)
          .where(eq(surveySources.id, location.sourceId));
        if (!source) throw new Error(`source ${location.sourceId} missing`);
        return source;
      },
    }),
    space: t.id({
      nullable: true,
      description: 'The id of a space of the survey',
      resolve: (location) => location.spaceId,
    }),
    space_name: t.string({
      nullable: true,
      description: '"floor ❯ space" of the survey space, or null without one',
      resolve: async (location, _args, context) =>
        location.spaceId === null
          ? null
          : ((await loadSpaceNames(context, location.surveyId)).get(location.spaceId) ?? null),
    }),
    description: t.exposeString('description'),
    amount: t.string({
      nullable: true,
      description: 'A decimal number as text, e.g. "12.5"',
      resolve: (location) => (location.amount === null ? null : String(Number(location.amount))),
    }),
    ...itemFieldsOf(t, 'unit', (row) => row.unitItemId, 'eenheden'),
    ...storedItemFieldsOf(t, sourceAssessmentLists, (row) => row.assessment),
    sample_count: t.int({
      resolve: (location, _args, context) =>
        sampleCountOf(context, eq(surveySourceLocations.id, location.id)),
    }),
  }),
});

SurveySampleRef.implement({
  description:
    "A sample taken at a source location, numbered by its sample kind's prefix (M01, K01...)",
  fields: (t) => ({
    ...surveyRecordFieldsOf(t),
    location_id: t.id({ nullable: true, resolve: (sample) => sample.locationId }),
    location: t.field({
      type: SurveySourceLocationRef,
      nullable: true,
      resolve: async (sample, _args, context) => {
        if (sample.locationId === null) return null;
        const [location] = await context.db
          .select()
          .from(surveySourceLocations)
          .where(eq(surveySourceLocations.id, sample.locationId));
        return location ?? null;
      },
    }),
    number: t.exposeString('number'),
    ...itemFieldsOf(t, 'sample_kind', (row) => row.sampleKindItemId, 'monster_soorten'),
    description: t.exposeString('description'),
    taken_at: t.string({
      nullable: true,
      description: 'YYYY-MM-DD',
      resolve: (sample) => storedText(sample.data, 'taken_at') || null,
    }),
    remarks: t.string({ resolve: (sample) => storedText(sample.data, 'remarks') }),
  }),
});

SurveyVscpEntryRef.implement({
  description:
    'A VSCP entry of a vessel survey: the check (where, what, how, which hazardous material), its finding and the approximate quantity',
  fields: (t) => ({
    ...surveyRecordFieldsOf(t),
    ...storedItemFieldsOf(t, vscpItemLists, (row) => row.data),
    check_method: t.string({
      description: 'visual or sampling',
      resolve: (entry) => storedText(entry.data, 'check_method'),
    }),
    hazardous_material: t.string({
      description: 'A code of the IHM hazardous materials, e.g. asbestos, pcb, organotin',
      resolve: (entry) => storedText(entry.data, 'hazardous_material'),
    }),
    hazardous_material_table: t.string({
      nullable: true,
      description: 'The IHM table that lists the hazardous material: A, B or EU',
      resolve: (entry) =>
        hazardousMaterialTable(storedText(entry.data, 'hazardous_material')) ?? null,
    }),
    finding: t.exposeString('finding', {
      description: 'contained, not_contained, unknown or potentially_containing (PCHM)',
    }),
    pchm_reason: t.string({
      description: 'Why the material is potentially contained (PCHM)',
      resolve: (entry) => storedText(entry.data, 'pchm_reason'),
    }),
    quantity: t.string({
      nullable: true,
      description: 'The approximate quantity (IHM Part I), a decimal number as text, e.g. "12.5"',
      resolve: (entry) => {
        const quantity = storedText(entry.data, 'quantity');
        return quantity === '' ? null : String(Number(quantity));
      },
    }),
    ...itemFieldsOf(t, 'unit', (row) => storedItemId(row.data, 'unit'), 'eenheden'),
    remarks: t.string({ resolve: (entry) => storedText(entry.data, 'remarks') }),
  }),
});

/** A record of a survey table with this id when its survey is the organisation's. */
export const findSurveyRecord = <
  Table extends Parameters<typeof findOwnedChild>[1] & { surveyId: PgColumn },
>(
  db: Executor,
  table: Table,
  organisationId: number,
  id: number,
) => findOwnedChild(db, table, table.surveyId, surveys, organisationId, id);

const idArg = (value: string | number): number | null => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** A list of a survey's records; empty for a survey of another organisation. */
function surveyListQuery<Row extends { id: number }>(
  name: string,
  ref: ReturnType<typeof builder.objectRef<Row>>,
  description: string,
  list: (db: Executor, surveyId: number) => Promise<Row[]>,
) {
  builder.queryField(name, (t) =>
    t.field({
      type: [ref],
      description,
      authScopes: { member: true },
      args: { surveyId: t.arg.id({ required: true }) },
      resolve: async (_root, args, context) => {
        const id = idArg(args.surveyId);
        if (id === null || !(await findSurvey(context.db, organisationOf(context), id))) return [];
        return list(context.db, id);
      },
    }),
  );
}

/** A table of a survey's records. */
type SurveyRecordTable = Parameters<typeof findOwnedChild>[1] & { surveyId: PgColumn };

/** One record of a survey table; null for another organisation's or a missing one. */
function surveyRecordQuery<Row extends { id: number }>(
  name: string,
  ref: ReturnType<typeof builder.objectRef<Row>>,
  description: string,
  table: SurveyRecordTable,
) {
  // Pothos cannot resolve its result types over a generic row (as resources/owned.ts).
  const concrete = ref as unknown as ObjectRef<BuilderTypes, { id: number }>;
  builder.queryField(name, (t) =>
    t.field({
      type: concrete,
      nullable: true,
      description,
      authScopes: { member: true },
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, args, context) => {
        const id = idArg(args.id);
        return id === null
          ? null
          : (findSurveyRecord(context.db, table, organisationOf(context), id) as Promise<{
              id: number;
            } | null>);
      },
    }),
  );
}

/**
 * `<list>(surveyId)`, a survey's records of a table in their manual order, and `<one>(id)`,
 * one of them.
 */
function surveyOrderedQueries<Row extends { id: number }>(
  table: SurveyRecordTable & { sortIndex: PgColumn },
  ref: ReturnType<typeof builder.objectRef<Row>>,
  list: { name: string; description: string },
  one: { name: string; description: string },
) {
  surveyListQuery(
    list.name,
    ref,
    list.description,
    (db, id) =>
      db
        .select()
        .from(table as PgTable)
        .where(eq(table.surveyId, id))
        .orderBy(asc(table.sortIndex), asc(table.id)) as unknown as Promise<Row[]>,
  );
  surveyRecordQuery(one.name, ref, one.description, table);
}

surveyOrderedQueries(
  surveySources,
  SurveySourceRef,
  { name: 'surveySources', description: "A survey's sources in their manual order" },
  {
    name: 'surveySource',
    description: "A source of a survey of the caller's organisation; null for any other",
  },
);
builder.queryField('surveySourceLocations', (t) =>
  t.field({
    type: [SurveySourceLocationRef],
    description: "A source's locations in their manual order; empty for another organisation's",
    authScopes: { member: true },
    args: { sourceId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const id = idArg(args.sourceId);
      const source =
        id === null
          ? null
          : await findSurveyRecord(context.db, surveySources, organisationOf(context), id);
      if (!source) return [];
      return context.db
        .select()
        .from(surveySourceLocations)
        .where(eq(surveySourceLocations.sourceId, source.id))
        .orderBy(asc(surveySourceLocations.sortIndex), asc(surveySourceLocations.id));
    },
  }),
);

surveyRecordQuery(
  'surveySourceLocation',
  SurveySourceLocationRef,
  "A source location of a survey of the caller's organisation; null for any other",
  surveySourceLocations,
);

builder.queryField('surveySamples', (t) =>
  t.field({
    type: [SurveySampleRef],
    description:
      "A survey's samples by number, or given a location its samples in their manual order; empty for another organisation's",
    authScopes: { member: true },
    args: { surveyId: t.arg.id({ required: true }), locationId: t.arg.id() },
    resolve: async (_root, args, context) => {
      const surveyId = idArg(args.surveyId);
      if (surveyId === null || !(await findSurvey(context.db, organisationOf(context), surveyId))) {
        return [];
      }
      if (args.locationId === null || args.locationId === undefined) {
        return context.db
          .select()
          .from(surveySamples)
          .where(eq(surveySamples.surveyId, surveyId))
          .orderBy(asc(surveySamples.number), asc(surveySamples.id));
      }
      const locationId = idArg(args.locationId);
      if (locationId === null) return [];
      return context.db
        .select()
        .from(surveySamples)
        .where(and(eq(surveySamples.surveyId, surveyId), eq(surveySamples.locationId, locationId)))
        .orderBy(asc(surveySamples.sortIndex), asc(surveySamples.id));
    },
  }),
);

surveyRecordQuery(
  'surveySample',
  SurveySampleRef,
  "A sample of a survey of the caller's organisation; null for any other",
  surveySamples,
);

surveyOrderedQueries(
  surveyVscpEntries,
  SurveyVscpEntryRef,
  {
    name: 'surveyVscpEntries',
    description: "A vessel survey's VSCP entries in their manual order",
  },
  {
    name: 'surveyVscpEntry',
    description: "A VSCP entry of a survey of the caller's organisation; null for any other",
  },
);
