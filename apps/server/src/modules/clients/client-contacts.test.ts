import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientContacts, clients, userProfiles, users } from '../../db/tables';
import { countQueries } from '../../testing/query-count';
import { createTestApp, type TestApp } from '../../testing/test-app';

const list = `query ($book: ClientBook!) { clients(book: $book) { id name contacts { id name } } }`;

interface Client {
  id: string;
  name: string;
  contacts: { id: string; name: string }[];
}

let app: TestApp;
let manager: string;
let organisationId: number;

const book = async () => {
  const result = await app.gql<{ clients: Client[] }>(
    list,
    { book: 'maritime' },
    { token: manager },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.clients;
};

/** `count` maritime clients "Rederij <prefix> <n>", client n with n % 3 contacts in reverse order. */
async function insertClients(prefix: string, count: number) {
  const rows = await app.database.db
    .insert(clients)
    .values(
      Array.from({ length: count }, (_, index) => ({
        organisationId,
        book: 'maritime',
        name: `Rederij ${prefix} ${String(index).padStart(2, '0')}`,
      })),
    )
    .returning({ id: clients.id });
  const contacts = rows.flatMap((row, index) =>
    Array.from({ length: index % 3 }, (_, n) => ({
      clientId: row.id,
      name: `${prefix} ${index} contact ${n}`,
      sortIndex: 10 - n,
    })),
  );
  if (contacts.length > 0) await app.database.db.insert(clientContacts).values(contacts);
}

beforeAll(async () => {
  app = await createTestApp();
  manager = await app.login('manager@vezel.test');
  const [profile] = await app.database.db
    .select({ organisationId: userProfiles.organisationId })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(users.email, 'manager@vezel.test'));
  organisationId = profile!.organisationId;
});
afterAll(() => app.close());

describe('the contacts of listed clients', () => {
  it('gives each client its own contacts in their order', async () => {
    await insertClients('Noord', 9);
    const listed = (await book()).filter((client) => client.name.startsWith('Rederij Noord'));
    expect(listed).toHaveLength(9);
    listed.forEach((client, index) => {
      expect(client.contacts.map((contact) => contact.name)).toEqual(
        Array.from({ length: index % 3 }, (_, n) => `Noord ${index} contact ${n}`).reverse(),
      );
    });
  });

  it('reads them with as many queries for 40 more clients as before', async () => {
    const counter = countQueries(app.database);
    try {
      await book();
      const before = counter.count;
      await insertClients('Zuid', 40);
      counter.reset();
      expect((await book()).length).toBeGreaterThanOrEqual(49);
      expect(counter.count).toBe(before);
      // The viewer, the clients and their contacts.
      expect(before).toBeLessThanOrEqual(3);
    } finally {
      counter.stop();
    }
  });
});
