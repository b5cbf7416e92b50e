import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('laboratories_organisation_idx').on(table.organisationId)],
);
