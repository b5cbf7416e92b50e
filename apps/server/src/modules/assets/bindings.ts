import {
  assetFloorResource,
  assetSpaceResource,
  propertyResource,
  spaceTemplateResource,
  spaceTemplateSpaceResource,
  storedDecimal,
  storedImoNumber,
  storedPostcode,
  vesselResource,
  type AssetKind,
} from '@vezel/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  assetFloors,
  assets,
  assetSpaces,
  clients,
  spaceTemplates,
  spaceTemplateSpaces,
} from '../../db/schema';
import { AppError, badInput } from '../../graphql/errors';
import {
  connectionTo,
  inputText,
  textColumns,
  type ResourceBinding,
  type ResourceValues,
} from '../../resources/binding';
import { manualOrder, nextSortIndex } from '../../resources/manual-order';
import { findOwned, findOwnedChild } from '../../resources/owned';
import {
  AssetFloorRef,
  AssetRef,
  AssetSpaceRef,
  SpaceTemplateRef,
  SpaceTemplateSpaceRef,
  type AssetFloorRow,
  type AssetRow,
  type AssetSpaceRow,
  type SpaceTemplateRow,
  type SpaceTemplateSpaceRow,
} from './schema';

/** The whole-number columns an input gives; an empty value clears the column. */
function integerColumns<Column extends string>(
  values: ResourceValues,
  columns: Record<string, Column>,
): Partial<Record<Column, number | null>> {
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([field]) => values[field] !== undefined)
      .map(([field, column]) => {
        const value = values[field];
        return [column, typeof value === 'number' ? value : null];
      }),
  ) as Partial<Record<Column, number | null>>;
}

/** An optional id field: a positive whole number, null when empty, undefined when absent. */
function optionalId(values: ResourceValues, field: string): number | null | undefined {
  const value = values[field];
  if (value === undefined) return undefined;
  const text = inputText(value);
  if (text === '') return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : -1;
}

/** The book an asset's owner is found in: vessels belong to maritime clients. */
const bookOf = (kind: AssetKind) => (kind === 'vessel' ? 'maritime' : 'property');

/** The owner client: a client of the organisation's book for the kind, else a field error. */
async function ownerClientColumn(
  tx: Executor,
  organisationId: number,
  kind: AssetKind,
  values: ResourceValues,
): Promise<{ ownerClientId?: number | null }> {
  const id = optionalId(values, 'owner_client');
  if (id === undefined) return {};
  if (id === null) return { ownerClientId: null };
  const [client] =
    id > 0
      ? await tx
          .select({ id: clients.id })
          .from(clients)
          .where(
            and(
              eq(clients.id, id),
              eq(clients.organisationId, organisationId),
              eq(clients.book, bookOf(kind)),
            ),
          )
      : [];
  if (!client) {
    throw badInput({ owner_client: { key: 'error.ownerClient' } })!;
  }
  return { ownerClientId: client.id };
}

function propertyColumns(values: ResourceValues) {
  return {
    ...textColumns(values, {
      street: 'street',
      house_number: 'houseNumber',
      house_number_suffix: 'houseNumberSuffix',
      city: 'city',
      kind: 'kind',
      occupant: 'occupant',
    }),
    ...(values.postcode !== undefined && { postcode: storedPostcode(inputText(values.postcode)) }),
    ...integerColumns(values, { construction_year: 'constructionYear' }),
  };
}

const decimalOrNull = (value: ResourceValues[string]) => {
  const text = inputText(value);
  return text === '' ? null : storedDecimal(text);
};

function vesselColumns(values: ResourceValues) {
  return {
    ...textColumns(values, {
      name: 'name',
      flag: 'flag',
      vessel_type: 'vesselType',
      builder: 'builder',
      status: 'status',
      mmsi: 'mmsi',
      call_sign: 'callSign',
      class: 'vesselClass',
    }),
    ...(values.imo !== undefined && { imo: storedImoNumber(inputText(values.imo)) }),
    ...(values.width !== undefined && { width: decimalOrNull(values.width) }),
    ...(values.length !== undefined && { length: decimalOrNull(values.length) }),
    ...integerColumns(values, {
      build_year: 'buildYear',
      gross_tonnage: 'grossTonnage',
      deadweight: 'deadweight',
      teu: 'teu',
      liquid_capacity: 'liquidCapacity',
    }),
  };
}

