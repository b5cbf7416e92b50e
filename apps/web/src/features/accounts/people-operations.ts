import { graphql, storedFileFragment, type ResultOf } from '../../graphql/graphql';

/** The types a change to a person touches: their lists refetch after any of them changes. */
export const peopleTypes = ['User', 'UserCertificate', 'Equipment', 'EquipmentCertificate', 'File'];

/**
 * Mutations that return an id, and empty lists, do not name the types they touch: these
 * names make urql refetch a person and the users after any change to them.
 */
export const peopleTypenames = { additionalTypenames: peopleTypes };

const userSummaryFragment = graphql(`
  fragment UserSummary on User {
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
  }
`);

export const usersQuery = graphql(
  `
    query Users {
      users {
        ...UserSummary
      }
    }
  `,
  [userSummaryFragment],
);

export const personQuery = graphql(
  `
    query Person($id: ID!) {
      user(id: $id) {
        ...UserSummary
        capabilities {
          id
          value
        }
        certificates {
          id
          number
          valid_from
          validity_years
          valid_until
          file {
            ...StoredFile
          }
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
            id
            number
            valid_from
            validity_years
            valid_until
            file {
              ...StoredFile
            }
          }
        }
        signature {
          ...StoredFile
        }
      }
    }
  `,
  [userSummaryFragment, storedFileFragment],
);

export type Person = NonNullable<ResultOf<typeof personQuery>['user']>;
export type EquipmentItem = Person['equipment'][number];
type UserCertificate = Person['certificates'][number];
/** A person's certificate, or an equipment item's (which has no type). */
export type Certificate = EquipmentItem['certificates'][number] &
  Partial<Pick<UserCertificate, 'certificate_type'>>;

/** The lists a person's records pick from, in the organisation's variable set. */
export const peopleLookupsQuery = graphql(`
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
`);

export const peopleListsQuery = graphql(`
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
`);

export type PeopleLists = ResultOf<typeof peopleListsQuery>;
export type LookupItem = PeopleLists['capabilities'][number];

/** createUser takes no connections and requires its input: not the generic create. */
export const createUserMutation = graphql(`
  mutation CreateUser($input: UserCreateInput!) {
    createUser(input: $input) {
      id
      email
    }
  }
`);

/** updateUser requires its input: not the generic update. */
export const updateUserMutation = graphql(`
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
`);

export const updateMyAccountMutation = graphql(`
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
`);

export const setUserCapabilitiesMutation = graphql(`
  mutation SetUserCapabilities($userId: ID!, $capabilityIds: [ID!]!) {
    setUserCapabilities(userId: $userId, capabilityIds: $capabilityIds) {
      id
    }
  }
`);

export const setUserSignatureMutation = graphql(`
  mutation SetUserSignature($userId: ID!, $fileId: ID) {
    setUserSignature(userId: $userId, fileId: $fileId) {
      id
    }
  }
`);
