import { graphql, storedFileFragment, type ResultOf } from '../../graphql/graphql';

/** Changes to a branch or a certificate refetch the lists that show them. */
export const branchTypenames = { additionalTypenames: ['Branch', 'BranchCertificate'] };

export const branchesQuery = graphql(
  `
    query Branches {
      branches {
        id
        name
        kvk_number
        branch_number
        process_certificate_number
        email
        phone
        street
        house_number
        house_number_suffix
        postcode
        city
        report_footer
        logo {
          ...StoredFile
        }
        created_at
        updated_at
        certificates {
          id
          name
          number
          issuer
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

export type Branch = ResultOf<typeof branchesQuery>['branches'][number];
export type BranchCertificate = Branch['certificates'][number];
