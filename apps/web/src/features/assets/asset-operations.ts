import { graphql, type ResultOf } from '../../graphql/graphql';

/** Any change to an asset, its floors and spaces or a template refetches what shows them. */
export const assetTypenames = {
  additionalTypenames: ['Asset', 'AssetFloor', 'AssetSpace', 'SpaceTemplate', 'SpaceTemplateSpace'],
};

const assetFragment = graphql(`
  fragment AssetFields on Asset {
    id
    asset_type
    title
    owner_client {
      id
      name
    }
    street
    house_number
    house_number_suffix
    postcode
    city
    construction_year
    kind
    occupant
    imo
    name
    flag
    build_year
    vessel_type
    builder
    status
    gross_tonnage
    mmsi
    call_sign
    width
    length
    deadweight
    teu
    liquid_capacity
    class
    space_count
    created_at
    updated_at
  }
`);

export const assetsQuery = graphql(
  `
    query Assets($assetType: String!) {
      assets(assetType: $assetType) {
        ...AssetFields
      }
    }
  `,
  [assetFragment],
);

export const assetQuery = graphql(
  `
    query Asset($id: ID!) {
      asset(id: $id) {
        ...AssetFields
        floors {
          id
          name
          created_at
          updated_at
        }
        spaces {
          id
          name
          description
          display_name
          floor {
            id
            name
          }
          created_at
          updated_at
        }
      }
    }
  `,
  [assetFragment],
);

export type Asset = ResultOf<typeof assetsQuery>['assets'][number];
export type AssetWithSpaces = NonNullable<ResultOf<typeof assetQuery>['asset']>;

/** A floor (a vessel's deck) of an asset or of a survey. */
export type Floor = AssetWithSpaces['floors'][number];

/** A space of an asset or of a survey, on one of its owner's floors or on none. */
export type Space = AssetWithSpaces['spaces'][number];

/** The owner clients to choose from: a property's from the property book, a vessel's maritime. */
export const clientChoicesQuery = graphql(`
  query AssetClientChoices($book: ClientBook!) {
    clients(book: $book) {
      id
      name
    }
  }
`);

export const applyTemplateMutation = graphql(`
  mutation ApplySpaceTemplate($assetId: ID!, $templateId: ID!) {
    applySpaceTemplate(assetId: $assetId, templateId: $templateId) {
      id
    }
  }
`);

const templateFragment = graphql(`
  fragment SpaceTemplateFields on SpaceTemplate {
    id
    asset_type
    name
    description
    space_count
    created_at
    updated_at
  }
`);

export const templatesQuery = graphql(
  `
    query SpaceTemplates($assetType: String!) {
      spaceTemplates(assetType: $assetType) {
        ...SpaceTemplateFields
      }
    }
  `,
  [templateFragment],
);

export const templateQuery = graphql(
  `
    query SpaceTemplate($id: ID!) {
      spaceTemplate(id: $id) {
        ...SpaceTemplateFields
        spaces {
          id
          floor_name
          name
          description
          created_at
          updated_at
        }
      }
    }
  `,
  [templateFragment],
);

export type SpaceTemplate = ResultOf<typeof templatesQuery>['spaceTemplates'][number];
export type SpaceTemplateWithSpaces = NonNullable<ResultOf<typeof templateQuery>['spaceTemplate']>;
export type SpaceTemplateSpace = SpaceTemplateWithSpaces['spaces'][number];
