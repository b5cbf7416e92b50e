import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userProfiles } from './accounts';
import { files } from './files';
import { variableItems } from './organisations';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** What a user may do (items of inventarisatie_user_capabilities), set by a manager. */
export const userCapabilities = pgTable(
  'user_capabilities',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    capabilityItemId: integer('capability_item_id')
      .notNull()
      .references(() => variableItems.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.capabilityItemId] })],
);

/** A personal certificate (DIA, DAV, VCA...): its type, number, validity and scan. */
export const userCertificates = pgTable(
  'user_certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    typeItemId: integer('type_item_id')
      .notNull()
      .references(() => variableItems.id, { onDelete: 'restrict' }),
    number: text('number').notNull(),
    validFrom: date('valid_from').notNull(),
    validityYears: integer('validity_years').notNull(),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('user_certificates_profile_idx').on(table.profileId)],
);

/** A surveyor's equipment (uitrusting), e.g. a moisture meter, with certificates of its own. */
export const equipment = pgTable(
  'equipment',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    typeItemId: integer('type_item_id')
      .notNull()
      .references(() => variableItems.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    serialNumber: text('serial_number').notNull().default(''),
    ...timestamps,
  },
  (table) => [index('equipment_profile_idx').on(table.profileId)],
);

export const equipmentCertificates = pgTable(
  'equipment_certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    validFrom: date('valid_from').notNull(),
    validityYears: integer('validity_years').notNull(),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('equipment_certificates_equipment_idx').on(table.equipmentId)],
);
