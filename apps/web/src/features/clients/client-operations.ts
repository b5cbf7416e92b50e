import { graphql, type ResultOf } from '../../graphql/graphql';

/** Changes to a client or a contact refetch the lists that show them. */
export const clientTypenames = { additionalTypenames: ['Client', 'ClientContact'] };

export const clientsQuery = graphql(`
  query Clients($book: ClientBook!) {
    clients(book: $book) {
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
    }
  }
`);

export type Client = ResultOf<typeof clientsQuery>['clients'][number];
export type ClientContact = Client['contacts'][number];
