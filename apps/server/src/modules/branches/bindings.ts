import { branchCertificateResource, branchResource } from '@vezel/domain';
import { eq } from 'drizzle-orm';
import { branchCertificates, branches } from '../../db/tables';
import { uploadTypes } from '../../files/storage';
import { fileIdFromInput } from '../../files/schema';
import { findOwned, ownedChildBinding } from '../../resources/owned';
import { inputText, type ResourceBinding, type ResourceValues } from '../../resources/binding';
import { BranchCertificateRef, BranchRef, type BranchRow } from './schema';
import { declaredColumns, postcodeColumn } from '../../resources/declared-columns';
import { insertRow, updateRow } from '../../resources/rows';

/** A logo goes on every report page: an image, not a PDF. */
const logoTypes = uploadTypes.filter((type) => type.startsWith('image/'));

const branchColumns = (values: ResourceValues) =>
  declaredColumns(branchResource, branches, values, {
    postcode: postcodeColumn,
  });

export const branchBinding: ResourceBinding<BranchRow> = {
  declaration: branchResource,
  ref: BranchRef,
  find: (tx, { organisationId }, id) => findOwned(tx, branches, organisationId, id),
  findConnection: () => Promise.resolve(null),
  async insert(tx, { organisationId }, values) {
    const logoFileId = await fileIdFromInput(tx, organisationId, values.logo, logoTypes, 'logo');
    return insertRow(tx, branches, {
      ...branchColumns(values),
      organisationId,
      name: inputText(values.name),
      kvkNumber: inputText(values.kvk_number),
      processCertificateNumber: inputText(values.process_certificate_number),
      logoFileId: logoFileId ?? null,
    });
  },
  async update(tx, { organisationId }, row, values) {
    const logoFileId = await fileIdFromInput(tx, organisationId, values.logo, logoTypes, 'logo');
    return updateRow(tx, branches, row.id, {
      ...branchColumns(values),
      ...(logoFileId !== undefined && { logoFileId }),
    });
  },
  async remove(tx, row) {
    await tx.delete(branches).where(eq(branches.id, row.id));
  },
};

export const branchCertificateBinding = ownedChildBinding(
  branchCertificateResource,
  branchCertificates,
  BranchCertificateRef,
  {
    type: 'branch',
    table: branches,
    column: branchCertificates.branchId,
    key: 'branchId',
    binding: branchBinding,
  },
);
