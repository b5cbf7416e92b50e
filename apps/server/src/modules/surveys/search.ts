import { isSurveyStatus, type SortDirection, type SurveyStatus } from '@vezel/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { surveys } from '../../db/tables';
import { builder } from '../../graphql/builder';
import { organisationOf } from '../../graphql/context';
import { SortDirectionRef } from '../../resources/paging';
import {
  search,
  searchOrderColumns,
  searchPageSize,
  type SearchOrderField,
  type SurveyHit,
} from '../search/search';
import { maxQueryLength } from '../search/schema';
import { assetKindOf } from '../assets/schema';
import { SurveyStatusRef } from './schema';

/**
 * The survey search screen (spec section 2): the surveys index of one asset type, sorted on
 * number, address or start date, ten a page, with the count and the time it took. A query
 * finds surveys as the global search does (typos, prefixes, survey numbers); without one
 * the screen lists every survey of the type.
 */

/** Matches a query counts and sorts: a broad query shows "1000+" and needs another word. */
export const surveySearchLimit = 1000;

export interface SurveySearchRow extends Omit<SurveyHit, 'index'> {
  status: SurveyStatus;
}

export interface SurveySearchResult {
  total: number;
  more: boolean;
  page: number;
  hits: SurveySearchRow[];
  processingMs: number;
}

export interface SurveySearchArgs {
  assetType: string;
  query: string;
  sort: SearchOrderField;
  direction: SortDirection;
  page: number;
}

interface DocumentRow {
  ref_id: number;
  asset_type: string;
  number: string;
  address: string;
  start_date: string | null;
}

/** Every survey document of the type, in the chosen order: the screen before a query. */
async function listAll(
  db: Executor,
  organisationId: number,
  assetType: string,
  args: SurveySearchArgs,
): Promise<{ total: number; hits: Omit<SurveyHit, 'index'>[] }> {
  const where = sql`organisation_id = ${organisationId} and index_name = 'survey'
    and asset_type = ${assetType}`;
  const direction = sql.raw(args.direction === 'desc' ? 'desc' : 'asc');
  const order = sql`${searchOrderColumns[args.sort]} ${direction} nulls last, sort_key collate "C", ref_id`;
  const [counted] = (
    (await db.execute(
      sql`select count(*)::int as total from search_documents where ${where}`,
    )) as unknown as { rows: { total: number }[] }
  ).rows;
  const { rows } = (await db.execute(sql`
    select ref_id, asset_type, number, address, start_date::text as start_date
    from search_documents where ${where}
    order by ${order} limit ${searchPageSize} offset ${args.page * searchPageSize}`)) as unknown as {
    rows: DocumentRow[];
  };
  return {
    total: counted?.total ?? 0,
    hits: rows.map((row) => ({
      id: row.ref_id,
      assetType: row.asset_type,
      number: row.number,
      address: row.address,
      startDate: row.start_date,
    })),
  };
}

export async function surveySearch(
  db: Executor,
  organisationId: number,
  args: SurveySearchArgs,
): Promise<SurveySearchResult> {
  const start = performance.now();
  const assetType = assetKindOf(args.assetType);
  const query = args.query.slice(0, maxQueryLength);
  let found: { total: number; more: boolean; hits: Omit<SurveyHit, 'index'>[] };
  if (query.trim() === '') {
    found = { ...(await listAll(db, organisationId, assetType, args)), more: false };
  } else {
    const result = await search(db, organisationId, query, {
      index: 'survey',
      page: args.page,
      assetType,
      order: { field: args.sort, direction: args.direction },
      matchLimit: surveySearchLimit,
    });
    const section = result.sections[0];
    found = {
      total: section?.total ?? 0,
      more: section?.more ?? false,
      hits: (section?.hits ?? []) as SurveyHit[],
    };
  }
  // The index keeps what a survey is found by; its status is the survey's own.
  const ids = found.hits.map((hit) => hit.id);
  const statuses = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: surveys.id, status: surveys.status })
            .from(surveys)
            .where(and(inArray(surveys.id, ids), eq(surveys.organisationId, organisationId)))
        ).map((row) => [row.id, row.status]),
  );
  const hits = found.hits.flatMap((hit) => {
    const status = statuses.get(hit.id);
    return status !== undefined && isSurveyStatus(status) ? [{ ...hit, status }] : [];
  });
  return {
    total: found.total,
    more: found.more,
    page: args.page,
    hits,
    processingMs: performance.now() - start,
  };
}

const SurveySearchSortRef = builder.enumType('SurveySearchSort', {
  values: ['number', 'address', 'startDate'] as const,
});

const SurveySearchRowRef = builder.objectRef<SurveySearchRow>('SurveySearchRow').implement({
  description:
    'A survey found on the survey search screen: the hit of spec section 3 and its status',
  fields: (t) => ({
    id: t.exposeID('id'),
    assetType: t.exposeString('assetType'),
    number: t.exposeString('number'),
    address: t.exposeString('address'),
    startDate: t.exposeString('startDate', { nullable: true, description: 'YYYY-MM-DD' }),
    status: t.field({ type: SurveyStatusRef, resolve: (row) => row.status }),
  }),
});

const SurveySearchResultRef = builder
  .objectRef<SurveySearchResult>('SurveySearchResult')
  .implement({
    description: 'One page of the survey search screen',
    fields: (t) => ({
      total: t.exposeInt('total', { description: `Matches, counted up to ${surveySearchLimit}` }),
      more: t.exposeBoolean('more', {
        description: 'More match than counted: total is a lower bound',
      }),
      page: t.exposeInt('page', { description: 'From 0' }),
      page_size: t.int({ resolve: () => searchPageSize }),
      processing_ms: t.float({
        description: 'Time the server spent searching, in milliseconds',
        resolve: (result) => Math.round(result.processingMs * 10) / 10,
      }),
      hits: t.field({ type: [SurveySearchRowRef], resolve: (result) => result.hits }),
    }),
  });

builder.queryField('surveySearch', (t) =>
  t.field({
    type: SurveySearchResultRef,
    description:
      "The survey search screen: the caller's surveys of one asset type (a type name), found by a query or all, sorted, ten a page",
    authScopes: { member: true },
    args: {
      assetType: t.arg.string({ required: true }),
      query: t.arg.string(),
      sort: t.arg({ type: SurveySearchSortRef }),
      direction: t.arg({ type: SortDirectionRef }),
      page: t.arg.int({ description: 'From 0' }),
    },
    resolve: (_root, args, context) =>
      surveySearch(context.db, organisationOf(context), {
        assetType: args.assetType,
        query: args.query ?? '',
        sort: args.sort ?? 'number',
        direction: args.direction ?? 'asc',
        page: Math.min(Math.max(args.page ?? 0, 0), 10_000),
      }),
  }),
);
