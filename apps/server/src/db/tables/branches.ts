import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './files';
import { organisations } from './organisations';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A certified branch of the firm (certification body in the admin). */
export const branches = pgTable(
  'branches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kvkNumber: text('kvk_number').notNull(),
    branchNumber: text('branch_number').notNull().default(''),
    processCertificateNumber: text('process_certificate_number').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    street: text('street').notNull().default(''),
    houseNumber: text('house_number').notNull().default(''),
    houseNumberSuffix: text('house_number_suffix').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    city: text('city').notNull().default(''),
    reportFooter: text('report_footer').notNull().default(''),
    logoFileId: integer('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('branches_organisation_idx').on(table.organisationId)],
);

/** A certificate of a branch, valid between two dates, with its scan. */
export const branchCertificates = pgTable(
  'branch_certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    number: text('number').notNull(),
    issuer: text('issuer').notNull().default(''),
    validFrom: date('valid_from').notNull(),
    validUntil: date('valid_until').notNull(),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('branch_certificates_branch_idx').on(table.branchId)],
);
