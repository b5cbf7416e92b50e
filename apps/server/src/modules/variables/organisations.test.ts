import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupListKeys } from '@vezel/domain';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';

const listSelection = lookupListKeys
  .map(
    (key) =>
      `${key} { id value description active created_at updated_at variable_mappings { id value description direction priority acknowledged_at acknowledged_by { id user { id full_name } } external_system { id value } } }`,
  )
  .join(' ');

const wholeMe = `{ me { id email name username achternaam full_name locale country tussenvoegsel phone_number
  inventarisatie_user { id inventarisatie_rol { id value } organisation { id naam variable_set { id name created_at updated_at ${listSelection} } } } } }`;

interface Item {
  id: string;
  value: string;
  active: boolean;
  variable_mappings: { value: string; external_system: { value: string } }[];
}
interface WholeMe {
  me: {
    full_name: string;
    inventarisatie_user: {
      inventarisatie_rol: { id: string };
      organisation: {
        id: string;
        naam: string;
        variable_set: Record<string, Item[]> & { id: string; name: string };
      };
    };
  };
}

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('me', () => {
  it('returns the user, the role, the organisation and its whole variable set with mappings', async () => {
    const result = await app.gql<WholeMe>(
      wholeMe,
      {},
      { token: await app.login('surveyor@vezel.test') },
    );
    expect(result.errors).toBeUndefined();
    const profile = result.data!.me.inventarisatie_user;
    expect(result.data!.me.full_name).toBe('Sanne van der Berg');
    expect(profile.inventarisatie_rol.id).toBe('1');
    expect(profile.organisation.naam).toBe('Van Dijk Asbestinventarisatie B.V.');
    const set = profile.organisation.variable_set;
    for (const key of lookupListKeys) expect(set[key]?.length, key).toBeGreaterThan(0);
    const mapped = Object.values(set)
      .filter(Array.isArray)
      .flat()
      .filter((item: Item) => item.variable_mappings.length > 0);
    expect(mapped.length).toBeGreaterThan(0);
    expect(mapped[0]?.variable_mappings[0]?.external_system.value).toBe('LAVS');
    expect(set.smart_risicoklasses?.some((item) => !item.active)).toBe(true);
  });
});

describe('organisations are isolated', () => {
  it("shows another firm's user only its own organisation, variable sets and lists", async () => {
    const mine = await app.gql<WholeMe>(
      wholeMe,
      {},
      { token: await app.login('admin@vezel.test') },
    );
    const theirs = await app.gql<WholeMe>(
      wholeMe,
      {},
      { token: await app.login('other@vezel.test') },
    );
    const myOrganisation = mine.data!.me.inventarisatie_user.organisation;
    const theirOrganisation = theirs.data!.me.inventarisatie_user.organisation;
    expect(theirOrganisation.naam).toBe('Kustlijn Maritime Surveys B.V.');
    expect(theirOrganisation.id).not.toBe(myOrganisation.id);
    const ids = (organisation: typeof myOrganisation) =>
      new Set(
        lookupListKeys.flatMap(
          (key) => organisation.variable_set[key]?.map((item) => item.id) ?? [],
        ),
      );
    const overlap = [...ids(theirOrganisation)].filter((id) => ids(myOrganisation).has(id));
    expect(overlap).toEqual([]);

    const mySets = await app.gql<{ variableSets: { id: string }[] }>(
      '{ variableSets { id name } }',
      {},
      { token: await app.login('manager@vezel.test') },
    );
    const theirSets = await app.gql<{ variableSets: { id: string }[] }>(
      '{ variableSets { id name } }',
      {},
      { token: await app.login('other@vezel.test') },
    );
    expect(mySets.data?.variableSets).toEqual([
      { id: myOrganisation.variable_set.id, name: 'Standaard' },
    ]);
    expect(theirSets.data?.variableSets).toEqual([
      { id: theirOrganisation.variable_set.id, name: 'Standaard' },
    ]);
  });
});

describe('query limits', () => {
  it('refuses a query nested deeper than allowed, or with too many aliases', async () => {
    const deep =
      '{ me { inventarisatie_user { organisation { variable_set { eenheden { variable_mappings { acknowledged_by { user { id } } external_system { id } } } } } } } }';
    const allowed = await app.gql(deep, {}, { token: await app.login('admin@vezel.test') });
    expect(allowed.errors).toBeUndefined();
    const aliases = Array.from({ length: 25 }, (_, i) => `a${i}: me { id }`).join(' ');
    const tooMany = await app.gql(
      `{ ${aliases} }`,
      {},
      { token: await app.login('admin@vezel.test') },
    );
    expect(tooMany.errors?.[0]?.message).toMatch(/aliases/i);
    expect(errorCode(tooMany)).toBe('BAD_REQUEST');
    const tooDeep = `{ me { ${'a { '.repeat(14)}id${' }'.repeat(14)} } }`;
    const refused = await app.gql(tooDeep, {}, { token: await app.login('admin@vezel.test') });
    expect(refused.errors?.[0]?.message).toMatch(/depth limit/i);
  });
});
