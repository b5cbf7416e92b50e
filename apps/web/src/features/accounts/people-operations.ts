import { gql } from 'urql';
import type { StoredFile } from '../../components/FileViewer';
import type { InputValue } from '../../components/resource/form-logic';

export interface Certificate {
  id: string;
  number: string;
  valid_from: string;
  validity_years: number;
  valid_until: string | null;
  certificate_type?: { id: string; value: string } | null;
  file: StoredFile | null;
}

export interface EquipmentItem {
  id: string;
  name: string;
  serial_number: string;
  equipment_type: { id: string; value: string } | null;
  certificates: Certificate[];
}

export interface UserSummary {
  id: string;
  email: string;
  name: string;
  tussenvoegsel: string | null;
  achternaam: string | null;
  full_name: string;
  phone_number: string | null;
  inventarisatie_user: { id: string; inventarisatie_rol: { id: string; value: string } } | null;
}

export interface Person extends UserSummary {
  capabilities: { id: string; value: string }[];
  certificates: Certificate[];
  equipment: EquipmentItem[];
  signature: StoredFile | null;
}

export interface LookupItem {
  id: string;
  value: string;
  active: boolean;
}

interface Connection {
  type: string;
  id: string;
}

type Scalar = InputValue;
type Input = Record<string, Scalar>;

/**
 * Mutations that return an id, and empty lists, do not name the types they touch: these
 * names make urql refetch a person and the users after any change to them.
 */
export const peopleTypenames = {
  additionalTypenames: ['User', 'UserCertificate', 'Equipment', 'EquipmentCertificate', 'File'],
};

const userSummaryFields = `
  id
  email
  name
  tussenvoegsel
  achternaam
  full_name
  phone_number
  inventarisatie_user {
    id
    inventarisatie_rol {
      id
      value
    }
  }
`;

const certificateFields = `
  id
  number
  valid_from
  validity_years
  valid_until
  file {
    id
    name
    mime_type
    url
  }
`;

export const usersQuery = gql<{ users: UserSummary[] }, Record<string, never>>(`
  query Users {
    users {
      ${userSummaryFields}
    }
  }
`);

export const personQuery = gql<{ user: Person | null }, { id: string }>(`
  query Person($id: ID!) {
    user(id: $id) {
      ${userSummaryFields}
      capabilities {
        id
        value
      }
      certificates {
        ${certificateFields}
        certificate_type {
          id
          value
        }
      }
      equipment {
        id
        name
        serial_number
        equipment_type {
          id
          value
        }
        certificates {
          ${certificateFields}
        }
      }
      signature {
        id
        name
        mime_type
        url
      }
    }
  }
`);

/** The lists a person's records pick from, in the organisation's variable set. */
export const peopleLookupsQuery = gql<
  {
    me: {
      id: string;
      inventarisatie_user: {
        id: string;
        organisation: { id: string; variable_set: { id: string } | null };
      } | null;
    };
  },
  Record<string, never>
>`
  query PeopleVariableSet {
    me {
      id
      inventarisatie_user {
        id
        organisation {
          id
          variable_set {
            id
          }
        }
      }
    }
  }
`;

export const peopleListsQuery = gql<
  { capabilities: LookupItem[]; certificateTypes: LookupItem[]; equipmentTypes: LookupItem[] },
  { set: string }
>`
  query PeopleLists($set: ID!) {
    capabilities: variableItems(variableSetId: $set, list: "inventarisatie_user_capabilities") {
      id
      value
      active
    }
    certificateTypes: variableItems(
      variableSetId: $set
      list: "inventarisatie_user_certificate_types"
    ) {
      id
      value
      active
    }
    equipmentTypes: variableItems(variableSetId: $set, list: "uitrusting_types") {
      id
      value
      active
    }
  }
`;

export const createUserMutation = gql<{ createUser: { id: string } }, { input: Input }>`
  mutation CreateUser($input: UserCreateInput!) {
    createUser(input: $input) {
      id
    }
  }
`;

