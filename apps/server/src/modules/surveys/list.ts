import { searchWords, type SortDirection, type SurveyStatus } from '@vezel/domain';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { assets, clients, surveys, variableItems } from '../../db/tables';
import { builder } from '../../graphql/builder';
import { organisationOf } from '../../graphql/context';
import { loadPage, pageArgs, type Page } from '../../resources/paging';
import { assetKindOf, propertyTitle } from '../assets/schema';
import { statusOf, SurveyStatusRef } from './schema';

/** One row of a survey list: what its table shows. */
export interface SurveyListRow {
  id: number;
  number: string;
  status: string;
  assetType: string;
  assetId: number;
  assetTitle: string;
  clientName: string | null;
  surveyTypeValue: string | null;
  plannedStart: string | null;
  plannedEnd: string | null;
}

/** A row that surveyListRows read, as the lists show it. */
export const surveyListRowOf = (
  row: Awaited<ReturnType<typeof surveyListRows>>[number],
): SurveyListRow => ({
  ...row.survey,
  assetTitle: row.asset.assetType === 'vessel' ? row.asset.name : propertyTitle(row.asset),
  clientName: row.clientName,
  surveyTypeValue: row.surveyTypeValue,
});

/**
 * How each sortable column orders. The number and the planned start are read in the order
 * of the list indexes of migration 0013 (organisation, type, status, then the column), so a
 * first page reads a hundred index entries, not the whole list: a number is unique in the
 * organisation and needs no tie-break; the planned start sorts empty values where the index
 * keeps them (last ascending, first descending). The other columns sort the list.
 */
export function surveyListOrder(sort: string | null | undefined, direction: SortDirection): SQL[] {
  const order = direction === 'desc' ? desc : asc;
  const byNumber = [order(surveys.number)];
  switch (sort) {
    case 'planned_start':
      return [order(surveys.plannedStart), order(surveys.id)];
    case 'asset':
      return [
        order(
          sql`lower(coalesce(nullif(${assets.name}, ''), ${assets.street} || ' ' || ${assets.houseNumber}))`,
        ),
        ...byNumber,
      ];
    case 'client':
      return [sql`${order(sql`lower(${clients.name})`)} nulls last`, ...byNumber];
    case 'survey_type':
      return [sql`${order(sql`lower(${variableItems.value})`)} nulls last`, ...byNumber];
    default:
      return byNumber;
  }
}

/**
 * Every word must occur in the number, the asset's address or name, or the client's name:
 * the columns joined by a space, which no word holds.
 */
function searchOf(query: string | null | undefined): SQL | undefined {
  const words = searchWords(query ?? '');
  if (words.length === 0) return undefined;
  const text = sql`lower(concat_ws(' ', ${surveys.number}, ${assets.street}, ${assets.houseNumber},
    ${assets.houseNumberSuffix}, ${assets.postcode}, ${assets.city}, ${assets.name}, ${assets.imo},
    ${clients.name}, ${surveys.projectNumber}))`;
  const escape = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);
  return and(...words.map((word) => sql`${text} like ${`%${escape(word)}%`}`));
}

/** The rows of one list: an organisation's surveys of one asset type and status. */
export const surveyListBase = (
  organisationId: number,
  args: Pick<SurveyListArgs, 'assetType' | 'status'>,
) =>
  and(
    eq(surveys.organisationId, organisationId),
    eq(surveys.assetType, assetKindOf(args.assetType)),
    eq(surveys.status, args.status),
  );

/** The list's rows with what the table shows of their asset, client and survey type. */
export function surveyListRows(
  db: Executor,
  where: SQL | undefined,
  orderBy: SQL[],
  countMatches = false,
) {
  return db
    .select({
      survey: {
        id: surveys.id,
        number: surveys.number,
        status: surveys.status,
        assetType: surveys.assetType,
        assetId: surveys.assetId,
        plannedStart: surveys.plannedStart,
        plannedEnd: surveys.plannedEnd,
      },
      asset: {
        assetType: assets.assetType,
        name: assets.name,
        street: assets.street,
        houseNumber: assets.houseNumber,
        houseNumberSuffix: assets.houseNumberSuffix,
        city: assets.city,
      },
      clientName: clients.name,
      surveyTypeValue: variableItems.value,
      ...(countMatches && { matched: sql<number>`(count(*) over ())::int` }),
    })
    .from(surveys)
    .innerJoin(assets, eq(assets.id, surveys.assetId))
    .leftJoin(clients, eq(clients.id, surveys.clientId))
    .leftJoin(variableItems, eq(variableItems.id, surveys.surveyTypeItemId))
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
}

