import { gql } from 'urql';
import type { StoredFile } from '../../components/FileViewer';
import type { InputValue } from '../../components/resource/form-logic';

export interface BranchCertificate {
  id: string;
  name: string;
  number: string;
  issuer: string;
  valid_from: string;
  valid_until: string;
  file: StoredFile | null;
}

export interface Branch {
  id: string;
  name: string;
  kvk_number: string;
  branch_number: string;
  process_certificate_number: string;
  email: string;
  phone: string;
  street: string;
  house_number: string;
  house_number_suffix: string;
  postcode: string;
  city: string;
  report_footer: string;
  logo: StoredFile | null;
  created_at: string;
  updated_at: string;
  certificates: BranchCertificate[];
}

type Input = Record<string, InputValue>;

export const branchTypenames = { additionalTypenames: ['Branch', 'BranchCertificate'] };

const fileFields = 'id name mime_type url';

export const branchesQuery = gql<{ branches: Branch[] }, Record<string, never>>`
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
      logo { ${fileFields} }
      created_at
      updated_at
      certificates {
        id
        name
        number
        issuer
        valid_from
        valid_until
        file { ${fileFields} }
      }
    }
  }
`;

export const createBranchMutation = gql<{ createBranch: { id: string } }, { input: Input }>`
  mutation CreateBranch($input: BranchCreateInput) {
    createBranch(input: $input) {
      id
    }
  }
`;

export const updateBranchMutation = gql<
  { updateBranch: { id: string } },
  { id: string; input: Input }
>`
  mutation UpdateBranch($id: ID!, $input: BranchUpdateInput) {
    updateBranch(id: $id, input: $input) {
      id
    }
  }
`;

export const deleteBranchMutation = gql<{ deleteBranch: string }, { id: string }>`
  mutation DeleteBranch($id: ID!) {
    deleteBranch(id: $id)
  }
`;

export const createBranchCertificateMutation = gql<
  { createBranchCertificate: { id: string } },
  { input: Input; branch: string }
>`
  mutation CreateBranchCertificate($input: BranchCertificateCreateInput, $branch: ID!) {
    createBranchCertificate(input: $input, connect: [{ type: "branch", id: $branch }]) {
      id
    }
  }
`;

export const updateBranchCertificateMutation = gql<
  { updateBranchCertificate: { id: string } },
  { id: string; input: Input }
>`
  mutation UpdateBranchCertificate($id: ID!, $input: BranchCertificateUpdateInput) {
    updateBranchCertificate(id: $id, input: $input) {
      id
    }
  }
`;

export const deleteBranchCertificateMutation = gql<
  { deleteBranchCertificate: string },
  { id: string }
>`
  mutation DeleteBranchCertificate($id: ID!) {
    deleteBranchCertificate(id: $id)
  }
`;