export const updateUserMutation = gql<{ updateUser: { id: string } }, { id: string; input: Input }>`
  mutation UpdateUser($id: ID!, $input: UserUpdateInput!) {
    updateUser(id: $id, input: $input) {
      id
      name
      tussenvoegsel
      achternaam
      full_name
      phone_number
    }
  }
`;

export const deleteUserMutation = gql<{ deleteUser: string }, { id: string }>`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`;

export const updateMyAccountMutation = gql<{ updateMyAccount: { id: string } }, { input: Input }>`
  mutation UpdateMyAccount($input: AccountInput!) {
    updateMyAccount(input: $input) {
      id
      name
      tussenvoegsel
      achternaam
      full_name
      phone_number
    }
  }
`;

export const setUserCapabilitiesMutation = gql<
  { setUserCapabilities: { id: string } },
  { userId: string; capabilityIds: string[] }
>`
  mutation SetUserCapabilities($userId: ID!, $capabilityIds: [ID!]!) {
    setUserCapabilities(userId: $userId, capabilityIds: $capabilityIds) {
      id
    }
  }
`;

export const setUserSignatureMutation = gql<
  { setUserSignature: { id: string } },
  { userId: string; fileId: string | null }
>`
  mutation SetUserSignature($userId: ID!, $fileId: ID) {
    setUserSignature(userId: $userId, fileId: $fileId) {
      id
    }
  }
`;

export const createUserCertificateMutation = gql<
  { createUserCertificate: { id: string } },
  { input: Input; connect: Connection[] }
>`
  mutation CreateUserCertificate(
    $input: UserCertificateCreateInput
    $connect: [ResourceConnection!]
  ) {
    createUserCertificate(input: $input, connect: $connect) {
      id
    }
  }
`;

export const updateUserCertificateMutation = gql<
  { updateUserCertificate: { id: string } },
  { id: string; input: Input }
>`
  mutation UpdateUserCertificate($id: ID!, $input: UserCertificateUpdateInput) {
    updateUserCertificate(id: $id, input: $input) {
      id
    }
  }
`;

export const deleteUserCertificateMutation = gql<{ deleteUserCertificate: string }, { id: string }>`
  mutation DeleteUserCertificate($id: ID!) {
    deleteUserCertificate(id: $id)
  }
`;

export const createEquipmentMutation = gql<
  { createEquipment: { id: string } },
  { input: Input; connect: Connection[] }
>`
  mutation CreateEquipment($input: EquipmentCreateInput, $connect: [ResourceConnection!]) {
    createEquipment(input: $input, connect: $connect) {
      id
    }
  }
`;

export const updateEquipmentMutation = gql<
  { updateEquipment: { id: string } },
  { id: string; input: Input }
>`
  mutation UpdateEquipment($id: ID!, $input: EquipmentUpdateInput) {
    updateEquipment(id: $id, input: $input) {
      id
    }
  }
`;

export const deleteEquipmentMutation = gql<{ deleteEquipment: string }, { id: string }>`
  mutation DeleteEquipment($id: ID!) {
    deleteEquipment(id: $id)
  }
`;

export const createEquipmentCertificateMutation = gql<
  { createEquipmentCertificate: { id: string } },
  { input: Input; connect: Connection[] }
>`
  mutation CreateEquipmentCertificate(
    $input: EquipmentCertificateCreateInput
    $connect: [ResourceConnection!]
  ) {
    createEquipmentCertificate(input: $input, connect: $connect) {
      id
    }
  }
`;

export const updateEquipmentCertificateMutation = gql<
  { updateEquipmentCertificate: { id: string } },
  { id: string; input: Input }
>`
  mutation UpdateEquipmentCertificate($id: ID!, $input: EquipmentCertificateUpdateInput) {
    updateEquipmentCertificate(id: $id, input: $input) {
      id
    }
  }
`;

export const deleteEquipmentCertificateMutation = gql<
  { deleteEquipmentCertificate: string },
  { id: string }
>`
  mutation DeleteEquipmentCertificate($id: ID!) {
    deleteEquipmentCertificate(id: $id)
  }
`;
