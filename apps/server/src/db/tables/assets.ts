import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { files } from './files';
import { organisations } from './organisations';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A property (pand) or a vessel the firm surveys. One table for both kinds: the property
 * columns stay empty on a vessel and the other way round.
 */
export const assets = pgTable(
  'assets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** 'property' or 'vessel'. */
    assetType: text('asset_type').notNull(),
    ownerClientId: integer('owner_client_id').references(() => clients.id, {
      onDelete: 'set null',
    }),
    // A property
    street: text('street').notNull().default(''),
    houseNumber: text('house_number').notNull().default(''),
    houseNumberSuffix: text('house_number_suffix').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    city: text('city').notNull().default(''),
    constructionYear: integer('construction_year'),
    /** What kind of building: a house, an office, a school... free text. */
    kind: text('kind').notNull().default(''),
    occupant: text('occupant').notNull().default(''),
    // A vessel
    imo: text('imo'),
    name: text('name').notNull().default(''),
    flag: text('flag').notNull().default(''),
    buildYear: integer('build_year'),
    vesselType: text('vessel_type').notNull().default(''),
    builder: text('builder').notNull().default(''),
    status: text('status').notNull().default(''),
    grossTonnage: integer('gross_tonnage'),
    mmsi: text('mmsi').notNull().default(''),
    callSign: text('call_sign').notNull().default(''),
    /** Metres, with centimetres. */
    width: numeric('width', { precision: 8, scale: 2 }),
    length: numeric('length', { precision: 8, scale: 2 }),
    deadweight: integer('deadweight'),
    teu: integer('teu'),
    /** Cubic metres. */
    liquidCapacity: integer('liquid_capacity'),
    vesselClass: text('vessel_class').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    index('assets_organisation_type_idx').on(table.organisationId, table.assetType),
    // One record per ship: the IMO number stays with a ship for life.
    uniqueIndex('assets_imo_idx')
      .on(table.organisationId, table.imo)
      .where(sql`${table.imo} is not null`),
  ],
);

/** A floor of a property or a deck of a vessel, in a manual order. */
export const assetFloors = pgTable(
  'asset_floors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('asset_floors_asset_idx').on(table.assetId, table.sortIndex)],
);

/** A space (room, hold, engine room...) of an asset, on one of its floors or decks. */
export const assetSpaces = pgTable(
  'asset_spaces',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    floorId: integer('floor_id').references(() => assetFloors.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('asset_spaces_asset_idx').on(table.assetId, table.sortIndex)],
);

/** A template of floors and spaces, applied to an asset of its type to create them at once. */
export const spaceTemplates = pgTable(
  'space_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    assetType: text('asset_type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (table) => [index('space_templates_organisation_idx').on(table.organisationId, table.assetType)],
);

/** A space of a template, on the floor (or deck) of the given name. */
export const spaceTemplateSpaces = pgTable(
  'space_template_spaces',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer('template_id')
      .notNull()
      .references(() => spaceTemplates.id, { onDelete: 'cascade' }),
    floorName: text('floor_name').notNull().default(''),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('space_template_spaces_template_idx').on(table.templateId, table.sortIndex)],
);

/**
 * A photo of an asset: the original as uploaded, the scaled copy shown and printed (longest
 * side 2000 px, spec section 9) and a thumbnail for lists.
 */
export const assetPhotos = pgTable(
  'asset_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    originalFileId: integer('original_file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    displayFileId: integer('display_file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    thumbnailFileId: integer('thumbnail_file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    caption: text('caption').notNull().default(''),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('asset_photos_asset_idx').on(table.assetId, table.sortIndex)],
);

/** A plan (drawing) of an asset: an image or a PDF, with an image of a PDF's first page. */
export const assetPlans = pgTable(
  'asset_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    floorId: integer('floor_id').references(() => assetFloors.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    previewFileId: integer('preview_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('asset_plans_asset_idx').on(table.assetId, table.sortIndex)],
);
