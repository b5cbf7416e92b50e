import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';

const create = `mutation ($input: VariableItemCreateInput, $connect: [ResourceConnection!]) {
  createVariableItem(input: $input, connect: $connect) { id data } }`;
const update = `mutation ($id: ID!, $input: VariableItemUpdateInput) {
  updateVariableItem(id: $id, input: $input) { id data } }`;
const lists = `{ me { inventarisatie_user { organisation { variable_set { id
  toepassing_categories { id value } vscp_systems { id value } toepassingen { id value data } } } } } }`;

interface Set {
  id: string;
  toepassing_categories: { id: string; value: string }[];
  vscp_systems: { id: string; value: string }[];
  toepassingen: { id: string; value: string; data: string }[];
}

let app: TestApp;
let manager: string;
let set: Set;
let otherSet: Set;

const setOf = async (token: string) =>
  (
    await app.gql<{ me: { inventarisatie_user: { organisation: { variable_set: Set } } } }>(
      lists,
      {},
      { token },
    )
  ).data!.me.inventarisatie_user.organisation.variable_set;

const createItem = (list: string, value: string, data: unknown) =>
  app.gql<{ createVariableItem: { id: string; data: string } }>(
    create,
    {
      input: { list, value, data: JSON.stringify(data) },
      connect: [{ type: 'variableSet', id: set.id }],
    },
    { token: manager },
  );

beforeAll(async () => {
  app = await createTestApp();
  manager = await app.login('manager@vezel.test');
  set = await setOf(manager);
  otherSet = await setOf(await app.login('other@vezel.test'));
});
afterAll(() => app.close());

describe('the special fields of a list', () => {
  it('stores a material status with its priority and colours, typed', async () => {
    const result = await createItem('materiaal_statussen', 'Nader te beoordelen', {
      prioriteit: '4',
      color: '#FFA500',
      highlight_color: '',
    });
    expect(result.errors).toBeUndefined();
    expect(JSON.parse(result.data!.createVariableItem.data)).toEqual({
      prioriteit: 4,
      color: '#FFA500',
      highlight_color: null,
    });
  });

  it('refuses a bad colour, a missing priority and an unknown field with the field named', async () => {
    const colour = await createItem('materiaal_statussen', 'Fout', { prioriteit: 1, color: 'red' });
    expect(errorCode(colour)).toBe('BAD_USER_INPUT');
    expect(colour.errors![0]!.extensions!.fields).toHaveProperty('color');
    expect(colour.errors![0]!.message).toContain('#');
    const missing = await createItem('materiaal_statussen', 'Fout', { color: '#000000' });
    expect(missing.errors![0]!.extensions!.fields).toHaveProperty('prioriteit');
    const unknown = await createItem('eenheden', 'mm', { colour: '#000000' });
    expect(unknown.errors![0]!.extensions!.fields).toHaveProperty('colour');
    const notJson = await createItem('eenheden', 'mm', undefined);
    expect(notJson.errors).toBeUndefined();
  });

  it('links an application to a category of its own set only', async () => {
    const category = set.toepassing_categories[0]!;
    const linked = await createItem('toepassingen', 'Plantenbak balkon', {
      toepassing_category: category.id,
    });
    expect(linked.errors).toBeUndefined();
    expect(JSON.parse(linked.data!.createVariableItem.data)).toEqual({
      toepassing_category: Number(category.id),
    });
    const wrongList = await createItem('toepassingen', 'Plantenbak balkon 2', {
      toepassing_category: set.vscp_systems[0]!.id,
    });
    expect(wrongList.errors![0]!.extensions!.fields).toHaveProperty('toepassing_category');
    const otherFirm = await createItem('toepassingen', 'Plantenbak balkon 3', {
      toepassing_category: otherSet.toepassing_categories[0]!.id,
    });
    expect(otherFirm.errors![0]!.extensions!.fields).toHaveProperty('toepassing_category');
  });

  it('seeds the applications with their category ids', () => {
    const golfplaten = set.toepassingen.find((item) => item.value === 'Golfplaten')!;
    const dak = set.toepassing_categories.find((item) => item.value === 'Dak')!;
    expect(JSON.parse(golfplaten.data)).toEqual({ toepassing_category: Number(dak.id) });
  });

  it('saves a hidden field as null and checks a shown one', async () => {
    const svg = '<svg viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
    const sized = await createItem('svg_element_types', 'Meetlat', { svg, has_size: true });
    expect(sized.errors![0]!.extensions!.fields).toHaveProperty('default_size');
    const created = await createItem('svg_element_types', 'Meetlat', {
      svg,
      has_size: true,
      default_size: '30',
    });
    expect(created.errors).toBeUndefined();
    const id = created.data!.createVariableItem.id;
    expect(JSON.parse(created.data!.createVariableItem.data)).toMatchObject({
      default_size: 30,
      svg_move: true,
    });
    const hidden = await app.gql<{ updateVariableItem: { data: string } }>(
      update,
      { id, input: { data: JSON.stringify({ has_size: false }) } },
      { token: manager },
    );
    expect(hidden.errors).toBeUndefined();
    expect(JSON.parse(hidden.data!.updateVariableItem.data)).toMatchObject({
      svg,
      has_size: false,
      default_size: null,
    });
  });
});

describe('a field holding several items', () => {
  const capabilities = `{ me { inventarisatie_user { organisation { variable_set {
    inventarisatie_user_capabilities { id value data }
    inventarisatie_user_certificate_types { id value } eenheden { id } } } } } }`;

  it('stores the certificate types a capability requires, of the right list only', async () => {
    const result = await app.gql<{
      me: {
        inventarisatie_user: {
          organisation: {
            variable_set: {
              inventarisatie_user_capabilities: { id: string }[];
              inventarisatie_user_certificate_types: { id: string }[];
              eenheden: { id: string }[];
            };
          };
        };
      };
    }>(capabilities, {}, { token: manager });
    const lists = result.data!.me.inventarisatie_user.organisation.variable_set;
    const capability = lists.inventarisatie_user_capabilities[0]!.id;
    const [first, second] = lists.inventarisatie_user_certificate_types;
    const saved = await app.gql<{ updateVariableItem: { data: string } }>(
      update,
      {
        id: capability,
        input: { data: JSON.stringify({ certificate_types: [first!.id, second!.id, first!.id] }) },
      },
      { token: manager },
    );
    expect(saved.errors).toBeUndefined();
    expect(JSON.parse(saved.data!.updateVariableItem.data).certificate_types).toEqual([
      Number(first!.id),
      Number(second!.id),
    ]);
    const wrong = await app.gql(
      update,
      {
        id: capability,
        input: { data: JSON.stringify({ certificate_types: [lists.eenheden[0]!.id] }) },
      },
      { token: manager },
    );
    expect(wrong.errors![0]!.extensions!.fields).toHaveProperty('certificate_types');
    const notList = await app.gql(
      update,
      { id: capability, input: { data: JSON.stringify({ certificate_types: first!.id }) } },
      { token: manager },
    );
    expect(notList.errors![0]!.extensions!.fields).toHaveProperty('certificate_types');
  });
});
