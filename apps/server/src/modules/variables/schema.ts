import { and, asc, count, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  isItemListKey,
  isLookupListKey,
  lookupListKeys,
  parentListOf,
  type LookupListKey,
  variableMappingResource,
} from '@vezel/domain';
import { builder } from '../../graphql/builder';
import { organisationOf, type Context } from '../../graphql/context';
import {
  organisations,
  userProfiles,
  users,
  variableItems,
  variableMappings,
  variableSets,
} from '../../db/tables';
import { fullName } from '../accounts/full-name';
import { memoize } from '../../graphql/request-cache';
import {
  loadPage,
  pageArgs,
  searchCondition,
  sortTerms,
  type Page,
  type SortKind,
} from '../../resources/paging';
import { declaredObjectType } from '../../resources/object-type';
import { VariableItemRef, type VariableItemRow } from '../../resources/variable-items';

type OrganisationRow = typeof organisations.$inferSelect;
type VariableSetRow = typeof variableSets.$inferSelect;
export type VariableMappingRow = typeof variableMappings.$inferSelect;

export async function loadOrganisation(context: Context, id: number): Promise<OrganisationRow> {
  const [organisation] = await context.db
    .select()
    .from(organisations)
    .where(eq(organisations.id, id));
  if (!organisation) throw new Error(`organisation ${id} missing`);
  return organisation;
}

/** The whole set in one query, however many lists a client asks for. */
function loadSetContents(context: Context, setId: number) {
  return memoize(context, `variable-set:${setId}`, async () => {
    const items = await context.db
      .select()
      .from(variableItems)
      .where(eq(variableItems.variableSetId, setId))
      .orderBy(asc(variableItems.list), asc(variableItems.sortIndex), asc(variableItems.id));
    const byList = new Map<string, VariableItemRow[]>();
    for (const item of items) {
      const list = byList.get(item.list);
      if (list) list.push(item);
      else byList.set(item.list, [item]);
    }
    return byList;
  });
}

/** The mappings of one list's items, in one query however many of its items are asked. */
function loadListMappings(context: Context, setId: number, list: string) {
  return memoize(context, `variable-mappings:${setId}:${list}`, async () => {
    const rows = await context.db
      .select({ mapping: variableMappings })
      .from(variableMappings)
      .innerJoin(variableItems, eq(variableItems.id, variableMappings.variableItemId))
      .where(and(eq(variableItems.variableSetId, setId), eq(variableItems.list, list)))
      .orderBy(asc(variableMappings.priority), asc(variableMappings.id));
    const byItem = new Map<number, VariableMappingRow[]>();
    for (const { mapping } of rows) {
      const mappings = byItem.get(mapping.variableItemId);
      if (mappings) mappings.push(mapping);
      else byItem.set(mapping.variableItemId, [mapping]);
    }
    return byItem;
  });
}

const AcknowledgedByRef = builder
  .objectRef<{ id: number; userId: number; fullName: string }>('MappingAcknowledgedBy')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      user: t.field({
        type: builder.simpleObject('MappingAcknowledgedByUser', {
          fields: (u) => ({ id: u.id(), full_name: u.string() }),
        }),
        resolve: (profile) => ({ id: profile.userId, full_name: profile.fullName }),
      }),
    }),
  });

const ExternalSystemSummaryRef = builder.simpleObject('ExternalSystemSummary', {
  fields: (t) => ({ id: t.id(), value: t.string() }),
});

export const VariableMappingRef = declaredObjectType(variableMappingResource, variableMappings, {
  description: 'How an item of a lookup list is known in an external system',
  rowFields: [],
  fields: (t) => ({
    acknowledged_at: t.expose('acknowledgedAt', { type: 'DateTime', nullable: true }),
    acknowledged_by: t.field({
      type: AcknowledgedByRef,
      nullable: true,
      resolve: async (mapping, _args, context) => {
        if (mapping.acknowledgedByProfileId == null) return null;
        const [row] = await context.db
          .select({
            id: userProfiles.id,
            userId: users.id,
            name: users.name,
            surnamePrefix: users.surnamePrefix,
            surname: users.surname,
          })
          .from(userProfiles)
          .innerJoin(users, eq(users.id, userProfiles.userId))
          .where(
            and(
              eq(userProfiles.id, mapping.acknowledgedByProfileId),
              eq(userProfiles.organisationId, organisationOf(context)),
            ),
          );
        return row ? { id: row.id, userId: row.userId, fullName: fullName(row) } : null;
      },
    }),
    external_system: t.field({
      type: ExternalSystemSummaryRef,
      resolve: async (mapping, _args, context) => {
        const [system] = await context.db
          .select({ id: variableItems.id, value: variableItems.value })
          .from(variableItems)
          .where(eq(variableItems.id, mapping.externalSystemId));
        if (!system) throw new Error(`external system ${mapping.externalSystemId} missing`);
        return system;
      },
    }),
  }),
});

