import {
  assetFloorResource,
  assetSpaceResource,
  propertyResource,
  spaceTemplateResource,
  spaceTemplateSpaceResource,
  storedDecimal,
  storedImoNumber,
  vesselResource,
  type AssetKind,
} from '@vezel/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  assetFloors,
  assets,
  assetSpaces,
  clients,
  spaceTemplates,
  spaceTemplateSpaces,
  surveys,
} from '../../db/tables';
import { AppError } from '../../graphql/errors';
import {
  connectionTo,
  inputText,
  type ResourceBinding,
  type ResourceValues,
} from '../../resources/binding';
import { declaredColumns, postcodeColumn } from '../../resources/declared-columns';
import { referenceColumn } from '../../resources/input-fields';
import { manualOrder, nextSortIndex } from '../../resources/manual-order';
import { findOwned, findOwnedChild, ownedBinding } from '../../resources/owned';
import {
  AssetFloorRef,
  AssetRef,
  AssetSpaceRef,
  SpaceTemplateRef,
  SpaceTemplateSpaceRef,
  type AssetFloorRow,
  type AssetRow,
  type AssetSpaceRow,
  type SpaceTemplateSpaceRow,
} from './schema';
import { floorAndSpaceBindings } from './floors-and-spaces';
import { insertRow, updateRow } from '../../resources/rows';

/** The book an asset's owner is found in: vessels belong to maritime clients. */
const bookOf = (kind: AssetKind) => (kind === 'vessel' ? 'maritime' : 'property');

/** The owner client: a client of the organisation's book for the kind, else a field error. */
const ownerClientColumn = (
  tx: Executor,
  organisationId: number,
  kind: AssetKind,
  values: ResourceValues,
) =>
  referenceColumn(
    values,
    'owner_client',
    'ownerClientId',
    async (id) =>
      (
        await tx
          .select({ id: clients.id })
          .from(clients)
          .where(
            and(
              eq(clients.id, id),
              eq(clients.organisationId, organisationId),
              eq(clients.book, bookOf(kind)),
            ),
          )
      )[0],
    'error.ownerClient',
  );

const propertyColumns = (values: ResourceValues) =>
  declaredColumns(propertyResource, assets, values, {
    postcode: postcodeColumn,
    // ownerClientColumn checks it in the client book.
    owner_client: null,
  });

const decimalOrNull = (value: ResourceValues[string]) => {
  const text = inputText(value);
  return text === '' ? null : storedDecimal(text);
};

const vesselColumns = (values: ResourceValues) =>
  declaredColumns(vesselResource, assets, values, {
    imo: (value) => ({ imo: storedImoNumber(inputText(value)) }),
    width: (value) => ({ width: decimalOrNull(value) }),
    length: (value) => ({ length: decimalOrNull(value) }),
    class: (value) => ({ vesselClass: inputText(value) }),
    owner_client: null,
  });

/** A ship is recorded once: the same IMO number names the vessel that has it. */
async function assertNewImo(
  tx: Executor,
  organisationId: number,
  imo: string | null | undefined,
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
      return insertRow(tx, assets, {
        ...columns,
        ...(await ownerClientColumn(tx, organisationId, kind, values)),
        organisationId,
        assetType: kind,
      });
    },
    async update(tx, { organisationId }, row, values) {
      const columns = columnsOf(values);
      if ('imo' in columns) await assertNewImo(tx, organisationId, columns.imo, row.id);
      return updateRow(tx, assets, row.id, {
        ...columns,
        ...(await ownerClientColumn(tx, organisationId, kind, values)),
      });
    },
    async remove(tx, row) {
      // A survey is a record the firm must keep: its asset stays while it has any.
      const [survey] = await tx
        .select({ id: surveys.id })
        .from(surveys)
        .where(eq(surveys.assetId, row.id))
        .limit(1);
      if (survey) throw new AppError('BAD_USER_INPUT', 'error.assetHasSurveys');
      await tx.delete(assets).where(eq(assets.id, row.id));
    },
  };
}

export const propertyBinding = assetBinding('property');
export const vesselBinding = assetBinding('vessel');

/** Floors and spaces connect to an asset of either kind. */
const assetFloorsAndSpaces = floorAndSpaceBindings({
  owner: {
    type: 'asset',
    key: 'assetId',
    table: assets,
    parent: { find: (tx, { organisationId }, id) => findAsset(tx, organisationId, id) },
  },
  floors: { table: assetFloors, declaration: assetFloorResource, ref: AssetFloorRef },
  spaces: { table: assetSpaces, declaration: assetSpaceResource, ref: AssetSpaceRef },
  otherFloor: 'error.spaceFloor',
});

export const assetFloorBinding: ResourceBinding<AssetFloorRow> = assetFloorsAndSpaces.floorBinding;
export const assetSpaceBinding: ResourceBinding<AssetSpaceRow> = assetFloorsAndSpaces.spaceBinding;

export const spaceTemplateBinding = ownedBinding(
  spaceTemplateResource,
  spaceTemplates,
  SpaceTemplateRef,
);

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
    return insertRow(tx, spaceTemplateSpaces, {
      ...declaredColumns(spaceTemplateSpaceResource, spaceTemplateSpaces, values),
      templateId,
      name: inputText(values.name),
      sortIndex: await nextSortIndex(
        tx,
        spaceTemplateSpaces,
        eq(spaceTemplateSpaces.templateId, templateId),
      ),
    });
  },
  async update(tx, _access, row, values) {
    return updateRow(
      tx,
      spaceTemplateSpaces,
      row.id,
      declaredColumns(spaceTemplateSpaceResource, spaceTemplateSpaces, values),
    );
  },
  async remove(tx, row) {
    await tx.delete(spaceTemplateSpaces).where(eq(spaceTemplateSpaces.id, row.id));
  },
  ...manualOrder<SpaceTemplateSpaceRow>(spaceTemplateSpaces, (row) =>
    eq(spaceTemplateSpaces.templateId, row.templateId),
  ),
};

/** Applies a template to an asset of its type and organisation (floorAndSpaceBindings). */
export async function applySpaceTemplate(
  tx: Executor,
  organisationId: number,
  assetId: number,
  templateId: number,
): Promise<AssetRow> {
  const asset = await findAsset(tx, organisationId, assetId);
  if (!asset) throw new AppError('NOT_FOUND', 'error.recordNotFound');
  await assetFloorsAndSpaces.applySpaceTemplate(tx, organisationId, asset, templateId);
  return asset;
}
