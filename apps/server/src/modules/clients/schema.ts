import { clientBooks, clientContactResource, clientResource } from '@vezel/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { clientContacts, clients } from '../../db/tables';
import { builder } from '../../graphql/builder';
import { organisationOf, type Context } from '../../graphql/context';
import { batchLoad } from '../../graphql/request-cache';
import { declaredObjectType } from '../../resources/object-type';
import { ownedRecordQuery } from '../../resources/owned';

export type ClientRow = typeof clients.$inferSelect;
export type ClientContactRow = typeof clientContacts.$inferSelect;

const isDutch = (client: ClientRow) => client.country === 'NL';

export const ClientContactRef = declaredObjectType(clientContactResource, clientContacts, {
  description: 'A contact person at a client',
  rowFields: [],
});

/**
 * A client's contacts in their order. The contacts of all clients a request lists are read
 * in one query.
 */
async function contactsOf(context: Context, clientId: number): Promise<ClientContactRow[]> {
  const contacts = await batchLoad(context, 'client-contacts', clientId, async (clientIds) => {
    const rows = await context.db
      .select()
      .from(clientContacts)
      .where(inArray(clientContacts.clientId, [...clientIds]))
      .orderBy(asc(clientContacts.sortIndex), asc(clientContacts.id));
    const byClient = new Map<number, ClientContactRow[]>();
    for (const row of rows) {
      const list = byClient.get(row.clientId);
      if (list) list.push(row);
      else byClient.set(row.clientId, [row]);
    }
    return byClient;
  });
  return contacts ?? [];
}

export const ClientRef = declaredObjectType(clientResource, clients, {
  description: 'A client of the firm, in its property or maritime book',
  // One column keeps the postcode; the country says which of the two fields shows it.
  fields: (t) => ({
    postcode: t.string({
      nullable: true,
      description: 'The Dutch postcode, for an address in the Netherlands',
      resolve: (client) => (isDutch(client) ? client.postcode : null),
    }),
    postal_code_abroad: t.string({
      nullable: true,
      resolve: (client) => (isDutch(client) ? null : client.postcode),
    }),
    contacts: t.field({
      type: [ClientContactRef],
      resolve: (client, _args, context) => contactsOf(context, client.id),
    }),
  }),
});

const ClientBookRef = builder.enumType('ClientBook', { values: clientBooks });

builder.queryField('clients', (t) =>
  t.field({
    type: [ClientRef],
    description: "One of the organisation's client books, by name",
    authScopes: { member: true },
    args: { book: t.arg({ type: ClientBookRef, required: true }) },
    resolve: (_root, args, context) =>
      context.db
        .select()
        .from(clients)
        .where(
          and(eq(clients.organisationId, organisationOf(context)), eq(clients.book, args.book)),
        )
        .orderBy(asc(clients.name), asc(clients.id)),
  }),
);

ownedRecordQuery(
  'client',
  ClientRef,
  clients,
  "A client of the caller's organisation; null for any other",
);
