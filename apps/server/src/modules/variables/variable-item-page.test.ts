import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

const pageQuery = `query ($set: ID!, $list: String!, $search: String, $sort: String,
  $direction: SortDirection, $page: Int) {
  variableItemPage(variableSetId: $set, list: $list, search: $search, sort: $sort,
    direction: $direction, page: $page) { total matched page offset items { id value active } } }`;
const itemQuery = `query ($id: ID!) { variableItem(id: $id) { id value
  variable_mappings { id value external_system { value } } } }`;
const create = `mutation ($input: VariableItemCreateInput, $connect: [ResourceConnection!]) {
  createVariableItem(input: $input, connect: $connect) { id } }`;
const setOf = '{ me { inventarisatie_user { organisation { variable_set { id } } } } }';

interface PageResult {
  variableItemPage: {
    total: number;
    matched: number;
    page: number;
    offset: number;
    items: { id: string; value: string; active: boolean }[];
  } | null;
}

let app: TestApp;
let manager: string;
let other: string;
let setId: string;
const list = 'location_names';
const added = 620;

const page = async (variables: Record<string, unknown>, token = manager) => {
  const result = await app.gql<PageResult>(
    pageQuery,
    { set: setId, list, ...variables },
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.variableItemPage;
};

beforeAll(async () => {
  app = await createTestApp();
  [manager, other] = await Promise.all([
    app.login('manager@vezel.test'),
    app.login('other@vezel.test'),
  ]);
  const me = await app.gql<{
    me: { inventarisatie_user: { organisation: { variable_set: { id: string } } } };
  }>(setOf, {}, { token: manager });
  setId = me.data!.me.inventarisatie_user.organisation.variable_set.id;
  for (let index = 1; index <= added; index++) {
    const result = await app.gql(
      create,
      {
        input: {
          list,
          value: `Plek ${String(index).padStart(4, '0')}`,
          description: index % 100 === 0 ? 'Technische ruimte onder het dak' : '',
          active: index % 2 === 0,
        },
        connect: [{ type: 'variableSet', id: setId }],
      },
      { token: manager },
    );
    expect(result.errors).toBeUndefined();
  }
}, 120_000);
afterAll(() => app.close());

describe('a long lookup list, paged on the server', () => {
  it('sends one page of 100 in the manual order, with the counts', async () => {
    const first = await page({});
    expect(first!.total).toBeGreaterThanOrEqual(added);
    expect(first!.matched).toBe(first!.total);
    expect(first!.items).toHaveLength(100);
    const third = await page({ page: 2 });
    expect(third).toMatchObject({ page: 2, offset: 200 });
    expect(third!.items[0]!.id).not.toBe(first!.items[0]!.id);
    const beyond = await page({ page: 999 });
    expect(beyond!.page).toBe(Math.ceil(first!.total / 100) - 1);
  });

  it('searches every word in value and description, case-insensitively', async () => {
    const hits = await page({ search: 'TECHNISCHE dak' });
    expect(hits!.matched).toBe(6);
    // Not paginated: 6 matches are all sent, whatever page was asked.
    expect(hits!.items).toHaveLength(6);
    expect((await page({ search: 'plek 0042' }))!.items.map((item) => item.value)).toEqual([
      'Plek 0042',
    ]);
    expect((await page({ search: '%' }))!.matched).toBe(0);
  });

  it('sorts on a column in both directions', async () => {
    const descending = await page({ sort: 'value', direction: 'desc', search: 'plek' });
    expect(descending!.items[0]!.value).toBe(`Plek ${String(added).padStart(4, '0')}`);
    const ascending = await page({ sort: 'value', direction: 'asc', search: 'plek' });
    expect(ascending!.items[0]!.value).toBe('Plek 0001');
    const active = await page({ sort: 'active', direction: 'asc', search: 'plek' });
    expect(active!.items.every((item) => item.active)).toBe(true);
    const manual = await page({ search: 'plek' });
    for (const field of ['constructor', '__proto__', 'sort_index', 'value; drop table x']) {
      const unknown = await page({ sort: field, direction: 'desc', search: 'plek' });
      expect(unknown!.items.map((item) => item.id)).toEqual(manual!.items.map((item) => item.id));
    }
  });

  it('reads one item with its mappings for its card', async () => {
    const { items } = (await page({ search: 'plek 0001' }))!;
    const result = await app.gql<{ variableItem: { id: string; value: string } | null }>(
      itemQuery,
      { id: items[0]!.id },
      { token: manager },
    );
    expect(result.data!.variableItem).toMatchObject({ value: 'Plek 0001' });
  });

  it('shows another organisation neither the page nor an item', async () => {
    expect(await page({}, other)).toBeNull();
    const { items } = (await page({ search: 'plek 0001' }))!;
    const result = await app.gql<{ variableItem: unknown }>(
      itemQuery,
      { id: items[0]!.id },
      { token: other },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.variableItem).toBeNull();
  });
});
