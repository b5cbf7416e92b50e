import { asc, eq } from 'drizzle-orm';
import { laboratories, laboratoryCertificates } from '../../db/tables';
import { FileRef, loadFile } from '../../files/schema';
import { builder } from '../../graphql/builder';
import { organisationOf } from '../../graphql/context';
import { ownedListQuery, ownedRecordQuery } from '../../resources/owned';
import { itemsByIds } from '../../resources/variable-items';
import { VariableItemRef } from '../variables/schema';

export type LaboratoryRow = typeof laboratories.$inferSelect;
export type LaboratoryCertificateRow = typeof laboratoryCertificates.$inferSelect;

export const LaboratoryCertificateRef = builder
  .objectRef<LaboratoryCertificateRow>('LaboratoryCertificate')
  .implement({
    description: 'An accreditation certificate of a laboratory (RvA, NEN-EN-ISO/IEC 17025)',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      number: t.exposeString('number'),
      standard: t.exposeString('standard'),
      valid_from: t.exposeString('validFrom', { description: 'YYYY-MM-DD' }),
      valid_until: t.exposeString('validUntil', { description: 'YYYY-MM-DD' }),
      file: t.field({
        type: FileRef,
        nullable: true,
        resolve: (row, _args, context) => loadFile(context, organisationOf(context), row.fileId),
      }),
    }),
  });

export const LaboratoryRef = builder.objectRef<LaboratoryRow>('Laboratory').implement({
  description: 'A laboratory the firm sends samples to; its API password is never sent',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    accreditation_number: t.exposeString('accreditationNumber'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    street: t.exposeString('street'),
    house_number: t.exposeString('houseNumber'),
    postcode: t.exposeString('postcode'),
    city: t.exposeString('city'),
    analysis_methods: t.field({
      type: [VariableItemRef],
      resolve: (lab, _args, context) => itemsByIds(context.db, lab.analysisMethodIds),
    }),
    materials: t.field({
      type: [VariableItemRef],
      resolve: (lab, _args, context) => itemsByIds(context.db, lab.materialIds),
    }),
    order_channel: t.exposeString('orderChannel'),
    order_email: t.exposeString('orderEmail'),
    api_url: t.exposeString('apiUrl'),
    api_username: t.exposeString('apiUsername'),
    has_api_password: t.boolean({
      description: 'Whether a password is stored; the password itself never leaves the server',
      resolve: (lab) => lab.apiPasswordSealed !== null,
    }),
    created_at: t.expose('createdAt', { type: 'DateTime' }),
    updated_at: t.expose('updatedAt', { type: 'DateTime' }),
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
