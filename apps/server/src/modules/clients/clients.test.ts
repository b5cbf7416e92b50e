import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';

const list = `query ($book: ClientBook!) { clients(book: $book) { id name city postcode
  postal_code_abroad country kvk_number contacts { id name } } }`;
const one = `query ($id: ID!) { client(id: $id) { id name contacts { id name role } } }`;
const create = `mutation ($input: ClientCreateInput) { createClient(input: $input) {
  id name postcode postal_code_abroad country kvk_number } }`;
const update = `mutation ($id: ID!, $input: ClientUpdateInput) { updateClient(id: $id, input: $input) {
  id name postcode postal_code_abroad country } }`;
const remove = 'mutation ($id: ID!) { deleteClient(id: $id) }';
const createContact = `mutation ($input: ClientContactCreateInput, $connect: [ResourceConnection!]) {
  createClientContact(input: $input, connect: $connect) { id name } }`;
const sortContacts = `mutation ($id: ID!, $from: String, $to: String) {
  updateClientContactSortTable(id: $id, index_from: $from, index_to: $to) { id } }`;

interface Client {
  id: string;
  name: string;
  city: string;
  postcode: string | null;
  postal_code_abroad: string | null;
  country: string;
  kvk_number: string | null;
  contacts: { id: string; name: string }[];
}

let app: TestApp;
let manager: string;
let surveyor: string;
let other: string;

const book = async (name: 'property' | 'maritime', token = manager) => {
  const result = await app.gql<{ clients: Client[] }>(list, { book: name }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.clients;
};

const createClient = (input: Record<string, unknown>, token = manager) =>
  app.gql<{ createClient: Client }>(create, { input: { book: 'property', ...input } }, { token });

beforeAll(async () => {
  app = await createTestApp();
  [manager, surveyor, other] = await Promise.all([
    app.login('manager@vezel.test'),
    app.login('surveyor@vezel.test'),
    app.login('other@vezel.test'),
  ]);
});
afterAll(() => app.close());

describe('client books', () => {
  it('lists each book apart, with the address as its country has it', async () => {
    const property = await book('property');
    expect(property.map((client) => client.name)).toContain('Woonstichting De Linie');
    const maritime = await book('maritime');
    const hamburg = maritime.find((client) => client.city === 'Hamburg')!;
    expect(hamburg).toMatchObject({ country: 'DE', postcode: null, postal_code_abroad: '20457' });
    expect(maritime.map((client) => client.name)).not.toContain('Woonstichting De Linie');
  });

  it('lets a manager create, edit and delete a client, the postcode stored as 1234 AB', async () => {
    const created = await createClient({
      name: 'Stichting Het Baken',
      kvk_number: '41200001',
      postcode: '3511AB',
      city: 'Utrecht',
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createClient).toMatchObject({ postcode: '3511 AB', country: 'NL' });
    const id = created.data!.createClient.id;
    const moved = await app.gql<{ updateClient: Client }>(
      update,
      { id, input: { country: 'BE', postal_code_abroad: '2000', postcode: 'not dutch' } },
      { token: manager },
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.updateClient).toMatchObject({
      country: 'BE',
      postcode: null,
      postal_code_abroad: '2000',
    });
    expect(errorCode(await app.gql(remove, { id }, { token: surveyor }))).toBe('FORBIDDEN');
    expect((await app.gql(remove, { id }, { token: manager })).errors).toBeUndefined();
    expect((await book('property')).map((client) => client.id)).not.toContain(id);
  });

  it('refuses a duplicate by KvK number or by name and postcode, naming the client', async () => {
    const sameKvk = await createClient({ name: 'Andere naam', kvk_number: '41112345' });
    expect(errorCode(sameKvk)).toBe('BAD_USER_INPUT');
    expect(sameKvk.errors![0]!.message).toContain('Woonstichting De Linie');
    const sameName = await createClient({ name: 'woonstichting de linie', postcode: '4101 AB' });
    expect(sameName.errors![0]!.message).toContain('Woonstichting De Linie');
    // The other book is another list.
    const maritime = await createClient({
      book: 'maritime',
      name: 'Woonstichting De Linie',
      kvk_number: '41112345',
    });
    expect(maritime.errors).toBeUndefined();
  });

  it('refuses bad input with the field named, and stores nothing', async () => {
    const before = (await book('property')).length;
    const badKvk = await createClient({ name: 'Fout B.V.', kvk_number: '1234' });
    expect(badKvk.errors![0]!.extensions!.fields).toHaveProperty('kvk_number');
    const badPostcode = await createClient({ name: 'Fout B.V.', postcode: '0123 AB' });
    expect(badPostcode.errors![0]!.extensions!.fields).toHaveProperty('postcode');
    const noName = await createClient({ name: ' ' });
    expect(noName.errors![0]!.extensions!.fields).toHaveProperty('name');
    const badBook = await createClient({ book: 'yachts', name: 'Fout B.V.' });
    expect(errorCode(badBook)).toBe('BAD_USER_INPUT');
    expect((await book('property')).length).toBe(before);
  });

  it('keeps contacts of a client in order', async () => {
    const client = (await book('property')).find((item) => item.name === 'Woonstichting De Linie')!;
    const added = await app.gql<{ createClientContact: { id: string } }>(
      createContact,
      {
        input: { name: 'Anouk de Wit', role: 'Assetmanager', email: 'a.dewit@delinie.example' },
        connect: [{ type: 'client', id: client.id }],
      },
      { token: manager },
    );
    expect(added.errors).toBeUndefined();
    const badEmail = await app.gql(
      createContact,
      { input: { name: 'X', email: 'geen-mail' }, connect: [{ type: 'client', id: client.id }] },
      { token: manager },
    );
    expect(badEmail.errors![0]!.extensions!.fields).toHaveProperty('email');
    const contacts = (
      await app.gql<{ client: Client }>(one, { id: client.id }, { token: surveyor })
    ).data!.client.contacts;
    expect(contacts.at(-1)!.name).toBe('Anouk de Wit');
    const moved = await app.gql(
      sortContacts,
      { id: added.data!.createClientContact.id, from: String(contacts.length - 1), to: '0' },
      { token: manager },
    );
    expect(moved.errors).toBeUndefined();
    const after = (await app.gql<{ client: Client }>(one, { id: client.id }, { token: manager }))
      .data!.client.contacts;
    expect(after[0]!.name).toBe('Anouk de Wit');
  });

  it('lets a surveyor read but not change clients', async () => {
    expect((await book('property', surveyor)).length).toBeGreaterThan(0);
    expect(errorCode(await createClient({ name: 'Surveyor B.V.' }, surveyor))).toBe('FORBIDDEN');
  });

  it('shows another organisation none of these clients or contacts', async () => {
    expect(await book('property', other)).toEqual([]);
    const client = (await book('property')).find((item) => item.name === 'Woonstichting De Linie')!;
    const read = await app.gql<{ client: unknown }>(one, { id: client.id }, { token: other });
    expect(read.data!.client).toBeNull();
    // Another firm's administrator may delete clients, but finds none of these.
    expect(errorCode(await app.gql(remove, { id: client.id }, { token: other }))).toBe('NOT_FOUND');
    const contact = await app.gql(
      createContact,
      { input: { name: 'Inbreker' }, connect: [{ type: 'client', id: client.id }] },
      { token: other },
    );
    expect(errorCode(contact)).toBe('NOT_FOUND');
  });
});
