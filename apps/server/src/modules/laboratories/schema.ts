import { and, asc, eq, inArray } from 'drizzle-orm';
import { laboratories, variableItems } from '../../db/schema';
import { builder } from '../../graphql/builder';
import { organisationOf, type Context } from '../../graphql/context';
import { VariableItemRef } from '../organisations/schema';

export type LaboratoryRow = typeof laboratories.$inferSelect;

const itemsByIds = (context: Context, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : context.db
        .select()
        .from(variableItems)
        .where(inArray(variableItems.id, [...ids]))
        .orderBy(asc(variableItems.sortIndex), asc(variableItems.id));

export const LaboratoryRef = builder.objectRef<LaboratoryRow>('Laboratory').implement({
  description: 'A laboratory the firm sends samples to; its API password is never sent',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    accreditation_number: t.exposeString('accreditationNumber'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    street: t.exposeString('street'),
    house_number: t.exposeString('houseNumber'),
    postcode: t.exposeString('postcode'),
    city: t.exposeString('city'),
    analysis_methods: t.field({
      type: [VariableItemRef],
      resolve: (lab, _args, context) => itemsByIds(context, lab.analysisMethodIds),
    }),
    materials: t.field({
      type: [VariableItemRef],
      resolve: (lab, _args, context) => itemsByIds(context, lab.materialIds),
    }),
    order_channel: t.exposeString('orderChannel'),
    order_email: t.exposeString('orderEmail'),
    api_url: t.exposeString('apiUrl'),
    api_username: t.exposeString('apiUsername'),
    has_api_password: t.boolean({
      description: 'Whether a password is stored; the password itself never leaves the server',
      resolve: (lab) => lab.apiPasswordSealed !== null,
    }),
    created_at: t.expose('createdAt', { type: 'DateTime' }),
    updated_at: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('laboratories', (t) =>
  t.field({
    type: [LaboratoryRef],
    authScopes: { member: true },
    resolve: (_root, _args, context) =>
      context.db
        .select()
        .from(laboratories)
        .where(eq(laboratories.organisationId, organisationOf(context)))
        .orderBy(asc(laboratories.name), asc(laboratories.id)),
  }),
);

builder.queryField('laboratory', (t) =>
  t.field({
    type: LaboratoryRef,
    nullable: true,
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const id = Number(args.id);
      if (!Number.isSafeInteger(id)) return null;
      const [lab] = await context.db
        .select()
        .from(laboratories)
        .where(
          and(eq(laboratories.id, id), eq(laboratories.organisationId, organisationOf(context))),
        );
      return lab ?? null;
    },
  }),
);