/** A ship is recorded once: the same IMO number names the vessel that has it. */
async function assertNewImo(
  tx: Executor,
  organisationId: number,
  imo: string | undefined,
  exceptId?: number,
) {
  if (!imo) return;
  const [existing] = await tx
    .select({ name: assets.name, imo: assets.imo })
    .from(assets)
    .where(
      and(
        eq(assets.organisationId, organisationId),
        eq(assets.imo, imo),
        ...(exceptId === undefined ? [] : [ne(assets.id, exceptId)]),
      ),
    );
  if (existing) {
    const values = { name: `${existing.name} (IMO ${imo})` };
    throw new AppError('BAD_USER_INPUT', 'error.duplicateVessel', values, {
      imo: { key: 'error.duplicateVessel', values },
    });
  }
}

async function findAsset(tx: Executor, organisationId: number, id: number, kind?: AssetKind) {
  const row = await findOwned(tx, assets, organisationId, id);
  return row && (kind === undefined || row.assetType === kind) ? row : null;
}

/** Properties and vessels: two resources over the one table, each finding only its kind. */
function assetBinding(kind: AssetKind): ResourceBinding<AssetRow> {
  const columnsOf = kind === 'vessel' ? vesselColumns : propertyColumns;
  return {
    declaration: kind === 'vessel' ? vesselResource : propertyResource,
    ref: AssetRef,
    find: (tx, { organisationId }, id) => findAsset(tx, organisationId, id, kind),
    findConnection: () => Promise.resolve(null),
    async insert(tx, { organisationId }, values) {
      const columns = columnsOf(values);
      if ('imo' in columns) await assertNewImo(tx, organisationId, columns.imo);
      const [row] = await tx
        .insert(assets)
        .values({
          ...columns,
          ...(await ownerClientColumn(tx, organisationId, kind, values)),
          organisationId,
          assetType: kind,
        })
        .returning();
      if (!row) throw new Error('asset insert returned nothing');
      return row;
    },
    async update(tx, { organisationId }, row, values) {
      const columns = columnsOf(values);
      if ('imo' in columns) await assertNewImo(tx, organisationId, columns.imo, row.id);
      const [updated] = await tx
        .update(assets)
        .set({
          ...columns,
          ...(await ownerClientColumn(tx, organisationId, kind, values)),
          updatedAt: new Date(),
        })
        .where(eq(assets.id, row.id))
        .returning();
      if (!updated) throw new Error('asset update returned nothing');
      return updated;
    },
    async remove(tx, row) {
      await tx.delete(assets).where(eq(assets.id, row.id));
    },
  };
}

export const propertyBinding = assetBinding('property');
export const vesselBinding = assetBinding('vessel');

/** Floors and spaces connect to an asset of either kind. */
const findAssetConnection = connectionTo('asset', {
  find: (tx, { organisationId }, id) => findAsset(tx, organisationId, id),
});

export const assetFloorBinding: ResourceBinding<AssetFloorRow> = {
  declaration: assetFloorResource,
  ref: AssetFloorRef,
  find: (tx, { organisationId }, id) =>
    findOwnedChild(tx, assetFloors, assetFloors.assetId, assets, organisationId, id),
  findConnection: findAssetConnection,
  async insert(tx, _access, values, connections) {
    const assetId = connections.get('asset');
    if (assetId === undefined) throw new Error('floor without asset');
    const [row] = await tx
      .insert(assetFloors)
      .values({
        assetId,
        name: inputText(values.name),
        sortIndex: await nextSortIndex(tx, assetFloors, eq(assetFloors.assetId, assetId)),
      })
      .returning();
    if (!row) throw new Error('floor insert returned nothing');
    return row;
  },
  async update(tx, _access, row, values) {
    const [updated] = await tx
      .update(assetFloors)
      .set({ ...textColumns(values, { name: 'name' }), updatedAt: new Date() })
      .where(eq(assetFloors.id, row.id))
      .returning();
    if (!updated) throw new Error('floor update returned nothing');
    return updated;
  },
  async remove(tx, row) {
    // Its spaces stay, on no floor (the foreign key sets it null).
    await tx.delete(assetFloors).where(eq(assetFloors.id, row.id));
  },
  ...manualOrder<AssetFloorRow>(assetFloors, (row) => eq(assetFloors.assetId, row.assetId)),
};

