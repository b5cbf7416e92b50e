import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './files';
import { organisations } from './organisations';

/** A laboratory the firm sends samples to, and how its orders reach it. */
export const laboratories = pgTable(
  'laboratories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    accreditationNumber: text('accreditation_number').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    street: text('street').notNull().default(''),
    houseNumber: text('house_number').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    city: text('city').notNull().default(''),
    /** Ids of the variable set's analyse_methodes and materiaal_types items it offers. */
    analysisMethodIds: jsonb('analysis_method_ids').$type<number[]>().notNull().default([]),
    materialIds: jsonb('material_ids').$type<number[]>().notNull().default([]),
    orderChannel: text('order_channel').notNull().default('email'),
    orderEmail: text('order_email').notNull().default(''),
    apiUrl: text('api_url').notNull().default(''),
    apiUsername: text('api_username').notNull().default(''),
    /** Sealed by the server's SecretBox; never read back out through the API. */
    apiPasswordSealed: text('api_password_sealed'),
    /** How the lab's CSV of results reads: separator and the header of each column. */
    csvDelimiter: text('csv_delimiter').notNull().default(';'),
    csvSampleColumn: text('csv_sample_column').notNull().default('Monster'),
    csvMaterialColumn: text('csv_material_column').notNull().default('Asbestsoort'),
    csvPercentageColumn: text('csv_percentage_column').notNull().default('Percentage'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('laboratories_organisation_idx').on(table.organisationId)],
);

/** An accreditation certificate of a laboratory (RvA, NEN-EN-ISO/IEC 17025), with its scan. */
export const laboratoryCertificates = pgTable(
  'laboratory_certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    laboratoryId: integer('laboratory_id')
      .notNull()
      .references(() => laboratories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    number: text('number').notNull(),
    standard: text('standard').notNull().default(''),
    validFrom: date('valid_from').notNull(),
    validUntil: date('valid_until').notNull(),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('laboratory_certificates_laboratory_idx').on(table.laboratoryId)],
);
