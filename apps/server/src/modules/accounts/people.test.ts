import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { users } from '../../db/tables';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const itemsQuery = `query ($set: ID!, $list: String!) { variableItems(variableSetId: $set, list: $list) { id value active } }`;
const createCertificate = `mutation ($input: UserCertificateCreateInput, $connect: [ResourceConnection!]) {
  createUserCertificate(input: $input, connect: $connect) {
    id number valid_from validity_years valid_until certificate_type { value } file { name mime_type url } } }`;
const userQuery = `query ($id: ID!) { user(id: $id) { id full_name
  certificates { id number valid_until file { name } }
  equipment { id name certificates { number } }
  capabilities { value }
  signature { mime_type } } }`;

let app: TestApp;
let admin: string;
let manager: string;
let surveyor: string;
let other: string;
let setId: string;
let otherSetId: string;
const ids: Record<string, string> = {};

async function itemId(token: string, set: string, list: string, value: string) {
  const result = await app.gql<{ variableItems: { id: string; value: string }[] }>(
    itemsQuery,
    { set, list },
    { token },
  );
  const item = result.data?.variableItems.find((candidate) => candidate.value === value);
  if (!item) throw new Error(`no ${value} in ${list}`);
  return item.id;
}

async function upload(token: string, name: string, content: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const response = await fetch(`${app.url}/files`, {
    method: 'POST',
    body: form,
    headers: { 'x-vezel-csrf': '1', authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { id: string }).id;
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin@vezel.test');
  manager = await app.login('manager@vezel.test');
  surveyor = await app.login('surveyor@vezel.test');
  other = await app.login('other@vezel.test');
  const setOf = async (token: string) =>
    (await app.gql<{ variableSets: { id: string }[] }>('{ variableSets { id } }', {}, { token }))
      .data!.variableSets[0]!.id;
  setId = await setOf(manager);
  otherSetId = await setOf(other);
  const users = await app.gql<{ users: { id: string; email: string }[] }>(
    '{ users { id email } }',
    {},
    { token: manager },
  );
  for (const user of users.data!.users) ids[user.email] = user.id;
});
afterAll(() => app.close());

describe('admin users', () => {
  it('lists the organisation users for managers only', async () => {
    expect(Object.keys(ids).sort()).toEqual([
      'admin@vezel.test',
      'manager@vezel.test',
      'surveyor@vezel.test',
    ]);
    expect(errorCode(await app.gql('{ users { id } }', {}, { token: surveyor }))).toBe('FORBIDDEN');
  });

  it('invites a new user, who chooses a password through the mailed link', async () => {
    const created = await app.gql<{ createUser: { id: string; email: string; full_name: string } }>(
      'mutation ($input: UserCreateInput!) { createUser(input: $input) { id email full_name inventarisatie_user { inventarisatie_rol { id } } } }',
      {
        input: {
          email: 'Jeroen@Vezel.test',
          name: 'Jeroen',
          tussenvoegsel: 'de',
          achternaam: 'Groot',
          role: '1',
        },
      },
      { token: manager, locale: 'en' },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createUser).toMatchObject({
      email: 'jeroen@vezel.test',
      full_name: 'Jeroen de Groot',
    });
    const mail = app.mails.at(-1)!;
    expect(mail.to).toBe('jeroen@vezel.test');
    expect(mail.subject).toBe('Your Vezel account at Van Dijk Asbestinventarisatie B.V.');
    const token = mail.link!.split('/').pop();
    const reset = await app.gql(
      'mutation ($token: String!) { resetPassword(token: $token, password: "eerste-wachtwoord", passwordConfirmation: "eerste-wachtwoord") }',
      { token },
    );
    expect(reset.errors).toBeUndefined();
    await app.login('jeroen@vezel.test', 'eerste-wachtwoord');

    const twice = await app.gql(
      'mutation ($input: UserCreateInput!) { createUser(input: $input) { id } }',
      { input: { email: 'jeroen@vezel.test', name: 'J', achternaam: 'G' } },
      { token: manager, locale: 'en' },
    );
    expect(twice.errors?.[0]?.message).toBe('A user with this email address already exists');
    const digits = await app.gql(
      'mutation ($input: UserCreateInput!) { createUser(input: $input) { id } }',
      { input: { email: 'x@vezel.test', name: 'J4n', achternaam: 'G' } },
      { token: manager, locale: 'en' },
    );
    expect(digits.errors?.[0]?.message).toBe('This field cannot contain digits');
  });

  it('lets only administrators make administrators, and nobody change their own role or delete themselves', async () => {
    const create = 'mutation ($input: UserCreateInput!) { createUser(input: $input) { id } }';
    const asManager = await app.gql(
      create,
      { input: { email: 'baas@vezel.test', name: 'Bea', achternaam: 'Baas', role: '3' } },
      { token: manager },
    );
    expect(errorCode(asManager)).toBe('FORBIDDEN');
    const asAdmin = await app.gql<{ createUser: { id: string } }>(
      create,
      { input: { email: 'baas@vezel.test', name: 'Bea', achternaam: 'Baas', role: '3' } },
      { token: admin },
    );
    expect(asAdmin.errors).toBeUndefined();
    const update =
      'mutation ($id: ID!, $role: String) { updateUser(id: $id, input: { role: $role }) { id } }';
    expect(
      errorCode(
        await app.gql(update, { id: ids['manager@vezel.test'], role: '1' }, { token: manager }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      errorCode(
        await app.gql(update, { id: asAdmin.data!.createUser.id, role: '1' }, { token: manager }),
      ),
    ).toBe('FORBIDDEN');
    const remove = 'mutation ($id: ID!) { deleteUser(id: $id) }';
    expect(
      errorCode(await app.gql(remove, { id: ids['manager@vezel.test'] }, { token: manager })),
    ).toBe('FORBIDDEN');
    expect(
      (await app.gql(remove, { id: asAdmin.data!.createUser.id }, { token: admin })).errors,
    ).toBeUndefined();
  });

  it("says nothing about another organisation's user when their address is given", async () => {
    const create = 'mutation ($input: UserCreateInput!) { createUser(input: $input) { id } }';
    const attempt = (token: string, email: string) =>
      app.gql(
        create,
        { input: { email, name: 'Piet', achternaam: 'Jansen' } },
        { token, locale: 'en' },
      );
    const answer = (result: Awaited<ReturnType<typeof attempt>>) =>
      result.errors?.map(({ message, extensions }) => ({ message, extensions }));
    // An address in use without any organisation: it cannot be used either.
    await app.database.db.insert(users).values({
      email: 'los@vezel.test',
      username: 'los@vezel.test',
      name: 'Los',
      passwordHash: await hashPassword('los-wachtwoord'),
    });
    const sent = app.mails.length;

    const ofOtherFirm = await attempt(manager, 'Other@Vezel.test');
    const withoutFirm = await attempt(manager, 'los@vezel.test');
    const fromOtherFirm = await attempt(other, 'surveyor@vezel.test');
    expect(errorCode(ofOtherFirm)).toBe('BAD_USER_INPUT');
    expect(ofOtherFirm.errors?.[0]?.message).toBe(
      'This email address cannot be used for a new user. Choose another address for this person, for example their address at your organisation.',
    );
    expect(ofOtherFirm.errors?.[0]?.extensions?.fields).toEqual({
      email: { key: 'error.emailUnavailable' },
    });
    expect(answer(withoutFirm)).toEqual(answer(ofOtherFirm));
    expect(answer(fromOtherFirm)).toEqual(answer(ofOtherFirm));
    expect(app.mails.length).toBe(sent);

    // Only a user of the caller's own organisation, whom they can see anyway, is named as such.
    const own = await attempt(other, 'other@vezel.test');
    expect(own.errors?.[0]?.message).toBe('A user with this email address already exists');
    const listed = await app.gql<{ users: { email: string }[] }>(
      '{ users { email } }',
      {},
      { token: other },
    );
    expect(listed.data?.users.map((user) => user.email)).toEqual(['other@vezel.test']);
  });

  it("never shows or changes another organisation's users", async () => {
    expect(
      (
        await app.gql<{ user: null }>(
          userQuery,
          { id: ids['surveyor@vezel.test'] },
          { token: other },
        )
      ).data?.user,
    ).toBeNull();
    const update = 'mutation ($id: ID!) { updateUser(id: $id, input: { name: "Gekaapt" }) { id } }';
    expect(
      errorCode(await app.gql(update, { id: ids['surveyor@vezel.test'] }, { token: other })),
    ).toBe('NOT_FOUND');
    expect(
      errorCode(
        await app.gql(
          'mutation ($id: ID!) { deleteUser(id: $id) }',
          { id: ids['surveyor@vezel.test'] },
          { token: other },
        ),
      ),
    ).toBe('NOT_FOUND');
  });
});

describe('account', () => {
  it('lets users change their own name and phone, with the form rules', async () => {
    const update =
      'mutation ($input: AccountInput!) { updateMyAccount(input: $input) { full_name phone_number } }';
    const done = await app.gql<{ updateMyAccount: { full_name: string; phone_number: string } }>(
      update,
      { input: { tussenvoegsel: 'van den', phone_number: '06-12345678' } },
      { token: surveyor },
    );
    expect(done.data?.updateMyAccount).toEqual({
      full_name: 'Sanne van den Berg',
      phone_number: '06-12345678',
    });
    const bad = await app.gql(
      update,
      { input: { achternaam: '' } },
      { token: surveyor, locale: 'en' },
    );
    expect(bad.errors?.[0]?.message).toBe('This field is required');
  });

  it('shows a user only themselves unless a manager asks', async () => {
    expect(
      (
        await app.gql<{ user: { id: string } }>(
          userQuery,
          { id: ids['surveyor@vezel.test'] },
          { token: surveyor },
        )
      ).data?.user?.id,
    ).toBe(ids['surveyor@vezel.test']);
    expect(
      (
        await app.gql<{ user: null }>(
          userQuery,
          { id: ids['manager@vezel.test'] },
          { token: surveyor },
        )
      ).data?.user,
    ).toBeNull();
  });
});

describe('certificates, equipment, capabilities and signature', () => {
  it('a user adds a certificate with a scan; it is valid for the given years', async () => {
    const file = await upload(surveyor, 'DIA 2024.pdf', pdf);
    const dia = await itemId(surveyor, setId, 'inventarisatie_user_certificate_types', 'DIA');
    const created = await app.gql<{ createUserCertificate: Record<string, unknown> }>(
      createCertificate,
      {
        input: { number: 'DIA-12345', valid_from: '29-02-2024', validity_years: 5, file },
        connect: [
          { type: 'user', id: ids['surveyor@vezel.test'] },
          { type: 'certificateType', id: dia },
        ],
      },
      { token: surveyor },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createUserCertificate).toMatchObject({
      number: 'DIA-12345',
      valid_from: '2024-02-29',
      valid_until: '2029-02-28',
      certificate_type: { value: 'DIA' },
      file: { name: 'DIA 2024.pdf', mime_type: 'application/pdf', url: `/files/${file}` },
    });
    const seen = await app.gql<{ user: { certificates: { number: string }[] } }>(
      userQuery,
      { id: ids['surveyor@vezel.test'] },
      { token: manager },
    );
    // Beside the DIA the demo gives the surveyor.
    expect(seen.data?.user.certificates.map((c) => c.number)).toEqual(
      expect.arrayContaining(['DIA-12345']),
    );
  });

  it('refuses a bad date, another user of a surveyor, a foreign file or type', async () => {
    const dia = await itemId(surveyor, setId, 'inventarisatie_user_certificate_types', 'DIA');
    const connect = [
      { type: 'user', id: ids['surveyor@vezel.test'] },
      { type: 'certificateType', id: dia },
    ];
    const badDate = await app.gql(
      createCertificate,
      { input: { number: 'X', valid_from: '31-02-2024', validity_years: 5 }, connect },
      { token: surveyor, locale: 'en' },
    );
    expect(badDate.errors?.[0]?.message).toBe('This is not a valid date');
    const forManager = await app.gql(
      createCertificate,
      {
        input: { number: 'X', valid_from: '01-01-2024', validity_years: 5 },
        connect: [
          { type: 'user', id: ids['manager@vezel.test'] },
          { type: 'certificateType', id: dia },
        ],
      },
      { token: surveyor },
    );
    expect(errorCode(forManager)).toBe('NOT_FOUND');
    const foreignFile = await upload(other, 'hun.pdf', pdf);
    const withForeignFile = await app.gql(
      createCertificate,
      {
        input: { number: 'X', valid_from: '01-01-2024', validity_years: 5, file: foreignFile },
        connect,
      },
      { token: surveyor },
    );
    expect(errorCode(withForeignFile)).toBe('BAD_USER_INPUT');
    const theirDia = await itemId(
      other,
      otherSetId,
      'inventarisatie_user_certificate_types',
      'DIA',
    );
    const foreignType = await app.gql(
      createCertificate,
      {
        input: { number: 'X', valid_from: '01-01-2024', validity_years: 5 },
        connect: [
          { type: 'user', id: ids['surveyor@vezel.test'] },
          { type: 'certificateType', id: theirDia },
        ],
      },
      { token: surveyor },
    );
    expect(errorCode(foreignType)).toBe('NOT_FOUND');
  });

  it('keeps equipment with its own certificates', async () => {
    const mask = await itemId(surveyor, setId, 'uitrusting_types', 'Volgelaatsmasker P3');
    const created = await app.gql<{ createEquipment: { id: string } }>(
      'mutation ($connect: [ResourceConnection!]) { createEquipment(input: { name: "3M 6800", serial_number: "SN-0042" }, connect: $connect) { id } }',
      {
        connect: [
          { type: 'user', id: ids['surveyor@vezel.test'] },
          { type: 'equipmentType', id: mask },
        ],
      },
      { token: surveyor },
    );
    expect(created.errors).toBeUndefined();
    const certificate = await app.gql(
      'mutation ($connect: [ResourceConnection!]) { createEquipmentCertificate(input: { number: "FIT-2026-7", valid_from: "01-06-2026", validity_years: 1 }, connect: $connect) { valid_until } }',
      { connect: [{ type: 'equipment', id: created.data!.createEquipment.id }] },
      { token: surveyor },
    );
    expect(certificate.data).toEqual({ createEquipmentCertificate: { valid_until: '2027-06-01' } });
    const seen = await app.gql<{ user: { equipment: unknown[] } }>(
      userQuery,
      { id: ids['surveyor@vezel.test'] },
      { token: surveyor },
    );
    expect(seen.data?.user.equipment).toEqual([
      {
        id: created.data!.createEquipment.id,
        name: '3M 6800',
        certificates: [{ number: 'FIT-2026-7' }],
      },
    ]);
    const theirs = await app.gql(
      'mutation ($id: ID!) { deleteEquipment(id: $id) }',
      { id: created.data!.createEquipment.id },
      { token: other },
    );
    expect(errorCode(theirs)).toBe('NOT_FOUND');
  });

  it('lets managers set capabilities, and only active ones', async () => {
    const sampling = await itemId(
      manager,
      setId,
      'inventarisatie_user_capabilities',
      'Monsterneming',
    );
    const set =
      'mutation ($user: ID!, $ids: [ID!]!) { setUserCapabilities(userId: $user, capabilityIds: $ids) { capabilities { value } } }';
    const done = await app.gql(
      set,
      { user: ids['surveyor@vezel.test'], ids: [sampling] },
      { token: manager },
    );
    expect(done.data).toEqual({
      setUserCapabilities: { capabilities: [{ value: 'Monsterneming' }] },
    });
    expect(
      errorCode(
        await app.gql(set, { user: ids['surveyor@vezel.test'], ids: [] }, { token: surveyor }),
      ),
    ).toBe('FORBIDDEN');
    const foreign = await itemId(
      other,
      otherSetId,
      'inventarisatie_user_capabilities',
      'Monsterneming',
    );
    expect(
      errorCode(
        await app.gql(
          set,
          { user: ids['surveyor@vezel.test'], ids: [foreign] },
          { token: manager },
        ),
      ),
    ).toBe('NOT_FOUND');
  });

  it('takes an image as signature, not a PDF', async () => {
    const set =
      'mutation ($user: ID!, $file: ID) { setUserSignature(userId: $user, fileId: $file) { signature { mime_type } } }';
    const image = await upload(surveyor, 'handtekening.png', png);
    const done = await app.gql(
      set,
      { user: ids['surveyor@vezel.test'], file: image },
      { token: surveyor },
    );
    expect(done.data).toEqual({ setUserSignature: { signature: { mime_type: 'image/png' } } });
    const document = await upload(surveyor, 'handtekening.pdf', pdf);
    expect(
      errorCode(
        await app.gql(
          set,
          { user: ids['surveyor@vezel.test'], file: document },
          { token: surveyor },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(
      errorCode(
        await app.gql(set, { user: ids['manager@vezel.test'], file: image }, { token: surveyor }),
      ),
    ).toBe('NOT_FOUND');
    const cleared = await app.gql(set, { user: ids['surveyor@vezel.test'] }, { token: manager });
    expect(cleared.data).toEqual({ setUserSignature: { signature: null } });
  });
});
