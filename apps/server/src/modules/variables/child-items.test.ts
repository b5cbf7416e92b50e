import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';

const pageQuery = `query ($set: ID!, $list: String!, $parent: ID) {
  variableItemPage(variableSetId: $set, list: $list, parentItemId: $parent) {
    total items { id value data parent { id value } } } }`;
const create = `mutation ($input: VariableItemCreateInput, $connect: [ResourceConnection!]) {
  createVariableItem(input: $input, connect: $connect) { id value list parent { id } } }`;
const sort = `mutation ($id: ID!, $from: String, $to: String) {
  updateVariableItemSortTable(id: $id, index_from: $from, index_to: $to) { id } }`;
const remove = 'mutation ($id: ID!) { deleteVariableItem(id: $id) }';
const setOf = '{ me { inventarisatie_user { organisation { variable_set { id } } } } }';

interface Item {
  id: string;
  value: string;
  data: string;
  parent: { id: string; value: string } | null;
}

let app: TestApp;
let manager: string;
let other: string;
let setId: string;
let otherSetId: string;

const setIdOf = async (token: string) =>
  (
    await app.gql<{
      me: { inventarisatie_user: { organisation: { variable_set: { id: string } } } };
    }>(setOf, {}, { token })
  ).data!.me.inventarisatie_user.organisation.variable_set.id;

const page = async (list: string, parent?: string, token = manager, set = setId) => {
  const result = await app.gql<{ variableItemPage: { total: number; items: Item[] } | null }>(
    pageQuery,
    { set, list, parent },
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.variableItemPage;
};

const createChild = (list: string, parent: string, value: string, data?: unknown) =>
  app.gql<{ createVariableItem: { id: string; list: string; parent: { id: string } | null } }>(
    create,
    {
      input: { list, value, parent_item: Number(parent), data: data && JSON.stringify(data) },
      connect: [{ type: 'variableSet', id: setId }],
    },
    { token: manager },
  );

beforeAll(async () => {
  app = await createTestApp();
  [manager, other] = await Promise.all([
    app.login('manager@vezel.test'),
    app.login('other@vezel.test'),
  ]);
  [setId, otherSetId] = await Promise.all([setIdOf(manager), setIdOf(other)]);
});
afterAll(() => app.close());

describe('child lists of material types', () => {
  it('seeds sample kinds with their analysis methods, and result amounts with a status', async () => {
    const types = (await page('materiaal_types'))!.items;
    const cement = types.find((item) => item.value === 'Asbestcement')!;
    expect(JSON.parse(cement.data).materiaal_statussen).toHaveLength(5);
    const kinds = (await page('monster_soorten', cement.id))!.items;
    expect(kinds.map((kind) => kind.value)).toEqual(['Materiaalmonster']);
    expect(kinds[0]!.parent).toEqual({ id: cement.id, value: 'Asbestcement' });
    expect(JSON.parse(kinds[0]!.data)).toMatchObject({ prefix: 'M', size: 24 });
    expect(JSON.parse(kinds[0]!.data).analyse_methodes).toHaveLength(1);
    const materials = (await page('analyse_materialen', cement.id))!.items;
    expect(materials.map((material) => material.value)).toContain('Chrysotiel');
    const amounts = (await page('analyse_resultaat_hoeveelheden', materials[0]!.id))!.items;
    expect(amounts).toHaveLength(6);
    expect(typeof JSON.parse(amounts[0]!.data).materiaal_status).toBe('number');
  });

  it('adds, reorders and deletes a sample kind under one material type only', async () => {
    const types = (await page('materiaal_types'))!.items;
    const [first, second] = types;
    const created = await createChild('monster_soorten', first!.id, 'Kernboring', {
      prefix: 'KB',
      size: '20',
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createVariableItem).toMatchObject({
      list: 'monster_soorten',
      parent: { id: first!.id },
    });
    // The same value under another material type is another item.
    expect(
      (await createChild('monster_soorten', second!.id, 'Kernboring', { prefix: 'KB' })).errors,
    ).toBeUndefined();
    const duplicate = await createChild('monster_soorten', first!.id, 'Kernboring', {
      prefix: 'KB',
    });
    expect(errorCode(duplicate)).toBe('BAD_USER_INPUT');

    const kinds = (await page('monster_soorten', first!.id))!.items;
    const from = kinds.findIndex((kind) => kind.value === 'Kernboring');
    const moved = await app.gql(
      sort,
      { id: created.data!.createVariableItem.id, from: String(from), to: '0' },
      { token: manager },
    );
    expect(moved.errors).toBeUndefined();
    expect((await page('monster_soorten', first!.id))!.items[0]!.value).toBe('Kernboring');
    expect((await page('monster_soorten', second!.id))!.items[0]!.value).not.toBe('Kernboring');

    // Deleting the material type takes its children along.
    expect((await app.gql(remove, { id: first!.id }, { token: manager })).errors).toBeUndefined();
    expect((await page('monster_soorten', first!.id))!.total).toBe(0);
  });

  it('refuses a child without its parent, a parent of the wrong list and a parent on a lookup list', async () => {
    const types = (await page('materiaal_types'))!.items;
    const orphan = await app.gql(
      create,
      {
        input: { list: 'monster_soorten', value: 'Wees', data: JSON.stringify({ prefix: 'W' }) },
        connect: [{ type: 'variableSet', id: setId }],
      },
      { token: manager },
    );
    expect(errorCode(orphan)).toBe('NOT_FOUND');
    const units = (await page('eenheden'))!.items;
    expect(
      errorCode(await createChild('monster_soorten', units[0]!.id, 'Fout', { prefix: 'F' })),
    ).toBe('NOT_FOUND');
    expect(errorCode(await createChild('eenheden', types[0]!.id, 'cm'))).toBe('BAD_USER_INPUT');
    expect(await page('monster_soorten')).toBeNull();
  });

  it('shows another organisation none of the children and takes none of its parents', async () => {
    const types = (await page('materiaal_types'))!.items;
    expect(await page('monster_soorten', types[0]!.id, other, otherSetId)).toMatchObject({
      total: 0,
    });
    expect(await page('monster_soorten', types[0]!.id, other, setId)).toBeNull();
    const foreign = await app.gql(
      create,
      {
        input: {
          list: 'monster_soorten',
          value: 'Inbraak',
          parent_item: Number(types[0]!.id),
          data: JSON.stringify({ prefix: 'I' }),
        },
        connect: [{ type: 'variableSet', id: otherSetId }],
      },
      { token: other },
    );
    expect(errorCode(foreign)).toBe('NOT_FOUND');
  });
});
