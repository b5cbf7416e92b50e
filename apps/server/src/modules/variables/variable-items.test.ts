import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';

const create = `mutation ($input: VariableItemCreateInput, $connect: [ResourceConnection!]) {
  createVariableItem(input: $input, connect: $connect) { id value description active } }`;
const update = `mutation ($id: ID!, $input: VariableItemUpdateInput) {
  updateVariableItem(id: $id, input: $input) { id value description active updated_at } }`;
const remove = 'mutation ($id: ID!) { deleteVariableItem(id: $id) }';
const sort = `mutation ($id: ID!, $from: String, $to: String) {
  updateVariableItemSortTable(id: $id, index_from: $from, index_to: $to) { id } }`;
const units = `{ me { inventarisatie_user { organisation { variable_set { id eenheden { id value active } } } } } }`;

interface UnitsResult {
  me: {
    inventarisatie_user: {
      organisation: {
        variable_set: { id: string; eenheden: { id: string; value: string; active: boolean }[] };
      };
    };
  };
}

let app: TestApp;
let manager: string;
let surveyor: string;
let other: string;
let setId: string;

const unitsOf = async (token: string) =>
  (await app.gql<UnitsResult>(units, {}, { token })).data!.me.inventarisatie_user.organisation
    .variable_set;

beforeAll(async () => {
  app = await createTestApp();
  [manager, surveyor, other] = await Promise.all([
    app.login('manager@vezel.test'),
    app.login('surveyor@vezel.test'),
    app.login('other@vezel.test'),
  ]);
  setId = (await unitsOf(manager)).id;
});
afterAll(() => app.close());

