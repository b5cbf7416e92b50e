import { gql } from 'urql';
import type { InputValue } from '../../components/resource/form-logic';
import { floorAndSpaceMutations, type Floor, type Space } from './floor-and-space-operations';

export interface Asset {
  id: string;
  asset_type: string;
  title: string;
  owner_client: { id: string; name: string } | null;
  street: string;
  house_number: string;
  house_number_suffix: string;
  postcode: string;
  city: string;
  construction_year: number | null;
  kind: string;
  occupant: string;
  imo: string | null;
  name: string;
  flag: string;
  build_year: number | null;
  vessel_type: string;
  builder: string;
  status: string;
  gross_tonnage: number | null;
  mmsi: string;
  call_sign: string;
  width: number | null;
  length: number | null;
  deadweight: number | null;
  teu: number | null;
  liquid_capacity: number | null;
  class: string;
  space_count: number;
  created_at: string;
  updated_at: string;
}

export interface AssetWithSpaces extends Asset {
  floors: Floor[];
  spaces: Space[];
}

export interface SpaceTemplateSpace {
  id: string;
  floor_name: string;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
}

export interface SpaceTemplate {
  id: string;
  asset_type: string;
  name: string;
  description: string;
  space_count: number;
  created_at: string;
  updated_at: string;
}

export interface SpaceTemplateWithSpaces extends SpaceTemplate {
  spaces: SpaceTemplateSpace[];
}

type Input = Record<string, InputValue>;

/** Any change to an asset, its floors and spaces or a template refetches what shows them. */
export const assetTypenames = {
  additionalTypenames: ['Asset', 'AssetFloor', 'AssetSpace', 'SpaceTemplate', 'SpaceTemplateSpace'],
};

const assetFields = `
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
`;

export const assetsQuery = gql<{ assets: Asset[] }, { assetType: string }>`
  query Assets($assetType: String!) {
    assets(assetType: $assetType) {
      ${assetFields}
    }
  }
`;

export const assetQuery = gql<{ asset: AssetWithSpaces | null }, { id: string }>`
  query Asset($id: ID!) {
    asset(id: $id) {
      ${assetFields}
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
`;

/** The owner clients to choose from: a property's from the property book, a vessel's maritime. */
export const clientChoicesQuery = gql<
  { clients: { id: string; name: string }[] },
  { book: 'property' | 'maritime' }
>`
  query AssetClientChoices($book: ClientBook!) {
    clients(book: $book) {
      id
      name
    }
  }
`;

export const createPropertyMutation = gql<{ createProperty: { id: string } }, { input: Input }>`
  mutation CreateProperty($input: PropertyCreateInput) {
    createProperty(input: $input) {
      id
    }
  }
`;

export const createVesselMutation = gql<{ createVessel: { id: string } }, { input: Input }>`
  mutation CreateVessel($input: VesselCreateInput) {
    createVessel(input: $input) {
      id
    }
  }
`;

export const updatePropertyMutation = gql<
  { updateProperty: { id: string } },
  { id: string; input: Input }
>`
  mutation UpdateProperty($id: ID!, $input: PropertyUpdateInput) {
    updateProperty(id: $id, input: $input) {
      ${assetFields}
    }
  }
`;

export const updateVesselMutation = gql<
  { updateVessel: { id: string } },
  { id: string; input: Input }
>`
  mutation UpdateVessel($id: ID!, $input: VesselUpdateInput) {
    updateVessel(id: $id, input: $input) {
      ${assetFields}
    }
  }
`;

export const deletePropertyMutation = gql<{ deleteProperty: string }, { id: string }>`
  mutation DeleteProperty($id: ID!) {
    deleteProperty(id: $id)
  }
`;

export const deleteVesselMutation = gql<{ deleteVessel: string }, { id: string }>`
  mutation DeleteVessel($id: ID!) {
    deleteVessel(id: $id)
  }
`;

/** The mutations of an asset's floors and spaces. */
export const assetFloorAndSpaceMutations = floorAndSpaceMutations('Asset', 'asset');

export const applyTemplateMutation = gql<
  { applySpaceTemplate: { id: string } },
  { assetId: string; templateId: string }
>`
  mutation ApplySpaceTemplate($assetId: ID!, $templateId: ID!) {
    applySpaceTemplate(assetId: $assetId, templateId: $templateId) {
      id
    }
  }
`;

const templateFields = `
  id
  asset_type
  name
  description
  space_count
  created_at
  updated_at
`;

export const templatesQuery = gql<{ spaceTemplates: SpaceTemplate[] }, { assetType: string }>`
  query SpaceTemplates($assetType: String!) {
    spaceTemplates(assetType: $assetType) {
      ${templateFields}
    }
  }
`;

export const templateQuery = gql<{ spaceTemplate: SpaceTemplateWithSpaces | null }, { id: string }>`
  query SpaceTemplate($id: ID!) {
    spaceTemplate(id: $id) {
      ${templateFields}
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
`;

export const createTemplateMutation = gql<
  { createSpaceTemplate: { id: string } },
  { input: Input }
>`
  mutation CreateSpaceTemplate($input: SpaceTemplateCreateInput) {
    createSpaceTemplate(input: $input) {
      id
    }
  }
`;

export const updateTemplateMutation = gql<
  { updateSpaceTemplate: { id: string } },
  { id: string; input: Input }
>`
  mutation UpdateSpaceTemplate($id: ID!, $input: SpaceTemplateUpdateInput) {
    updateSpaceTemplate(id: $id, input: $input) {
      ${templateFields}
    }
  }
`;

export const deleteTemplateMutation = gql<{ deleteSpaceTemplate: string }, { id: string }>`
  mutation DeleteSpaceTemplate($id: ID!) {
    deleteSpaceTemplate(id: $id)
  }
`;

export const createTemplateSpaceMutation = gql<
  { createSpaceTemplateSpace: { id: string } },
  { input: Input; template: string }
>`
  mutation CreateSpaceTemplateSpace($input: SpaceTemplateSpaceCreateInput, $template: ID!) {
    createSpaceTemplateSpace(input: $input, connect: [{ type: "spaceTemplate", id: $template }]) {
      id
    }
  }
`;

export const updateTemplateSpaceMutation = gql<
  { updateSpaceTemplateSpace: { id: string } },
  { id: string; input: Input }
>`
  mutation UpdateSpaceTemplateSpace($id: ID!, $input: SpaceTemplateSpaceUpdateInput) {
    updateSpaceTemplateSpace(id: $id, input: $input) {
      id
      floor_name
      name
      description
    }
  }
`;

export const deleteTemplateSpaceMutation = gql<
  { deleteSpaceTemplateSpace: string },
  { id: string }
>`
  mutation DeleteSpaceTemplateSpace($id: ID!) {
    deleteSpaceTemplateSpace(id: $id)
  }
`;

export const sortTemplateSpacesMutation = gql<
  { updateSpaceTemplateSpaceSortTable: { id: string } },
  { id: string; from: string; to: string }
>`
  mutation SortSpaceTemplateSpaces($id: ID!, $from: String, $to: String) {
    updateSpaceTemplateSpaceSortTable(id: $id, index_from: $from, index_to: $to) {
      id
    }
  }
`;
