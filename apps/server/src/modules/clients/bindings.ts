import { clientContactResource, clientResource } from '@vezel/domain';
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { manualOrder, nextSortIndex } from '../../resources/manual-order';
import { findOwned, findOwnedChild } from '../../resources/owned';
import { clientContacts, clients } from '../../db/tables';
import { AppError } from '../../graphql/errors';
import {
  connectionTo,
  inputText,
  type ResourceBinding,
  type ResourceValues,
} from '../../resources/binding';
import { ClientContactRef, ClientRef, type ClientContactRow, type ClientRow } from './schema';
import { declaredColumns, postcodeColumn } from '../../resources/declared-columns';
import { insertRow, updateRow } from '../../resources/rows';

/** The columns the given values set; the postcode comes from the field the country shows. */
const clientColumns = (values: ResourceValues, country: string) =>
  declaredColumns(clientResource, clients, values, {
    kvk_number: (value) => ({ kvkNumber: inputText(value) || null }),
    postcode: (value) => (country === 'NL' ? postcodeColumn(value) : {}),
    postal_code_abroad: (value) => (country === 'NL' ? {} : { postcode: inputText(value) }),
    country: () => ({ country }),
  });

/**
 * A client is in a book once: the same KvK number, or the same name and postcode, names
 * the existing client in the message.
 */
async function assertNoDuplicate(
  tx: Executor,
  client: Pick<ClientRow, 'organisationId' | 'book' | 'name' | 'kvkNumber' | 'postcode'>,
  exceptId?: number,
) {
  const same: SQL[] = [];
  if (client.kvkNumber) same.push(eq(clients.kvkNumber, client.kvkNumber));
  if (client.postcode) {
    same.push(
      and(
        sql`lower(${clients.name}) = lower(${client.name})`,
        eq(clients.postcode, client.postcode),
      ) as SQL,
    );
  }
  if (same.length === 0) return;
  const [existing] = await tx
    .select({ name: clients.name })
    .from(clients)
    .where(
      and(
        eq(clients.organisationId, client.organisationId),
        eq(clients.book, client.book),
        or(...same),
        ...(exceptId === undefined ? [] : [ne(clients.id, exceptId)]),
      ),
    );
  if (existing) {
    const values = { name: existing.name };
    const failure = { key: 'error.duplicateClient' as const, values };
    throw new AppError('BAD_USER_INPUT', 'error.duplicateClient', values, {
      ...(client.kvkNumber ? { kvk_number: failure } : {}),
      name: failure,
    });
  }
}

export const clientBinding: ResourceBinding<ClientRow> = {
  declaration: clientResource,
  ref: ClientRef,
  find: (tx, { organisationId }, id) => findOwned(tx, clients, organisationId, id),
  findConnection: () => Promise.resolve(null),
  async insert(tx, { organisationId }, values) {
    const country = inputText(values.country) || 'NL';
    const columns = { ...clientColumns(values, country), country };
    const client = {
      organisationId,
      book: String(values.book),
      name: columns.name ?? '',
      kvkNumber: columns.kvkNumber ?? null,
      postcode: columns.postcode ?? '',
    };
    await assertNoDuplicate(tx, client);
    return insertRow(tx, clients, { ...columns, ...client });
  },
  async update(tx, _access, row, values) {
    const country = values.country === undefined ? row.country : inputText(values.country);
    const columns = clientColumns(values, country);
    await assertNoDuplicate(tx, { ...row, ...columns }, row.id);
    return updateRow(tx, clients, row.id, { ...columns });
  },
  async remove(tx, row) {
    await tx.delete(clients).where(eq(clients.id, row.id));
  },
};

export const clientContactBinding: ResourceBinding<ClientContactRow> = {
  declaration: clientContactResource,
  ref: ClientContactRef,
  find: (tx, { organisationId }, id) =>
    findOwnedChild(tx, clientContacts, clientContacts.clientId, clients, organisationId, id),
  findConnection: connectionTo('client', clientBinding),
  async insert(tx, _access, values, connections) {
    const clientId = connections.get('client');
    if (clientId === undefined) throw new Error('contact without client');
    return insertRow(tx, clientContacts, {
      clientId,
      name: inputText(values.name),
      ...declaredColumns(clientContactResource, clientContacts, values),
      sortIndex: await nextSortIndex(tx, clientContacts, eq(clientContacts.clientId, clientId)),
    });
  },
  async update(tx, _access, row, values) {
    return updateRow(
      tx,
      clientContacts,
      row.id,
      declaredColumns(clientContactResource, clientContacts, values),
    );
  },
  async remove(tx, row) {
    await tx.delete(clientContacts).where(eq(clientContacts.id, row.id));
  },
  ...manualOrder<ClientContactRow>(clientContacts, (row) =>
    eq(clientContacts.clientId, row.clientId),
  ),
};