describe('variable items as a resource', () => {
  it('lets a manager create, edit, reorder and delete an item, and me shows each change', async () => {
    const created = await app.gql<{
      createVariableItem: { id: string; value: string; active: boolean };
    }>(
      create,
      {
        input: {
          list: 'eenheden',
          value: ' m² dakvlak ',
          description: 'Oppervlakte gemeten langs het dakvlak',
        },
        connect: [{ type: 'variableSet', id: setId }],
      },
      { token: manager },
    );
    expect(created.errors).toBeUndefined();
    const item = created.data!.createVariableItem;
    expect(item).toMatchObject({ value: 'm² dakvlak', active: true });
    let list = (await unitsOf(surveyor)).eenheden;
    expect(list.at(-1)).toMatchObject({ id: item.id, value: 'm² dakvlak' });

    const edited = await app.gql(
      update,
      { id: item.id, input: { value: 'm² dak', active: false } },
      { token: manager },
    );
    expect(edited.errors).toBeUndefined();
    list = (await unitsOf(surveyor)).eenheden;
    expect(list.find((unit) => unit.id === item.id)).toMatchObject({
      value: 'm² dak',
      active: false,
    });

    const from = list.findIndex((unit) => unit.id === item.id);
    const moved = await app.gql(
      sort,
      { id: item.id, from: String(from), to: '0' },
      { token: manager },
    );
    expect(moved.errors).toBeUndefined();
    list = (await unitsOf(surveyor)).eenheden;
    expect(list[0]?.id).toBe(item.id);
    expect(list.length).toBe(from + 1);

    const deleted = await app.gql<{ deleteVariableItem: string }>(
      remove,
      { id: item.id },
      { token: manager },
    );
    expect(deleted.data?.deleteVariableItem).toBe(item.id);
    expect((await unitsOf(surveyor)).eenheden.some((unit) => unit.id === item.id)).toBe(false);
  });

  it('refuses bad input with the form messages and stores nothing', async () => {
    const before = (await unitsOf(manager)).eenheden.length;
    const connect = [{ type: 'variableSet', id: setId }];
    const empty = await app.gql(
      create,
      { input: { list: 'eenheden', value: '  ' }, connect },
      { token: manager, locale: 'en' },
    );
    expect(empty.errors?.[0]?.message).toBe('This field is required');
    const long = await app.gql(
      create,
      { input: { list: 'eenheden', value: 'x'.repeat(191) }, connect },
      { token: manager, locale: 'en' },
    );
    expect(long.errors?.[0]?.message).toBe('This field can not be longer than 190 characters');
    const duplicate = await app.gql(
      create,
      { input: { list: 'eenheden', value: 'm²' }, connect },
      { token: manager, locale: 'en' },
    );
    expect(errorCode(duplicate)).toBe('BAD_USER_INPUT');
    expect(duplicate.errors?.[0]?.message).toContain('m²');
    const unknownList = await app.gql(
      create,
      { input: { list: 'geen_lijst', value: 'x' }, connect },
      { token: manager },
    );
    expect(errorCode(unknownList)).toBe('BAD_USER_INPUT');
    const noInput = await app.gql(create, { connect }, { token: manager, locale: 'en' });
    expect(errorCode(noInput)).toBe('BAD_USER_INPUT');
    const noConnection = await app.gql(
      create,
      { input: { list: 'eenheden', value: 'm³ los' } },
      { token: manager },
    );
    expect(errorCode(noConnection)).toBe('BAD_USER_INPUT');
    expect((await unitsOf(manager)).eenheden.length).toBe(before);
  });

  it('needs both sort indexes and the current position', async () => {
    const [first, second] = (await unitsOf(manager)).eenheden;
    const missing = await app.gql(
      sort,
      { id: first!.id, from: '0' },
      { token: manager, locale: 'en' },
    );
    expect(errorCode(missing)).toBe('BAD_USER_INPUT');
    const stale = await app.gql(sort, { id: second!.id, from: '0', to: '1' }, { token: manager });
    expect(errorCode(stale)).toBe('BAD_USER_INPUT');
    const outside = await app.gql(
      sort,
      { id: first!.id, from: '0', to: '999' },
      { token: manager },
    );
    expect(errorCode(outside)).toBe('BAD_USER_INPUT');
  });

  it('refuses surveyors', async () => {
    const [first] = (await unitsOf(surveyor)).eenheden;
    const connect = [{ type: 'variableSet', id: setId }];
    expect(
      errorCode(
        await app.gql(
          create,
          { input: { list: 'eenheden', value: 'dm²' }, connect },
          { token: surveyor },
        ),
      ),
    ).toBe('FORBIDDEN');
    expect(
      errorCode(
        await app.gql(update, { id: first!.id, input: { value: 'x' } }, { token: surveyor }),
      ),
    ).toBe('FORBIDDEN');
    expect(errorCode(await app.gql(remove, { id: first!.id }, { token: surveyor }))).toBe(
      'FORBIDDEN',
    );
    expect(
      errorCode(await app.gql(sort, { id: first!.id, from: '0', to: '1' }, { token: surveyor })),
    ).toBe('FORBIDDEN');
  });

  it("never lets another organisation read, change, reorder or add to this one's lists", async () => {
    const [first] = (await unitsOf(manager)).eenheden;
    const theirs = await unitsOf(other);
    expect(theirs.eenheden.some((unit) => unit.id === first!.id)).toBe(false);
    expect(
      errorCode(
        await app.gql(update, { id: first!.id, input: { value: 'gekaapt' } }, { token: other }),
      ),
    ).toBe('NOT_FOUND');
    expect(errorCode(await app.gql(remove, { id: first!.id }, { token: other }))).toBe('NOT_FOUND');
    expect(
      errorCode(await app.gql(sort, { id: first!.id, from: '0', to: '1' }, { token: other })),
    ).toBe('NOT_FOUND');
    const intoMine = await app.gql(
      create,
      {
        input: { list: 'eenheden', value: 'gekaapt' },
        connect: [{ type: 'variableSet', id: setId }],
      },
      { token: other },
    );
    expect(errorCode(intoMine)).toBe('NOT_FOUND');
    expect((await unitsOf(manager)).eenheden.find((unit) => unit.id === first!.id)?.value).toBe(
      first!.value,
    );
  });
});

describe('reading one variable set and one list', () => {
  const setQuery = 'query ($id: ID!) { variableSet(id: $id) { id name } }';
  const itemsQuery =
    'query ($set: ID!, $list: String!) { variableItems(variableSetId: $set, list: $list) { id value } }';

  it('gives a member the set and the items of a list in their order', async () => {
    const set = await app.gql<{ variableSet: { id: string; name: string } }>(
      setQuery,
      { id: setId },
      { token: surveyor },
    );
    expect(set.data?.variableSet).toEqual({ id: setId, name: 'Standaard' });
    const items = await app.gql<{ variableItems: { id: string }[] }>(
      itemsQuery,
      { set: setId, list: 'eenheden' },
      { token: surveyor },
    );
    expect(items.data?.variableItems.map((item) => item.id)).toEqual(
      (await unitsOf(surveyor)).eenheden.map((unit) => unit.id),
    );
  });

  it("gives another organisation nothing of this one's set", async () => {
    const set = await app.gql<{ variableSet: null }>(setQuery, { id: setId }, { token: other });
    expect(set.data?.variableSet).toBeNull();
    const items = await app.gql<{ variableItems: unknown[] }>(
      itemsQuery,
      { set: setId, list: 'eenheden' },
      { token: other },
    );
    expect(items.data?.variableItems).toEqual([]);
  });
});
