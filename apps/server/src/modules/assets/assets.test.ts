import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';

const list = `query ($type: String!) { assets(assetType: $type) { id asset_type title imo name
  postcode construction_year owner_client { id name } } }`;
const one = `query ($id: ID!) { asset(id: $id) { id title floors { id name }
  spaces { id name display_name floor { id name } } } }`;
const createProperty = `mutation ($input: PropertyCreateInput) { createProperty(input: $input) {
  id asset_type title postcode construction_year owner_client { name } } }`;
const updateProperty = `mutation ($id: ID!, $input: PropertyUpdateInput) {
  updateProperty(id: $id, input: $input) { id postcode construction_year } }`;
const deleteProperty = 'mutation ($id: ID!) { deleteProperty(id: $id) }';
const createVessel = `mutation ($input: VesselCreateInput) { createVessel(input: $input) {
  id asset_type title imo length width gross_tonnage owner_client { name } } }`;
const updateVessel = `mutation ($id: ID!, $input: VesselUpdateInput) {
  updateVessel(id: $id, input: $input) { id imo } }`;
const createFloor = `mutation ($input: AssetFloorCreateInput, $connect: [ResourceConnection!]) {
  createAssetFloor(input: $input, connect: $connect) { id name } }`;
const createSpace = `mutation ($input: AssetSpaceCreateInput, $connect: [ResourceConnection!]) {
  createAssetSpace(input: $input, connect: $connect) { id name display_name } }`;
const updateSpace = `mutation ($id: ID!, $input: AssetSpaceUpdateInput) {
  updateAssetSpace(id: $id, input: $input) { id display_name } }`;
const sortSpaces = `mutation ($id: ID!, $from: String, $to: String) {
  updateAssetSpaceSortTable(id: $id, index_from: $from, index_to: $to) { id } }`;
const templates = `query ($type: String!) { spaceTemplates(assetType: $type) { id name asset_type
  spaces { floor_name name } } }`;
const createTemplate = `mutation ($input: SpaceTemplateCreateInput) {
  createSpaceTemplate(input: $input) { id asset_type } }`;
const apply = `mutation ($asset: ID!, $template: ID!) {
  applySpaceTemplate(assetId: $asset, templateId: $template) { id } }`;
const clientsQuery = `query ($book: ClientBook!) { clients(book: $book) { id name } }`;

interface Asset {
  id: string;
  asset_type: string;
  title: string;
  imo: string | null;
  name: string;
  postcode: string;
  construction_year: number | null;
  owner_client: { id: string; name: string } | null;
}
interface AssetDetail {
  id: string;
  title: string;
  floors: { id: string; name: string }[];
  spaces: { id: string; name: string; display_name: string; floor: { name: string } | null }[];
}

let app: TestApp;
let manager: string;
let surveyor: string;
let other: string;

