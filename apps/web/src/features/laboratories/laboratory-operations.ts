import { graphql, storedFileFragment, type ResultOf } from '../../graphql/graphql';

/** A change to a laboratory or a certificate refetches the laboratories with their certificates. */
export const laboratoryTypenames = {
  additionalTypenames: ['Laboratory', 'LaboratoryCertificate'],
};

export const laboratoriesQuery = graphql(
  `
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
        csv_delimiter
        csv_sample_column
        csv_material_column
        csv_percentage_column
        created_at
        updated_at
        certificates {
          id
          name
          number
          standard
          valid_from
          valid_until
          file {
            ...StoredFile
          }
        }
      }
    }
  `,
  [storedFileFragment],
);

export type Laboratory = ResultOf<typeof laboratoriesQuery>['laboratories'][number];
export type LaboratoryCertificate = Laboratory['certificates'][number];

/** The items a laboratory can offer: the organisation's analysis methods and material types. */
export const offerableItemsQuery = graphql(`
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
`);
