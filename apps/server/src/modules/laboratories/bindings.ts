import { httpUrl, laboratoryCertificateResource, laboratoryResource } from '@vezel/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { labCertificates, labOrders, laboratories, laboratoryCertificates } from '../../db/tables';
import { AppError, badInput } from '../../graphql/errors';
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

/**
 * The API address, whatever the form showed: only http(s), as the lab API adapter opens
 * it from the server. The declared rule checks it where the field is shown; a value given
 * beside the e-mail channel (hidden, checked only for its length) is checked here too, as
 * switching the channel later does not give the address again.
 */
function checkApiUrl(values: ResourceValues) {
  const value = values.api_url;
  if (typeof value !== 'string' || value.trim() === '') return;
  const invalid = badInput({ api_url: httpUrl(value) });
  if (invalid) throw invalid;
}

async function laboratoryColumns(tx: Executor, access: Access, values: ResourceValues) {
  checkApiUrl(values);
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
    // Its orders and the lab certificates of surveys keep it (ON DELETE restrict): say so
    // instead of failing on the foreign key.
    const [used] = await tx
      .select({ used: sql<boolean>`true` })
      .from(laboratories)
      .where(
        and(
          eq(laboratories.id, row.id),
          sql`(exists (select 1 from ${labOrders} where ${labOrders.laboratoryId} = ${row.id})
            or exists (select 1 from ${labCertificates}
              where ${labCertificates.laboratoryId} = ${row.id}))`,
        ),
      );
    if (used) throw new AppError('BAD_USER_INPUT', 'error.laboratoryInUse');
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
