import { gql } from 'urql';
import type { InputValue } from '../../components/resource/form-logic';

export interface ClientContact {
  id: string;
  name: string;
  role: string;
  email: string;
  phone: string;
}

export interface Client {
  id: string;
  book: string;
  name: string;
  kvk_number: string | null;
  debtor_number: string;
  email: string;
  phone: string;
  notes: string;
  street: string;
  house_number: string;
  house_number_suffix: string;
  postcode: string | null;
  postal_code_abroad: string | null;
  city: string;
  country: string;
  created_at: string;
  updated_at: string;
  contacts: ClientContact[];
}

type Input = Record<string, InputValue>;

/** Changes to a client or a contact refetch the lists that show them. */
export const clientTypenames = { additionalTypenames: ['Client', 'ClientContact'] };

const clientFields = `
  id
  book
  name
  kvk_number
  debtor_number
  email
  phone
  notes
  street
  house_number
  house_number_suffix
  postcode
  postal_code_abroad
  city
  country
  created_at
  updated_at
  contacts {
    id
    name
    role
    email
    phone
  }
`;

export const clientsQuery = gql<{ clients: Client[] }, { book: string }>`
  query Clients($book: ClientBook!) {
    clients(book: $book) {
      ${clientFields}
    }
  }
`;

export const createClientMutation = gql<{ createClient: { id: string } }, { input: Input }>`
  mutation CreateClient($input: ClientCreateInput) {
    createClient(input: $input) {
      id
    }
  }
`;

export const updateClientMutation = gql<
  { updateClient: { id: string } },
  { id: string; input: Input }
>`
  mutation UpdateClient($id: ID!, $input: ClientUpdateInput) {
    updateClient(id: $id, input: $input) {
      ${clientFields}
    }
  }
`;

export const deleteClientMutation = gql<{ deleteClient: string }, { id: string }>`
  mutation DeleteClient($id: ID!) {
    deleteClient(id: $id)
  }
`;

export const createContactMutation = gql<
  { createClientContact: { id: string } },
  { input: Input; client: string }
>`
  mutation CreateClientContact($input: ClientContactCreateInput, $client: ID!) {
    createClientContact(input: $input, connect: [{ type: "client", id: $client }]) {
      id
    }
  }
`;

export const updateContactMutation = gql<
  { updateClientContact: { id: string } },
  { id: string; input: Input }
>`
  mutation UpdateClientContact($id: ID!, $input: ClientContactUpdateInput) {
    updateClientContact(id: $id, input: $input) {
      id
      name
      role
      email
      phone
    }
  }
`;

export const deleteContactMutation = gql<{ deleteClientContact: string }, { id: string }>`
  mutation DeleteClientContact($id: ID!) {
    deleteClientContact(id: $id)
  }
`;

export const sortContactsMutation = gql<
  { updateClientContactSortTable: { id: string } },
  { id: string; from: string; to: string }
>`
  mutation SortClientContacts($id: ID!, $from: String, $to: String) {
    updateClientContactSortTable(id: $id, index_from: $from, index_to: $to) {
      id
    }
  }
`;
