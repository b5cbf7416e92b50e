import { branchCertificateResource, branchResource } from '@vezel/domain';
import { asc, eq } from 'drizzle-orm';
import { branchCertificates, branches } from '../../db/tables';
import { declaredObjectType } from '../../resources/object-type';
import { ownedListQuery, ownedRecordQuery } from '../../resources/owned';

export type BranchRow = typeof branches.$inferSelect;

export const BranchCertificateRef = declaredObjectType(
  branchCertificateResource,
  branchCertificates,
  {
    description: 'A certificate of a branch, such as its SC-540 process certificate',
    rowFields: [],
  },
);

export const BranchRef = declaredObjectType(branchResource, branches, {
  description: 'A certified branch of the firm; a survey is done under one',
  fields: (t) => ({
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
