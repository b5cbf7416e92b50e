import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A client of the firm, in its property book or its maritime book. */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** 'property' or 'maritime'. */
    book: text('book').notNull(),
    name: text('name').notNull(),
    kvkNumber: text('kvk_number'),
    debtorNumber: text('debtor_number').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    notes: text('notes').notNull().default(''),
    street: text('street').notNull().default(''),
    houseNumber: text('house_number').notNull().default(''),
    houseNumberSuffix: text('house_number_suffix').notNull().default(''),
    /** A Dutch postcode as '1234 AB', or a postal code abroad as given. */
    postcode: text('postcode').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default('NL'),
    ...timestamps,
  },
  (table) => [
    index('clients_organisation_book_idx').on(table.organisationId, table.book),
    // The last word on duplicates, behind the check that names the existing client.
    uniqueIndex('clients_kvk_idx')
      .on(table.organisationId, table.book, table.kvkNumber)
      .where(sql`${table.kvkNumber} is not null`),
  ],
);

/** A contact person at a client, in a manual order. */
export const clientContacts = pgTable(
  'client_contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('client_contacts_client_idx').on(table.clientId, table.sortIndex)],
);
