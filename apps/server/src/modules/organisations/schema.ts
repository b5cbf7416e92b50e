import { and, asc, eq, inArray } from 'drizzle-orm';
import { isLookupListKey, lookupListKeys, type LookupListKey } from '@vezel/domain';
import { builder } from '../../graphql/builder';
import { organisationOf, type Context } from '../../graphql/context';
import {
  organisations,
  userProfiles,
  users,
  variableItems,
  variableMappings,
  variableSets,
} from '../../db/schema';
import { fullName } from '../accounts/full-name';
import { memoize } from '../../graphql/request-cache';

type OrganisationRow = typeof organisations.$inferSelect;
type VariableSetRow = typeof variableSets.$inferSelect;
export type VariableItemRow = typeof variableItems.$inferSelect;
export type VariableMappingRow = typeof variableMappings.$inferSelect;

export async function loadOrganisation(context: Context, id: number): Promise<OrganisationRow> {
  const [organisation] = await context.db
    .select()
    .from(organisations)
    .where(eq(organisations.id, id));
  if (!organisation) throw new Error(`organisation ${id} missing`);
  return organisation;
}

/** The whole set in two queries, however many lists a client asks for. */
function loadSetContents(context: Context, setId: number) {
  return memoize(context, `variable-set:${setId}`, async () => {
    const items = await context.db
      .select()
      .from(variableItems)
      .where(eq(variableItems.variableSetId, setId))
      .orderBy(asc(variableItems.list), asc(variableItems.sortIndex), asc(variableItems.id));
    const mappings = items.length
      ? await context.db
          .select()
          .from(variableMappings)
          .where(
            inArray(
              variableMappings.variableItemId,
              items.map((item) => item.id),
            ),
          )
          .orderBy(asc(variableMappings.priority), asc(variableMappings.id))
      : [];
    const byList = new Map<string, VariableItemRow[]>();
    for (const item of items) byList.set(item.list, [...(byList.get(item.list) ?? []), item]);
    const mappingsByItem = new Map<number, VariableMappingRow[]>();
    for (const mapping of mappings) {
      mappingsByItem.set(mapping.variableItemId, [
        ...(mappingsByItem.get(mapping.variableItemId) ?? []),
        mapping,
      ]);
    }
    return { byList, mappingsByItem, itemsById: new Map(items.map((item) => [item.id, item])) };
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

export const VariableMappingRef = builder
  .objectRef<VariableMappingRow>('VariableMapping')
  .implement({
    description: 'How an item of a lookup list is known in an external system',
    fields: (t) => ({
      id: t.exposeID('id'),
      value: t.exposeString('value'),
      description: t.exposeString('description'),
      direction: t.exposeString('direction'),
      priority: t.exposeInt('priority'),
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

export const VariableItemRef = builder.objectRef<VariableItemRow>('VariableItem').implement({
  description: 'One item of a lookup list',
  fields: (t) => ({
    id: t.exposeID('id'),
    value: t.exposeString('value'),
    description: t.exposeString('description'),
    active: t.exposeBoolean('active'),
    data: t.string({
      description: 'The special fields of some lists (colours, prefixes, svg...) as a JSON object',
      resolve: (item) => JSON.stringify(item.data),
    }),
    created_at: t.expose('createdAt', { type: 'DateTime' }),
    updated_at: t.expose('updatedAt', { type: 'DateTime' }),
    variable_mappings: t.field({
      type: [VariableMappingRef],
      resolve: async (item, _args, context) =>
        (await loadSetContents(context, item.variableSetId)).mappingsByItem.get(item.id) ?? [],
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
            (await loadSetContents(context, set.id)).byList.get(key) ?? [],
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
