import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { vscpTemplateEntries, vscpTemplates } from '../../db/tables';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';

const itemFields = 'id value';
const entryFields = `id system component material zone check_procedure
  system_item { ${itemFields} } component_item { ${itemFields} } material_item { ${itemFields} }
  zone_item { ${itemFields} } check_procedure_item { ${itemFields} }
  check_method hazardous_material hazardous_material_table remarks sort_index`;
const list = `{ vscpTemplates { id name vessel_type description entry_count entries { ${entryFields} } } }`;
const one = 'query ($id: ID!) { vscpTemplate(id: $id) { id name entries { id } } }';
const create = `mutation ($input: VscpTemplateCreateInput) {
  createVscpTemplate(input: $input) { id name vessel_type entry_count } }`;
const update = `mutation ($id: ID!, $input: VscpTemplateUpdateInput) {
  updateVscpTemplate(id: $id, input: $input) { id name description } }`;
const remove = 'mutation ($id: ID!) { deleteVscpTemplate(id: $id) }';
const createEntry = `mutation ($input: VscpTemplateEntryCreateInput, $connect: [ResourceConnection!]) {
  createVscpTemplateEntry(input: $input, connect: $connect) { ${entryFields} } }`;
const updateEntry = `mutation ($id: ID!, $input: VscpTemplateEntryUpdateInput) {
  updateVscpTemplateEntry(id: $id, input: $input) { ${entryFields} } }`;
const removeEntry = 'mutation ($id: ID!) { deleteVscpTemplateEntry(id: $id) }';
const sortEntries = `mutation ($id: ID!, $from: String, $to: String) {
  updateVscpTemplateEntrySortTable(id: $id, index_from: $from, index_to: $to) { id } }`;
const lists = `{ me { inventarisatie_user { organisation { variable_set {
  vscp_systems { id value } vscp_components { id value } vscp_materials { id value }
  vscp_zones { id value } vscp_check_procedures { id value } eenheden { id value } } } } } }`;

interface Item {
  id: string;
  value: string;
}
interface Entry {
  id: string;
  system: string | null;
  zone: string | null;
  system_item: Item | null;
  component_item: Item | null;
  material_item: Item | null;
  zone_item: Item | null;
  check_method: string;
  hazardous_material: string;
  hazardous_material_table: string | null;
  remarks: string;
  sort_index: number;
}
interface Template {
  id: string;
  name: string;
  vessel_type: string;
  entry_count: number;
  entries: Entry[];
}
interface Sets {
  vscp_systems: Item[];
  vscp_components: Item[];
  vscp_materials: Item[];
  vscp_zones: Item[];
  vscp_check_procedures: Item[];
  eenheden: Item[];
}

let app: TestApp;
let manager: string;
let surveyor: string;
let other: string;
let set: Sets;
let otherSet: Sets;

const setOf = async (token: string) =>
  (
    await app.gql<{ me: { inventarisatie_user: { organisation: { variable_set: Sets } } } }>(
      lists,
      {},
      { token },
    )
  ).data!.me.inventarisatie_user.organisation.variable_set;

const idOf = (items: Item[], value: string) => {
  const item = items.find((candidate) => candidate.value === value);
  if (!item) throw new Error(`no item ${value}`);
  return item.id;
};