VariableItemRef.implement({
  description: 'One item of a lookup list',
  fields: (t) => ({
    id: t.exposeID('id'),
    list: t.exposeString('list'),
    value: t.exposeString('value'),
    description: t.exposeString('description'),
    active: t.exposeBoolean('active'),
    parent: t.field({
      type: VariableItemRef,
      nullable: true,
      description: 'The item an item of a child list belongs to',
      resolve: async (item, _args, context) => {
        if (item.parentItemId === null) return null;
        const [parent] = await context.db
          .select()
          .from(variableItems)
          .where(
            and(
              eq(variableItems.id, item.parentItemId),
              eq(variableItems.variableSetId, item.variableSetId),
            ),
          );
        return parent ?? null;
      },
    }),
    data: t.string({
      description: 'The special fields of some lists (colours, prefixes, svg...) as a JSON object',
      resolve: (item) => JSON.stringify(item.data),
    }),
    created_at: t.expose('createdAt', { type: 'DateTime' }),
    updated_at: t.expose('updatedAt', { type: 'DateTime' }),
    variable_mappings: t.field({
      type: [VariableMappingRef],
      resolve: async (item, _args, context) =>
        (await loadListMappings(context, item.variableSetId, item.list)).get(item.id) ?? [],
    }),
  }),
});

export const VariableSetRef = builder.objectRef<VariableSetRow>('VariableSet').implement({
  description: "An organisation's lookup lists and their mappings to external systems",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    created_at: t.expose('createdAt', { type: 'DateTime' }),
    updated_at: t.expose('updatedAt', { type: 'DateTime' }),
    ...Object.fromEntries(
      lookupListKeys.map((key: LookupListKey) => [
        key,
        t.field({
          type: [VariableItemRef],
          resolve: async (set, _args, context) =>
            (await loadSetContents(context, set.id)).get(key) ?? [],
        }),
      ]),
    ),
  }),
});

export const OrganisationRef = builder.objectRef<OrganisationRow>('Organisation').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    naam: t.exposeString('name'),
    variable_set: t.field({
      type: VariableSetRef,
      nullable: true,
      resolve: async (organisation, _args, context) => {
        if (organisation.variableSetId == null) return null;
        const [set] = await context.db
          .select()
          .from(variableSets)
          .where(
            and(
              eq(variableSets.id, organisation.variableSetId),
              eq(variableSets.organisationId, organisation.id),
            ),
          );
        return set ?? null;
      },
    }),
  }),
});

const VariableSetSummaryRef = builder.simpleObject('VariableSetSummary', {
  fields: (t) => ({ id: t.id(), name: t.string() }),
});

builder.queryField('variableSets', (t) =>
  t.field({
    type: [VariableSetSummaryRef],
    authScopes: { member: true },
    resolve: (_root, _args, context) =>
      context.db
        .select({ id: variableSets.id, name: variableSets.name })
        .from(variableSets)
        .where(eq(variableSets.organisationId, organisationOf(context)))
        .orderBy(asc(variableSets.name)),
  }),
);

/** One of the caller's variable sets; null when it does not exist or is another organisation's. */
builder.queryField('variableSet', (t) =>
  t.field({
    type: VariableSetRef,
    nullable: true,
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const id = Number(args.id);
      if (!Number.isSafeInteger(id)) return null;
      const [set] = await context.db
        .select()
        .from(variableSets)
        .where(
          and(eq(variableSets.id, id), eq(variableSets.organisationId, organisationOf(context))),
        );
      return set ?? null;
    },
  }),
);

/** The items of one list of a variable set, in their manual order: what the admin table shows. */
builder.queryField('variableItems', (t) =>
  t.field({
    type: [VariableItemRef],
    authScopes: { member: true },
    args: { variableSetId: t.arg.id({ required: true }), list: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const setId = Number(args.variableSetId);
      if (!Number.isSafeInteger(setId) || !isLookupListKey(args.list)) return [];
      return context.db
        .select({ item: variableItems })
        .from(variableItems)
        .innerJoin(variableSets, eq(variableSets.id, variableItems.variableSetId))
        .where(
          and(
            eq(variableItems.variableSetId, setId),
            eq(variableItems.list, args.list),
            eq(variableSets.organisationId, organisationOf(context)),
          ),
        )
        .orderBy(asc(variableItems.sortIndex), asc(variableItems.id))
        .then((rows) => rows.map((row) => row.item));
    },
  }),
);

