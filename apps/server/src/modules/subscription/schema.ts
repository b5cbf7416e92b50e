import { asc, count, eq } from 'drizzle-orm';
import { builder } from '../../graphql/builder';
import { organisations, userProfiles } from '../../db/tables';

const SubscriptionOrganisationRef = builder
  .objectRef<{ id: number; name: string; users: number; createdAt: Date }>(
    'SubscriptionOrganisation',
  )
  .implement({
    description:
      'One customer organisation as the people who run Vezel see it (SUBSCRIPTION_USER_IDS)',
    fields: (t) => ({
      id: t.exposeID('id'),
      naam: t.exposeString('name'),
      users: t.exposeInt('users'),
      created_at: t.expose('createdAt', { type: 'DateTime' }),
    }),
  });

builder.queryField('subscriptionOverview', (t) =>
  t.field({
    type: [SubscriptionOrganisationRef],
    authScopes: { subscription: true },
    resolve: (_root, _args, context) =>
      context.db
        .select({
          id: organisations.id,
          name: organisations.name,
          createdAt: organisations.createdAt,
          users: count(userProfiles.id),
        })
        .from(organisations)
        .leftJoin(userProfiles, eq(userProfiles.organisationId, organisations.id))
        .groupBy(organisations.id)
        .orderBy(asc(organisations.name)),
  }),
);