/** The floor a space is put on: a floor of the same asset, or none. */
async function floorColumn(
  tx: Executor,
  assetId: number,
  values: ResourceValues,
): Promise<{ floorId?: number | null }> {
  const id = optionalId(values, 'floor');
  if (id === undefined) return {};
  if (id === null) return { floorId: null };
  const [floor] =
    id > 0
      ? await tx
          .select({ id: assetFloors.id })
          .from(assetFloors)
          .where(and(eq(assetFloors.id, id), eq(assetFloors.assetId, assetId)))
      : [];
  if (!floor) throw badInput({ floor: { key: 'error.spaceFloor' } })!;
  return { floorId: floor.id };
}

export const assetSpaceBinding: ResourceBinding<AssetSpaceRow> = {
  declaration: assetSpaceResource,
  ref: AssetSpaceRef,
  find: (tx, { organisationId }, id) =>
    findOwnedChild(tx, assetSpaces, assetSpaces.assetId, assets, organisationId, id),
  findConnection: findAssetConnection,
  async insert(tx, _access, values, connections) {
    const assetId = connections.get('asset');
    if (assetId === undefined) throw new Error('space without asset');
    const floor = await floorColumn(tx, assetId, values);
    const [row] = await tx
      .insert(assetSpaces)
      .values({
        ...textColumns(values, { name: 'name', description: 'description' }),
        ...floor,
        assetId,
        sortIndex: await nextSortIndex(tx, assetSpaces, eq(assetSpaces.assetId, assetId)),
      })
      .returning();
    if (!row) throw new Error('space insert returned nothing');
    return row;
  },
  async update(tx, _access, row, values) {
    const [updated] = await tx
      .update(assetSpaces)
      .set({
        ...textColumns(values, { name: 'name', description: 'description' }),
        ...(await floorColumn(tx, row.assetId, values)),
        updatedAt: new Date(),
      })
      .where(eq(assetSpaces.id, row.id))
      .returning();
    if (!updated) throw new Error('space update returned nothing');
    return updated;
  },
  async remove(tx, row) {
    await tx.delete(assetSpaces).where(eq(assetSpaces.id, row.id));
  },
  ...manualOrder<AssetSpaceRow>(assetSpaces, (row) => eq(assetSpaces.assetId, row.assetId)),
};

export const spaceTemplateBinding: ResourceBinding<SpaceTemplateRow> = {
  declaration: spaceTemplateResource,
  ref: SpaceTemplateRef,
  find: (tx, { organisationId }, id) => findOwned(tx, spaceTemplates, organisationId, id),
  findConnection: () => Promise.resolve(null),
  async insert(tx, { organisationId }, values) {
    const [row] = await tx
      .insert(spaceTemplates)
      .values({
        ...textColumns(values, { description: 'description' }),
        organisationId,
        assetType: inputText(values.asset_type),
        name: inputText(values.name),
      })
      .returning();
    if (!row) throw new Error('space template insert returned nothing');
    return row;
  },
  async update(tx, _access, row, values) {
    const [updated] = await tx
      .update(spaceTemplates)
      .set({
        ...textColumns(values, { name: 'name', description: 'description' }),
        updatedAt: new Date(),
      })
      .where(eq(spaceTemplates.id, row.id))
      .returning();
    if (!updated) throw new Error('space template update returned nothing');
    return updated;
  },
  async remove(tx, row) {
    await tx.delete(spaceTemplates).where(eq(spaceTemplates.id, row.id));
  },
};

const templateSpaceTexts = { floor_name: 'floorName', name: 'name', description: 'description' };

