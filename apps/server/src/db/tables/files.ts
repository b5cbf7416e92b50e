import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userProfiles } from './accounts';
import { organisations } from './organisations';

/**
 * An uploaded file of an organisation. The bytes live on disk under DATA_DIR/files,
 * named by their SHA-256, so the same scan uploaded twice is stored once.
 */
export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Detected from the content, never taken from the name or the browser. */
    mimeType: text('mime_type').notNull(),
    name: text('name').notNull(),
    uploadedByProfileId: integer('uploaded_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('files_organisation_idx').on(table.organisationId)],
);
