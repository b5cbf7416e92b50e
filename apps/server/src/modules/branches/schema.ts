import { asc, eq } from 'drizzle-orm';
import { branchCertificates, branches } from '../../db/tables';
import { FileRef, loadFile } from '../../files/schema';
import { builder } from '../../graphql/builder';
import { organisationOf } from '../../graphql/context';
import { ownedListQuery, ownedRecordQuery } from '../../resources/owned';

export type BranchRow = typeof branches.$inferSelect;
export type BranchCertificateRow = typeof branchCertificates.$inferSelect;

export const BranchCertificateRef = builder
  .objectRef<BranchCertificateRow>('BranchCertificate')
  .implement({
    description: 'A certificate of a branch, such as its SC-540 process certificate',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      number: t.exposeString('number'),
      issuer: t.exposeString('issuer'),
      valid_from: t.exposeString('validFrom', { description: 'YYYY-MM-DD' }),
      valid_until: t.exposeString('validUntil', { description: 'YYYY-MM-DD' }),
      file: t.field({
        type: FileRef,
        nullable: true,
        resolve: (row, _args, context) => loadFile(context, organisationOf(context), row.fileId),
      }),
    }),
  });

export const BranchRef = builder.objectRef<BranchRow>('Branch').implement({
  description: 'A certified branch of the firm; a survey is done under one',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    kvk_number: t.exposeString('kvkNumber'),
    branch_number: t.exposeString('branchNumber'),
    process_certificate_number: t.exposeString('processCertificateNumber'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    street: t.exposeString('street'),
    house_number: t.exposeString('houseNumber'),
    house_number_suffix: t.exposeString('houseNumberSuffix'),
    postcode: t.exposeString('postcode'),
    city: t.exposeString('city'),
    report_footer: t.exposeString('reportFooter'),
    logo: t.field({
      type: FileRef,
      nullable: true,
      resolve: (row, _args, context) => loadFile(context, organisationOf(context), row.logoFileId),
    }),
    created_at: t.expose('createdAt', { type: 'DateTime' }),
    updated_at: t.expose('updatedAt', { type: 'DateTime' }),
    certificates: t.field({
      type: [BranchCertificateRef],
      resolve: (branch, _args, context) =>
        context.db
          .select()
          .from(branchCertificates)
          .where(eq(branchCertificates.branchId, branch.id))
          .orderBy(asc(branchCertificates.validUntil), asc(branchCertificates.id)),
    }),
  }),
});

ownedListQuery('branches', BranchRef, branches, "The organisation's certified branches");

ownedRecordQuery(
  'branch',
  BranchRef,
  branches,
  "A branch of the caller's organisation; null for any other",
);