export const spaceTemplateSpaceBinding: ResourceBinding<SpaceTemplateSpaceRow> = {
  declaration: spaceTemplateSpaceResource,
  ref: SpaceTemplateSpaceRef,
  find: (tx, { organisationId }, id) =>
    findOwnedChild(
      tx,
      spaceTemplateSpaces,
      spaceTemplateSpaces.templateId,
      spaceTemplates,
      organisationId,
      id,
    ),
  findConnection: connectionTo('spaceTemplate', spaceTemplateBinding),
  async insert(tx, _access, values, connections) {
    const templateId = connections.get('spaceTemplate');
    if (templateId === undefined) throw new Error('template space without template');
    const [row] = await tx
      .insert(spaceTemplateSpaces)
      .values({
        ...textColumns(values, templateSpaceTexts),
        templateId,
        name: inputText(values.name),
        sortIndex: await nextSortIndex(
          tx,
          spaceTemplateSpaces,
          eq(spaceTemplateSpaces.templateId, templateId),
        ),
      })
      .returning();
    if (!row) throw new Error('template space insert returned nothing');
    return row;
  },
  async update(tx, _access, row, values) {
    const [updated] = await tx
      .update(spaceTemplateSpaces)
      .set({ ...textColumns(values, templateSpaceTexts), updatedAt: new Date() })
      .where(eq(spaceTemplateSpaces.id, row.id))
      .returning();
    if (!updated) throw new Error('template space update returned nothing');
    return updated;
  },
  async remove(tx, row) {
    await tx.delete(spaceTemplateSpaces).where(eq(spaceTemplateSpaces.id, row.id));
  },
  ...manualOrder<SpaceTemplateSpaceRow>(spaceTemplateSpaces, (row) =>
    eq(spaceTemplateSpaces.templateId, row.templateId),
  ),
};

/**
 * Applies a template to an asset of its type and organisation: the floors it names that
 * the asset lacks (by name, case aside) are added after the asset's own, then the
 * template's spaces on them, after the asset's spaces, in the template's order.
 */
export async function applySpaceTemplate(
  tx: Executor,
  organisationId: number,
  assetId: number,
  templateId: number,
): Promise<AssetRow> {
  const asset = await findAsset(tx, organisationId, assetId);
  const template = await findOwned(tx, spaceTemplates, organisationId, templateId);
  if (!asset || !template) throw new AppError('NOT_FOUND', 'error.recordNotFound');
  if (template.assetType !== asset.assetType) {
    throw new AppError('BAD_USER_INPUT', 'error.templateAssetType');
  }
  const templateSpaces = await tx
    .select()
    .from(spaceTemplateSpaces)
    .where(eq(spaceTemplateSpaces.templateId, template.id))
    .orderBy(asc(spaceTemplateSpaces.sortIndex), asc(spaceTemplateSpaces.id));
  const floors = await tx
    .select()
    .from(assetFloors)
    .where(eq(assetFloors.assetId, asset.id))
    .orderBy(asc(assetFloors.sortIndex), asc(assetFloors.id));
  const floorIds = new Map(floors.map((floor) => [floor.name.trim().toLowerCase(), floor.id]));
  let floorIndex = Math.max(-1, ...floors.map((floor) => floor.sortIndex)) + 1;
  let spaceIndex = await nextSortIndex(tx, assetSpaces, eq(assetSpaces.assetId, asset.id));
  for (const space of templateSpaces) {
    const floorName = space.floorName.trim();
    let floorId: number | null = null;
    if (floorName) {
      const key = floorName.toLowerCase();
      floorId = floorIds.get(key) ?? null;
      if (floorId === null) {
        const [floor] = await tx
          .insert(assetFloors)
          .values({ assetId: asset.id, name: floorName, sortIndex: floorIndex++ })
          .returning({ id: assetFloors.id });
        if (!floor) throw new Error('floor insert returned nothing');
        floorId = floor.id;
        floorIds.set(key, floorId);
      }
    }
    await tx.insert(assetSpaces).values({
      assetId: asset.id,
      floorId,
      name: space.name,
      description: space.description,
      sortIndex: spaceIndex++,
    });
  }
  return asset;
}
