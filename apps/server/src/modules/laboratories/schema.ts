import { laboratoryCertificateResource, laboratoryResource } from '@vezel/domain';
import { asc, eq } from 'drizzle-orm';
import { laboratories, laboratoryCertificates } from '../../db/tables';
import { declaredObjectType } from '../../resources/object-type';
import { ownedListQuery, ownedRecordQuery } from '../../resources/owned';

export type LaboratoryRow = typeof laboratories.$inferSelect;

export const LaboratoryCertificateRef = declaredObjectType(
  laboratoryCertificateResource,
  laboratoryCertificates,
  {
    description: 'An accreditation certificate of a laboratory (RvA, NEN-EN-ISO/IEC 17025)',
    rowFields: [],
  },
);

export const LaboratoryRef = declaredObjectType(laboratoryResource, laboratories, {
  description: 'A laboratory the firm sends samples to; its API password is never sent',
  fields: (t) => ({
    has_api_password: t.boolean({
      description: 'Whether a password is stored; the password itself never leaves the server',
      resolve: (lab) => lab.apiPasswordSealed !== null,
    }),
    certificates: t.field({
      type: [LaboratoryCertificateRef],
      resolve: (lab, _args, context) =>
        context.db
          .select()
          .from(laboratoryCertificates)
          .where(eq(laboratoryCertificates.laboratoryId, lab.id))
          .orderBy(asc(laboratoryCertificates.validUntil), asc(laboratoryCertificates.id)),
    }),
  }),
});

ownedListQuery(
  'laboratories',
  LaboratoryRef,
  laboratories,
  'The laboratories the organisation sends samples to',
);

ownedRecordQuery(
  'laboratory',
  LaboratoryRef,
  laboratories,
  "A laboratory of the caller's organisation; null for any other",
);
