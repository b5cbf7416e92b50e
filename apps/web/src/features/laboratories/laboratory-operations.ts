import { gql } from 'urql';
import type { StoredFile } from '../../components/FileViewer';
import type { InputValue } from '../../components/resource/form-logic';

interface Item {
  id: string;
  value: string;
  active: boolean;
}

export interface LaboratoryCertificate {
  id: string;
  name: string;
  number: string;
  standard: string;
  valid_from: string;
  valid_until: string;
  file: StoredFile | null;
}

export interface Laboratory {
  id: string;
  name: string;
  accreditation_number: string;
  email: string;
  phone: string;
  street: string;
  house_number: string;
  postcode: string;
  city: string;
  analysis_methods: Item[];
  materials: Item[];
  order_channel: string;
  order_email: string;
  api_url: string;
  api_username: string;
  has_api_password: boolean;
  created_at: string;
  updated_at: string;
  certificates: LaboratoryCertificate[];
}

type Input = Record<string, InputValue>;

export const laboratoryTypenames = {
  additionalTypenames: ['Laboratory', 'LaboratoryCertificate'],
};

const fileFields = 'id name mime_type url';

export const laboratoriesQuery = gql<{ laboratories: Laboratory[] }, Record<string, never>>`
  query Laboratories {
    laboratories {
      id
      name
      accreditation_number
      email
      phone
      street
      house_number
      postcode
      city
      analysis_methods {
        id
        value
        active
      }
      materials {
        id
        value
        active
      }
      order_channel
      order_email
      api_url
      api_username
      has_api_password
      created_at
      updated_at
      certificates {
        id
        name
        number
        standard
        valid_from
        valid_until
        file { ${fileFields} }
      }
    }
  }
`;

/** The items a laboratory can offer: the organisation's analysis methods and material types. */
export const offerableItemsQuery = gql<
  {
    me: {
      id: string;
      inventarisatie_user: {
        id: string;
        organisation: {
          id: string;
          variable_set: { id: string; analyse_methodes: Item[]; materiaal_types: Item[] } | null;
        };
      } | null;
    };
  },
  Record<string, never>
>`
  query OfferableItems {
    me {
      id
      inventarisatie_user {
        id
        organisation {
          id
          variable_set {
            id
            analyse_methodes {
              id
              value
              active
            }
            materiaal_types {
              id
              value
              active
            }
          }
        }
      }
    }
  }
`;

export const createLaboratoryMutation = gql<{ createLaboratory: { id: string } }, { input: Input }>`
  mutation CreateLaboratory($input: LaboratoryCreateInput) {
    createLaboratory(input: $input) {
      id
    }
  }
`;

export const updateLaboratoryMutation = gql<
  { updateLaboratory: { id: string } },
  { id: string; input: Input }
>`
  mutation UpdateLaboratory($id: ID!, $input: LaboratoryUpdateInput) {
    updateLaboratory(id: $id, input: $input) {
      id
    }
  }
`;

export const deleteLaboratoryMutation = gql<{ deleteLaboratory: string }, { id: string }>`
  mutation DeleteLaboratory($id: ID!) {
    deleteLaboratory(id: $id)
  }
`;

export const createLaboratoryCertificateMutation = gql<
  { createLaboratoryCertificate: { id: string } },
  { input: Input; lab: string }
>`
  mutation CreateLaboratoryCertificate($input: LaboratoryCertificateCreateInput, $lab: ID!) {
    createLaboratoryCertificate(input: $input, connect: [{ type: "laboratory", id: $lab }]) {
      id
    }
  }
`;

export const updateLaboratoryCertificateMutation = gql<
  { updateLaboratoryCertificate: { id: string } },
  { id: string; input: Input }
>`
  mutation UpdateLaboratoryCertificate($id: ID!, $input: LaboratoryCertificateUpdateInput) {
    updateLaboratoryCertificate(id: $id, input: $input) {
      id
    }
  }
`;

export const deleteLaboratoryCertificateMutation = gql<
  { deleteLaboratoryCertificate: string },
  { id: string }
>`
  mutation DeleteLaboratoryCertificate($id: ID!) {
    deleteLaboratoryCertificate(id: $id)
  }
`;