export interface SurveyListArgs {
  assetType: string;
  status: SurveyStatus;
  search?: string | null;
  sort?: string | null;
  direction?: SortDirection | null;
  page?: number | null;
}

/** One page of the organisation's surveys of one asset type and status (spec section 9 paging). */
export function surveyListPage(
  db: Executor,
  organisationId: number,
  args: SurveyListArgs,
): Promise<Page<SurveyListRow>> {
  const base = surveyListBase(organisationId, args);
  const orderBy = surveyListOrder(args.sort, args.direction ?? 'asc');
  return loadPage<SurveyListRow>({
    base,
    search: searchOf(args.search),
    requestedPage: args.page,
    countRows: async (where) => {
      // The list itself is counted on the index alone; a search needs the joined columns.
      const query =
        where === base
          ? db.select({ rows: count() }).from(surveys).where(where)
          : db
              .select({ rows: count() })
              .from(surveys)
              .innerJoin(assets, eq(assets.id, surveys.assetId))
              .leftJoin(clients, eq(clients.id, surveys.clientId))
              .where(where);
      const [row] = await query;
      return row?.rows ?? 0;
    },
    select: async (where, offset, limit, countMatches) => {
      const query = surveyListRows(db, where, orderBy, countMatches).offset(offset);
      const rows = await (limit === null ? query : query.limit(limit));
      return rows.map((row) => ({
        row: surveyListRowOf(row),
        ...(row.matched !== undefined && { matched: row.matched }),
      }));
    },
  });
}

export const SurveyListItemRef = builder.objectRef<SurveyListRow>('SurveyListItem').implement({
  description: 'A survey as a row of the survey lists',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number'),
    status: t.field({
      type: SurveyStatusRef,
      resolve: (row) => statusOf(row.status),
    }),
    asset_type: t.exposeString('assetType'),
    asset_id: t.exposeID('assetId'),
    asset_title: t.exposeString('assetTitle', {
      description: "A property's address, a vessel's name",
    }),
    client_name: t.exposeString('clientName', { nullable: true }),
    survey_type_value: t.exposeString('surveyTypeValue', { nullable: true }),
    planned_start: t.exposeString('plannedStart', { nullable: true, description: 'YYYY-MM-DD' }),
    planned_end: t.exposeString('plannedEnd', { nullable: true, description: 'YYYY-MM-DD' }),
  }),
});

const SurveyPageRef = builder.objectRef<Page<SurveyListRow>>('SurveyPage').implement({
  description: 'One page of a survey list, searched and sorted on the server',
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Surveys in the list' }),
    matched: t.exposeInt('matched', { description: 'Surveys that match the search' }),
    page: t.exposeInt('page'),
    offset: t.exposeInt('offset', { description: 'Position of the first survey in the matches' }),
    items: t.field({ type: [SurveyListItemRef], resolve: (page) => page.rows }),
  }),
});

builder.queryField('surveys', (t) =>
  t.field({
    type: SurveyPageRef,
    description:
      'The surveys of one asset type (a type name: panden, schepen...) and status; sort: number, planned_start, asset, client, survey_type',
    authScopes: { member: true },
    args: {
      assetType: t.arg.string({ required: true }),
      status: t.arg({ type: SurveyStatusRef, required: true }),
      ...pageArgs(t.arg),
    },
    resolve: (_root, args, context) =>
      surveyListPage(context.db, organisationOf(context), {
        assetType: args.assetType,
        status: args.status,
        search: args.search,
        sort: args.sort,
        direction: args.direction,
        page: args.page,
      }),
  }),
);