const templates = async (token = manager) => {
  const result = await app.gql<{ vscpTemplates: Template[] }>(list, {}, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.vscpTemplates;
};

const templateNamed = async (name: string) => {
  const template = (await templates()).find((candidate) => candidate.name === name);
  if (!template) throw new Error(`no template ${name}`);
  return template;
};

const rowCounts = async () => {
  const [[templateRows], [entryRows]] = await Promise.all([
    app.database.db.select({ n: count() }).from(vscpTemplates),
    app.database.db.select({ n: count() }).from(vscpTemplateEntries),
  ]);
  return [templateRows!.n, entryRows!.n];
};

const entryInput = () => ({
  system: idOf(set.vscp_systems, 'Engine room'),
  component: idOf(set.vscp_components, 'Pipe insulation'),
  material: idOf(set.vscp_materials, 'Insulation'),
  zone: idOf(set.vscp_zones, 'Engine room'),
  check_procedure: idOf(set.vscp_check_procedures, 'Sampling check'),
  check_method: 'sampling',
  hazardous_material: 'asbestos',
  remarks: 'Lagging of exhaust lines',
});

const addEntry = (template: string, input: Record<string, unknown>, token = manager) =>
  app.gql<{ createVscpTemplateEntry: Entry }>(
    createEntry,
    { input, connect: [{ type: 'vscpTemplate', id: template }] },
    { token },
  );

beforeAll(async () => {
  app = await createTestApp();
  [manager, surveyor, other] = await Promise.all([
    app.login('manager@vezel.test'),
    app.login('surveyor@vezel.test'),
    app.login('other@vezel.test'),
  ]);
  [set, otherSet] = await Promise.all([setOf(manager), setOf(other)]);
});
afterAll(() => app.close());

describe('VSCP template sets', () => {
  it('seeds a bulk carrier set with its entries in order', async () => {
    const [seeded] = await templates();
    expect(seeded).toMatchObject({ vessel_type: 'Bulk carrier' });
    expect(seeded!.entry_count).toBe(seeded!.entries.length);
    expect(seeded!.entries.length).toBeGreaterThanOrEqual(6);
    expect(seeded!.entries.map((entry) => entry.sort_index)).toEqual(
      seeded!.entries.map((_entry, index) => index),
    );
    expect(seeded!.entries[0]).toMatchObject({
      hazardous_material: 'asbestos',
      hazardous_material_table: 'A',
      system_item: { value: 'Engine room' },
    });
  });

  it('lets a manager make a set, add entries with items, change, reorder and delete them', async () => {
    const created = await app.gql<{ createVscpTemplate: Template }>(
      create,
      { input: { name: '  General cargo — VSCP  ', vessel_type: 'General cargo' } },
      { token: manager },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createVscpTemplate).toMatchObject({
      name: 'General cargo — VSCP',
      entry_count: 0,
    });
    const id = created.data!.createVscpTemplate.id;

    const first = await addEntry(id, entryInput());
    expect(first.errors).toBeUndefined();
    expect(first.data!.createVscpTemplateEntry).toMatchObject({
      system: idOf(set.vscp_systems, 'Engine room'),
      system_item: { value: 'Engine room' },
      component_item: { value: 'Pipe insulation' },
      check_method: 'sampling',
      hazardous_material_table: 'A',
      sort_index: 0,
    });
    // Zone and procedure may stay empty; the method defaults to a visual check.
    const second = await addEntry(id, {
      system: idOf(set.vscp_systems, 'Electrical'),
      component: idOf(set.vscp_components, 'Transformer'),
      material: idOf(set.vscp_materials, 'Rubber'),
      zone: null,
      hazardous_material: 'pcb',
    });
    expect(second.errors).toBeUndefined();
    expect(second.data!.createVscpTemplateEntry).toMatchObject({
      zone: null,
      zone_item: null,
      check_method: 'visual',
      sort_index: 1,
    });
    const third = await addEntry(id, { ...entryInput(), hazardous_material: 'hbcdd' });
    expect(third.data!.createVscpTemplateEntry.hazardous_material_table).toBe('EU');
    const ids = [first, second, third].map((result) => result.data!.createVscpTemplateEntry.id);

    const changed = await app.gql<{ updateVscpTemplateEntry: Entry }>(
      updateEntry,
      {
        id: ids[0],
        input: { zone: null, hazardous_material: 'lead', remarks: 'Painted pipes' },
      },
      { token: manager },
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.updateVscpTemplateEntry).toMatchObject({
      zone_item: null,
      hazardous_material: 'lead',
      hazardous_material_table: 'B',
      remarks: 'Painted pipes',
      system_item: { value: 'Engine room' },
    });

    const moved = await app.gql(
      sortEntries,
      { id: ids[2], from: '2', to: '0' },
      { token: manager },
    );
    expect(moved.errors).toBeUndefined();
    const stale = await app.gql(
      sortEntries,
      { id: ids[2], from: '2', to: '0' },
      { token: manager },
    );
    expect(errorCode(stale)).toBe('BAD_USER_INPUT');
    let template = await templateNamed('General cargo — VSCP');
    expect(template.entries.map((entry) => entry.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(template.entry_count).toBe(3);

    expect((await app.gql(removeEntry, { id: ids[0] }, { token: manager })).errors).toBeUndefined();
    template = await templateNamed('General cargo — VSCP');
    expect(template.entries.map((entry) => entry.id)).toEqual([ids[2], ids[1]]);

    const renamed = await app.gql<{ updateVscpTemplate: { name: string; description: string } }>(
      update,
      { id, input: { name: 'General cargo', description: 'Older general cargo ships.' } },
      { token: manager },
    );
    expect(renamed.data!.updateVscpTemplate).toMatchObject({ name: 'General cargo' });
    const before = await rowCounts();
    expect((await app.gql(remove, { id }, { token: manager })).errors).toBeUndefined();
    // The set takes its entries along.
    expect(await rowCounts()).toEqual([before[0]! - 1, before[1]! - 2]);
  });

  it('refuses an unknown hazardous material, an item of another list or firm, with nothing written', async () => {
    const created = await app.gql<{ createVscpTemplate: Template }>(
      create,
      { input: { name: 'Tanker — VSCP', vessel_type: 'Oil tanker' } },
      { token: manager },
    );
    const id = created.data!.createVscpTemplate.id;
    const before = await rowCounts();

    const unknown = await addEntry(id, { ...entryInput(), hazardous_material: 'kryptonite' });
    expect(errorCode(unknown)).toBe('BAD_USER_INPUT');
    expect(unknown.errors![0]!.extensions!.fields).toHaveProperty('hazardous_material');

    const wrongList = await app.gql<{ createVscpTemplateEntry: Entry }>(
      createEntry,
      {
        input: { ...entryInput(), zone: set.eenheden[0]!.id },
        connect: [{ type: 'vscpTemplate', id }],
      },
      { token: manager, locale: 'nl' },
    );
    expect(wrongList.errors![0]!.extensions!.fields).toHaveProperty('zone');
    expect(wrongList.errors![0]!.message).toBe('De invoer is ongeldig');
    const systemAsComponent = await addEntry(id, {
      ...entryInput(),
      component: idOf(set.vscp_systems, 'Hull'),
    });
    expect(systemAsComponent.errors![0]!.extensions!.fields).toHaveProperty('component');
    const foreign = await addEntry(id, {
      ...entryInput(),
      system: idOf(otherSet.vscp_systems, 'Engine room'),
    });
    expect(foreign.errors![0]!.extensions!.fields).toHaveProperty('system');
    const notAnId = await addEntry(id, { ...entryInput(), material: 'Insulation' });
    expect(notAnId.errors![0]!.extensions!.fields).toHaveProperty('material');
    const missing = await addEntry(id, { ...entryInput(), system: '' });
    expect(missing.errors![0]!.extensions!.fields).toHaveProperty('system');
    const badMethod = await addEntry(id, { ...entryInput(), check_method: 'guess' });
    expect(badMethod.errors![0]!.extensions!.fields).toHaveProperty('check_method');
    expect(await rowCounts()).toEqual(before);

    // An update that names a bad item changes nothing, not even the valid fields beside it.
    const entry = (await addEntry(id, entryInput())).data!.createVscpTemplateEntry;
    const badUpdate = await app.gql(
      updateEntry,
      {
        id: entry.id,
        input: { remarks: 'Changed', zone: idOf(otherSet.vscp_zones, 'Bridge') },
      },
      { token: manager },
    );
    expect(badUpdate.errors![0]!.extensions!.fields).toHaveProperty('zone');
    const [kept] = (await templateNamed('Tanker — VSCP')).entries;
    expect(kept).toMatchObject({
      remarks: 'Lagging of exhaust lines',
      zone_item: { value: 'Engine room' },
    });
  });

  it('lets a surveyor read the sets but not change them; another firm sees none', async () => {
    const own = await templates(surveyor);
    expect(own.length).toBeGreaterThan(0);
    const [seeded] = own;
    const entryId = seeded!.entries[0]!.id;
    expect(errorCode(await app.gql(create, { input: { name: 'X' } }, { token: surveyor }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await addEntry(seeded!.id, entryInput(), surveyor))).toBe('FORBIDDEN');
    expect(
      errorCode(
        await app.gql(updateEntry, { id: entryId, input: { remarks: 'X' } }, { token: surveyor }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      errorCode(
        await app.gql(sortEntries, { id: entryId, from: '0', to: '1' }, { token: surveyor }),
      ),
    ).toBe('FORBIDDEN');
    expect(errorCode(await app.gql(remove, { id: seeded!.id }, { token: surveyor }))).toBe(
      'FORBIDDEN',
    );

    expect(await templates(other)).toEqual([]);
    const theirs = await app.gql<{ vscpTemplate: unknown }>(
      one,
      { id: seeded!.id },
      { token: other },
    );
    expect(theirs.data!.vscpTemplate).toBeNull();
    const connect = await addEntry(
      seeded!.id,
      {
        system: idOf(otherSet.vscp_systems, 'Hull'),
        component: idOf(otherSet.vscp_components, 'Anti-fouling'),
        material: idOf(otherSet.vscp_materials, 'Paint'),
        hazardous_material: 'organotin',
      },
      other,
    );
    expect(errorCode(connect)).toBe('NOT_FOUND');
    for (const [query, variables] of [
      [update, { id: seeded!.id, input: { name: 'Overgenomen' } }],
      [updateEntry, { id: entryId, input: { remarks: 'Overgenomen' } }],
      [sortEntries, { id: entryId, from: '0', to: '1' }],
      [removeEntry, { id: entryId }],
      [remove, { id: seeded!.id }],
    ] as const) {
      expect(errorCode(await app.gql(query, variables, { token: other }))).toBe('NOT_FOUND');
    }
    const after = await templateNamed(seeded!.name);
    expect(after.entries).toEqual(seeded!.entries);
  });
});
