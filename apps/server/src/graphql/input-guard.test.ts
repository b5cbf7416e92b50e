import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organisations, surveys } from '../db/tables';
import { createTestApp, errorCode, type TestApp } from '../testing/test-app';

let app: TestApp;
let manager: string;
let surveyId: string;

const openSurvey = (id: unknown) =>
  app.gql<{ onderzoek: { id: string } | null }>(
    'query ($id: ID!) { onderzoek(id: $id) { id } }',
    { id },
    { token: manager, locale: 'en' },
  );

beforeAll(async () => {
  app = await createTestApp();
  manager = await app.login('manager@vezel.test');
  const [first] = await app.database.db
    .select({ id: surveys.id })
    .from(surveys)
    .innerJoin(organisations, eq(organisations.id, surveys.organisationId))
    .where(eq(organisations.name, 'Van Dijk Asbestinventarisatie B.V.'))
    .orderBy(surveys.id)
    .limit(1);
  surveyId = String(first!.id);
});
afterAll(() => app.close());

describe('ids', () => {
  it('opens a record by its id as a string or a number', async () => {
    expect((await openSurvey(surveyId)).data?.onderzoek?.id).toBe(surveyId);
    expect((await openSurvey(Number(surveyId))).data?.onderzoek?.id).toBe(surveyId);
  });

  it('refuses an id in any other form, naming the field', async () => {
    const hex = `0x${Number(surveyId).toString(16)}`;
    const forms = [
      `0${surveyId}`,
      ` ${surveyId} `,
      `+${surveyId}`,
      `${surveyId}e0`,
      `${surveyId}.0`,
      hex,
    ];
    for (const id of [...forms, '2147483648', '-1', '0', '1.5', '', 'abc']) {
      const result = await openSurvey(id);
      expect(errorCode(result), id).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toBe(
        'id is not a valid id (a whole number from 1 to 2147483647)',
      );
    }
  });

  it('names the input field of a reference, and a field written in the query', async () => {
    const client = await app.gql(
      'mutation ($input: BranchCreateInput) { createBranch(input: $input) { id } }',
      { input: { name: 'Vestiging Noord', logo: '1.5' } },
      { token: manager, locale: 'en' },
    );
    expect(errorCode(client)).toBe('BAD_USER_INPUT');
    expect(client.errors?.[0]?.message).toMatch(/^logo is not a valid id/);
    const literal = await app.gql(
      'mutation { updateClient(id: "2147483648", input: { name: "x" }) { id } }',
      {},
      { token: manager, locale: 'en' },
    );
    expect(errorCode(literal)).toBe('BAD_USER_INPUT');
    expect(literal.errors?.[0]?.message).toMatch(/^id is not a valid id/);
  });
});

describe('text that cannot be stored', () => {
  it.each(['a\u0000b', '\uD800x', 'x\uDC00'])(
    'refuses %j in an input, a search and a login, naming the field',
    async (text) => {
      const create = await app.gql(
        'mutation ($input: ClientCreateInput) { createClient(input: $input) { id } }',
        { input: { book: 'property', name: text } },
        { token: manager, locale: 'en' },
      );
      expect(errorCode(create)).toBe('BAD_USER_INPUT');
      expect(create.errors?.[0]?.message).toBe('name contains a character that cannot be stored');
      const search = await app.gql(
        'query ($q: String!) { search(query: $q) { processing_ms } }',
        { q: text },
        { token: manager },
      );
      expect(errorCode(search)).toBe('BAD_USER_INPUT');
      const login = await app.gql(
        'mutation ($email: String!) { login(email: $email, password: "x") { token } }',
        { email: text },
      );
      expect(errorCode(login)).toBe('BAD_USER_INPUT');
    },
  );

  it('keeps a pair of surrogates: an emoji is text like any other', async () => {
    const search = await app.gql(
      'query ($q: String!) { search(query: $q) { processing_ms } }',
      { q: 'dak 🏠' },
      { token: manager },
    );
    expect(search.errors).toBeUndefined();
  });
});

describe('a field hidden by the input', () => {
  it('still has to fit its length', async () => {
    const result = await app.gql(
      'mutation ($input: LaboratoryCreateInput) { createLaboratory(input: $input) { id } }',
      {
        input: {
          name: 'Lab met lange url',
          order_channel: 'email',
          order_email: 'orders@lab.example',
          api_url: `https://${'a'.repeat(900_000)}`,
        },
      },
      { token: manager, locale: 'en' },
    );
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.fields).toHaveProperty('api_url');
  });
});

describe('the schema and the answers', () => {
  const introspection = '{ __schema { mutationType { fields { name } } } }';

  it('is described to a signed-in caller only', async () => {
    const anonymous = await app.gql(introspection);
    expect(errorCode(anonymous)).toBe('UNAUTHENTICATED');
    expect(anonymous.data?.__schema).toBeUndefined();
    const signedIn = await app.gql<{ __schema: unknown }>(introspection, {}, { token: manager });
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data?.__schema).toBeDefined();
  });

  it('marks every answer as not to be stored by a cache', async () => {
    const answer = await app.gql('{ me { id } }', {}, { token: manager });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
