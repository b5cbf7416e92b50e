import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';

const items = `query ($set: ID!, $list: String!) { variableItems(variableSetId: $set, list: $list) {
  id value variable_mappings { id value direction priority acknowledged_at acknowledged_by { user { full_name } } external_system { value } } } }`;
const create = `mutation ($input: VariableMappingCreateInput, $connect: [ResourceConnection!]) {
  createVariableMapping(input: $input, connect: $connect) { id value direction priority external_system { value } } }`;
const update = `mutation ($id: ID!, $input: VariableMappingUpdateInput) {
  updateVariableMapping(id: $id, input: $input) { id value acknowledged_at } }`;
const acknowledge = `mutation ($id: ID!) { acknowledgeVariableMapping(id: $id) {
  id acknowledged_at acknowledged_by { user { full_name } } } }`;
const remove = 'mutation ($id: ID!) { deleteVariableMapping(id: $id) }';

interface Item {
  id: string;
  value: string;
  variable_mappings: {
    id: string;
    value: string;
    acknowledged_at: string | null;
    acknowledged_by: { user: { full_name: string } } | null;
  }[];
}

let app: TestApp;
let manager: string;
let other: string;
let setId: string;
let otherSetId: string;

const list = async (token: string, set: string, name: string) =>
  (await app.gql<{ variableItems: Item[] }>(items, { set, list: name }, { token })).data!
    .variableItems;

beforeAll(async () => {
  app = await createTestApp();
  manager = await app.login('manager@vezel.test');
  other = await app.login('other@vezel.test');
  const sets = async (token: string) =>
    (await app.gql<{ variableSets: { id: string }[] }>('{ variableSets { id } }', {}, { token }))
      .data!.variableSets[0]!.id;
  setId = await sets(manager);
  otherSetId = await sets(other);
});
afterAll(() => app.close());

describe('mappings to external systems', () => {
  it('are created, acknowledged, changed (clearing the acknowledgement) and deleted by a manager', async () => {
    const [unit] = (await list(manager, setId, 'eenheden')).filter((item) => item.value === 'kg');
    const lavs = (await list(manager, setId, 'external_systems')).find(
      (system) => system.value === 'LAVS',
    );
    const created = await app.gql<{
      createVariableMapping: {
        id: string;
        direction: string;
        priority: number;
        external_system: { value: string };
      };
    }>(
      create,
      {
        input: { value: 'KG', description: 'Kilogram' },
        connect: [
          { type: 'variableItem', id: unit!.id },
          { type: 'externalSystem', id: lavs!.id },
        ],
      },
      { token: manager },
    );
    expect(created.errors).toBeUndefined();
    const mapping = created.data!.createVariableMapping;
    expect(mapping).toMatchObject({
      direction: 'both',
      priority: 0,
      external_system: { value: 'LAVS' },
    });

    const acknowledged = await app.gql<{
      acknowledgeVariableMapping: {
        acknowledged_at: string;
        acknowledged_by: { user: { full_name: string } };
      };
    }>(acknowledge, { id: mapping.id }, { token: manager });
    expect(acknowledged.data?.acknowledgeVariableMapping.acknowledged_by.user.full_name).toBe(
      'Mark Jansen',
    );
    const shown = (await list(manager, setId, 'eenheden')).find((item) => item.id === unit!.id);
    expect(shown?.variable_mappings[0]).toMatchObject({
      value: 'KG',
      acknowledged_by: { user: { full_name: 'Mark Jansen' } },
    });

    const changed = await app.gql<{ updateVariableMapping: { acknowledged_at: null } }>(
      update,
      { id: mapping.id, input: { value: 'KGM' } },
      { token: manager },
    );
    expect(changed.data?.updateVariableMapping).toMatchObject({
      value: 'KGM',
      acknowledged_at: null,
    });

    expect((await app.gql(remove, { id: mapping.id }, { token: manager })).errors).toBeUndefined();
    expect(
      (await list(manager, setId, 'eenheden')).find((item) => item.id === unit!.id)
        ?.variable_mappings,
    ).toEqual([]);
  });

  it('refuses a system that is not an external system, or from another organisation', async () => {
    const [unit, otherUnit] = await list(manager, setId, 'eenheden');
    const theirLavs = (await list(other, otherSetId, 'external_systems')).find(
      (system) => system.value === 'LAVS',
    );
    const notASystem = await app.gql(
      create,
      {
        input: { value: 'X' },
        connect: [
          { type: 'variableItem', id: unit!.id },
          { type: 'externalSystem', id: otherUnit!.id },
        ],
      },
      { token: manager },
    );
    expect(errorCode(notASystem)).toBe('NOT_FOUND');
    const foreign = await app.gql(
      create,
      {
        input: { value: 'X' },
        connect: [
          { type: 'variableItem', id: unit!.id },
          { type: 'externalSystem', id: theirLavs!.id },
        ],
      },
      { token: manager },
    );
    expect(errorCode(foreign)).toBe('NOT_FOUND');
    const badDirection = await app.gql(
      create,
      {
        input: { value: 'X', direction: 'sideways' },
        connect: [{ type: 'variableItem', id: unit!.id }],
      },
      { token: manager },
    );
    expect(errorCode(badDirection)).toBe('BAD_USER_INPUT');
  });

  it("never shows or changes another organisation's mappings", async () => {
    const mapped = (await list(manager, setId, 'eenheden')).flatMap(
      (item) => item.variable_mappings,
    );
    const mine = mapped[0]!;
    expect(
      errorCode(
        await app.gql(update, { id: mine.id, input: { value: 'gekaapt' } }, { token: other }),
      ),
    ).toBe('NOT_FOUND');
    expect(errorCode(await app.gql(acknowledge, { id: mine.id }, { token: other }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await app.gql(remove, { id: mine.id }, { token: other }))).toBe('NOT_FOUND');
    const surveyor = await app.login('surveyor@vezel.test');
    expect(errorCode(await app.gql(acknowledge, { id: mine.id }, { token: surveyor }))).toBe(
      'FORBIDDEN',
    );
  });
});
