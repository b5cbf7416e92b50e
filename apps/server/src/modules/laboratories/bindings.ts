import { laboratoryCertificateResource, laboratoryResource } from '@vezel/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { laboratories, laboratoryCertificates } from '../../db/tables';
import {
  inputText,
  type Access,
  type ResourceBinding,
  type ResourceValues,
} from '../../resources/binding';
import { findOwned, ownedChildBinding } from '../../resources/owned';
import { itemIds } from '../../resources/variable-items';
import { LaboratoryCertificateRef, LaboratoryRef, type LaboratoryRow } from './schema';
import { declaredColumns, postcodeColumn } from '../../resources/declared-columns';
import { insertRow, updateRow } from '../../resources/rows';

/**
 * The password column after an input: sealed when one is typed, kept when left empty,
 * removed when the field is hidden (orders go by e-mail) and so arrives as null.
 */
function sealedPassword(access: Access, value: ResourceValues[string] | undefined) {
  if (value === undefined || value === '') return undefined;
  if (value === null || typeof value !== 'string' || value.trim() === '') return null;
  return access.secrets.seal(value);
}

async function laboratoryColumns(tx: Executor, access: Access, values: ResourceValues) {
  const analysisMethodIds = await itemIds(
    tx,
    access.organisationId,
    values.analysis_methods,
    'analyse_methodes',
    'analysis_methods',
  );
  const materialIds = await itemIds(
    tx,
    access.organisationId,
    values.materials,
    'materiaal_types',
    'materials',
  );
  const apiPasswordSealed = sealedPassword(access, values.api_password);
  return {
    ...declaredColumns(laboratoryResource, laboratories, values, {
      postcode: postcodeColumn,
      api_password: null,
    }),
    ...(analysisMethodIds !== undefined && { analysisMethodIds }),
    ...(materialIds !== undefined && { materialIds }),
    ...(apiPasswordSealed !== undefined && { apiPasswordSealed }),
  };
}

export const laboratoryBinding: ResourceBinding<LaboratoryRow> = {
  declaration: laboratoryResource,
  ref: LaboratoryRef,
  find: (tx, { organisationId }, id) => findOwned(tx, laboratories, organisationId, id),
  findConnection: () => Promise.resolve(null),
  async insert(tx, access, values) {
    return insertRow(tx, laboratories, {
      ...(await laboratoryColumns(tx, access, values)),
      organisationId: access.organisationId,
      name: inputText(values.name),
    });
  },
  async update(tx, access, row, values) {
    return updateRow(tx, laboratories, row.id, {
      ...(await laboratoryColumns(tx, access, values)),
    });
  },
  async remove(tx, row) {
    await tx.delete(laboratories).where(eq(laboratories.id, row.id));
  },
};

/** A certificate is found only through a laboratory of the caller's organisation. */
export const laboratoryCertificateBinding = ownedChildBinding(
  laboratoryCertificateResource,
  laboratoryCertificates,
  LaboratoryCertificateRef,
  {
    type: 'laboratory',
    table: laboratories,
    column: laboratoryCertificates.laboratoryId,
    key: 'laboratoryId',
    binding: laboratoryBinding,
  },
);
