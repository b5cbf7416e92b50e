import {
  assetFloorResource,
  assetSpaceResource,
  assetTypeOf,
  domainMessages,
  propertyResource,
  spaceDisplayName,
  spaceTemplateResource,
  spaceTemplateSpaceResource,
  translate,
  vesselResource,
} from '@vezel/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import {
  assetFloors,
  assets,
  assetSpaces,
  clients,
  spaceTemplates,
  spaceTemplateSpaces,
} from '../../db/tables';
import { builder } from '../../graphql/builder';
import { organisationOf } from '../../graphql/context';
import { declaredObjectType } from '../../resources/object-type';
import { ownedRecordQuery } from '../../resources/owned';
import { ClientRef } from '../clients/schema';

export type AssetRow = typeof assets.$inferSelect;
export type AssetFloorRow = typeof assetFloors.$inferSelect;
export type AssetSpaceRow = typeof assetSpaces.$inferSelect;
export type SpaceTemplateSpaceRow = typeof spaceTemplateSpaces.$inferSelect;

/** 'property' or 'vessel' for a type name of a URL (panden, schepen, maritime...). */
export const assetKindOf = (typeName: string): 'property' | 'vessel' =>
  assetTypeOf(typeName) === 'property' ? 'property' : 'vessel';

/** How a property is named in lists: street, number and suffix, then the city. */
export function propertyTitle(
  asset: Pick<AssetRow, 'street' | 'houseNumber' | 'houseNumberSuffix' | 'city'>,
): string {
  const number = [asset.houseNumber, asset.houseNumberSuffix].filter(Boolean).join(' ');
  const street = [asset.street, number].filter(Boolean).join(' ');
  return [street, asset.city].filter(Boolean).join(', ');
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

export const AssetFloorRef = declaredObjectType(assetFloorResource, assetFloors, {
  description: 'A floor of a property or a deck of a vessel',
});

export const AssetSpaceRef = declaredObjectType(assetSpaceResource, assetSpaces, {
  description: 'A space (room, hold, engine room...) of an asset, on one of its floors',
  fields: (t) => ({
    floor: t.field({
      type: AssetFloorRef,
      nullable: true,
      resolve: async (space, _args, context) => {
        if (space.floorId === null) return null;
        const [floor] = await context.db
          .select()
          .from(assetFloors)
          .where(eq(assetFloors.id, space.floorId));
        return floor ?? null;
      },
    }),
    display_name: t.string({
      description: '"floor ❯ space", or unknown (Onbekend) for a space without a name',
      resolve: async (space, _args, context) => {
        const [floor] =
          space.floorId === null
            ? []
            : await context.db
                .select({ name: assetFloors.name })
                .from(assetFloors)
                .where(eq(assetFloors.id, space.floorId));
        const unknown = translate(domainMessages, context.locale, 'asset.space.unknown');
        return spaceDisplayName(floor?.name, space.name, unknown);
      },
    }),
  }),
});

/** One table keeps both kinds of asset: a property's fields and a vessel's. */
const assetDeclaration = {
  type: 'asset',
  fields: [...propertyResource.fields, ...vesselResource.fields],
};

export const AssetRef = declaredObjectType(assetDeclaration, assets, {
  description: 'A property (pand) or a vessel of the organisation',
  columns: { class: 'vesselClass' },
  fields: (t) => ({
    asset_type: t.exposeString('assetType', { description: 'property or vessel' }),
    title: t.string({
      description: "A property's address, a vessel's name",
      resolve: (asset) => (asset.assetType === 'vessel' ? asset.name : propertyTitle(asset)),
    }),
    owner_client: t.field({
      type: ClientRef,
      nullable: true,
      resolve: async (asset, _args, context) => {
        if (asset.ownerClientId === null) return null;
        const [client] = await context.db
          .select()
          .from(clients)
          .where(
            and(
              eq(clients.id, asset.ownerClientId),
              eq(clients.organisationId, asset.organisationId),
            ),
          );
        return client ?? null;
      },
    }),
    // Typed as decimal text, kept as numeric.
    width: t.float({ nullable: true, resolve: (asset) => numberOrNull(asset.width) }),
    length: t.float({ nullable: true, resolve: (asset) => numberOrNull(asset.length) }),
    floors: t.field({
      type: [AssetFloorRef],
      description: 'Floors (decks of a vessel) in their manual order',
      resolve: (asset, _args, context) =>
        context.db
          .select()
          .from(assetFloors)
          .where(eq(assetFloors.assetId, asset.id))
          .orderBy(asc(assetFloors.sortIndex), asc(assetFloors.id)),
    }),
    spaces: t.field({
      type: [AssetSpaceRef],
      description: 'In their manual order',
      resolve: (asset, _args, context) =>
        context.db
          .select()
          .from(assetSpaces)
          .where(eq(assetSpaces.assetId, asset.id))
          .orderBy(asc(assetSpaces.sortIndex), asc(assetSpaces.id)),
    }),
    space_count: t.int({
      resolve: async (asset, _args, context) => {
        const [row] = await context.db
          .select({ spaces: count() })
          .from(assetSpaces)
          .where(eq(assetSpaces.assetId, asset.id));
        return row?.spaces ?? 0;
      },
    }),
  }),
});

export const SpaceTemplateSpaceRef = declaredObjectType(
  spaceTemplateSpaceResource,
  spaceTemplateSpaces,
  { description: 'A space of a template, on the floor (or deck) of the given name' },
);

export const SpaceTemplateRef = declaredObjectType(spaceTemplateResource, spaceTemplates, {
  description: 'Floors and spaces to create on an asset of its type in one go',
  fields: (t) => ({
    spaces: t.field({
      type: [SpaceTemplateSpaceRef],
      description: 'In their manual order',
      resolve: (template, _args, context) =>
        context.db
          .select()
          .from(spaceTemplateSpaces)
          .where(eq(spaceTemplateSpaces.templateId, template.id))
          .orderBy(asc(spaceTemplateSpaces.sortIndex), asc(spaceTemplateSpaces.id)),
    }),
    space_count: t.int({
      resolve: async (template, _args, context) => {
        const [row] = await context.db
          .select({ spaces: count() })
          .from(spaceTemplateSpaces)
          .where(eq(spaceTemplateSpaces.templateId, template.id));
        return row?.spaces ?? 0;
      },
    }),
  }),
});

builder.queryField('assets', (t) =>
  t.field({
    type: [AssetRef],
    description:
      "The organisation's properties or vessels; assetType is a type name (panden, schepen...)",
    authScopes: { member: true },
    args: { assetType: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      context.db
        .select()
        .from(assets)
        .where(
          and(
            eq(assets.organisationId, organisationOf(context)),
            eq(assets.assetType, assetKindOf(args.assetType)),
          ),
        )
        .orderBy(asc(assets.name), asc(assets.street), asc(assets.houseNumber), asc(assets.id)),
  }),
);

ownedRecordQuery(
  'asset',
  AssetRef,
  assets,
  "A property or vessel of the caller's organisation; null for any other",
);

builder.queryField('spaceTemplates', (t) =>
  t.field({
    type: [SpaceTemplateRef],
    description: "The organisation's space templates for one asset type (a type name)",
    authScopes: { member: true },
    args: { assetType: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      context.db
        .select()
        .from(spaceTemplates)
        .where(
          and(
            eq(spaceTemplates.organisationId, organisationOf(context)),
            eq(spaceTemplates.assetType, assetKindOf(args.assetType)),
          ),
        )
        .orderBy(asc(spaceTemplates.name), asc(spaceTemplates.id)),
  }),
);

ownedRecordQuery(
  'spaceTemplate',
  SpaceTemplateRef,
  spaceTemplates,
  "A space template of the caller's organisation; null for any other",
);