const assetList = async (type: string, token = surveyor) => {
  const result = await app.gql<{ assets: Asset[] }>(list, { type }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.assets;
};
const detail = async (id: string, token = surveyor) =>
  (await app.gql<{ asset: AssetDetail | null }>(one, { id }, { token })).data!.asset;
const clientId = async (book: string, name: string) =>
  (
    await app.gql<{ clients: { id: string; name: string }[] }>(
      clientsQuery,
      { book },
      { token: manager },
    )
  ).data!.clients.find((client) => client.name === name)!.id;
const fieldsOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.fields as Record<string, unknown> | undefined;

const property = {
  street: 'Lange Nieuwstraat',
  house_number: '10',
  postcode: '3512PN',
  city: 'Utrecht',
  construction_year: 1962,
  kind: 'Bovenwoning',
};

beforeAll(async () => {
  app = await createTestApp();
  [manager, surveyor, other] = await Promise.all([
    app.login('manager@vezel.test'),
    app.login('surveyor@vezel.test'),
    app.login('other@vezel.test'),
  ]);
});
afterAll(() => app.close());

describe('assets', () => {
  it('lists properties and vessels apart, by type name', async () => {
    const properties = await assetList('panden');
    expect(properties.map((asset) => asset.asset_type)).not.toContain('vessel');
    expect(properties.map((asset) => asset.title)).toContain('Prijssestraat 24, Culemborg');
    const vessels = await assetList('schepen');
    expect(vessels.map((asset) => asset.imo)).toEqual(expect.arrayContaining(['9074729']));
    expect((await assetList('maritime')).length).toBe(vessels.length);
  });

  it('lets a surveyor create, edit and delete a property, the postcode stored as 1234 AB', async () => {
    const owner = await clientId('property', 'Gemeente Zaltbommel');
    const created = await app.gql<{ createProperty: Asset }>(
      createProperty,
      { input: { ...property, owner_client: owner } },
      { token: surveyor },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createProperty).toMatchObject({
      asset_type: 'property',
      title: 'Lange Nieuwstraat 10, Utrecht',
      postcode: '3512 PN',
      construction_year: 1962,
      owner_client: { name: 'Gemeente Zaltbommel' },
    });
    const id = created.data!.createProperty.id;
    const updated = await app.gql<{ updateProperty: Asset }>(
      updateProperty,
      { id, input: { construction_year: null, postcode: '3512 PP' } },
      { token: surveyor },
    );
    expect(updated.data!.updateProperty).toMatchObject({
      postcode: '3512 PP',
      construction_year: null,
    });
    // A property is not a vessel.
    const asVessel = await app.gql(updateVessel, { id, input: { name: 'X' } }, { token: surveyor });
    expect(errorCode(asVessel)).toBe('NOT_FOUND');
    expect((await app.gql(deleteProperty, { id }, { token: surveyor })).errors).toBeUndefined();
    expect(await detail(id)).toBeNull();
  });

  it('refuses a bad postcode, year, IMO number or owner with the field named, storing nothing', async () => {
    const before = (await assetList('panden')).length;
    const badPostcode = await app.gql(
      createProperty,
      { input: { ...property, postcode: '0123 AB' } },
      { token: surveyor },
    );
    expect(fieldsOf(badPostcode)).toHaveProperty('postcode');
    const badYear = await app.gql(
      createProperty,
      { input: { ...property, construction_year: 1200 } },
      { token: surveyor },
    );
    expect(fieldsOf(badYear)).toHaveProperty('construction_year');
    expect(badYear.errors![0]!.message).toContain('1500');
    const maritimeOwner = await clientId('maritime', 'Waddenveer Shipping B.V.');
    const badOwner = await app.gql(
      createProperty,
      { input: { ...property, owner_client: maritimeOwner } },
      { token: surveyor },
    );
    expect(fieldsOf(badOwner)).toHaveProperty('owner_client');
    expect((await assetList('panden')).length).toBe(before);

    const vessels = (await assetList('schepen')).length;
    const badImo = await app.gql(
      createVessel,
      { input: { imo: '9074728', name: 'Fout' } },
      { token: surveyor },
    );
    expect(fieldsOf(badImo)).toHaveProperty('imo');
    const badLength = await app.gql(
      createVessel,
      { input: { imo: '9176187', name: 'Fout', length: '12.345' } },
      { token: surveyor },
    );
    expect(errorCode(badLength)).toBe('BAD_USER_INPUT');
    expect((await assetList('schepen')).length).toBe(vessels);
  });

  it('creates a vessel with its IMO number stored bare, and refuses the same number twice', async () => {
    const owner = await clientId('maritime', 'Waddenveer Shipping B.V.');
    const created = await app.gql<{ createVessel: Asset & { length: number } }>(
      createVessel,
      {
        input: {
          imo: 'IMO 9321483',
          name: 'Emma Maersk',
          length: '397,7',
          width: '56.4',
          gross_tonnage: 170794,
          owner_client: owner,
        },
      },
      { token: surveyor },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createVessel).toMatchObject({
      asset_type: 'vessel',
      title: 'Emma Maersk',
      imo: '9321483',
      length: 397.7,
      width: 56.4,
      owner_client: { name: 'Waddenveer Shipping B.V.' },
    });
    const duplicate = await app.gql(
      createVessel,
      { input: { imo: '9074729', name: 'Kopie' } },
      { token: surveyor },
    );
    expect(errorCode(duplicate)).toBe('BAD_USER_INPUT');
    expect(duplicate.errors![0]!.message).toContain('Vlieland Express');
    expect(fieldsOf(duplicate)).toHaveProperty('imo');
    const renumbered = await app.gql(
      updateVessel,
      { id: created.data!.createVessel.id, input: { imo: '9176187' } },
      { token: surveyor },
    );
    expect(renumbered.errors![0]!.message).toContain('Nordsee Trader');
    // Its own number again is no duplicate.
    const same = await app.gql(
      updateVessel,
      { id: created.data!.createVessel.id, input: { imo: '9321483' } },
      { token: surveyor },
    );
    expect(same.errors).toBeUndefined();
  });

  it('keeps floors and spaces, shown as floor ❯ space or unknown, in their order', async () => {
    const created = await app.gql<{ createProperty: Asset }>(
      createProperty,
      { input: { ...property, house_number: '12' } },
      { token: surveyor },
    );
    const assetId = created.data!.createProperty.id;
    const connect = [{ type: 'asset', id: assetId }];
    const floor = await app.gql<{ createAssetFloor: { id: string } }>(
      createFloor,
      { input: { name: 'Begane grond' }, connect },
      { token: surveyor },
    );
    const floorId = floor.data!.createAssetFloor.id;
    const kitchen = await app.gql<{ createAssetSpace: { id: string; display_name: string } }>(
      createSpace,
      { input: { name: 'Keuken', floor: floorId }, connect },
      { token: surveyor },
    );
    expect(kitchen.data!.createAssetSpace.display_name).toBe('Begane grond ❯ Keuken');
    const unnamed = await app.gql<{ createAssetSpace: { id: string; display_name: string } }>(
      createSpace,
      { input: { name: '', floor: '' }, connect },
      { token: surveyor },
    );
    expect(unnamed.data!.createAssetSpace.display_name).toBe('Onbekend');
    const english = await app.gql<{ updateAssetSpace: { display_name: string } }>(
      updateSpace,
      { id: unnamed.data!.createAssetSpace.id, input: { description: 'x' } },
      { token: surveyor, locale: 'en' },
    );
    expect(english.data!.updateAssetSpace.display_name).toBe('Unknown');

    // A floor of another asset is refused.
    const seeded = (await assetList('panden')).find((asset) => asset.title.startsWith('Prijsse'))!;
    const otherFloor = (await detail(seeded.id))!.floors[0]!.id;
    const wrongFloor = await app.gql(
      createSpace,
      { input: { name: 'Gang', floor: otherFloor }, connect },
      { token: surveyor },
    );
    expect(fieldsOf(wrongFloor)).toHaveProperty('floor');

    const moved = await app.gql(
      sortSpaces,
      { id: unnamed.data!.createAssetSpace.id, from: '1', to: '0' },
      { token: surveyor },
    );
    expect(moved.errors).toBeUndefined();
    const asset = (await detail(assetId))!;
    expect(asset.spaces.map((space) => space.display_name)).toEqual([
      'Onbekend',
      'Begane grond ❯ Keuken',
    ]);
  });

  it('applies a template: missing floors by name, then its spaces, in one go', async () => {
    const created = await app.gql<{ createProperty: Asset }>(
      createProperty,
      { input: { ...property, house_number: '14' } },
      { token: surveyor },
    );
    const assetId = created.data!.createProperty.id;
    await app.gql(
      createFloor,
      { input: { name: 'begane grond' }, connect: [{ type: 'asset', id: assetId }] },
      { token: surveyor },
    );
    const [template] = (
      await app.gql<{ spaceTemplates: { id: string; spaces: unknown[] }[] }>(
        templates,
        { type: 'panden' },
        { token: surveyor },
      )
    ).data!.spaceTemplates;
    const applied = await app.gql(
      apply,
      { asset: assetId, template: template!.id },
      { token: surveyor },
    );
    expect(applied.errors).toBeUndefined();
    const asset = (await detail(assetId))!;
    expect(asset.floors.map((floor) => floor.name)).toEqual([
      'begane grond',
      'Eerste verdieping',
      'Zolder',
    ]);
    expect(asset.spaces.length).toBe(template!.spaces.length);
    expect(asset.spaces[0]!.display_name).toBe('begane grond ❯ Hal');
    expect(asset.spaces.at(-1)!.display_name).toBe('Tuin en berging');

    // A vessel template does not fit a property.
    const [vesselTemplate] = (
      await app.gql<{ spaceTemplates: { id: string }[] }>(
        templates,
        { type: 'schepen' },
        { token: surveyor },
      )
    ).data!.spaceTemplates;
    const wrong = await app.gql(
      apply,
      { asset: assetId, template: vesselTemplate!.id },
      { token: surveyor },
    );
    expect(errorCode(wrong)).toBe('BAD_USER_INPUT');
    expect((await detail(assetId))!.spaces.length).toBe(template!.spaces.length);
  });

  it('lets only managers write templates', async () => {
    const input = { asset_type: 'vessel', name: 'Tanker' };
    expect(errorCode(await app.gql(createTemplate, { input }, { token: surveyor }))).toBe(
      'FORBIDDEN',
    );
    const created = await app.gql(createTemplate, { input }, { token: manager });
    expect(created.errors).toBeUndefined();
    const badType = await app.gql(
      createTemplate,
      { input: { asset_type: 'yacht', name: 'Jacht' } },
      { token: manager },
    );
    expect(errorCode(badType)).toBe('BAD_USER_INPUT');
  });

  it('shows another organisation none of it, and lets it change or connect nothing', async () => {
    expect(await assetList('panden', other)).toEqual([]);
    expect(await assetList('schepen', other)).toEqual([]);
    const seeded = (await assetList('panden'))[0]!;
    expect(await detail(seeded.id, other)).toBeNull();
    const update = await app.gql(
      updateProperty,
      { id: seeded.id, input: { city: 'Elders' } },
      { token: other },
    );
    expect(errorCode(update)).toBe('NOT_FOUND');
    expect(errorCode(await app.gql(deleteProperty, { id: seeded.id }, { token: other }))).toBe(
      'NOT_FOUND',
    );
    const floor = await app.gql(
      createFloor,
      { input: { name: 'Inbraak' }, connect: [{ type: 'asset', id: seeded.id }] },
      { token: other },
    );
    expect(errorCode(floor)).toBe('NOT_FOUND');
    const [template] = (
      await app.gql<{ spaceTemplates: { id: string }[] }>(
        templates,
        { type: 'panden' },
        { token: manager },
      )
    ).data!.spaceTemplates;
    expect(
      (
        await app.gql<{ spaceTemplates: unknown[] }>(
          templates,
          { type: 'panden' },
          { token: other },
        )
      ).data!.spaceTemplates,
    ).toEqual([]);
    const applied = await app.gql(
      apply,
      { asset: seeded.id, template: template!.id },
      { token: other },
    );
    expect(errorCode(applied)).toBe('NOT_FOUND');
    // Nor can it take our client as the owner of its own asset.
    const owner = await clientId('property', 'Gemeente Zaltbommel');
    const stolen = await app.gql(
      createProperty,
      { input: { ...property, owner_client: owner } },
      { token: other },
    );
    expect(fieldsOf(stolen)).toHaveProperty('owner_client');
  });
});