const VariableItemPageRef = builder.objectRef<Page<VariableItemRow>>('VariableItemPage').implement({
  description: 'One page of a lookup list, searched and sorted on the server',
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Items in the list' }),
    matched: t.exposeInt('matched', { description: 'Items that match the search' }),
    page: t.exposeInt('page'),
    offset: t.exposeInt('offset', { description: 'Position of the first item in the matches' }),
    items: t.field({ type: [VariableItemRef], resolve: (page) => page.rows }),
  }),
});

/** The table columns of a list item a client may sort on, and how they compare. */
const sortableItemColumns: Record<string, { column: AnyColumn; kind: SortKind }> = {
  value: { column: variableItems.value, kind: 'requiredText' },
  description: { column: variableItems.description, kind: 'text' },
  active: { column: variableItems.active, kind: 'boolean' },
};

const manualItemOrder: SQL[] = [asc(variableItems.sortIndex), asc(variableItems.id)];

/**
 * What the admin table of a list shows: the page of items it asks for, searched on value
 * and description, in the manual order unless a column is chosen.
 */
builder.queryField('variableItemPage', (t) =>
  t.field({
    type: VariableItemPageRef,
    nullable: true,
    authScopes: { member: true },
    args: {
      variableSetId: t.arg.id({ required: true }),
      list: t.arg.string({ required: true }),
      parentItemId: t.arg.id({ description: 'The parent, for a child list (sample kinds...)' }),
      ...pageArgs(t.arg),
    },
    resolve: async (_root, args, context) => {
      const setId = Number(args.variableSetId);
      const parentId = args.parentItemId == null ? null : Number(args.parentItemId);
      if (!Number.isSafeInteger(setId) || !isItemListKey(args.list)) return null;
      // A child list is read under one parent; a lookup list has none.
      if ((parentListOf(args.list) === null) !== (parentId === null)) return null;
      if (parentId !== null && !Number.isSafeInteger(parentId)) return null;
      const [set] = await context.db
        .select({ id: variableSets.id })
        .from(variableSets)
        .where(
          and(eq(variableSets.id, setId), eq(variableSets.organisationId, organisationOf(context))),
        );
      if (!set) return null;
      // An unknown field (or 'constructor'...) sorts nothing: the manual order.
      const sortable =
        args.sort && Object.hasOwn(sortableItemColumns, args.sort)
          ? sortableItemColumns[args.sort]
          : undefined;
      const orderBy = sortable
        ? sortTerms(sortable.column, sortable.kind, args.direction ?? 'asc', manualItemOrder)
        : manualItemOrder;
      return loadPage({
        base: and(
          eq(variableItems.variableSetId, set.id),
          eq(variableItems.list, args.list),
          parentId === null
            ? isNull(variableItems.parentItemId)
            : eq(variableItems.parentItemId, parentId),
        ),
        search: searchCondition([variableItems.value, variableItems.description], args.search),
        requestedPage: args.page,
        countRows: async (where) => {
          const [row] = await context.db.select({ rows: count() }).from(variableItems).where(where);
          return row?.rows ?? 0;
        },
        select: (where, offset, limit, countMatches) => {
          const query = context.db
            .select({
              row: variableItems,
              ...(countMatches && { matched: sql<number>`(count(*) over ())::int` }),
            })
            .from(variableItems)
            .where(where)
            .orderBy(...orderBy)
            .offset(offset);
          return limit === null ? query : query.limit(limit);
        },
      });
    },
  }),
);

/** One list item with its mappings, for its card; null when it is not the caller's. */
builder.queryField('variableItem', (t) =>
  t.field({
    type: VariableItemRef,
    nullable: true,
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const id = Number(args.id);
      if (!Number.isSafeInteger(id)) return null;
      const [row] = await context.db
        .select({ item: variableItems })
        .from(variableItems)
        .innerJoin(variableSets, eq(variableSets.id, variableItems.variableSetId))
        .where(
          and(eq(variableItems.id, id), eq(variableSets.organisationId, organisationOf(context))),
        );
      return row?.item ?? null;
    },
  }),
);
